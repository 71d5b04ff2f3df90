import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  askSentence,
  bookingAsk,
  bookingMoneyInputSchema,
  depositRefundOnCancel,
  noShowInputSchema,
  STRIPE_MINIMUM_CENTS,
  termsOf,
} from "./booking-money";

describe("bookingAsk", () => {
  it("asks a fixed deposit and leaves the rest as the balance", () => {
    expect(bookingAsk({ kind: "deposit", depositCents: 5_000, depositBps: null }, 24_900)).toEqual({
      kind: "deposit",
      depositCents: 5_000,
      balanceCents: 19_900,
    });
  });

  it("takes a percent of the price, rounded half up to the cent", () => {
    // 25% of $149.98 is $37.495: $37.50.
    expect(bookingAsk({ kind: "deposit", depositCents: null, depositBps: 2_500 }, 14_998)).toMatchObject({
      depositCents: 3_750,
      balanceCents: 11_248,
    });
  });

  it("caps a deposit and a fee at the price", () => {
    expect(bookingAsk({ kind: "deposit", depositCents: 50_000, depositBps: null }, 14_900)).toEqual({
      kind: "deposit",
      depositCents: 14_900,
      balanceCents: 0,
    });
    expect(bookingAsk({ kind: "no-show-fee", feeCents: 90_000 }, 14_900)).toEqual({
      kind: "no-show-fee",
      feeCents: 14_900,
    });
  });

  it("asks nothing of a free visit or below Stripe's minimum", () => {
    expect(bookingAsk({ kind: "deposit", depositCents: 5_000, depositBps: null }, 0)).toEqual({ kind: "none" });
    expect(bookingAsk({ kind: "deposit", depositCents: null, depositBps: 100 }, 4_000)).toEqual({ kind: "none" });
    expect(bookingAsk({ kind: "no-show-fee", feeCents: 5_000 }, 40)).toEqual({ kind: "none" });
    expect(bookingAsk({ kind: "none" }, 24_900)).toEqual({ kind: "none" });
  });

  it("never asks more than the price, and deposit plus balance is the price", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.oneof(
          fc.record({ cents: fc.integer({ min: 50, max: 100_000 }), bps: fc.constant(null) }),
          fc.record({ cents: fc.constant(null), bps: fc.integer({ min: 100, max: 10_000 }) }),
        ),
        (price, d) => {
          const ask = bookingAsk({ kind: "deposit", depositCents: d.cents, depositBps: d.bps }, price);
          if (ask.kind !== "deposit") return ask.kind === "none";
          return (
            Number.isInteger(ask.depositCents) &&
            ask.depositCents >= STRIPE_MINIMUM_CENTS &&
            ask.depositCents <= price &&
            ask.depositCents + ask.balanceCents === price
          );
        },
      ),
    );
  });
});

describe("depositRefundOnCancel", () => {
  const bookedAt = new Date(Date.UTC(2030, 0, 1, 15));
  const at = (minutes: number) => new Date(bookedAt.getTime() + minutes * 60_000);

  it("refunds in full within the hour after booking and keeps it after", () => {
    expect(depositRefundOnCancel(bookedAt, at(0))).toBe("full");
    expect(depositRefundOnCancel(bookedAt, at(59))).toBe("full");
    expect(depositRefundOnCancel(bookedAt, at(60))).toBe("full");
    expect(depositRefundOnCancel(bookedAt, at(61))).toBe("kept");
    expect(depositRefundOnCancel(bookedAt, at(60 * 24 * 3))).toBe("kept");
  });

  it("gives nothing back for a clock behind the booking", () => {
    expect(depositRefundOnCancel(bookedAt, at(-1))).toBe("kept");
  });
});

describe("the owner's input", () => {
  it("takes a deposit as cents or a percent, one of the two", () => {
    const cents = bookingMoneyInputSchema.parse({ serviceType: "dryer_vent", kind: "deposit", depositCents: "5000" });
    expect(termsOf(cents)).toEqual({ kind: "deposit", depositCents: 5_000, depositBps: null });
    const percent = bookingMoneyInputSchema.parse({ serviceType: "dryer_vent", kind: "deposit", depositPercent: 20 });
    expect(termsOf(percent)).toEqual({ kind: "deposit", depositCents: null, depositBps: 2_000 });
    const both = bookingMoneyInputSchema.safeParse({
      serviceType: "dryer_vent",
      kind: "deposit",
      depositCents: 5_000,
      depositPercent: 20,
    });
    expect(both.success).toBe(false);
    expect(bookingMoneyInputSchema.safeParse({ serviceType: "dryer_vent", kind: "deposit" }).success).toBe(false);
  });

  it("refuses amounts out of bounds and unknown services", () => {
    for (const bad of [
      { serviceType: "dryer_vent", kind: "no-show-fee", feeCents: 10 },
      { serviceType: "dryer_vent", kind: "no-show-fee", feeCents: 100_001 },
      { serviceType: "dryer_vent", kind: "no-show-fee", feeCents: 12.5 },
      { serviceType: "dryer_vent", kind: "deposit", depositPercent: 101 },
      { serviceType: "dryer_vent", kind: "deposit", depositPercent: 0 },
      { serviceType: "roof", kind: "none" },
      { serviceType: "dryer_vent", kind: "refund-everything" },
    ])
      expect(bookingMoneyInputSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    expect(
      termsOf(bookingMoneyInputSchema.parse({ serviceType: "air_duct", kind: "no-show-fee", feeCents: 7_500 })),
    ).toEqual({
      kind: "no-show-fee",
      feeCents: 7_500,
    });
  });

  it("keeps a no-show reason to one line", () => {
    expect(noShowInputSchema.safeParse({ reason: "Nobody home, no answer by phone" }).success).toBe(true);
    expect(noShowInputSchema.safeParse({ reason: "x\ny" }).success).toBe(false);
    expect(noShowInputSchema.safeParse({ reason: "" }).success).toBe(false);
  });
});

describe("askSentence", () => {
  it("states the deposit, the balance and the grace rule, or the fee", () => {
    expect(askSentence({ kind: "deposit", depositCents: 5_000, balanceCents: 19_900 })).toContain("$50.00");
    expect(askSentence({ kind: "deposit", depositCents: 5_000, balanceCents: 19_900 })).toContain("$199.00");
    expect(askSentence({ kind: "no-show-fee", feeCents: 7_500 })).toContain("no-show fee of $75.00");
    expect(askSentence({ kind: "none" })).toBeNull();
  });
});
