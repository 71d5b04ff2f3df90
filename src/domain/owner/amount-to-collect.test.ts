import { describe, expect, it } from "vitest";
import { amountToCollect } from "./amount-to-collect";

describe("amountToCollect", () => {
  it("is the booking's price before anything is invoiced or paid", () => {
    expect(amountToCollect({ priceExact: "389.00" })).toBe(38_900);
    expect(amountToCollect({ priceExact: "319.5" })).toBe(31_950);
  });

  it("adds the extras the crew put on the visit", () => {
    expect(
      amountToCollect({
        priceExact: "389.00",
        extras: [
          { unitCents: 4_900, quantity: 2 },
          { unitCents: 1_250, quantity: 1 },
        ],
      }),
    ).toBe(38_900 + 9_800 + 1_250);
  });

  it("takes the invoice's word once there is one: total less credit notes and payments", () => {
    const invoice = { status: "open", totalCents: 42_000, creditedCents: 2_000, paidCents: 10_000 };
    expect(amountToCollect({ priceExact: "389.00", invoice })).toBe(30_000);
    expect(amountToCollect({ priceExact: "389.00", invoice: { ...invoice, paidCents: 40_000 } })).toBe(0);
  });

  it("collects nothing on a paid or void invoice", () => {
    const invoice = { totalCents: 42_000, creditedCents: 0, paidCents: 0 };
    expect(amountToCollect({ priceExact: "389.00", invoice: { ...invoice, status: "void" } })).toBe(0);
    expect(amountToCollect({ priceExact: "389.00", invoice: { ...invoice, status: "paid", paidCents: 42_000 } })).toBe(
      0,
    );
  });
});
