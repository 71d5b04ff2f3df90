// Rules of a recurring series (docs/decisions/0012-offers-recurring-and-leads.md): when its next
// visit is proposed, and the earlier booking window its customers get. The clock is an input.

import { addMonthsToDate, BOOKING_WINDOW_DAYS, localDate } from "../scheduling/schedule";

/** Series customers may book this far ahead; everyone else BOOKING_WINDOW_DAYS (30). */
export const RECURRING_WINDOW_DAYS = 60;
/**
 * The next visit is proposed by email this many days before its interval date: inside the
 * series' 60-day window but before the public 30-day window reaches it, so they pick first.
 */
export const PROPOSAL_LEAD_DAYS = 45;

export const bookingWindowDays = (seriesBooking: boolean): number =>
  seriesBooking ? RECURRING_WINDOW_DAYS : BOOKING_WINDOW_DAYS;

/** The interval date of the visit after one on `visitDate`. */
export const nextVisitDate = (visitDate: string, intervalMonths: number): string =>
  addMonthsToDate(visitDate, intervalMonths);

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Whether the proposal for `nextDate` is due now: an active series whose current visit is done,
 * not yet proposed for this date, and the date at most PROPOSAL_LEAD_DAYS away (a date already
 * past is still proposed: the sweep may have been down).
 */
export function isProposalDue(
  series: { isActive: boolean; nextScheduledDate: string; proposedFor: string | null; visitCompleted: boolean },
  now: Date,
  timeZone: string,
): boolean {
  if (!series.isActive || !series.visitCompleted) return false;
  if (series.proposedFor === series.nextScheduledDate) return false;
  return daysBetween(localDate(now, timeZone), series.nextScheduledDate) <= PROPOSAL_LEAD_DAYS;
}

/**
 * The date the booking link preselects: the interval date, or, if that is no longer bookable
 * (past, or too close), the first day of the window.
 */
export function suggestedVisitDate(nextDate: string, now: Date, timeZone: string): string {
  const today = localDate(now, timeZone);
  return daysBetween(today, nextDate) >= 1 ? nextDate : addDaysText(today, 1);
}

function addDaysText(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A series' next visit may be booked this many days either side of its interval date. */
export const SERIES_DATE_SLACK_DAYS = 30;

const sameAddress = (a: string, b: string) => {
  const key = (s: string) => s.toLowerCase().replace(/[.,#]/g, " ").replace(/\s+/g, " ").trim();
  return key(a) === key(b);
};

/**
 * Whether a booking may take a series' terms (its discount and its longer window): only as the
 * series' next visit, after its current visit was completed (so once per visit: booking it makes
 * the new visit current), for the same service at the same address, and, when the date is known,
 * within SERIES_DATE_SLACK_DAYS of the interval date. Anything else is an ordinary booking.
 */
export function seriesTermsApply(input: {
  series: { serviceType: string; nextScheduledDate: string };
  currentVisit: { status: string; address: string } | null;
  job: { serviceType: string; address?: string | null; appointmentDate?: string | null };
}): boolean {
  const { series, currentVisit, job } = input;
  if (currentVisit?.status !== "completed") return false;
  if (job.serviceType !== series.serviceType) return false;
  if (job.address != null && !sameAddress(job.address, currentVisit.address)) return false;
  if (job.appointmentDate != null) {
    return Math.abs(daysBetween(series.nextScheduledDate, job.appointmentDate)) <= SERIES_DATE_SLACK_DAYS;
  }
  return true;
}
