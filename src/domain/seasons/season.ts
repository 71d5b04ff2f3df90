import { dateTimeFormat } from "../time/date-time-format";

export type Season = "spring" | "summer" | "fall" | "winter";

export const SEASONS: readonly Season[] = ["spring", "summer", "fall", "winter"];

export interface SeasonalAdvice {
  season: Season;
  label: "Recommended Now" | "Good Timing";
  urgency: "high" | "normal";
}

/** docs/product.md#states: March-May spring, June-August summer, September-November fall, else winter. */
export function seasonForMonth(month: number): Season {
  if (month >= 3 && month <= 5) return "spring";
  if (month >= 6 && month <= 8) return "summer";
  if (month >= 9 && month <= 11) return "fall";
  return "winter";
}

/** Spring and fall are high urgency ('Recommended Now'); summer and winter read 'Good Timing'. */
export function adviceForSeason(season: Season): SeasonalAdvice {
  const high = season === "spring" || season === "fall";
  return { season, label: high ? "Recommended Now" : "Good Timing", urgency: high ? "high" : "normal" };
}

export function seasonalAdvice(month: number): SeasonalAdvice {
  return adviceForSeason(seasonForMonth(month));
}

/** The calendar month (1-12) at `now` on the wall clocks of `timeZone` (an IANA zone). */
export function monthIn(now: Date, timeZone: string): number {
  return Number(dateTimeFormat("en-US", { timeZone, month: "numeric" }).format(now));
}

/**
 * The season at `now` where the page's place is. Prerendered pages never call this on the server:
 * the page is built once and served for months, so the visitor's browser decides (see
 * docs/decisions/0007).
 */
export function seasonAt(now: Date, timeZone: string): Season {
  return seasonForMonth(monthIn(now, timeZone));
}
