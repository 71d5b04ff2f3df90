import { appointmentStart, weekdayOf } from "../scheduling/schedule";

// The owner's figures that are rules rather than counts: business-hours minutes, percentiles,
// rates, weeks and crew load. Plain values in, plain values out; the clock is an argument.

/** When someone can answer a lead: Monday to Saturday, 8am to 6pm local (site.hours). */
export const BUSINESS_HOURS = { weekdays: [1, 2, 3, 4, 5, 6] as readonly number[], open: "08:00", close: "18:00" };

/** "YYYY-MM-DD" plus `days` (calendar arithmetic, no time zone involved). */
export function addDaysToDate(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` ("YYYY-MM-DD"). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The Monday of the week a "YYYY-MM-DD" date is in. */
export function weekStart(date: string): string {
  return addDaysToDate(date, -((weekdayOf(date) + 6) % 7));
}

/** Monday of each week from the week of `from` to the week of `to`, in order. */
export function weeksBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let w = weekStart(from); w <= to; w = addDaysToDate(w, 7)) weeks.push(w);
  return weeks;
}

// Speed to lead turns every lead of the range into business minutes, twice per lead a local date
// and twice per day its open and close instants: through the zone rules each time, 9,400 leads of
// 12 weeks took 8 s of CPU (/admin/insights). The instants of each date's midnight and business
// hours are few (one per day of the range): kept once computed, a local date is then a lookup.
const MEMO_LIMIT = 20_000;
const midnightMemo = new Map<string, number>();
const hoursMemo = new Map<string, readonly [number, number]>();

function remembered<T>(memo: Map<string, T>, key: string, make: () => T): T {
  let value = memo.get(key);
  if (value === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    value = make();
    memo.set(key, value);
  }
  return value;
}

const midnight = (date: string, timeZone: string) =>
  remembered(midnightMemo, `${timeZone}|${date}`, () => appointmentStart(date, "00:00", timeZone).getTime());

/**
 * localDate's answer from the day's midnights: a zone is less than a day from UTC, so the local
 * date is the UTC date or the one either side of it.
 */
export function localDay(at: Date, timeZone: string): string {
  const t = at.getTime();
  const utc = at.toISOString().slice(0, 10);
  if (t < midnight(utc, timeZone)) return addDaysToDate(utc, -1);
  const next = addDaysToDate(utc, 1);
  return t >= midnight(next, timeZone) ? next : utc;
}

/** The instants (ms) a day's business hours open and close, computed once per date and zone. */
function openHours(date: string, timeZone: string, hours: typeof BUSINESS_HOURS): readonly [number, number] {
  return remembered(hoursMemo, `${timeZone}|${date}|${hours.open}|${hours.close}`, () => [
    appointmentStart(date, hours.open, timeZone).getTime(),
    appointmentStart(date, hours.close, timeZone).getTime(),
  ]);
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOfNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Minutes of business hours between two instants in the business's zone (0 when `end` is not after
 * `start`). A lead sent on Saturday evening and answered Monday at 8:20 waited 20 minutes.
 */
export function businessMinutesBetween(start: Date, end: Date, timeZone: string, hours = BUSINESS_HOURS): number {
  if (!(end.getTime() > start.getTime())) return 0;
  const first = dayNumber(localDay(start, timeZone));
  // A year at most: a lead answered later than that is counted as waiting a year of hours.
  const last = Math.min(dayNumber(localDay(end, timeZone)), first + 369);
  let total = 0;
  // Days by number (1970-01-01 was a Thursday): a lead answered months later walks every day
  // between, and a date's text is made only for an open day.
  for (let day = first; day <= last; day++) {
    if (!hours.weekdays.includes((day + 4) % 7)) continue;
    const [open, close] = openHours(dateOfNumber(day), timeZone, hours);
    const from = Math.max(open, start.getTime());
    const to = Math.min(close, end.getTime());
    if (to > from) total += to - from;
  }
  return Math.round(total / 60_000);
}

/** The p-th percentile (0..1) by linear interpolation between ranks (PostgreSQL's percentile_cont); null when empty. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(1, Math.max(0, p)) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const a = sorted[low] ?? 0;
  const b = sorted[high] ?? a;
  return a + (b - a) * (rank - low);
}

export interface SpeedToLead {
  /** Leads answered (a status change or an outbound email). */
  answered: number;
  /** Leads still waiting. */
  waiting: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
}

/**
 * Speed to lead over leads given as (created, first answer or null): median and 90th percentile
 * business-hours minutes of the answered ones.
 */
export function speedToLead(
  leads: readonly { createdAt: Date; answeredAt: Date | null }[],
  timeZone: string,
  hours = BUSINESS_HOURS,
): SpeedToLead {
  return speedOfWaits(leadWaits(leads, timeZone, hours));
}

/** Each lead's wait in business minutes, or null while it waits (computed once, summed many ways). */
export function leadWaits(
  leads: readonly { createdAt: Date; answeredAt: Date | null }[],
  timeZone: string,
  hours = BUSINESS_HOURS,
): (number | null)[] {
  return leads.map((lead) =>
    lead.answeredAt ? businessMinutesBetween(lead.createdAt, lead.answeredAt, timeZone, hours) : null,
  );
}

/** Speed to lead of waits from leadWaits. */
export function speedOfWaits(waits: readonly (number | null)[]): SpeedToLead {
  const minutes = waits.filter((m): m is number => m !== null);
  const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
  return {
    answered: minutes.length,
    waiting: waits.length - minutes.length,
    medianMinutes: round(percentile(minutes, 0.5)),
    p90Minutes: round(percentile(minutes, 0.9)),
  };
}

/** part / whole as a fraction, or null when there is no whole. */
export const rate = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** "42%" or "–" for no figure. */
export const percentText = (fraction: number | null): string =>
  fraction === null ? "–" : `${Math.round(fraction * 1000) / 10}%`;

/** One area's crew time on one day: hours on duty and hours booked. */
export interface LoadDay {
  date: string;
  availableHours: number;
  bookedHours: number;
}

/** Booked over available crew-hours (null when no crew is on duty at all). */
export function crewLoad(days: readonly LoadDay[]): { available: number; booked: number; load: number | null } {
  const available = days.reduce((s, d) => s + d.availableHours, 0);
  const booked = days.reduce((s, d) => s + d.bookedHours, 0);
  return { available, booked, load: rate(booked, available) };
}
