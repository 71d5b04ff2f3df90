import { describe, expect, it } from "vitest";
import {
  addBusinessHours,
  duePendingNudge,
  dueReminder,
  parseDedupeKey,
  parseReminderHours,
  type ReminderFacts,
  reminderKey,
} from "./reminders";

const H = 3_600_000;
const ID = "00000000-0000-4000-8000-000000000001";
// Thursday 2026-12-03 09:00 Pacific.
const START = new Date("2026-12-03T17:00:00Z");
const booking = (patch: Partial<ReminderFacts> = {}): ReminderFacts => ({
  id: ID,
  status: "pending",
  start: START,
  createdAt: new Date(START.getTime() - 7 * 24 * H),
  timeZone: "America/Los_Angeles",
  ...patch,
});
const at = (hoursBefore: number) => new Date(START.getTime() - hoursBefore * H);

describe("dueReminder", () => {
  it("nothing is due before the first offset; the 48 h one from 48 h before, the 2 h one from 2 h before", () => {
    expect(dueReminder(booking(), [48, 2], at(49))).toBeNull();
    expect(dueReminder(booking(), [48, 2], at(48))?.hours).toBe(48);
    expect(dueReminder(booking(), [48, 2], at(3))?.hours).toBe(48);
    expect(dueReminder(booking(), [48, 2], at(2))?.hours).toBe(2);
    expect(dueReminder(booking(), [48, 2], at(0.1))?.dedupeKey).toBe(reminderKey(ID, 2, START));
  });

  it("none once the visit has started, for cancelled or completed bookings", () => {
    expect(dueReminder(booking(), [48, 2], at(0))).toBeNull();
    expect(dueReminder(booking(), [48, 2], at(-1))).toBeNull();
    expect(dueReminder(booking({ status: "cancelled" }), [48, 2], at(1))).toBeNull();
    expect(dueReminder(booking({ status: "completed" }), [48, 2], at(1))).toBeNull();
    expect(dueReminder(booking({ status: "confirmed" }), [48, 2], at(1))?.hours).toBe(2);
  });

  it("a booking made 3 h before its visit gets only the 2 h reminder", () => {
    const late = booking({ createdAt: at(3) });
    expect(dueReminder(late, [48, 2], at(2.9))).toBeNull();
    expect(dueReminder(late, [48, 2], at(1.5))?.hours).toBe(2);
  });

  it("the key names the start, so a moved visit is reminded again at its new time", () => {
    const moved = new Date(START.getTime() + 24 * H);
    expect(reminderKey(ID, 48, START)).not.toBe(reminderKey(ID, 48, moved));
    expect(parseDedupeKey(reminderKey(ID, 48, START))).toEqual({
      kind: "reminder",
      bookingId: ID,
      hours: 48,
      start: START,
    });
    expect(parseDedupeKey(`pending-nudge:${ID}`)).toEqual({ kind: "pending-nudge", bookingId: ID });
    expect(parseDedupeKey("something else")).toBeNull();
  });
});

describe("REMINDER_HOURS", () => {
  it("parses, sorts and refuses nonsense", () => {
    expect(parseReminderHours("2, 48")).toEqual([48, 2]);
    expect(parseReminderHours("24")).toEqual([24]);
    expect(() => parseReminderHours("48,x")).toThrow(RangeError);
    expect(() => parseReminderHours("0")).toThrow(RangeError);
  });
});

describe("the pending nudge", () => {
  it("counts weekdays only: a Friday-evening request is due Monday afternoon, not Saturday", () => {
    // Friday 2026-11-20 18:00 Pacific: 6 h left of Friday, then 14 h of Monday.
    const friday = new Date("2026-11-21T02:00:00Z");
    expect(addBusinessHours(friday, 20, "America/Los_Angeles").toISOString()).toBe("2026-11-23T22:00:00.000Z");
    // A Tuesday 10:00 request: due Wednesday 06:00.
    const tuesday = new Date("2026-11-24T18:00:00Z");
    expect(addBusinessHours(tuesday, 20, "America/Los_Angeles").toISOString()).toBe("2026-11-25T14:00:00.000Z");
  });

  it("is due once 20 business hours pass while the booking is still pending, and the visit is ahead", () => {
    const made = new Date("2026-11-24T18:00:00Z");
    const b = booking({ createdAt: made });
    expect(duePendingNudge(b, new Date("2026-11-25T13:59:00Z"))).toBeNull();
    expect(duePendingNudge(b, new Date("2026-11-25T14:00:00Z"))?.dedupeKey).toBe(`pending-nudge:${ID}`);
    expect(
      duePendingNudge(booking({ createdAt: made, status: "confirmed" }), new Date("2026-11-26T00:00:00Z")),
    ).toBeNull();
    expect(duePendingNudge(b, new Date(START.getTime() + H))).toBeNull();
  });
});
