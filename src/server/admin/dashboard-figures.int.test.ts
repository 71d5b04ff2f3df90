import { afterAll, beforeAll, expect, it } from "vitest";
import { pricingLeads } from "@/server/db/schema";
import { leadRow } from "../../../tests/support/insights-dataset";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { dashboardFigures } from "./dashboard-figures";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

it("counts a lead on the business's own calendar day, not the UTC one", async () => {
  // 03:00 UTC on the 20th is the evening of the 19th in the business's zone (Pacific).
  await t.db
    .insert(pricingLeads)
    .values([leadRow("2026-11-20T03:00:00Z", null), leadRow("2026-11-20T17:00:00Z", null)]);
  const { days, funnel } = await dashboardFigures(t.db, new Date("2026-11-20T18:00:00Z"));
  expect(days.find((d) => d.day === "2026-11-19")?.leads).toBe(1);
  expect(days.find((d) => d.day === "2026-11-20")?.leads).toBe(1);
  expect(funnel.leads).toBe(2);
});

it("ends its fourteen days on the business's today, also in the evening when UTC is a day ahead", async () => {
  // 5 PM Pacific on the 25th is 01:00 UTC on the 26th: the last day shown is still the 25th.
  await t.db.insert(pricingLeads).values([leadRow("2026-11-26T00:30:00Z", null)]); // 4:30 PM on the 25th
  const { days } = await dashboardFigures(t.db, new Date("2026-11-26T01:00:00Z"));
  expect(days).toHaveLength(14);
  expect(days.at(-1)).toEqual({ day: "2026-11-25", leads: 1, bookings: 0 });
  expect(days[0]?.day).toBe("2026-11-12");
});
