import { describe, expect, it } from "vitest";
import { localDay } from "../time/local-time";
import {
  addDays,
  addMonths,
  afterDecline,
  coveredOn,
  dueRenewal,
  includedVisitsLeft,
  memberDiscountCents,
  nextCharge,
  periodAt,
  periodAtNow,
  periodChargeKey,
  periodOfDay,
} from "./plan-calendar";

const TZ = "America/Los_Angeles";
// Days are built from the real clock's year, never a literal that will pass.
const now = new Date();
const Y = now.getUTCFullYear() + 1;
const day = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
/** Noon in the business's zone on a local day, as an instant. */
const noonOn = (d: string) => new Date(`${d}T20:00:00Z`);

describe("the plan calendar", () => {
  it("keeps a month-end anchor on the last day of shorter months, then returns to it", () => {
    const anchor = day(Y, 1, 31);
    expect(addMonths(anchor, 1)).toBe(`${Y}-02-${new Date(Date.UTC(Y, 2, 0)).getUTCDate()}`);
    expect(addMonths(anchor, 2)).toBe(day(Y, 3, 31));
    expect(addMonths(anchor, 3)).toBe(day(Y, 4, 30));
    expect(addMonths(day(Y, 11, 15), 2)).toBe(day(Y + 1, 1, 15));
    expect(addMonths(day(Y, 3, 15), -3)).toBe(day(Y - 1, 12, 15));
  });

  it("counts yearly and monthly periods from the anchor, each ending where the next starts", () => {
    const anchor = day(Y, 3, 10);
    expect(periodAt(anchor, "yearly", 0)).toEqual({ index: 0, key: anchor, start: anchor, end: day(Y + 1, 3, 10) });
    expect(periodAt(anchor, "yearly", 2).start).toBe(day(Y + 2, 3, 10));
    expect(periodAt(anchor, "monthly", 13)).toMatchObject({ start: day(Y + 1, 4, 10), end: day(Y + 1, 5, 10) });
    expect(() => periodAt(anchor, "monthly", -1)).toThrow(RangeError);
  });

  it("finds the period a day falls in, the day before a renewal in the old one", () => {
    const anchor = day(Y, 1, 31);
    expect(periodOfDay(anchor, "monthly", day(Y, 3, 30)).index).toBe(1);
    expect(periodOfDay(anchor, "monthly", day(Y, 3, 31)).index).toBe(2);
    expect(periodOfDay(anchor, "yearly", day(Y + 1, 1, 30)).index).toBe(0);
    expect(periodOfDay(anchor, "yearly", day(Y + 1, 1, 31)).index).toBe(1);
    expect(periodOfDay(anchor, "yearly", day(Y - 1, 6, 1)).index).toBe(0);
  });

  it("reads `now` on the business's calendar: 8 PM Pacific on the eve is still the old period", () => {
    const anchor = localDay(now, TZ);
    const nextStart = addMonths(anchor, 12);
    // 04:00 UTC on the renewal day is 8 or 9 PM the evening before in Los Angeles.
    const eve = new Date(`${nextStart}T04:00:00Z`);
    expect(periodAtNow(anchor, "yearly", eve, TZ).index).toBe(0);
    expect(periodAtNow(anchor, "yearly", noonOn(nextStart), TZ).index).toBe(1);
  });

  it("charges an active membership once its next period has begun, and no other", () => {
    const anchor = localDay(now, TZ);
    const joined = { anchor, period: "yearly" as const, paidPeriods: 0, status: "active" as const };
    expect(dueRenewal(joined, now, TZ)?.key).toBe(anchor);
    const paid = { ...joined, paidPeriods: 1 };
    expect(nextCharge(paid).start).toBe(addMonths(anchor, 12));
    expect(dueRenewal(paid, now, TZ)).toBeNull();
    const yearLater = noonOn(addMonths(anchor, 12));
    expect(dueRenewal(paid, yearLater, TZ)).toMatchObject({ index: 1, key: addMonths(anchor, 12) });
    for (const status of ["pending", "past_due", "paused", "cancelled"] as const)
      expect(dueRenewal({ ...paid, status }, yearLater, TZ), status).toBeNull();
  });

  it("covers the days of paid periods only", () => {
    const anchor = localDay(now, TZ);
    const m = { anchor, period: "monthly" as const, paidPeriods: 2 };
    expect(coveredOn(m, anchor)).toBe(true);
    expect(coveredOn(m, addDays(addMonths(anchor, 2), -1))).toBe(true);
    expect(coveredOn(m, addMonths(anchor, 2))).toBe(false);
    expect(coveredOn({ ...m, paidPeriods: 0 }, anchor)).toBe(false);
  });

  it("retries a declined renewal on day 3 and day 7, then pauses", () => {
    const declined = localDay(now, TZ);
    expect(afterDecline(declined, 1)).toEqual({ retryOn: addDays(declined, 3) });
    expect(afterDecline(declined, 2)).toEqual({ retryOn: addDays(declined, 7) });
    expect(afterDecline(declined, 3)).toEqual({ pause: true });
    expect(() => afterDecline(declined, 0)).toThrow(RangeError);
    expect(addDays(day(Y, 12, 30), 3)).toBe(day(Y + 1, 1, 2));
  });

  it("counts included visits left per service and the member discount in whole cents", () => {
    expect(includedVisitsLeft({ dryer_vent: 1, air_duct: 2 }, { dryer_vent: 1, air_duct: 1 })).toEqual({
      dryer_vent: 0,
      air_duct: 1,
    });
    expect(includedVisitsLeft({ dryer_vent: 1 }, { dryer_vent: 3 })).toEqual({ dryer_vent: 0 });
    expect(memberDiscountCents(10_000, 1_500)).toBe(1_500);
    expect(memberDiscountCents(333, 1_500)).toBe(50); // 49.95 rounds half up
    expect(memberDiscountCents(0, 1_500)).toBe(0);
    expect(() => memberDiscountCents(100, 10_001)).toThrow(RangeError);
    expect(() => memberDiscountCents(1.5, 100)).toThrow(RangeError);
  });

  it("names each period's charge once, and each retry of it apart", () => {
    expect(periodChargeKey("m1", "2030-01-01")).toBe("membership:m1:period:2030-01-01");
    expect(periodChargeKey("m1", "2030-01-01", 2)).toBe("membership:m1:period:2030-01-01:try:2");
  });
});
