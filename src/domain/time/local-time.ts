// An instant as a person of the business reads it: the local day and clock of the business's zone
// (or the visit's area's, where the visit is elsewhere), written the way the visit date is
// ("Friday, December 4, 2026", "4:53 PM PST"). A stored instant is UTC; printing its UTC day filed
// a 4:53 PM Pacific lead, payment or invoice under the next day, and on 31 December the next year.
// Intl only (no date library): client components print these too.

import { formatDateLong, formatTime } from "../scheduling/words";
import { dateTimeFormat } from "./date-time-format";

const SHORT_WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

export interface LocalMoment {
  /** "2026-12-04": the local calendar day. */
  date: string;
  /** "16:53": the local clock, 24 hours. */
  time: string;
  /** "PST" (or "PDT", "CST", ...): the zone's name at that instant. */
  zone: string;
}

/** Where `at` falls on the calendar and clock of `timeZone`. */
export function localMoment(at: Date, timeZone: string): LocalMoment {
  const parts = dateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
    zone: part("timeZoneName"),
  };
}

/** "2026-12-04": the local day `at` belongs to (what "by day" sums group by). */
export const localDay = (at: Date, timeZone: string): string => localMoment(at, timeZone).date;

/** "2026-12": the local month `at` belongs to (what "by month" sums group by). */
export const localMonth = (at: Date, timeZone: string): string => localDay(at, timeZone).slice(0, 7);

/** 2026: the local year `at` belongs to. */
export const localYear = (at: Date, timeZone: string): number => Number(localDay(at, timeZone).slice(0, 4));

/** "Friday, December 4, 2026": as the visit date is written. */
export const formatLocalDate = (at: Date, timeZone: string): string => formatDateLong(localDay(at, timeZone));

/** "Friday, December 4, 2026, 4:53 PM PST". */
export function formatLocalDateTime(at: Date, timeZone: string): string {
  const m = localMoment(at, timeZone);
  return `${formatDateLong(m.date)}, ${formatTime(m.time)} ${m.zone}`;
}

/** "Fri, Dec 4, 2026": the same day, short enough for a table's cell. */
export function formatLocalDateShort(at: Date, timeZone: string): string {
  const [y = 0, mo = 1, d = 1] = localDay(at, timeZone).split("-").map(Number);
  const weekday = new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
  return `${SHORT_WEEKDAYS[weekday]}, ${SHORT_MONTHS[mo - 1]} ${d}, ${y}`;
}

/** "Fri, Dec 4, 2026, 4:53 PM PST": a table's cell with the clock. */
export function formatLocalDateTimeShort(at: Date, timeZone: string): string {
  const m = localMoment(at, timeZone);
  return `${formatLocalDateShort(at, timeZone)}, ${formatTime(m.time)} ${m.zone}`;
}

/**
 * The cells a CSV carries for one instant: its local date and clock for people and their
 * spreadsheets, and the ISO instant for machines.
 */
export function csvMoment(at: Date | null | undefined, timeZone: string): [string, string, string] {
  if (!at) return ["", "", ""];
  const m = localMoment(at, timeZone);
  return [m.date, m.time, at.toISOString()];
}

/** Items grouped by the local day (or month) they fall on, in the order first met. */
export function groupByLocal<T>(
  items: readonly T[],
  at: (item: T) => Date,
  timeZone: string,
  by: "day" | "month",
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = by === "day" ? localDay(at(item), timeZone) : localMonth(at(item), timeZone);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
