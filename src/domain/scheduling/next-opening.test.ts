import { describe, expect, it } from "vitest";
import { earliestOpening, firstOpenDate, openingLabel, openingOf, workingDaysWords } from "./next-opening";

describe("next opening", () => {
  it("is the first day of the window with an open start", () => {
    expect(
      firstOpenDate([
        { date: "2026-11-30", starts: [] },
        { date: "2026-12-01", starts: ["09:00"] },
      ]),
    ).toBe("2026-12-01");
    expect(firstOpenDate([])).toBeNull();
  });

  it("reads as a short date", () => {
    expect(openingLabel("2026-11-30")).toBe("Mon, Nov 30");
    expect(openingLabel("2027-03-08")).toBe("Mon, Mar 8");
  });

  it("names the days the crews work, no day they do not", () => {
    expect(workingDaysWords(["0111110"])).toBe("Mon–Fri");
    expect(workingDaysWords(["0111110", "0000011"])).toBe("Mon–Sat");
    expect(workingDaysWords(["0101010"])).toBe("Mon, Wed, Fri");
    expect(workingDaysWords(["1000001"])).toBe("Sat, Sun");
    expect(workingDaysWords(["1111111"])).toBe("Every day");
    expect(workingDaysWords(["0000000"])).toBeNull();
    expect(workingDaysWords([])).toBeNull();
  });

  it("claims nothing without an opening or a crew", () => {
    const open = [{ date: "2026-11-30", starts: ["08:00"] }];
    expect(openingOf(open, ["0111110"])).toEqual({
      date: "2026-11-30",
      label: "Mon, Nov 30",
      hours: "Mon–Fri, 8am–6pm",
    });
    expect(openingOf([], ["0111110"])).toBeNull();
    expect(openingOf(open, [])).toBeNull();
  });

  it("takes a state's earliest area", () => {
    expect(
      earliestOpening([
        { days: [{ date: "2026-12-02", starts: ["08:00"] }], crewPatterns: ["0111110"] },
        { days: [{ date: "2026-12-01", starts: ["13:00"] }], crewPatterns: ["0111111"] },
        { days: [], crewPatterns: [] },
      ]),
    ).toMatchObject({ date: "2026-12-01", hours: "Mon–Sat, 8am–6pm" });
  });
});
