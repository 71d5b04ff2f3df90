import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonthsToDate, localDate } from "../scheduling/schedule";
import {
  DEFAULT_DUE_SETTINGS,
  type DueCustomer,
  dueService,
  dueSettingsSchema,
  leftOutBecause,
  messageAllowed,
  quarterKey,
  readDueSettings,
  whoIsDue,
} from "./due";

const TZ = "America/New_York";
// Noon UTC of the real day: never a calendar date the tests depend on.
const now = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 + 12 * 3_600_000);
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);
const today = localDate(now, TZ);
const monthsAgo = (m: number, extraDays = 0) =>
  localDate(new Date(Date.parse(`${addMonthsToDate(today, -m)}T12:00:00Z`) - extraDays * DAY), TZ);

const customer = (over: Partial<DueCustomer> = {}): DueCustomer => ({
  userId: "u1",
  marketingConsent: true,
  unsubscribed: false,
  lastMessageAt: null,
  hasUpcoming: false,
  visits: [{ bookingId: "b1", serviceType: "dryer_vent", date: monthsAgo(12, 1) }],
  ...over,
});

describe("who is due", () => {
  it("a dryer vent visit 12 months and a day ago is due; 11 months ago is not", () => {
    expect(whoIsDue([customer()], DEFAULT_DUE_SETTINGS, now, TZ)).toEqual([
      {
        userId: "u1",
        serviceType: "dryer_vent",
        bookingId: "b1",
        lastVisitDate: monthsAgo(12, 1),
        dueDate: expect.any(String),
      },
    ]);
    const recent = customer({ visits: [{ bookingId: "b1", serviceType: "dryer_vent", date: monthsAgo(11) }] });
    expect(whoIsDue([recent], DEFAULT_DUE_SETTINGS, now, TZ)).toEqual([]);
  });

  it("ducts wait 36 months by default, and the owner's interval replaces it", () => {
    const ducts = customer({ visits: [{ bookingId: "b2", serviceType: "air_duct", date: monthsAgo(24, 1) }] });
    expect(whoIsDue([ducts], DEFAULT_DUE_SETTINGS, now, TZ)).toEqual([]);
    const owner = { enabled: true, intervals: { ...DEFAULT_DUE_SETTINGS.intervals, air_duct: 24 } };
    expect(whoIsDue([ducts], owner, now, TZ).map((p) => p.serviceType)).toEqual(["air_duct"]);
  });

  it("the latest visit of a service counts, and the longest overdue service is the one named", () => {
    const c = customer({
      visits: [
        { bookingId: "old", serviceType: "dryer_vent", date: monthsAgo(30) },
        { bookingId: "new", serviceType: "dryer_vent", date: monthsAgo(2) },
        { bookingId: "ducts", serviceType: "air_duct", date: monthsAgo(40) },
      ],
    });
    expect(dueService(c, DEFAULT_DUE_SETTINGS, now, TZ)?.bookingId).toBe("ducts");
    const both = customer({
      visits: [
        { bookingId: "vent", serviceType: "dryer_vent", date: monthsAgo(30) },
        { bookingId: "ducts", serviceType: "air_duct", date: monthsAgo(40) },
      ],
    });
    // Vent due 18 months ago, ducts 4 months ago: the vent is named.
    expect(dueService(both, DEFAULT_DUE_SETTINGS, now, TZ)?.bookingId).toBe("vent");
  });

  it("leaves out no consent, unsubscribed, an upcoming booking and anyone written to within 90 days", () => {
    expect(leftOutBecause(customer({ marketingConsent: false }), now, TZ)).toBe("no-consent");
    expect(leftOutBecause(customer({ unsubscribed: true }), now, TZ)).toBe("unsubscribed");
    expect(leftOutBecause(customer({ hasUpcoming: true }), now, TZ)).toBe("upcoming");
    expect(leftOutBecause(customer({ lastMessageAt: daysAgo(89) }), now, TZ)).toBe("recently-written");
    expect(leftOutBecause(customer({ lastMessageAt: daysAgo(200) }), now, TZ)).toBeNull();
    const all = [customer({ userId: "a", marketingConsent: false }), customer({ userId: "b", hasUpcoming: true })];
    expect(whoIsDue(all, DEFAULT_DUE_SETTINGS, now, TZ)).toEqual([]);
  });

  it("turned off, nobody is written to", () => {
    expect(whoIsDue([customer()], { ...DEFAULT_DUE_SETTINGS, enabled: false }, now, TZ)).toEqual([]);
  });

  it("never two messages within 90 days nor in one calendar quarter, whatever the dates", () => {
    fc.assert(
      fc.property(fc.integer({ min: -800, max: 800 }), fc.integer({ min: 0, max: 400 }), (offset, gap) => {
        const first = new Date(now.getTime() + offset * DAY);
        const second = new Date(first.getTime() + gap * DAY);
        const allowed = messageAllowed(first, second, TZ);
        if (gap < 90) expect(allowed).toBe(false);
        if (quarterKey(first, TZ) === quarterKey(second, TZ)) expect(allowed).toBe(false);
        if (gap >= 93) expect(allowed).toBe(true);
      }),
    );
  });

  it("quarters are the business's calendar quarters", () => {
    const [y, m] = today.split("-").map(Number);
    expect(quarterKey(now, TZ)).toBe(`${y}-Q${Math.ceil((m ?? 1) / 3)}`);
  });
});

describe("the owner's settings", () => {
  it("takes whole months within limits and keeps the defaults for anything else", () => {
    expect(
      dueSettingsSchema.safeParse({ enabled: true, intervals: { air_duct: 2, dryer_vent: 12, duct_and_dryer: 24 } })
        .success,
    ).toBe(false);
    expect(
      dueSettingsSchema.safeParse({ enabled: false, intervals: { air_duct: 48, dryer_vent: 6, duct_and_dryer: 24 } })
        .success,
    ).toBe(true);
    expect(readDueSettings({ enabled: "yes" })).toEqual(DEFAULT_DUE_SETTINGS);
    expect(readDueSettings(null).intervals).toEqual({ air_duct: 36, dryer_vent: 12, duct_and_dryer: 24 });
  });
});
