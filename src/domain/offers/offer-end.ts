// When the home page's offers end: one day the owner sets in /admin (or none), the same for every
// visitor. The end used to be each visitor's first visit plus seven days, shown from their cookie:
// a deadline that never came, the fake-countdown pattern. The day is the business's local day and
// is inclusive: the offer runs until the business's midnight after it.

import { addDaysToDate } from "../insights/metrics";
import { appointmentStart, formatDateLong } from "../scheduling/schedule";
import { z } from "../validation/zod";
import type { OfferClaim } from "./offers";

export const OFFER_END_MESSAGE = "Give the last day of the offer as a date, e.g. 2026-12-31, or leave it empty.";

function isCalendarDate(v: string): boolean {
  const t = Date.parse(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(t) && new Date(t).toISOString().startsWith(v);
}

/** The owner's field: a real calendar date ("YYYY-MM-DD") or empty (no end date: none is shown). */
export const offerEndSchema = z
  .string()
  .trim()
  .max(10, { error: OFFER_END_MESSAGE, abort: true })
  .refine((v) => v === "" || isCalendarDate(v), { error: OFFER_END_MESSAGE })
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** The instant an offer whose last day is `endsOn` stops: the business's midnight after that day. */
export const offerEndsAt = (endsOn: string, timeZone: string): Date =>
  appointmentStart(addDaysToDate(endsOn, 1), "00:00", timeZone);

/** Whether the offers still run at `now` (always, when the owner set no end). */
export const offerRunning = (endsOn: string | null, now: Date, timeZone: string): boolean =>
  endsOn === null || now.getTime() < offerEndsAt(endsOn, timeZone).getTime();

/** "Offer ends Friday, December 11, 2026." (the way the visit date is written; no gap before the stop). */
export const offerEndsSentence = (endsOn: string): string => `Offer ends ${formatDateLong(endsOn)}.`;

/** What the pages are told: whether offers run, and the sentence of their end (null: no end date). */
export interface PublicOffer {
  running: boolean;
  ends: string | null;
}

export function publicOffer(endsOn: string | null, now: Date, timeZone: string): PublicOffer {
  const running = offerRunning(endsOn, now, timeZone);
  return { running, ends: running && endsOn ? offerEndsSentence(endsOn) : null };
}

/**
 * A visitor's held claim, ending no later than the owner's end: after that day no quote or booking
 * gets the offer, whatever the visitor's cookie says.
 */
export function claimUntilEnd(claim: OfferClaim, endsOn: string | null, timeZone: string): OfferClaim {
  if (endsOn === null) return claim;
  const end = offerEndsAt(endsOn, timeZone);
  return end.getTime() < claim.expiresAt.getTime() ? { ...claim, expiresAt: end } : claim;
}
