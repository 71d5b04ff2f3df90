/**
 * How many days after today the first visit can be booked (the booking window starts tomorrow:
 * bookableDates/windowDates in schedule.ts count from 1). Marketing words about response time are
 * derived from this, so a page never promises a day the booking form cannot offer.
 */
export const FIRST_BOOKABLE_DAY_OFFSET = 1;

/**
 * "Visits from the next working day" for offset 1 (the window skips weekends, so on a Friday the
 * first bookable day is Monday: "next-day" would be untrue there); "Same-day visits" only if the
 * window ever starts today.
 */
export function earliestVisitWords(offsetDays: number = FIRST_BOOKABLE_DAY_OFFSET): string {
  if (offsetDays <= 0) return "Same-day visits";
  if (offsetDays === 1) return "Visits from the next working day";
  return `Visits from ${offsetDays} days out`;
}
