import { describe, expect, it } from "vitest";
import { filtersQuery, readFilters } from "./filters";

const NOW = new Date("2026-11-27T18:00:00Z");
const TZ = "America/Los_Angeles";

describe("insights filters in the address", () => {
  it("defaults to the last 12 weeks, every area, first touch", () => {
    expect(readFilters({}, NOW, TZ)).toEqual({
      filters: { from: "2026-09-07", to: "2026-11-27", area: null, touch: "first" },
      problem: null,
    });
  });

  it("reads valid values and writes them back", () => {
    const { filters } = readFilters({ from: "2026-10-01", to: "2026-10-31", area: "bay-area", touch: "last" }, NOW, TZ);
    expect(filters).toEqual({ from: "2026-10-01", to: "2026-10-31", area: "bay-area", touch: "last" });
    expect(filtersQuery(filters)).toBe("from=2026-10-01&to=2026-10-31&area=bay-area&touch=last");
  });

  it("says what it did not understand and falls back to the defaults", () => {
    for (const bad of [
      { from: "2026-02-30" },
      { from: "yesterday" },
      { from: "2026-11-01", to: "2026-10-01" },
      { from: "2024-01-01", to: "2026-01-01" },
      { area: "atlantis" },
      { touch: "middle" },
      { area: "x".repeat(5000) },
    ]) {
      const read = readFilters(bad, NOW, TZ);
      expect(read.problem, JSON.stringify(bad).slice(0, 80)).toMatch(/\w/);
      expect(read.filters.from).toBe("2026-09-07");
    }
    expect(readFilters({ area: ["bay-area", "x"] }, NOW, TZ).filters.area).toBe("bay-area");
  });
});
