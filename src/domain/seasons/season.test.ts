import { expect, it } from "vitest";
import { seasonalAdvice, seasonForMonth } from "./season";

it.each([
  [1, "winter"],
  [2, "winter"],
  [3, "spring"],
  [5, "spring"],
  [6, "summer"],
  [8, "summer"],
  [9, "fall"],
  [11, "fall"],
  [12, "winter"],
])("month %i is %s", (month, season) => {
  expect(seasonForMonth(month)).toBe(season);
});

it("reads 'Recommended Now' in spring and fall and 'Good Timing' otherwise", () => {
  expect(seasonalAdvice(4)).toEqual({ season: "spring", label: "Recommended Now", urgency: "high" });
  expect(seasonalAdvice(10).label).toBe("Recommended Now");
  expect(seasonalAdvice(7)).toEqual({ season: "summer", label: "Good Timing", urgency: "normal" });
  expect(seasonalAdvice(1).label).toBe("Good Timing");
});
