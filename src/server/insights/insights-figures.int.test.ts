import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Touch } from "@/domain/analytics/attribution";
import { landingCity, landingPageType } from "@/domain/insights/landing";
import { bookings, crews, pricingLeads, visitorTouches } from "@/server/db/schema";
import { bookingRow, fall, filters, handMadeInsights, leadRow, RANGE } from "../../../tests/support/insights-dataset";
import { staffArea } from "../../../tests/support/staff";
import { createTestDb, rowsOf, type TestDb } from "../../../tests/support/test-db";
import { changeFigures, crewLoadFigures, funnelFigures, sourceFigures, weeklyFigures } from "./insights-figures";

// The figures of /admin/insights on a hand-made dataset (tests/support/insights-dataset.ts) whose
// answers are known, each also checked against a direct SQL count where one exists.

let d: TestDb;
beforeAll(async () => {
  d = await createTestDb();
  await handMadeInsights(d);
});
afterAll(() => d.close());

const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await d.db.execute(query))[0]?.n;

describe("the dashboard's figures on a hand-made dataset", () => {
  it("weeks: leads, bookings, visits done and booked value, this year and last", async () => {
    const weeks = await weeklyFigures(d.db, filters);
    expect(weeks.map((w) => w.week)).toEqual(["2026-11-02", "2026-11-09", "2026-11-16"]);
    expect(weeks[0]?.now).toMatchObject({ leads: 3, bookings: 2, completed: 0, bookedCents: 50_000 });
    expect(weeks[1]?.now).toMatchObject({ leads: 1, bookings: 1, completed: 1, bookedCents: 25_050 });
    expect(weeks[0]?.before).toMatchObject({ week: "2025-11-03", leads: 1, bookings: 1, bookedCents: 45_000 });
    expect(weeks[1]?.before.completed).toBe(1);
    const sumLeads = weeks.reduce((s, w) => s + w.now.leads, 0);
    expect(sumLeads).toBe(
      await count(
        sql`select count(*)::int as n from pricing_leads where created_at >= '2026-11-02T08:00:00Z' and created_at < '2026-11-23T08:00:00Z'`,
      ),
    );
  });

  it("sources: ranked by booked value, with the lead-to-booking rate", async () => {
    const sources = await sourceFigures(d.db, filters);
    expect(sources[0]).toEqual({
      source: "google",
      medium: "cpc",
      campaign: "fall",
      leads: 2,
      converted: 1,
      bookings: 1,
      bookedCents: 50_000,
    });
    expect(sources[1]).toMatchObject({ source: "bing", medium: "cpc", leads: 1, bookings: 1, bookedCents: 25_050 });
    expect(sources[2]).toMatchObject({ source: "", leads: 1, bookings: 0 });
    expect(sources.reduce((s, r) => s + r.leads, 0)).toBe(4);
  });

  it("funnel per page type and per city", async () => {
    const byType = await funnelFigures(d.db, filters, "pageType");
    expect(byType.find((r) => r.key === "city-hub")).toEqual({
      key: "city-hub",
      visitors: 2,
      priceSeen: 1,
      leads: 2,
      bookings: 1,
      completed: 1,
    });
    expect(byType.find((r) => r.key === "service")).toEqual({
      key: "service",
      visitors: 1,
      priceSeen: 1,
      leads: 1,
      bookings: 1,
      completed: 0,
    });
    expect(byType.find((r) => r.key === "other")).toMatchObject({ visitors: 1, leads: 1, bookings: 0 });
    const byCity = await funnelFigures(d.db, filters, "city");
    expect(byCity.find((r) => r.key === "san-jose")).toMatchObject({ visitors: 2, leads: 2, bookings: 1 });
    const sanJose = await funnelFigures(d.db, { ...filters, area: "bay-area" }, "city");
    expect(sanJose.find((r) => r.key === "san-jose")?.visitors).toBe(2);
    expect(sanJose.find((r) => r.key === "")?.visitors ?? 0).toBe(0);
    // Every visitor, lead and booking of the range is in one row, as a direct count says.
    const [from, to] = RANGE;
    for (const rows of [byType, byCity]) {
      const sum = (k: "visitors" | "leads") => rows.reduce((s, r) => s + r[k], 0);
      expect(sum("visitors")).toBe(
        await count(sql`select count(*)::int as n from visitor_touches where first_at >= ${from} and first_at < ${to}`),
      );
      expect(sum("leads")).toBe(
        await count(
          sql`select count(*)::int as n from pricing_leads where created_at >= ${from} and created_at < ${to}`,
        ),
      );
    }
  });

  it("stores the page type and city of each first landing as the domain reads them", async () => {
    const paths = [
      "/",
      "/services/air-duct-cleaning",
      "/services/air-duct-cleaning/",
      "/ca/san-jose",
      "/ca/san-jose/dryer-vent-cleaning/",
      "/ca",
      "/blog/why-clean-ducts",
      "/CA/San-Jose",
      "/ca/san-jose/a/b",
      null,
    ];
    const far = new Date("2020-01-06T17:00:00Z");
    await d.db.insert(visitorTouches).values(
      paths.map((landingPath, i) => {
        const touch = { ...fall, landingPath } as Touch;
        return { visitorId: `path-${i}`, firstTouch: touch, lastTouch: touch, firstAt: far, lastAt: far };
      }),
    );
    const lead = { ...fall, landingPath: "/ca/oakland/air-duct-cleaning" } as Touch;
    await d.db.insert(pricingLeads).values(leadRow("2020-01-06T17:00:00Z", lead));
    await d.db.insert(bookings).values(bookingRow("2020-01-06T17:00:00Z", "2020-01-13", "completed", "1.00", null));
    const rows = rowsOf<{ id: string; type: string; city: string }>(
      await d.db.execute(sql`
        select visitor_id as id, landing_type as type, landing_city as city from visitor_touches where visitor_id like 'path-%'
        union all select 'lead', landing_type, landing_city from pricing_leads where created_at < '2021-01-01'
        union all select 'booking', landing_type, landing_city from bookings where created_at < '2021-01-01'`),
    );
    const expected = [
      ...paths.map((p, i) => ({ id: `path-${i}`, type: landingPageType(p), city: landingCity(p) ?? "" })),
      { id: "lead", type: "city-service", city: "oakland" },
      { id: "booking", type: "unknown", city: "" },
    ];
    expect(rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual(expected.sort((a, b) => a.id.localeCompare(b.id)));
    await d.db.delete(visitorTouches).where(sql`visitor_id like 'path-%'`);
    await d.db.delete(pricingLeads).where(sql`created_at < '2021-01-01'`);
    await d.db.delete(bookings).where(sql`created_at < '2021-01-01'`);
  });

  it("cancellations and reschedules per week, with reasons", async () => {
    const changes = await changeFigures(d.db, filters);
    expect(changes.weeks.map((w) => [w.cancelled, w.rescheduled])).toEqual([
      [1, 0],
      [0, 1],
      [0, 0],
    ]);
    expect(changes.reasons).toEqual([{ reason: "found another company", n: 1 }]);
    expect(changes.moveReasons).toEqual([
      { reason: "sooner", customer: 2, owner: 0 },
      { reason: "crew", customer: 0, owner: 1 },
      { reason: null, customer: 1, owner: 0 },
    ]);
    const [direct] = rowsOf<{ n: number }>(
      await d.db.execute(
        sql`select count(*)::int as n from booking_moves where moved_at >= '2026-11-02T08:00:00Z' and moved_at < '2026-11-23T08:00:00Z'`,
      ),
    );
    expect(changes.moveReasons.reduce((sum, r) => sum + r.customer + r.owner, 0)).toBe(direct?.n);
  });

  it("crew load for the next 14 days", async () => {
    await d.db.insert(crews).values({ name: "Crew 1", serviceArea: "bay-area", weekdays: "0111110" });
    // Only a crew with somebody in it has hours (src/domain/scheduling/crews.ts).
    await staffArea(d.db, "bay-area", 1);
    const load = await crewLoadFigures(d.db, filters, new Date("2026-11-20T18:00:00Z"));
    expect(load).toHaveLength(1);
    const days = load[0]?.days ?? [];
    expect(days).toHaveLength(14);
    // Thanksgiving (Nov 26) and the day after are holidays by default; weekends are off.
    expect(days.find((x) => x.date === "2026-11-30")).toEqual({
      date: "2026-11-30",
      availableHours: 10,
      bookedHours: 3,
    });
    expect(days.find((x) => x.date === "2026-11-21")?.availableHours).toBe(0);
  });
});
