import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLead } from "@/server/leads/create-lead";
import { leadInput } from "../../../tests/support/records";
import { createTestDb, rowsOf, type TestDb } from "../../../tests/support/test-db";
import { pipelinedTransaction } from "./pipelined-transaction";
import { prepared } from "./prepared";
import { analyticsEvents, newsletterSubscribers } from "./schema";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const insertEvent = (event: { visitorId: string; name: string; props: object | null; path: string | null }) =>
  prepared(
    t.db,
    "test_event_insert",
    { event },
    ({ event: slots }, name) =>
      t.db.insert(analyticsEvents).values(slots).returning({ id: analyticsEvents.id }).prepare(name),
    { tables: { event: analyticsEvents } },
  );

it("writes each run's values through the columns, and a null as SQL's NULL", async () => {
  const subscribe = (subscriber: { email: string; confirmedAt: Date | null; source: string | null }) =>
    prepared(
      t.db,
      "test_subscriber_insert",
      { subscriber },
      ({ subscriber: slots }, name) => t.db.insert(newsletterSubscribers).values(slots).prepare(name),
      { tables: { subscriber: newsletterSubscribers } },
    );
  const at = new Date("2026-11-25T06:00:00.000Z");
  await subscribe({ email: "one@example.com", confirmedAt: at, source: "footer" });
  await subscribe({ email: "two@example.com", confirmedAt: null, source: null });
  const rows = await t.db
    .select({
      email: newsletterSubscribers.email,
      confirmedAt: newsletterSubscribers.confirmedAt,
      source: newsletterSubscribers.source,
    })
    .from(newsletterSubscribers)
    .orderBy(newsletterSubscribers.email);
  expect(rows).toEqual([
    { email: "one@example.com", confirmedAt: at, source: "footer" },
    { email: "two@example.com", confirmedAt: null, source: null },
  ]);
  await insertEvent({ visitorId: "p-1", name: "page_view", props: { n: 1 }, path: "/one" });
  const [event] = rowsOf(await t.db.execute(sql`select jsonb_typeof(props) as type from analytics_events`));
  expect(event).toEqual({ type: "object" });
});

it("builds the statement once per database handle and name", async () => {
  let builds = 0;
  const count = (visitorId: string) =>
    prepared(t.db, "test_event_count", { by: { visitorId } }, ({ by }, name) => {
      builds += 1;
      return t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.visitorId, by.visitorId))
        .prepare(name);
    });
  expect(await count("p-1")).toEqual([{ n: 1 }]);
  expect(await count("nobody")).toEqual([{ n: 0 }]);
  expect(builds).toBe(1);
});

it("is sent when awaited, not when made, and once however often it is awaited", async () => {
  const pending = insertEvent({ visitorId: "p-lazy", name: "page_view", props: {}, path: null });
  const stored = async () =>
    rowsOf(await t.db.execute(sql`select count(*)::int as n from analytics_events where visitor_id = 'p-lazy'`));
  expect(await stored()).toEqual([{ n: 0 }]);
  const [first, again] = await Promise.all([pending, pending]);
  expect(again).toBe(first);
  expect(await stored()).toEqual([{ n: 1 }]);
});

it("refuses rows of another shape under a name already built, rather than leave a field unwritten", async () => {
  await insertEvent({ visitorId: "p-2", name: "page_view", props: {}, path: null });
  const { path: _left, ...withoutPath } = { visitorId: "p-3", name: "page_view", props: {}, path: null };
  const other = prepared(
    t.db,
    "test_event_insert",
    { event: withoutPath },
    ({ event: slots }, name) => t.db.insert(analyticsEvents).values(slots).prepare(name),
    { tables: { event: analyticsEvents } },
  );
  await expect(Promise.resolve(other)).rejects.toThrow(/was built for event\(visitorId,name,props,path\)/);
});

it("refuses a field its table has no column for", async () => {
  const stray = prepared(
    t.db,
    "test_event_stray",
    { event: { visitorId: "p-4", name: "page_view", colour: "red" } },
    ({ event: slots }, name) => t.db.insert(analyticsEvents).values(slots).prepare(name),
    { tables: { event: analyticsEvents } },
  );
  await expect(Promise.resolve(stray)).rejects.toThrow(/event has no column colour/);
});

it.runIf(process.env.TEST_DATABASE_URL)(
  "keeps the price request's insert prepared on its connection, and plans the fold read per request",
  async () => {
    await createLead(t.db, leadInput({ email: "prepared@example.com", phone: "4155550177" }));
    // The pool lends its most recently returned connection: the one the lead was written on.
    const names = await pipelinedTransaction(t.db, async (tx, { andCommit }) =>
      andCommit(tx.execute(sql`select name from pg_prepared_statements where name like 'lead%' order by name`)),
    );
    expect(rowsOf<{ name: string }>(names).map((r) => r.name)).toEqual(["lead_insert_with_notice"]);
  },
);
