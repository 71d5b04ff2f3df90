import { describe, expect, it } from "vitest";
import { earliestVisitWords, FIRST_BOOKABLE_DAY_OFFSET, responseTimeWords } from "./earliest-visit";
import { bookableDates, localDate } from "./schedule";

describe("earliest visit words", () => {
  it("agree with the first day the booking window offers", () => {
    // A Monday morning in San Francisco: the first bookable date is the next day, not today.
    const now = new Date("2026-11-23T17:00:00Z");
    const today = localDate(now, "America/Los_Angeles");
    const first = bookableDates(now, "America/Los_Angeles")[0];
    const days = (Date.parse(`${first}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
    expect(days).toBe(FIRST_BOOKABLE_DAY_OFFSET);
    expect(earliestVisitWords()).toBe("Next-day visits");
    expect(responseTimeWords()).toBe("Next day");
  });

  it("say same day only when the window starts today", () => {
    expect(earliestVisitWords(0)).toBe("Same-day visits");
    expect(responseTimeWords(0)).toBe("Same day");
    expect(earliestVisitWords(2)).toBe("Visits from 2 days out");
  });
});
