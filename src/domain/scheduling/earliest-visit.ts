/**
 * How many days after today the first visit can be booked (the booking window starts tomorrow:
 * bookableDates/windowDates in schedule.ts count from 1). Marketing words about response time are
 * derived from this, so a page never promises a day the booking form cannot offer.
 */
export const FIRST_BOOKABLE_DAY_OFFSET = 1;

/** "Next-day visits" for offset 1; "Same-day visits" only if the window ever starts today. */
export function earliestVisitWords(offsetDays: number = FIRST_BOOKABLE_DAY_OFFSET): string {
  if (offsetDays <= 0) return "Same-day visits";
  if (offsetDays === 1) return "Next-day visits";
  return `Visits from ${offsetDays} days out`;
}

/** The short value beside "Response time:" on city pages. */
export function responseTimeWords(offsetDays: number = FIRST_BOOKABLE_DAY_OFFSET): string {
  if (offsetDays <= 0) return "Same day";
  if (offsetDays === 1) return "Next day";
  return `${offsetDays} days`;
}
