import { describe, expect, it } from "vitest";
import {
  bestOffer,
  claimCovers,
  decodeOfferClaim,
  encodeOfferClaim,
  newOfferClaim,
  OFFER_VALID_DAYS,
  offerDiscount,
  offersShownBy,
} from "./offers";

const now = new Date("2026-11-24T18:00:00Z");
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe("offers", () => {
  it("20% off the service price, rounded to the dollar", () => {
    expect(offerDiscount("save20", 249)).toBe(50);
    expect(offerDiscount("save20", 149)).toBe(30);
  });

  it("$50 off from $250, $75 off from $500, nothing below $250", () => {
    expect(offerDiscount("save50", 249)).toBe(0);
    expect(offerDiscount("save50", 250)).toBe(50);
    expect(offerDiscount("save50", 499)).toBe(50);
    expect(offerDiscount("save50", 500)).toBe(75);
  });

  it("a combination shows the offers of its variants only", () => {
    expect(offersShownBy("control.range.standard")).toEqual([]);
    expect(offersShownBy("discount_urgency.range.standard")).toEqual(["save20"]);
    expect(offersShownBy("control.discount_emphasis.cta_optimized")).toEqual(["save50"]);
    expect(offersShownBy("discount_urgency.discount_emphasis.standard")).toEqual(["save20", "save50"]);
    expect(offersShownBy("bogus.discount_emphasis.standard")).toEqual(["save50"]);
  });

  it("a claim lasts OFFER_VALID_DAYS and round-trips through its text", () => {
    const claim = newOfferClaim(["save50", "save20"], now);
    expect(claim.expiresAt).toEqual(later(OFFER_VALID_DAYS));
    expect(decodeOfferClaim(encodeOfferClaim(claim))).toEqual(claim);
    // Cookie-safe as it is: a "+" would be percent-encoded on the way and break the page's reading.
    expect(encodeOfferClaim(claim)).toMatch(/^save20-save50\.\d+$/);
    expect(decodeOfferClaim("save99.1764547200000")).toBeNull();
    expect(decodeOfferClaim("save20")).toBeNull();
  });

  it("the best live offer applies; none once expired", () => {
    const claim = newOfferClaim(["save20", "save50"], now);
    expect(bestOffer(claim, 249, now)).toEqual({ id: "save20", discount: 50, expiresAt: claim.expiresAt });
    expect(bestOffer(claim, 149, now)?.id).toBe("save20");
    expect(bestOffer(newOfferClaim(["save50"], now), 149, now)).toBeNull();
    expect(bestOffer(claim, 249, later(OFFER_VALID_DAYS - 0.01))).not.toBeNull();
    expect(bestOffer(claim, 249, later(OFFER_VALID_DAYS))).toBeNull();
    expect(bestOffer(null, 249, now)).toBeNull();
  });

  it("a live claim covering the page's offers is kept; otherwise a new one is due", () => {
    const claim = newOfferClaim(["save20"], now);
    expect(claimCovers(claim, ["save20"], later(1))).toBe(true);
    expect(claimCovers(claim, ["save20", "save50"], later(1))).toBe(false);
    expect(claimCovers(claim, ["save20"], later(8))).toBe(false);
  });
});
