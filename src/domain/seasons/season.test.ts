import { expect, it } from "vitest";
import { adviceForSeason, monthIn, SEASONS, seasonAt, seasonalAdvice, seasonForMonth } from "./season";

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

it("gives each season its advice", () => {
  expect(adviceForSeason("fall")).toEqual({ season: "fall", label: "Recommended Now", urgency: "high" });
  expect(adviceForSeason("winter")).toEqual({ season: "winter", label: "Good Timing", urgency: "normal" });
});

it("reads the month on the place's wall clock, not the server's", () => {
  // 07:30 UTC on 1 March: already March in New York, still 28 February in California.
  const now = new Date("2027-03-01T07:30:00Z");
  expect(monthIn(now, "America/New_York")).toBe(3);
  expect(monthIn(now, "America/Los_Angeles")).toBe(2);
  expect(seasonAt(now, "America/New_York")).toBe("spring");
  expect(seasonAt(now, "America/Los_Angeles")).toBe("winter");
});

it("follows the calendar on any day, years after a build", () => {
  expect(seasonAt(new Date("2031-07-04T19:00:00Z"), "America/Chicago")).toBe("summer");
  expect(seasonAt(new Date("2029-12-01T08:00:00Z"), "America/Los_Angeles")).toBe("winter");
  expect(seasonAt(new Date("2029-12-01T07:59:59Z"), "America/Los_Angeles")).toBe("fall");
  expect(SEASONS.map((s) => adviceForSeason(s).season)).toEqual(SEASONS);
});
