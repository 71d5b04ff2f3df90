import { TZDate } from "@date-fns/tz";
import { addDays, addMonths, format, isWeekend } from "date-fns";
import { site } from "../../content/site";
import type { ServiceType } from "../pricing/quote-math";
import { dateTimeFormat } from "../time/date-time-format";
import { BOOKING_WINDOW_DAYS, CHANGE_CUTOFF_HOURS, type RecurringInterval, TIME_SLOTS } from "./slots";

export {
  BOOKING_WINDOW_DAYS,
  CHANGE_CUTOFF_HOURS,
  DEFAULT_RECURRING_INTERVAL,
  RECURRING_INTERVALS,
  type RecurringInterval,
  TIME_SLOTS,
  type TimeSlot,
} from "./slots";
export { formatArrivalWindow, formatDateLong, formatTime } from "./words";
/** The business's own zone (src/content/site.ts): the owner's console and "today" for accounts. */
export const BUSINESS_TIME_ZONE = site.timeZone;

/** "YYYY-MM-DD" of `now` as seen in `timeZone`. */
export function localDate(now: Date, timeZone: string): string {
  return format(new TZDate(now.getTime(), timeZone), "yyyy-MM-dd");
}

/**
 * The bookable dates: the next 30 calendar days counted from tomorrow in the address's time
 * zone, weekdays only (docs/product.md#booking).
 */
export function bookableDates(now: Date, timeZone: string, days = BOOKING_WINDOW_DAYS): string[] {
  const today = new TZDate(now.getTime(), timeZone);
  const dates: string[] = [];
  for (let i = 1; i <= days; i++) {
    const day = addDays(today, i);
    if (!isWeekend(day)) dates.push(format(day, "yyyy-MM-dd"));
  }
  return dates;
}

/** The instant an appointment starts: local date and time in the given zone. */
export function appointmentStart(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return new Date(new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, 0, timeZone).getTime());
}

/** The 24-hour rule: a booking can be cancelled or rescheduled until 24 hours before it starts. */
export function canChangeBooking(start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() >= CHANGE_CUTOFF_HOURS * 3_600_000;
}

/** Date + months, clamped to the month's end (Jan 31 + 1 month = Feb 28/29). */
export function addMonthsToDate(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return format(addMonths(new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, 12), months), "yyyy-MM-dd");
}

/** docs/product.md#input-rules: suggested recurring interval by service, with its phrase. */
export function suggestedInterval(serviceType: ServiceType): { months: RecurringInterval; phrase: string } {
  if (serviceType === "air_duct") return { months: 36, phrase: "every 3-5 years" };
  if (serviceType === "dryer_vent") return { months: 12, phrase: "annually" };
  return { months: 24, phrase: "every 2 years" };
}

/**
 * Every date of the booking window (tomorrow + 29 days in the address's zone), weekends included:
 * which of them are offered depends on the crews on duty (none on weekends by default).
 */
export function windowDates(now: Date, timeZone: string, days = BOOKING_WINDOW_DAYS): string[] {
  const today = new TZDate(now.getTime(), timeZone);
  return Array.from({ length: days }, (_, i) => format(addDays(today, i + 1), "yyyy-MM-dd"));
}

/** Whether a date and start time are inside the booking window at all (crews are checked apart). */
export function isInWindow(
  date: string,
  time: string,
  now: Date,
  timeZone: string,
  days = BOOKING_WINDOW_DAYS,
): boolean {
  return (TIME_SLOTS as readonly string[]).includes(time) && windowDates(now, timeZone, days).includes(date);
}

/** 0 = Sunday ... 6 = Saturday, for a "YYYY-MM-DD" date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay();
}

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** "Pacific Time", "Eastern Time": the zone's generic name, for "times are ..." lines. */
export function zoneName(timeZone: string, at: Date): string {
  const part = dateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

/** "PST", "EDT": the zone's abbreviation on that date (US zones). */
export function zoneAbbreviation(date: string, timeZone: string): string {
  const at = appointmentStart(date, "12:00", timeZone);
  const part = dateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}
