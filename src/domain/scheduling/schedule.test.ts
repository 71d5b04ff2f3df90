import { describe, expect, it } from "vitest";
import {
  addMonthsToDate,
  appointmentStart,
  bookableDates,
  canChangeBooking,
  isInWindow,
  suggestedInterval,
  TIME_SLOTS,
} from "./schedule";

const LA = "America/Los_Angeles";

describe("bookableDates", () => {
  it("starts tomorrow, spans 30 calendar days and skips weekends (from a Friday)", () => {
    // Friday 2026-11-20, 10:00 Pacific.
    const dates = bookableDates(new Date("2026-11-20T18:00:00Z"), LA);
    expect(dates[0]).toBe("2026-11-23"); // Saturday and Sunday skipped
    expect(dates.at(-1)).toBe("2026-12-18"); // Friday + 28 days; Dec 19-20 are a weekend
    expect(dates).toHaveLength(20);
    for (const d of dates) expect([0, 6]).not.toContain(new Date(`${d}T12:00:00Z`).getUTCDay());
  });

  it("counts 'tomorrow' in Pacific time even when the server's UTC date has moved on", () => {
    // 23:30 Pacific on Monday 2026-11-23 is already Tuesday 07:30 in UTC.
    const dates = bookableDates(new Date("2026-11-24T07:30:00Z"), LA);
    expect(dates[0]).toBe("2026-11-24");
  });

  it("crosses a month end", () => {
    const dates = bookableDates(new Date("2026-01-30T20:00:00Z"), LA); // Friday Jan 30
    expect(dates.slice(0, 2)).toEqual(["2026-02-02", "2026-02-03"]);
  });
});

describe("appointmentStart around daylight-saving changes", () => {
  it("uses PDT before and PST after the November change", () => {
    expect(appointmentStart("2026-10-30", "09:00", LA).toISOString()).toBe("2026-10-30T16:00:00.000Z");
    expect(appointmentStart("2026-11-02", "09:00", LA).toISOString()).toBe("2026-11-02T17:00:00.000Z");
  });

  it("uses PST before and PDT after the March change", () => {
    expect(appointmentStart("2026-03-06", "08:00", LA).toISOString()).toBe("2026-03-06T16:00:00.000Z");
    expect(appointmentStart("2026-03-09", "08:00", LA).toISOString()).toBe("2026-03-09T15:00:00.000Z");
  });

  it("keeps the window at 30 calendar days across the change", () => {
    expect(bookableDates(new Date("2026-10-30T19:00:00Z"), LA)).toContain("2026-11-02");
  });
});

describe("24-hour rule", () => {
  const start = appointmentStart("2026-12-01", "10:00", LA);
  it("allows a change 25 hours before and refuses it 23 hours before", () => {
    expect(canChangeBooking(start, new Date(start.getTime() - 25 * 3_600_000))).toBe(true);
    expect(canChangeBooking(start, new Date(start.getTime() - 24 * 3_600_000))).toBe(true);
    expect(canChangeBooking(start, new Date(start.getTime() - 23 * 3_600_000))).toBe(false);
  });
});

describe("recurring", () => {
  it("adds months and clamps month ends", () => {
    expect(addMonthsToDate("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonthsToDate("2027-01-31", 13)).toBe("2028-02-29");
    expect(addMonthsToDate("2026-12-15", 12)).toBe("2027-12-15");
    expect(addMonthsToDate("2026-08-31", 6)).toBe("2027-02-28");
  });

  it("suggests 36 months for ducts, 12 for dryer vents, 24 otherwise", () => {
    expect(suggestedInterval("air_duct")).toEqual({ months: 36, phrase: "every 3-5 years" });
    expect(suggestedInterval("dryer_vent")).toEqual({ months: 12, phrase: "annually" });
    expect(suggestedInterval("duct_and_dryer").months).toBe(24);
  });
});

it("only the eight slots of bookable dates can be booked", () => {
  const now = new Date("2026-11-20T18:00:00Z");
  expect(TIME_SLOTS).toHaveLength(8);
  expect(isInWindow("2026-11-23", "08:00", now, LA)).toBe(true);
  expect(isInWindow("2026-11-23", "12:00", now, LA)).toBe(false);
  expect(isInWindow("2026-11-21", "08:00", now, LA)).toBe(true); // Saturday: crews decide
  expect(isInWindow("2026-11-20", "16:00", now, LA)).toBe(false); // today
  expect(isInWindow("2026-12-21", "08:00", now, LA)).toBe(false); // day 31
});
