import { describe, expect, it } from "vitest";
import { newOfferClaim } from "../offers/offers";
import { bookingPrice, QUOTE_VALID_DAYS, recurringDiscount } from "./booking-price";

const now = new Date("2026-11-24T18:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

describe("bookingPrice", () => {
  it("is today's table price when the customer holds nothing", () => {
    expect(bookingPrice({ tablePrice: 309, now })).toEqual({
      exact: 309,
      tablePrice: 309,
      adjustment: null,
      quoteLapsed: false,
    });
  });

  it("takes 20% off with a live save20 offer, nothing once it has expired", () => {
    const claim = newOfferClaim(["save20"], daysAgo(6));
    expect(bookingPrice({ tablePrice: 300, offer: claim, now }).exact).toBe(240);
    expect(bookingPrice({ tablePrice: 300, offer: newOfferClaim(["save20"], daysAgo(7)), now }).exact).toBe(300);
  });

  it("honours a quote for QUOTE_VALID_DAYS, then says it lapsed and uses the table", () => {
    const quote = { price: 259, quotedAt: daysAgo(QUOTE_VALID_DAYS - 1), matches: true };
    const held = bookingPrice({ tablePrice: 309, quote, now });
    expect(held.exact).toBe(259);
    expect(held.adjustment?.kind).toBe("quote");
    const lapsed = bookingPrice({ tablePrice: 309, quote: { ...quote, quotedAt: daysAgo(QUOTE_VALID_DAYS) }, now });
    expect(lapsed).toMatchObject({ exact: 309, adjustment: null, quoteLapsed: true });
    expect(bookingPrice({ tablePrice: 309, quote: { ...quote, matches: false }, now }).quoteLapsed).toBe(true);
  });

  it("never charges more than the table when a quote was higher", () => {
    expect(
      bookingPrice({ tablePrice: 249, quote: { price: 279, quotedAt: daysAgo(1), matches: true }, now }).exact,
    ).toBe(249);
  });

  it("on a tie the quote the customer holds is named", () => {
    const price = bookingPrice({
      tablePrice: 399,
      offer: newOfferClaim(["save20"], now),
      quote: { price: 319, quotedAt: daysAgo(1), matches: true },
      now,
    });
    expect(price).toMatchObject({ exact: 319, adjustment: { kind: "quote", amount: 80 } });
  });

  it("gives recurring customers 10% off", () => {
    expect(recurringDiscount(349)).toBe(35);
    const price = bookingPrice({ tablePrice: 349, recurring: true, now });
    expect(price.exact).toBe(314);
    expect(price.adjustment?.label).toContain("10%");
  });

  it("does not stack: the largest saving wins", () => {
    const price = bookingPrice({ tablePrice: 300, offer: newOfferClaim(["save20"], now), recurring: true, now });
    expect(price).toMatchObject({ exact: 240, adjustment: { kind: "offer", amount: 60 } });
  });
});
