import { describe, expect, it } from "vitest";
import { earliestVisitWords, FIRST_BOOKABLE_DAY_OFFSET } from "./earliest-visit";
import { bookableDates, localDate } from "./schedule";

describe("earliest visit words", () => {
  it("agree with the first day the booking window offers", () => {
    // A Monday morning in San Francisco: the first bookable date is the next day, not today.
    const now = new Date("2026-11-23T17:00:00Z");
    const today = localDate(now, "America/Los_Angeles");
    const first = bookableDates(now, "America/Los_Angeles")[0];
    const days = (Date.parse(`${first}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
    expect(days).toBe(FIRST_BOOKABLE_DAY_OFFSET);
    expect(earliestVisitWords()).toBe("Visits from the next working day");
  });

  it("stay true on a Friday, when the first bookable day is Monday", () => {
    const friday = new Date("2026-11-27T20:00:00Z");
    expect(bookableDates(friday, "America/Los_Angeles")[0]).toBe("2026-11-30");
    expect(earliestVisitWords()).not.toMatch(/next-day/i);
  });

  it("say same day only when the window starts today", () => {
    expect(earliestVisitWords(0)).toBe("Same-day visits");
    expect(earliestVisitWords(2)).toBe("Visits from 2 days out");
  });
});
