export type Season = "spring" | "summer" | "fall" | "winter";

export interface SeasonalAdvice {
  season: Season;
  label: "Recommended Now" | "Good Timing";
  urgency: "high" | "normal";
}

/** SPEC.md section 4: March-May spring, June-August summer, September-November fall, else winter. */
export function seasonForMonth(month: number): Season {
  if (month >= 3 && month <= 5) return "spring";
  if (month >= 6 && month <= 8) return "summer";
  if (month >= 9 && month <= 11) return "fall";
  return "winter";
}

/** Spring and fall are high urgency ('Recommended Now'); summer and winter read 'Good Timing'. */
export function seasonalAdvice(month: number): SeasonalAdvice {
  const season = seasonForMonth(month);
  const high = season === "spring" || season === "fall";
  return { season, label: high ? "Recommended Now" : "Good Timing", urgency: high ? "high" : "normal" };
}
