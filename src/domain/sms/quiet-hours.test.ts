import { describe, expect, it } from "vitest";
import { inQuietHours, nextSendable, textTiming } from "./quiet-hours";

const LA = "America/Los_Angeles";
const NY = "America/New_York";

describe("quiet hours (21:00-08:00 in the visit's zone)", () => {
  it("starts at 21:00 and ends at 08:00 local", () => {
    // PST is UTC-8.
    expect(inQuietHours(new Date("2026-12-01T04:59:59Z"), LA)).toBe(false); // 20:59:59
    expect(inQuietHours(new Date("2026-12-01T05:00:00Z"), LA)).toBe(true); // 21:00
    expect(inQuietHours(new Date("2026-12-01T15:59:59Z"), LA)).toBe(true); // 07:59:59
    expect(inQuietHours(new Date("2026-12-01T16:00:00Z"), LA)).toBe(false); // 08:00
    // The same instant is daytime in New York.
    expect(inQuietHours(new Date("2026-12-01T15:00:00Z"), NY)).toBe(false);
  });

  it("holds a text due at night until 08:00 local the next morning", () => {
    expect(nextSendable(new Date("2026-12-01T06:30:00Z"), LA).toISOString()).toBe("2026-12-01T16:00:00.000Z");
    // After midnight: 08:00 the same local day.
    expect(nextSendable(new Date("2026-12-01T10:00:00Z"), LA).toISOString()).toBe("2026-12-01T16:00:00.000Z");
    const day = new Date("2026-12-01T20:00:00Z");
    expect(nextSendable(day, LA)).toBe(day);
  });

  it("lands on 08:00 local across the spring-forward night", () => {
    // 2027-03-14: clocks go 02:00 PST -> 03:00 PDT. 22:00 PST on the 13th is 06:00Z on the 14th.
    const at = nextSendable(new Date("2027-03-14T06:00:00Z"), LA);
    expect(at.toISOString()).toBe("2027-03-14T15:00:00.000Z"); // 08:00 PDT (UTC-7)
  });

  it("lands on 08:00 local across the fall-back night", () => {
    // 2026-11-01: clocks go 02:00 PDT -> 01:00 PST. 01:30 happens twice; both are quiet.
    expect(nextSendable(new Date("2026-11-01T08:30:00Z"), LA).toISOString()).toBe("2026-11-01T16:00:00.000Z");
    expect(nextSendable(new Date("2026-11-01T09:30:00Z"), LA).toISOString()).toBe("2026-11-01T16:00:00.000Z");
    // 21:00 PDT on Oct 31 (04:00Z Nov 1): the next 08:00 is PST (UTC-8).
    expect(nextSendable(new Date("2026-11-01T04:00:00Z"), LA).toISOString()).toBe("2026-11-01T16:00:00.000Z");
  });

  it("sends by day, holds by night, and drops a reminder whose morning is after the visit", () => {
    const visit8 = new Date("2026-12-01T16:00:00Z"); // 08:00 PST
    const visit9 = new Date("2026-12-01T17:00:00Z"); // 09:00 PST
    expect(textTiming(new Date("2026-12-01T20:00:00Z"), LA, null)).toEqual({ send: true });
    expect(textTiming(new Date("2026-12-01T07:00:00Z"), LA, visit9)).toEqual({
      wait: new Date("2026-12-01T16:00:00Z"),
    });
    expect(textTiming(new Date("2026-12-01T07:00:00Z"), LA, visit8)).toEqual({
      drop: "quiet-hours-until-after-visit",
    });
    expect(textTiming(new Date("2026-12-01T07:00:00Z"), LA, null)).toEqual({ wait: new Date("2026-12-01T16:00:00Z") });
  });
});
