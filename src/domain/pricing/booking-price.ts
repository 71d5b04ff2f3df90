// What a booking costs when the customer holds something that changes the table price: an offer
// they were shown, an emailed quote, or a place in a recurring series. The server alone decides;
// the best of them applies and nothing stacks (docs/decisions/0012-offers-recurring-and-leads.md).

import { type AppliedOffer, bestOffer, OFFERS, type OfferClaim } from "../offers/offers";
import { formatDollars } from "./quote-math";

/** A quote emailed to a lead is honoured for this many days from the request. */
export const QUOTE_VALID_DAYS = 30;
/** The advertised discount on every visit of a recurring series after the first. */
export const RECURRING_DISCOUNT_PERCENT = 10;
const DAY_MS = 86_400_000;

export type AdjustmentKind = "offer" | "quote" | "recurring";

export interface PriceAdjustment {
  kind: AdjustmentKind;
  /** Dollars off today's table price (negative when an older quote was higher). */
  amount: number;
  /** What the customer and the owner read: "Book Today & Save 20% (20% off the service price)". */
  label: string;
  offerId?: string;
}

export interface HeldQuote {
  /** The price quoted (after any offer the lead had), in whole dollars. */
  price: number;
  quotedAt: Date;
  /** The booking is for the service and home the quote described. */
  matches: boolean;
}

export interface BookingPrice {
  exact: number;
  tablePrice: number;
  adjustment: PriceAdjustment | null;
  /** A quote was held but is past QUOTE_VALID_DAYS (or for another home): today's table applies. */
  quoteLapsed: boolean;
}

export const quoteValidUntil = (quotedAt: Date): Date => new Date(quotedAt.getTime() + QUOTE_VALID_DAYS * DAY_MS);

export const isQuoteValid = (quotedAt: Date, now: Date): boolean => now.getTime() < quoteValidUntil(quotedAt).getTime();

export function recurringDiscount(price: number): number {
  return Math.round((Math.max(0, Math.trunc(price)) * RECURRING_DISCOUNT_PERCENT) / 100);
}

export const offerLabel = (offer: AppliedOffer): string => `${OFFERS[offer.id].headline} (${OFFERS[offer.id].terms})`;

/**
 * The price of a booking: today's table price, or the lowest of what the customer holds — a live
 * offer, a quote still valid for this home, the recurring discount. A quote is honoured as given
 * even when today's table is lower only if it is lower; the customer never pays more than the table.
 */
export function bookingPrice(input: {
  tablePrice: number;
  offer?: OfferClaim | null;
  quote?: HeldQuote | null;
  recurring?: boolean;
  now: Date;
}): BookingPrice {
  const { tablePrice, now } = input;
  const candidates: PriceAdjustment[] = [];
  let quoteLapsed = false;
  if (input.quote) {
    if (input.quote.matches && isQuoteValid(input.quote.quotedAt, now)) {
      candidates.push({
        kind: "quote",
        amount: tablePrice - input.quote.price,
        label: `Price quoted ${input.quote.quotedAt.toISOString().slice(0, 10)}: ${formatDollars(input.quote.price)}`,
      });
    } else {
      quoteLapsed = true;
    }
  }
  const offer = bestOffer(input.offer ?? null, tablePrice, now);
  if (offer) candidates.push({ kind: "offer", amount: offer.discount, label: offerLabel(offer), offerId: offer.id });
  if (input.recurring) {
    const amount = recurringDiscount(tablePrice);
    if (amount > 0) {
      candidates.push({ kind: "recurring", amount, label: `Recurring customer: ${RECURRING_DISCOUNT_PERCENT}% off` });
    }
  }
  // The largest saving wins; on a tie the order above decides (the quote the customer holds first).
  const best = candidates.reduce<PriceAdjustment | null>((b, c) => (c.amount > (b?.amount ?? 0) ? c : b), null);
  return { exact: tablePrice - (best?.amount ?? 0), tablePrice, adjustment: best, quoteLapsed };
}
