import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { acceptEvents } from "@/domain/analytics/accept-events";
import { analyticsEvents } from "@/server/db/schema";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { recordEvents } from "./record-events";
import { vitalsByPageKind } from "./vitals-report";

const NOW = new Date("2026-11-27T18:00:00Z");

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(analyticsEvents);
});

describe("vitalsByPageKind", () => {
  it("gives p75 per page kind over the last 28 days, from accepted reports only", async () => {
    const db = t.db;
    const report = (path: string, lcp: number, extra: Record<string, number | null> = {}) =>
      acceptEvents([{ name: "web_vitals", path, props: { lcp, inp: 80, cls: 0.01, ttfb: 300, ...extra } }], null);
    // Four city-service loads: p75 (nearest rank) of 1000, 2000, 3000, 4000 is 3000.
    for (const lcp of [4000, 1000, 3000, 2000])
      await recordEvents(db, "v1", report("/ca/oakland/air-duct-cleaning", lcp), NOW);
    await recordEvents(db, "v1", report("/faq", 1500, { inp: null }), NOW);
    // Forged: a kind the browser claims is ignored, an absurd value is not stored as a value.
    await recordEvents(db, "v1", report("/faq", 9e9, { kind: 1 }), NOW);
    const rows = await vitalsByPageKind(db, NOW);
    expect(rows.map((r) => r.kind)).toEqual(["city-service", "faq"]);
    expect(rows[0]).toMatchObject({ loads: 4, p75: { lcp: 3000, inp: 80, cls: 0.01, ttfb: 300 } });
    expect(rows[1]).toMatchObject({ loads: 2, p75: { lcp: 1500, inp: 80 } });
  });

  it("leaves out reports older than 28 days", async () => {
    const db = t.db;
    await db.insert(analyticsEvents).values({
      visitorId: "v2",
      name: "web_vitals",
      path: "/blog",
      props: { kind: "blog", lcp: 9000, inp: null, cls: null, ttfb: null },
      createdAt: new Date(NOW.getTime() - 29 * 86_400_000),
    });
    expect((await vitalsByPageKind(db, NOW)).find((r) => r.kind === "blog")).toBeUndefined();
  });
});
