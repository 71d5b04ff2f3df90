import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dashboardFigures } from "@/server/admin/dashboard-figures";
import { analyticsEvents, visitorLastSeen } from "@/server/db/schema";
import { createTestDb, rowsOf, type TestDb } from "../../../tests/support/test-db";
import { catchUpLastSeen, recordEvents } from "./record-events";

// "Visitors in 30 days" on /admin reads visitor_last_seen, kept by every page view, instead of a
// distinct count over the month's events; it must say what that count says, at any clock.

const DAY = 86_400_000;
const T0 = new Date("2026-10-01T17:00:00Z");
const at = (days: number) => new Date(T0.getTime() + days * DAY);
const view = (path: string) => ({ name: "page_view" as const, props: {}, path });

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const lastSeen = () => t.db.select().from(visitorLastSeen).orderBy(asc(visitorLastSeen.visitorId));
const directVisitors = async (now: Date) =>
  rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select count(distinct visitor_id)::int as n from analytics_events where name = 'page_view' and created_at >= ${new Date(now.getTime() - 30 * DAY)}`,
    ),
  )[0]?.n;

describe("each visitor's last page view", () => {
  it("moves forward with the page views recorded, never back, and not for other events", async () => {
    await recordEvents(t.db, "a", [view("/")], at(0));
    await recordEvents(t.db, "a", [view("/faq"), view("/ca/oakland")], at(20));
    // A late beacon of an older page view does not move it back.
    await recordEvents(t.db, "a", [view("/")], at(5));
    await recordEvents(t.db, "b", [view("/")], at(2));
    // Only interactions: not a page view.
    await recordEvents(t.db, "b", [{ name: "pricing_interaction", props: {}, path: "/" }], at(40));
    await recordEvents(t.db, "c", [{ name: "pricing_interaction", props: {}, path: "/" }], at(3));
    await recordEvents(t.db, "d", [view("/services/air-duct-cleaning")], at(35));
    expect(await lastSeen()).toEqual([
      { visitorId: "a", lastSeenAt: at(20) },
      { visitorId: "b", lastSeenAt: at(2) },
      { visitorId: "d", lastSeenAt: at(35) },
    ]);
  });

  it("gives the dashboard the same count as the events, as the clock moves", async () => {
    for (const days of [0, 10, 25, 31, 33, 50, 64, 66, 70]) {
      const now = at(days);
      const { funnel } = await dashboardFigures(t.db, now);
      expect({ days, visitors: funnel.visitors }).toEqual({ days, visitors: await directVisitors(now) });
    }
  });

  it("is rebuilt from the events by the catch-up (the seed's and the migration's), run twice = run once", async () => {
    const kept = await lastSeen();
    await t.db.delete(visitorLastSeen);
    await catchUpLastSeen(t.db);
    expect(await lastSeen()).toEqual(kept);
    await catchUpLastSeen(t.db);
    expect(await lastSeen()).toEqual(kept);
    // A stale row is brought forward, never back.
    await t.db
      .update(visitorLastSeen)
      .set({ lastSeenAt: at(-100) })
      .where(sql`visitor_id = 'a'`);
    await catchUpLastSeen(t.db);
    expect(await lastSeen()).toEqual(kept);
    expect((await t.db.select().from(analyticsEvents)).length).toBe(8);
  });
});
