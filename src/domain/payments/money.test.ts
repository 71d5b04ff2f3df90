import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { moneyByPeriod, moneyByPeriodFromDays, monthStart } from "./money";

const TZ = "America/Los_Angeles";

describe("moneyByPeriod", () => {
  it("sums by the business's local day and month, newest first", () => {
    const entries = [
      // 2026-12-01 03:00 UTC is still November 30 in California.
      { at: new Date("2026-12-01T03:00:00Z"), kind: "paid" as const, cents: 14900 },
      { at: new Date("2026-12-01T18:00:00Z"), kind: "invoiced" as const, cents: 35000 },
      { at: new Date("2026-12-01T19:00:00Z"), kind: "paid" as const, cents: 35000 },
      { at: new Date("2026-12-02T19:00:00Z"), kind: "refunded" as const, cents: 5000 },
    ];
    expect(moneyByPeriod(entries, TZ, "day")).toEqual([
      { period: "2026-12-02", invoiced: 0, paid: 0, refunded: 5000, net: -5000 },
      { period: "2026-12-01", invoiced: 35000, paid: 35000, refunded: 0, net: 35000 },
      { period: "2026-11-30", invoiced: 0, paid: 14900, refunded: 0, net: 14900 },
    ]);
    expect(moneyByPeriod(entries, TZ, "month").map((m) => [m.period, m.net])).toEqual([
      ["2026-12", 30000],
      ["2026-11", 14900],
    ]);
  });

  it("loses no cent between days and months", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            at: fc.date({ min: new Date("2025-01-01"), max: new Date("2027-12-31"), noInvalidDate: true }),
            kind: fc.constantFrom("invoiced" as const, "paid" as const, "refunded" as const),
            cents: fc.integer({ min: 1, max: 1_000_000 }),
          }),
          { maxLength: 60 },
        ),
        (entries) => {
          const total = (rows: ReturnType<typeof moneyByPeriod>) => rows.reduce((s, r) => s + r.net, 0);
          const days = moneyByPeriod(entries, TZ, "day");
          expect(total(days)).toBe(total(moneyByPeriod(entries, TZ, "month")));
          const paid = entries.filter((e) => e.kind === "paid").reduce((s, e) => s + e.cents, 0);
          const refunded = entries.filter((e) => e.kind === "refunded").reduce((s, e) => s + e.cents, 0);
          expect(total(days)).toBe(paid - refunded);
        },
      ),
    );
  });
});

describe("moneyByPeriodFromDays and monthStart", () => {
  it("sums the database's day sums into days and months", () => {
    const days = [
      { day: "2026-11-30", kind: "paid" as const, cents: 14900 },
      { day: "2026-12-01", kind: "invoiced" as const, cents: 35000 },
      { day: "2026-12-01", kind: "paid" as const, cents: 35000 },
      { day: "2026-12-02", kind: "refunded" as const, cents: 5000 },
    ];
    expect(moneyByPeriodFromDays(days, "month")).toEqual([
      { period: "2026-12", invoiced: 35000, paid: 35000, refunded: 5000, net: 30000 },
      { period: "2026-11", invoiced: 0, paid: 14900, refunded: 0, net: 14900 },
    ]);
    expect(moneyByPeriodFromDays(days, "day")[0]).toEqual({
      period: "2026-12-02",
      invoiced: 0,
      paid: 0,
      refunded: 5000,
      net: -5000,
    });
  });

  it("counts months back across years", () => {
    expect(monthStart("2026-11-27", 0)).toBe("2026-11-01");
    expect(monthStart("2026-11-27", 11)).toBe("2025-12-01");
    expect(monthStart("2026-01-05", 1)).toBe("2025-12-01");
    expect(monthStart("2026-01-05", 25)).toBe("2023-12-01");
  });
});
