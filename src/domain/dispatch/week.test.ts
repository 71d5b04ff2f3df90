import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDaysTo, boardRange, isCalendarDate, shortDay, weekDates, weekStart } from "./week";

// A base date from the clock: the rules hold on any day, so no fixed calendar date is needed.
const today = new Date().toISOString().slice(0, 10);
const anyDate = fc.integer({ min: -2000, max: 2000 }).map((n) => addDaysTo(today, n));

describe("the board's week", () => {
  it("starts on the Monday on or before the date, and holds the date", () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const monday = weekStart(date);
        expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
        const dates = weekDates(monday);
        expect(dates).toHaveLength(7);
        expect(dates).toContain(date);
        expect(new Set(dates).size).toBe(7);
      }),
    );
  });

  it("steps a week or a day and comes back", () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        const week = boardRange({ date }, today);
        expect(week.next).toBe(addDaysTo(date, 7));
        expect(boardRange({ date: week.next }, today).previous).toBe(date);
        const day = boardRange({ date, view: "day" }, today);
        expect(day.dates).toEqual([date]);
        expect(day.previous).toBe(addDaysTo(date, -1));
      }),
    );
  });

  it("reads a bad or impossible date as today", () => {
    for (const date of ["", "2026-02-30", "2026-13-01", "yesterday", "2026-1-1"]) {
      expect(isCalendarDate(date)).toBe(false);
      expect(boardRange({ date }, today).date).toBe(today);
    }
    expect(boardRange({ view: "month" }, today).view).toBe("week");
  });

  it("names a day for its column", () => {
    const monday = weekStart(today);
    expect(shortDay(monday)).toMatch(/^Mon \d{1,2} [A-Z][a-z]{2}$/);
    expect(shortDay(addDaysTo(monday, 6)).startsWith("Sun ")).toBe(true);
  });
});
