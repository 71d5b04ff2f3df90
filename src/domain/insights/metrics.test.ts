import { describe, expect, it } from "vitest";
import { localDate } from "../scheduling/schedule";
import {
  businessMinutesBetween,
  crewLoad,
  leadWaits,
  localDay,
  percentile,
  percentText,
  rate,
  speedOfWaits,
  speedToLead,
  weekStart,
  weeksBetween,
} from "./metrics";

const TZ = "America/Los_Angeles";
// Pacific standard time in November: UTC-8.
const pst = (local: string) => new Date(`${local}-08:00`);

describe("business minutes", () => {
  it("counts only Monday to Saturday, 8am to 6pm local", () => {
    // Monday 9:00 -> 9:30.
    expect(businessMinutesBetween(pst("2026-11-16T09:00:00"), pst("2026-11-16T09:30:00"), TZ)).toBe(30);
    // Saturday 17:50 -> Monday 8:20: 10 minutes on Saturday, 20 on Monday.
    expect(businessMinutesBetween(pst("2026-11-21T17:50:00"), pst("2026-11-23T08:20:00"), TZ)).toBe(30);
    // Sent at night, answered at 8:05 next morning.
    expect(businessMinutesBetween(pst("2026-11-16T22:00:00"), pst("2026-11-17T08:05:00"), TZ)).toBe(5);
    // Sunday to Sunday: nothing.
    expect(businessMinutesBetween(pst("2026-11-22T09:00:00"), pst("2026-11-22T12:00:00"), TZ)).toBe(0);
    // Backwards or equal: nothing.
    expect(businessMinutesBetween(pst("2026-11-16T10:00:00"), pst("2026-11-16T09:00:00"), TZ)).toBe(0);
    // A whole week: six days of ten hours.
    expect(businessMinutesBetween(pst("2026-11-16T00:00:00"), pst("2026-11-23T00:00:00"), TZ)).toBe(3600);
  });

  it("follows the clock change (DST ends Nov 1, 2026)", () => {
    // Saturday Oct 31 17:00 PDT -> Monday Nov 2 8:30 PST: 60 + 30 minutes.
    expect(businessMinutesBetween(new Date("2026-11-01T00:00:00Z"), new Date("2026-11-02T16:30:00Z"), TZ)).toBe(90);
  });
});

describe("local dates from remembered midnights", () => {
  it("gives localDate's answer at every instant, across clock changes and odd offsets", () => {
    // Every 23 minutes (plus a few ms) over the days of each 2026 clock change in Los Angeles,
    // in zones whose offset is a half or three quarters of an hour, and one that moves by 30 min.
    const zones = [TZ, "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Chatham", "Pacific/Kiritimati"];
    const starts = [Date.UTC(2026, 2, 5), Date.UTC(2026, 9, 28), Date.UTC(2026, 3, 1)];
    const wrong: string[] = [];
    for (const zone of zones) {
      for (const start of starts) {
        for (let t = start; t < start + 10 * 86_400_000; t += 23 * 60_000 + 13) {
          const at = new Date(t);
          if (localDay(at, zone) !== localDate(at, zone)) wrong.push(`${zone} ${at.toISOString()}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("percentiles and speed to lead", () => {
  it("interpolates like percentile_cont", () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([5], 0.9)).toBe(5);
    expect(percentile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(percentile([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9)).toBe(90);
  });

  it("gives the median and p90 of answered leads in business minutes, and counts the waiting ones", () => {
    const leads = [
      { createdAt: pst("2026-11-16T09:00:00"), answeredAt: pst("2026-11-16T09:05:00") },
      { createdAt: pst("2026-11-16T09:00:00"), answeredAt: pst("2026-11-16T09:15:00") },
      { createdAt: pst("2026-11-21T17:50:00"), answeredAt: pst("2026-11-23T08:20:00") },
      { createdAt: pst("2026-11-16T09:00:00"), answeredAt: pst("2026-11-16T11:00:00") },
      { createdAt: pst("2026-11-16T09:00:00"), answeredAt: null },
    ];
    // Minutes 5, 15, 30, 120: median 22.5, p90 at rank 2.7 = 30 + 0.7 * 90 = 93.
    expect(speedToLead(leads, TZ)).toEqual({ answered: 4, waiting: 1, medianMinutes: 22.5, p90Minutes: 93 });
    expect(speedToLead([], TZ)).toEqual({ answered: 0, waiting: 0, medianMinutes: null, p90Minutes: null });
    // The waits computed once give the same figures for any grouping of them.
    const waits = leadWaits(leads, TZ);
    expect(waits).toEqual([5, 15, 30, 120, null]);
    expect(speedOfWaits(waits)).toEqual(speedToLead(leads, TZ));
    expect(speedOfWaits(waits.slice(0, 2))).toEqual(speedToLead(leads.slice(0, 2), TZ));
  });
});

describe("weeks, rates and crew load", () => {
  it("starts weeks on Monday", () => {
    expect(weekStart("2026-11-22")).toBe("2026-11-16");
    expect(weekStart("2026-11-16")).toBe("2026-11-16");
    expect(weeksBetween("2026-11-04", "2026-11-16")).toEqual(["2026-11-02", "2026-11-09", "2026-11-16"]);
  });

  it("rates and their words", () => {
    expect(rate(1, 4)).toBe(0.25);
    expect(rate(1, 0)).toBeNull();
    expect(percentText(0.256)).toBe("25.6%");
    expect(percentText(null)).toBe("–");
  });

  it("crew load is booked over available crew-hours", () => {
    expect(
      crewLoad([
        { date: "2026-11-23", availableHours: 20, bookedHours: 15 },
        { date: "2026-11-24", availableHours: 20, bookedHours: 5 },
      ]),
    ).toEqual({ available: 40, booked: 20, load: 0.5 });
    expect(crewLoad([{ date: "2026-11-28", availableHours: 0, bookedHours: 0 }]).load).toBeNull();
  });
});
