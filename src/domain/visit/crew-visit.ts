// What the crew's phone shows of a job, as plain values: which days it lists, the links that open
// the phone's maps, dialler and mail apps, and times of day in the job's zone.

import { localDate, weekdayOf } from "../scheduling/schedule";
import { dateTimeFormat } from "../time/date-time-format";

const addDays = (date: string, days: number): string => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
};

/**
 * Today in the crew's zone and the crew's next working day after it (`weekdays`: seven 0/1
 * characters, Sunday first); null when the crew works no day at all.
 */
export function crewDays(now: Date, timeZone: string, weekdays: string): { today: string; next: string | null } {
  const today = localDate(now, timeZone);
  for (let i = 1; i <= 7; i++) {
    const date = addDays(today, i);
    if (weekdays[weekdayOf(date)] === "1") return { today, next: date };
  }
  return { today, next: null };
}

/**
 * The dates crewDays can answer for any zone and any weekdays, from now's UTC date: the crew's
 * today is that date or the one either side, and its next working day is within the week after.
 * A read can take every job of this range before it knows the crew's zone.
 */
export function crewDaysRange(now: Date): { from: string; to: string } {
  const utc = now.toISOString().slice(0, 10);
  return { from: addDays(utc, -1), to: addDays(utc, 8) };
}

/**
 * Google's documented cross-platform Maps URL: it opens the Maps app on Android and on iPhones that
 * have it, and maps in the browser otherwise. A `geo:` link does nothing in iPhone Safari.
 */
export const mapsHref = (address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** `tel:` with digits only; a ten-digit US number gets its +1 so it dials from any phone. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.replace(/\D/g, "").length < 7) return null;
  return `tel:${/^\d{10}$/.test(digits) ? `+1${digits}` : digits}`;
}

/** The first word of a name: how a technician is introduced to the customer. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? "";

/** "10:42 AM" of an instant, in the job's zone. */
export const clockTime = (at: Date, timeZone: string): string =>
  dateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(at);
