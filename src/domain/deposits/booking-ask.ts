// What the owner may ask of a booking before the visit (decision 0045): a deposit
// paid at booking, or a card saved with a no-show fee. Pure arithmetic on integer cents and the
// grace rule, with `now` as an input; no zod here, as the booking form's bundle carries it.

import { formatCents } from "../money/format";
import type { SERVICE_TYPES } from "../pricing/quote-math";
import { CANCEL_GRACE_MINUTES } from "../scheduling/slots";

export const BOOKING_MONEY_KINDS = ["none", "deposit", "no-show-fee"] as const;
export type BookingMoneyKind = (typeof BOOKING_MONEY_KINDS)[number];
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Stripe charges nothing under 50 cents: a smaller deposit is not asked at all. */
export const STRIPE_MINIMUM_CENTS = 50;
/** The highest deposit or fee the owner may type ($1,000): a slip of a digit is refused, not charged. */
export const BOOKING_MONEY_MAX_CENTS = 100_000;

/** One service's terms, as stored. A deposit is cents or basis points, never both. */
export type BookingMoneyTerms =
  | { kind: "none" }
  | { kind: "deposit"; depositCents: number | null; depositBps: number | null }
  | { kind: "no-show-fee"; feeCents: number };

/** What a booking of a given price is asked: nothing, a deposit now, or a card and a fee later. */
export type BookingAsk =
  | { kind: "none" }
  | { kind: "deposit"; depositCents: number; balanceCents: number }
  | { kind: "no-show-fee"; feeCents: number };

/** A percent of a price, rounded half up to the cent. */
const shareOf = (priceCents: number, bps: number) => Math.floor((priceCents * bps + 5_000) / 10_000);

/**
 * The ask for a booking of `priceCents`: a deposit is capped at the price (a $50 deposit on a $40
 * visit is $40), a fee too (nobody pays more for missing a visit than for having it). Nothing is
 * asked below Stripe's minimum, so a $0 visit (a plan's included one) books as it always did.
 */
export function bookingAsk(terms: BookingMoneyTerms, priceCents: number): BookingAsk {
  if (!Number.isSafeInteger(priceCents) || priceCents <= 0 || terms.kind === "none") return { kind: "none" };
  if (terms.kind === "deposit") {
    const wanted = terms.depositBps !== null ? shareOf(priceCents, terms.depositBps) : (terms.depositCents ?? 0);
    const depositCents = Math.min(wanted, priceCents);
    if (depositCents < STRIPE_MINIMUM_CENTS) return { kind: "none" };
    return { kind: "deposit", depositCents, balanceCents: priceCents - depositCents };
  }
  const feeCents = Math.min(terms.feeCents, priceCents);
  return feeCents < STRIPE_MINIMUM_CENTS ? { kind: "none" } : { kind: "no-show-fee", feeCents };
}

/**
 * Whether a cancelled booking's deposit goes back in full: inside the hour after booking (the
 * cancel grace, cancel-rule.ts) it does; later, it is kept, as the booking page said before payment.
 */
export function depositRefundOnCancel(bookedAt: Date, now: Date): "full" | "kept" {
  const since = now.getTime() - bookedAt.getTime();
  return since >= 0 && since <= CANCEL_GRACE_MINUTES * 60_000 ? "full" : "kept";
}

/** The sentence the booking page shows before booking and the confirmation repeats. */
export function askSentence(ask: BookingAsk): string | null {
  if (ask.kind === "deposit")
    return `A deposit of ${formatCents(ask.depositCents)} is paid by card now and shown on your invoice; ${formatCents(ask.balanceCents)} is left to pay after the visit. Cancel within an hour of booking and the deposit is refunded in full; after that it is kept.`;
  if (ask.kind === "no-show-fee")
    return `Your card is saved with Stripe when you book; nothing is charged now. If nobody is home for the visit, we may charge a no-show fee of ${formatCents(ask.feeCents)}, and we email you if we do.`;
  return null;
}
