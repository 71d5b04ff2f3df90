import { DAY_CLOSES, DAY_OPENS } from "./capacity";
import { BASE_DURATION_MINUTES } from "./duration";
import { weekdayOf } from "./schedule";

// What city and state pages say about when a crew can come: the first date of the booking window
// with an open start, and the days and hours the area's crews work. Both come from the same model
// the booking form offers times from, so a page never promises a day the form cannot give.

/** The shortest visit we book: a day with room for it is a day someone can book. */
export const SHORTEST_VISIT_MINUTES = Math.min(...Object.values(BASE_DURATION_MINUTES));

export interface Opening {
  /** "YYYY-MM-DD" in the area's zone. */
  date: string;
  /** "Mon, Nov 30". */
  label: string;
  /** "Mon–Fri, 8am–6pm": when the area's crews work. */
  hours: string;
}

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** The first of the open days (already in date order), or null when the window has none. */
export function firstOpenDate(days: readonly { date: string; starts: readonly string[] }[]): string | null {
  return days.find((d) => d.starts.length > 0)?.date ?? null;
}

/** "Mon, Nov 30" for "2026-11-30". */
export function openingLabel(date: string): string {
  const [, m, d] = date.split("-").map(Number);
  return `${SHORT_DAYS[weekdayOf(date)]}, ${SHORT_MONTHS[(m ?? 1) - 1]} ${d}`;
}

/**
 * The weekdays any of the crews works (seven 0/1 characters each, Sunday first), as words:
 * "Mon–Fri", "Mon–Sat", "Mon, Wed, Fri", "Every day"; null when no crew works any day.
 */
export function workingDaysWords(patterns: readonly string[]): string | null {
  const works = Array.from({ length: 7 }, (_, d) => patterns.some((p) => p[d] === "1"));
  if (works.every(Boolean)) return "Every day";
  // Runs over the week starting Monday, so Mon–Fri reads as one run and Sunday sits at the end.
  const order = [1, 2, 3, 4, 5, 6, 0];
  const runs: number[][] = [];
  for (const d of order) {
    if (!works[d]) continue;
    const last = runs.at(-1);
    const prev = last?.at(-1);
    if (last && prev !== undefined && order.indexOf(prev) === order.indexOf(d) - 1) last.push(d);
    else runs.push([d]);
  }
  if (runs.length === 0) return null;
  return runs
    .flatMap((r) =>
      r.length >= 3 ? [`${SHORT_DAYS[r[0] ?? 0]}–${SHORT_DAYS[r.at(-1) ?? 0]}`] : r.map((d) => SHORT_DAYS[d]),
    )
    .join(", ");
}

/** "8am" for "08:00", "5:30pm" for "17:30". */
function clock(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""}${h < 12 ? "am" : "pm"}`;
}

/** "Mon–Fri, 8am–6pm": the crews' days and the working day's hours; null when nobody works. */
export function workingHoursWords(patterns: readonly string[]): string | null {
  const days = workingDaysWords(patterns);
  return days && `${days}, ${clock(DAY_OPENS)}–${clock(DAY_CLOSES)}`;
}

/** What the page shows, or null (no claim) when the window has no opening or no crew works. */
export function openingOf(
  days: readonly { date: string; starts: readonly string[] }[],
  crewPatterns: readonly string[],
): Opening | null {
  const date = firstOpenDate(days);
  const hours = workingHoursWords(crewPatterns);
  return date && hours ? { date, label: openingLabel(date), hours } : null;
}

/** The earliest of several areas' openings (a state page), with the hours of all their crews. */
export function earliestOpening(
  areas: readonly { days: readonly { date: string; starts: readonly string[] }[]; crewPatterns: readonly string[] }[],
): Opening | null {
  const dates = areas.map((a) => firstOpenDate(a.days)).filter((d): d is string => d !== null);
  return openingOf(
    dates.length ? [{ date: [...dates].sort()[0] ?? "", starts: ["any"] }] : [],
    areas.flatMap((a) => a.crewPatterns),
  );
}
