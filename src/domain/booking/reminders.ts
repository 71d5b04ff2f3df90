import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";

// Which reminder and nudge emails are due, from a booking's facts and the clock. The sweep that
// queues them (src/server/outbox/sweep-reminders.ts) runs on every server's outbox tick; each
// message it may write has a key, so a second server or a second tick writes nothing new.

const HOUR = 3_600_000;

/** Hours before the visit the customer is reminded, unless REMINDER_HOURS says otherwise. */
export const DEFAULT_REMINDER_HOURS = [48, 2] as const;

/**
 * The customer reads "confirmed normally within one business day" (status-words.ts). A booking
 * still Requested this many business hours after it was made is overdue: the owner is nudged
 * once, with time left to keep the promise.
 */
export const PENDING_NUDGE_BUSINESS_HOURS = 20;

export interface ReminderFacts {
  id: string;
  status: string;
  /** The appointment's start (from its local date, time and zone). */
  start: Date;
  createdAt: Date;
  timeZone: string;
}

export interface DueMessage {
  kind: "booking-reminder" | "booking-pending-nudge";
  bookingId: string;
  /** Unique per message meant: a sweep inserts it at most once. */
  dedupeKey: string;
  /** For reminders: the offset in hours. */
  hours?: number;
}

const ACTIVE = new Set(["pending", "confirmed"]);

/** "48,2" -> [48, 2]: whole hours between 1 and 336, largest first, no repeats. */
export function parseReminderHours(value: string): number[] {
  const hours = value
    .split(",")
    .map((h) => h.trim())
    .filter((h) => h !== "")
    .map(Number);
  if (hours.some((h) => !Number.isInteger(h) || h < 1 || h > 336)) {
    throw new RangeError(`reminder hours must be whole hours from 1 to 336, got "${value}"`);
  }
  return [...new Set(hours)].sort((a, b) => b - a);
}

export const reminderKey = (bookingId: string, hours: number, start: Date) =>
  `reminder:${bookingId}:${hours}h:${start.toISOString()}`;

export const pendingNudgeKey = (bookingId: string) => `pending-nudge:${bookingId}`;

/** What a message key says, for the check at send time ("is this still wanted?"). */
export function parseDedupeKey(
  key: string,
):
  | { kind: "reminder"; bookingId: string; hours: number; start: Date }
  | { kind: "pending-nudge"; bookingId: string }
  | null {
  const reminder = /^reminder:([0-9a-f-]{36}):(\d+)h:(.+)$/.exec(key);
  if (reminder?.[1] && reminder[2] && reminder[3]) {
    const start = new Date(reminder[3]);
    if (Number.isNaN(start.getTime())) return null;
    return { kind: "reminder", bookingId: reminder[1], hours: Number(reminder[2]), start };
  }
  const nudge = /^pending-nudge:([0-9a-f-]{36})$/.exec(key);
  if (nudge?.[1]) return { kind: "pending-nudge", bookingId: nudge[1] };
  return null;
}

/**
 * The reminder due for one booking at `now`, if any. A reminder is due from `start - hours` until
 * the visit starts. Only the nearest due offset counts: a booking made 3 hours before its visit
 * gets the 2-hour reminder, never a late 48-hour one, and a server that was down for a day sends
 * one reminder, not two at once. An offset whose moment came before the booking existed is
 * skipped for the same reason.
 */
export function dueReminder(booking: ReminderFacts, hours: readonly number[], now: Date): DueMessage | null {
  if (!ACTIVE.has(booking.status)) return null;
  const start = booking.start.getTime();
  if (now.getTime() >= start) return null;
  const due = hours.filter((h) => start - h * HOUR <= now.getTime()).sort((a, b) => a - b)[0];
  if (due === undefined) return null;
  if (start - due * HOUR < booking.createdAt.getTime()) return null;
  return {
    kind: "booking-reminder",
    bookingId: booking.id,
    dedupeKey: reminderKey(booking.id, due, booking.start),
    hours: due,
  };
}

/**
 * `from` plus `hours` of business time in `timeZone`: Monday to Friday, around the clock
 * (a request made Friday evening is not overdue on Saturday). Holidays are not counted out.
 */
export function addBusinessHours(from: Date, hours: number, timeZone: string): Date {
  let t = from.getTime();
  let remaining = hours * HOUR;
  // Each step ends at the next local midnight, so a day is weekday or weekend throughout.
  for (let guard = 0; remaining > 0 && guard < 1000; guard++) {
    const local = new TZDate(t, timeZone);
    const midnight = startOfDay(addDays(local, 1)).getTime();
    const day = local.getDay();
    if (day === 0 || day === 6) {
      t = midnight;
      continue;
    }
    const step = Math.min(midnight - t, remaining);
    t += step;
    remaining -= step;
  }
  return new Date(t);
}

/** The owner's nudge for a booking still Requested too long, if due at `now` (and the visit is ahead). */
export function duePendingNudge(booking: ReminderFacts, now: Date): DueMessage | null {
  if (booking.status !== "pending") return null;
  if (now.getTime() >= booking.start.getTime()) return null;
  const dueAt = addBusinessHours(booking.createdAt, PENDING_NUDGE_BUSINESS_HOURS, booking.timeZone);
  if (now.getTime() < dueAt.getTime()) return null;
  return { kind: "booking-pending-nudge", bookingId: booking.id, dedupeKey: pendingNudgeKey(booking.id) };
}
