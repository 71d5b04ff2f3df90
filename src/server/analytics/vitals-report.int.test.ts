import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { acceptEvents } from "@/domain/analytics/accept-events";
import { analyticsEvents } from "@/server/db/schema";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { recordVitalsReport } from "./record-vitals";
import { vitalsByPageKind } from "./vitals-report";

const NOW = new Date("2026-11-27T18:00:00Z");
const load = () => randomBytes(16).toString("hex");

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(analyticsEvents);
});

const report = (path: string, lcp: number, extra: Record<string, number | null> = {}) => {
  const [event] = acceptEvents(
    [{ name: "web_vitals", path, props: { lcp, inp: 80, cls: 0.01, ttfb: 300, load: load(), ...extra } }],
    null,
  );
  if (!event) throw new Error("not a report");
  return event;
};

describe("vitalsByPageKind", () => {
  it("gives p75 per page kind over the last 28 days, with the loads and distinct visitors behind it", async () => {
    const db = t.db;
    // Four city-service loads of four visitors: p75 (nearest rank) of 1000, 2000, 3000, 4000 is 3000.
    for (const [visitor, lcp] of [
      ["v1", 4000],
      ["v2", 1000],
      ["v3", 3000],
      ["v4", 2000],
    ] as const)
      expect(await recordVitalsReport(db, visitor, report("/ca/oakland/air-duct-cleaning", lcp), NOW)).toBe("kept");
    await recordVitalsReport(db, "v1", report("/faq", 1500, { inp: null }), NOW);
    // Forged: a kind the browser claims is ignored, an absurd value is not stored as a value.
    await recordVitalsReport(db, "v1", report("/faq", 9e9, { kind: 1, inp: 90 }), NOW);
    const rows = await vitalsByPageKind(db, NOW);
    expect(rows.map((r) => r.kind)).toEqual(["city-service", "faq"]);
    expect(rows[0]).toMatchObject({ loads: 4, visitors: 4, p75: { lcp: 3000, inp: 80, cls: 0.01, ttfb: 300 } });
    expect(rows[1]).toMatchObject({ loads: 2, visitors: 1, p75: { lcp: 1500, inp: 90 } });
  });

  it("counts each visitor once, however many loads they report", async () => {
    const db = t.db;
    // Eight visitors at 1.2 s; one more reports ten loads at 59.999 s. By loads the p75 would be
    // 59.999 s (10 of 18); by visitors it is 1.2 s (1 of 9).
    for (let v = 0; v < 8; v++) await recordVitalsReport(db, `real-${v}`, report("/ca/oakland", 1200), NOW);
    for (let i = 0; i < 10; i++) await recordVitalsReport(db, "loud", report("/ca/oakland", 59_999), NOW);
    const [city] = await vitalsByPageKind(db, NOW);
    expect(city).toMatchObject({ kind: "city", loads: 18, visitors: 9, p75: { lcp: 1200 } });
  });

  it("leaves out reports older than 28 days, anonymous ones and those without a page load's id", async () => {
    const db = t.db;
    const row = (visitorId: string, props: Record<string, string | number | null>, days = 0) => ({
      visitorId,
      name: "web_vitals",
      path: "/blog",
      props: { kind: "blog", lcp: 9000, inp: null, cls: null, ttfb: null, ...props },
      createdAt: new Date(NOW.getTime() - days * 86_400_000),
    });
    await db.insert(analyticsEvents).values([
      row("v2", { load: load() }, 29),
      // Stored before reports named their load (or forged through the old route): not counted.
      row("v3", {}),
      row("anonymous", { load: load() }),
    ]);
    expect((await vitalsByPageKind(db, NOW)).find((r) => r.kind === "blog")).toBeUndefined();
  });
});
