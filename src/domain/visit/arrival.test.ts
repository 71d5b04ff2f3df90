import { describe, expect, it } from "vitest";
import { appointmentStart, localDate } from "../scheduling/schedule";
import { arrivalEstimateSchema, arrivalEta, arrivalText, canTakeBackOnMyWay, dayMark } from "./arrival";
import { moneyLine } from "./collect";

const TZ = "America/Los_Angeles";
// A visit today at 09:00 local, relative to a `now` built from it: no calendar date is fixed.
const now0 = new Date(Date.now());
const today = localDate(now0, TZ);
const start = appointmentStart(today, "09:00", TZ);
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * 60_000);
const visit = {
  status: "confirmed",
  appointmentDate: today,
  appointmentTime: "09:00",
  timeZone: TZ,
  durationMinutes: 120,
  onMyWayAt: null,
};

describe("dayMark: Late and Not started from the window and now", () => {
  it("is nothing before the arrival window ends", () => {
    expect(dayMark(visit, at(-60), 30)).toBeNull();
    expect(dayMark(visit, at(29), 30)).toBeNull();
  });
  it("is Late once the window has passed without On my way", () => {
    expect(dayMark(visit, at(30), 30)).toBe("late");
    expect(dayMark(visit, at(119), 30)).toBe("late");
  });
  it("is not Late when the crew is on its way, but Not started at the visit's end", () => {
    const coming = { ...visit, onMyWayAt: at(20) };
    expect(dayMark(coming, at(45), 30)).toBeNull();
    expect(dayMark(coming, at(120), 30)).toBe("not-started");
    expect(dayMark(visit, at(120), 30)).toBe("not-started");
  });
  it("is nothing for a started, finished or cancelled visit", () => {
    for (const status of ["in_progress", "completed", "cancelled"])
      expect(dayMark({ ...visit, status }, at(500), 30)).toBeNull();
  });
});

describe("the On my way undo window", () => {
  it("is open for 2 minutes after the tap, server time", () => {
    const tapped = at(-30);
    const v = { status: "confirmed", onMyWayAt: tapped };
    expect(canTakeBackOnMyWay(v, tapped)).toBe(true);
    expect(canTakeBackOnMyWay(v, new Date(tapped.getTime() + 120_000))).toBe(true);
    expect(canTakeBackOnMyWay(v, new Date(tapped.getTime() + 120_001))).toBe(false);
  });
  it("is shut without On my way, or once started", () => {
    expect(canTakeBackOnMyWay({ status: "confirmed", onMyWayAt: null }, at(0))).toBe(false);
    expect(canTakeBackOnMyWay({ status: "in_progress", onMyWayAt: at(0) }, at(1))).toBe(false);
  });
});

describe("the arrival estimate", () => {
  it("says the minutes picked and the clock time, not the booked window", () => {
    const now = at(-600); // 11 PM the day before, local: any hour works
    const r = arrivalEta({ minutes: 30 }, now, TZ);
    expect(r.ok && r.eta.getTime() - now.getTime()).toBe(30 * 60_000);
    if (!r.ok) throw new Error("refused");
    expect(arrivalText(r.eta, now, TZ)).toMatch(/^about 30 min \(around \d{1,2}:\d{2} [AP]M\)$/);
  });
  it("reads a typed time as today's, in the visit's zone", () => {
    const now = appointmentStart(today, "17:01", TZ);
    const r = arrivalEta({ at: "17:45" }, now, TZ);
    expect(r).toEqual({ ok: true, eta: appointmentStart(today, "17:45", TZ) });
    if (!r.ok) throw new Error("refused");
    expect(arrivalText(r.eta, now, TZ)).toBe("about 45 min (around 5:45 PM)");
    expect(arrivalText(new Date(now.getTime() + 90 * 60_000), now, TZ)).toBe("about 1 h 30 min (around 6:31 PM)");
  });
  it("refuses a typed time already past or too far ahead", () => {
    const now = appointmentStart(today, "17:01", TZ);
    expect(arrivalEta({ at: "16:30" }, now, TZ)).toEqual({ ok: false, reason: "eta-not-ahead" });
    expect(arrivalEta({ at: "23:30" }, now, TZ)).toEqual({ ok: false, reason: "eta-not-ahead" });
  });
  it("takes only the offered shapes", () => {
    expect(arrivalEstimateSchema.safeParse({ minutes: 30 }).success).toBe(true);
    expect(arrivalEstimateSchema.safeParse({ at: "5:45" }).success).toBe(false);
    expect(arrivalEstimateSchema.safeParse({ minutes: 9999 }).success).toBe(false);
    expect(arrivalEstimateSchema.safeParse({ minutes: 30, at: "17:00" }).success).toBe(false);
  });
});

describe("the money line of a visit", () => {
  const invoice = { status: "paid", totalCents: 14900, paidCents: 14900, dueCents: 0 };
  it("says Paid with the amount and the way, never To collect $0.00", () => {
    expect(moneyLine({ quotedDollars: 149, invoice, methods: ["stripe"] })).toBe("Paid $149, card");
    expect(moneyLine({ quotedDollars: 149, invoice, methods: ["cash", "card_reader"] })).toBe(
      "Paid $149, cash and card",
    );
  });
  it("says what is left to collect", () => {
    const part = { ...invoice, status: "open", paidCents: 10000, dueCents: 4900 };
    expect(moneyLine({ quotedDollars: 149, invoice: part, methods: ["cash"] })).toBe("To collect $49");
    expect(moneyLine({ quotedDollars: 149, invoice: null, methods: [] })).toBe("To collect $149 at the visit");
  });
});
