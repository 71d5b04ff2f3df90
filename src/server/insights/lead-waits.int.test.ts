import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessMinutesBetween } from "@/domain/insights/metrics";
import { pricingLeads } from "@/server/db/schema";
import { updateLead } from "@/server/leads/update-lead";
import { runUpkeep } from "@/server/maintenance/run-upkeep";
import { filters, handMadeInsights } from "../../../tests/support/insights-dataset";
import { createTestDb, rowsOf, type TestDb } from "../../../tests/support/test-db";
import { speedFigures } from "./insights-figures";
import { measureLeadWaits } from "./lead-waits";

// Speed to lead reads the waits the daily upkeep stored on answered leads and computes only the
// others: the figures are the same before, after and between runs.

const LA = "America/Los_Angeles";
// Monday 2026-11-23, noon in Los Angeles: after the day's 03:30 run time.
const NOW = new Date("2026-11-23T20:00:00Z");
const DAY = 86_400_000;

let d: TestDb;
beforeAll(async () => {
  d = await createTestDb();
  await handMadeInsights(d);
});
afterAll(() => d.close());

/** Each lead's stored wait, and the wait the domain gives for its first answer. */
async function waits() {
  const rows = rowsOf<{ id: string; created: string | Date; answered: string | Date | null; stored: number | null }>(
    await d.db.execute(sql`
      select l.id, l.created_at as created, l.answer_minutes as stored,
        least(l.first_status_change_at, (select min(o.created_at) from outbox_messages o
          where o.lead_id = l.id and o.kind not in ('lead-owner-notice', 'lead-estimate'))) as answered
      from pricing_leads l order by l.created_at`),
  );
  return rows.map((r) => ({
    stored: r.stored,
    expected: r.answered ? businessMinutesBetween(new Date(r.created), new Date(r.answered), LA) : null,
  }));
}
const stored = () =>
  d.db.select({ id: pricingLeads.id, m: pricingLeads.answerMinutes }).from(pricingLeads).orderBy(asc(pricingLeads.id));

describe("speed to lead", () => {
  it("speed to lead in business minutes", async () => {
    const speed = await speedFigures(d.db, filters);
    expect(speed.overall).toEqual({ answered: 2, waiting: 2, medianMinutes: 60, p90Minutes: 84 });
    expect(speed.weeks[0]?.speed.answered).toBe(2);
  });

  it("the upkeep stores each answered lead's wait once; the figures do not move", async () => {
    const before = await speedFigures(d.db, filters);
    expect((await runUpkeep(d.db, NOW, LA))["lead-waits"]).toEqual({ measured: 2 });
    const after = await waits();
    expect(after.filter((w) => w.stored !== null)).toHaveLength(2);
    for (const w of after) expect(w.stored).toBe(w.expected);
    expect(await speedFigures(d.db, filters)).toEqual(before);
    // The view reads what was stored (a stored wait it did not compute shows).
    const [first] = await d.db.select().from(pricingLeads).where(sql`answer_minutes = 30`);
    await d.db
      .update(pricingLeads)
      .set({ answerMinutes: 40 })
      .where(eq(pricingLeads.id, first?.id ?? ""));
    expect((await speedFigures(d.db, filters)).overall.medianMinutes).toBe(65);
    await d.db
      .update(pricingLeads)
      .set({ answerMinutes: 30 })
      .where(eq(pricingLeads.id, first?.id ?? ""));
  });

  it("run twice = run once; a lead answered since is measured by the next day's run", async () => {
    const once = await stored();
    expect(await runUpkeep(d.db, NOW, LA)).toEqual({});
    expect(await measureLeadWaits(d.db, LA)).toEqual({ measured: 0 });
    expect(await stored()).toEqual(once);
    // The owner answers the direct lead of Wednesday 2026-11-04 on Monday the 23rd at 8:30.
    const [direct] = await d.db.select().from(pricingLeads).where(sql`created_at = '2026-11-04T17:00:00Z'`);
    await updateLead(d.db, direct?.id ?? "", { status: "contacted" }, new Date("2026-11-23T16:30:00Z"));
    const between = await speedFigures(d.db, filters);
    expect(between.overall.answered).toBe(3);
    const tomorrow = new Date(NOW.getTime() + DAY);
    expect((await runUpkeep(d.db, tomorrow, LA))["lead-waits"]).toEqual({ measured: 1 });
    for (const w of await waits()) expect(w.stored).toBe(w.expected);
    expect(await speedFigures(d.db, filters)).toEqual(between);
  });

  it("two workers at once store the same waits, each lead once", async () => {
    const once = await stored();
    await d.db.update(pricingLeads).set({ answerMinutes: null });
    const [a, b] = await Promise.all([
      measureLeadWaits(d.db, LA, { batch: 1 }),
      measureLeadWaits(d.db, LA, { batch: 1 }),
    ]);
    expect(a.measured + b.measured).toBe(3);
    expect(await stored()).toEqual(once);
  });
});
