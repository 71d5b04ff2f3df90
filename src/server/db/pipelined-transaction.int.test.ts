// On both databases: statements sent together run in the order sent, in one transaction, and a
// failure among them leaves nothing behind and the connection fit for the next transaction.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { pipelinedTransaction } from "./pipelined-transaction";
import { analyticsEvents } from "./schema";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const event = (visitorId: string) => ({ visitorId, name: "page_view", props: {} });
const eventsOf = (visitorId: string) =>
  t.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, visitorId));

it("runs the statements sent together in the order sent, and commits them with the last", async () => {
  const rows = await pipelinedTransaction(t.db, async (tx, { send, andCommit }) => {
    await Promise.all([
      send(tx.insert(analyticsEvents).values(event("pipe-order"))),
      send(tx.update(analyticsEvents).set({ name: "lead_start" }).where(eq(analyticsEvents.visitorId, "pipe-order"))),
    ]);
    return andCommit(
      tx
        .select({ name: analyticsEvents.name })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.visitorId, "pipe-order")),
    );
  });
  // The update ran after the insert it was sent behind.
  expect(rows).toEqual([{ name: "lead_start" }]);
  expect((await eventsOf("pipe-order")).map((e) => e.name)).toEqual(["lead_start"]);
});

it("stores nothing when a statement sent with others fails, and the next transaction runs", async () => {
  for (let round = 0; round < 3; round++) {
    const failing = pipelinedTransaction(t.db, async (tx, { send }) => {
      await Promise.all([
        send(tx.insert(analyticsEvents).values(event("pipe-fail"))),
        send(tx.execute(sql`select 1 / 0`)),
      ]);
    });
    await expect(failing).rejects.toThrow();
    const last = pipelinedTransaction(t.db, async (tx, { send, andCommit }) => {
      await send(tx.insert(analyticsEvents).values(event("pipe-last")));
      return andCommit(tx.execute(sql`select 1 / 0`));
    });
    await expect(last).rejects.toThrow();
  }
  expect(await eventsOf("pipe-fail")).toEqual([]);
  expect(await eventsOf("pipe-last")).toEqual([]);
  await pipelinedTransaction(t.db, (tx, { andCommit }) =>
    andCommit(tx.insert(analyticsEvents).values(event("pipe-after"))),
  );
  expect(await eventsOf("pipe-after")).toHaveLength(1);
});

it("serialises on a lock sent ahead of a read: two at once, the second reads the first's row", async () => {
  // Two connections open and idle first (PostgreSQL), so the two transactions do run side by side.
  await Promise.all([t.db.execute(sql`select 1`), t.db.execute(sql`select 1`)]);
  const counts = await Promise.all(
    [1, 2].map(() =>
      pipelinedTransaction(t.db, async (tx, { send, andCommit }) => {
        const [, seen] = await Promise.all([
          send(tx.execute(sql`select pg_advisory_xact_lock(4242)`)),
          send(tx.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, "pipe-lock"))),
        ]);
        await andCommit(tx.insert(analyticsEvents).values(event("pipe-lock")));
        return seen.length;
      }),
    ),
  );
  expect(counts.sort()).toEqual([0, 1]);
});
