import { TZDate } from "@date-fns/tz";

// No text between 21:00 and 08:00 where the visit is (the area's zone): the quiet hours,
// inside what the TCPA and most states allow (8 am to 9 pm local).

export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** Whether `now` falls in quiet hours in `timeZone`. */
export function inQuietHours(now: Date, timeZone: string): boolean {
  const hour = new TZDate(now.getTime(), timeZone).getHours();
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/**
 * The first moment at or after `now` when a text may go: `now` itself outside quiet hours, else
 * the next 08:00 local. Built from the local calendar date, so a DST change in the night moves
 * the instant, not the local hour.
 */
export function nextSendable(now: Date, timeZone: string): Date {
  if (!inQuietHours(now, timeZone)) return now;
  const local = new TZDate(now.getTime(), timeZone);
  const morning = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), QUIET_UNTIL_HOUR, 0, 0, timeZone);
  if (local.getHours() >= QUIET_FROM_HOUR) morning.setDate(morning.getDate() + 1);
  return new Date(morning.getTime());
}

export type TextTiming = { send: true } | { wait: Date } | { drop: "quiet-hours-until-after-visit" };

/**
 * What to do with a text whose turn is at `now`: send it, hold it until 08:00, or drop it when
 * 08:00 is at or after the visit's start (a reminder of a visit that has begun says nothing).
 * `visitStart` null: a text not tied to a visit's time, only held.
 */
export function textTiming(now: Date, timeZone: string, visitStart: Date | null): TextTiming {
  const at = nextSendable(now, timeZone);
  if (at.getTime() === now.getTime()) return { send: true };
  if (visitStart && at.getTime() >= visitStart.getTime()) return { drop: "quiet-hours-until-after-visit" };
  return { wait: at };
}
