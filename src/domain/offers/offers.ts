// The offers the home page's A/B variants advertise, defined so the server can honour exactly
// what a visitor was shown (docs/decisions/0012-offers-recurring-and-leads.md). Whole dollars;
// the clock is an input.

import { decodeCombo } from "../experiments/experiments";

export const OFFER_IDS = ["save20", "save50"] as const;
export type OfferId = (typeof OFFER_IDS)[number];

export interface Offer {
  id: OfferId;
  /** The words of the variant that shows it. */
  headline: string;
  /** The precise terms, shown beside the headline, in emails and in the console. */
  terms: string;
}

export const OFFERS: Record<OfferId, Offer> = {
  save20: { id: "save20", headline: "Book Today & Save 20%", terms: "20% off the service price" },
  save50: {
    id: "save50",
    headline: "Save $50+ Today",
    terms: "$50 off orders of $250 or more, $75 off orders of $500 or more",
  },
};

/**
 * How long the server remembers which offers a visitor was shown (their cookie). Never shown as a
 * deadline: the offers' end is the owner's one day for everyone (offer-end.ts).
 */
export const OFFER_VALID_DAYS = 7;
const DAY_MS = 86_400_000;

export const isOfferId = (value: unknown): value is OfferId =>
  typeof value === "string" && (OFFER_IDS as readonly string[]).includes(value);

/** The discount, in whole dollars, an offer gives on a price (never more than the price). */
export function offerDiscount(id: OfferId, price: number): number {
  const p = Math.max(0, Math.trunc(price));
  if (id === "save20") return Math.round((p * 20) / 100);
  if (p >= 500) return 75;
  if (p >= 250) return 50;
  return 0;
}

/** The offers a home page combination shows ("discount_urgency.discount_emphasis.standard"). */
export function offersShownBy(combo: string): OfferId[] {
  const { hero, pricing } = decodeCombo(combo);
  const [h, p] = combo.split(".");
  const ids: OfferId[] = [];
  // decodeCombo falls back to the control for unknown ids; only exact ids show an offer.
  if (h === hero.id && hero.id === "discount_urgency") ids.push("save20");
  if (p === pricing.id && pricing.id === "discount_emphasis") ids.push("save50");
  return ids;
}

/** What a visitor holds: the offers they were shown and when they stop. */
export interface OfferClaim {
  ids: OfferId[];
  expiresAt: Date;
}

export function newOfferClaim(ids: OfferId[], now: Date): OfferClaim {
  return { ids: [...new Set(ids)].sort(), expiresAt: new Date(now.getTime() + OFFER_VALID_DAYS * DAY_MS) };
}

/** "save20-save50.1764547200000": the signed part of the offer cookie (cookie-safe characters only). */
export function encodeOfferClaim(claim: OfferClaim): string {
  return `${claim.ids.join("-")}.${claim.expiresAt.getTime()}`;
}

export function decodeOfferClaim(text: string | undefined | null): OfferClaim | null {
  if (!text) return null;
  const match = /^([a-z0-9-]{1,40})\.(\d{10,15})$/.exec(text);
  if (!match) return null;
  const ids = (match[1] ?? "").split("-");
  if (ids.length === 0 || !ids.every(isOfferId)) return null;
  return { ids: ids as OfferId[], expiresAt: new Date(Number(match[2])) };
}

export const isClaimLive = (claim: OfferClaim | null, now: Date): claim is OfferClaim =>
  claim !== null && claim.ids.length > 0 && now.getTime() < claim.expiresAt.getTime();

/** Whether the held claim already covers every offer a page shows (then it is kept as it is). */
export function claimCovers(claim: OfferClaim | null, ids: OfferId[], now: Date): boolean {
  return isClaimLive(claim, now) && ids.every((id) => claim.ids.includes(id));
}

export interface AppliedOffer {
  id: OfferId;
  discount: number;
  expiresAt: Date;
}

/**
 * The best of the held offers for this price, if the claim is still live and gives anything.
 * Offers never stack: the visitor gets the larger discount.
 */
export function bestOffer(claim: OfferClaim | null, price: number, now: Date): AppliedOffer | null {
  if (!isClaimLive(claim, now)) return null;
  let best: AppliedOffer | null = null;
  for (const id of claim.ids) {
    const discount = offerDiscount(id, price);
    if (discount > 0 && (!best || discount > best.discount)) best = { id, discount, expiresAt: claim.expiresAt };
  }
  return best;
}
