import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { acceptEvents } from "@/domain/analytics/accept-events";
import { VITALS_REPORTS_PER_VISITOR_PER_DAY } from "@/domain/analytics/web-vitals";
import { analyticsEvents } from "@/server/db/schema";
import { createTestDb, rowsOf, type TestDb } from "../../../tests/support/test-db";
import { recordVitalsReport } from "./record-vitals";

// One report per page load and at most VITALS_REPORTS_PER_VISITOR_PER_DAY per visitor in any 24
// hours, also when the reports arrive at once (on PostgreSQL, npm run test:pg, they really race).

const NOW = new Date("2026-11-27T18:00:00Z");
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(analyticsEvents);
});

const report = (load = randomBytes(16).toString("hex")) => {
  const [event] = acceptEvents([{ name: "web_vitals", path: "/ca/oakland", props: { lcp: 1200, load } }], null);
  if (!event) throw new Error("not a report");
  return event;
};
const stored = async (visitor: string) =>
  rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int as n from analytics_events where name = 'web_vitals' and visitor_id = ${visitor}`,
    ),
  )[0]?.n;

describe("recordVitalsReport", () => {
  it("keeps one report per page load and refuses the same load again", async () => {
    const same = report();
    expect(await recordVitalsReport(t.db, "v1", same, NOW)).toBe("kept");
    expect(await recordVitalsReport(t.db, "v1", same, at(1))).toBe("duplicate");
    expect(await recordVitalsReport(t.db, "v1", same, at(48))).toBe("duplicate");
    expect(await stored("v1")).toBe(1);
  });

  it("keeps a visitor's reports up to the limit in any 24 hours, then again as the day passes", async () => {
    for (let i = 0; i < VITALS_REPORTS_PER_VISITOR_PER_DAY; i++)
      expect(await recordVitalsReport(t.db, "v2", report(), at(i / 10))).toBe("kept");
    expect(await recordVitalsReport(t.db, "v2", report(), at(23))).toBe("over-limit");
    // Another visitor is not held by v2's count.
    expect(await recordVitalsReport(t.db, "v3", report(), at(23))).toBe("kept");
    // 24 hours after the first ones, there is room again.
    expect(await recordVitalsReport(t.db, "v2", report(), at(24.05))).toBe("kept");
    expect(await stored("v2")).toBe(VITALS_REPORTS_PER_VISITOR_PER_DAY + 1);
  });

  it("holds both rules when one visitor's reports arrive at once", async () => {
    const same = report();
    const outcomes = await Promise.all([
      ...Array.from({ length: 5 }, () => recordVitalsReport(t.db, "v4", same, NOW)),
      ...Array.from({ length: 30 }, () => recordVitalsReport(t.db, "v4", report(), NOW)),
    ]);
    expect(outcomes.filter((o) => o === "kept")).toHaveLength(VITALS_REPORTS_PER_VISITOR_PER_DAY);
    expect(await stored("v4")).toBe(VITALS_REPORTS_PER_VISITOR_PER_DAY);
    const loads = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from analytics_events where visitor_id = 'v4' and props->>'load' = ${String(same.props.load)}`,
      ),
    )[0]?.n;
    expect(loads).toBeLessThanOrEqual(1);
  });
});
