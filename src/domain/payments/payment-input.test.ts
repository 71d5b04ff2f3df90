import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_INVOICE_CENTS } from "./invoice";
import {
  creditNoteSchema,
  onSitePaymentSchema,
  paymentSettingsSchema,
  refundSchema,
  visitExtraSchema,
  voidPaymentSchema,
} from "./payment-input";

const KEY = "6f1c3c1e-7d5a-4f2b-9a51-3d2f0c9b8a11";

describe("payment inputs", () => {
  it("read typed dollars as integer cents, and refuse anything else with a sentence", () => {
    expect(onSitePaymentSchema.parse({ method: "cash", amount: "350", idempotencyKey: KEY }).amount).toBe(35000);
    expect(onSitePaymentSchema.parse({ method: "card_reader", amount: "$19.9", idempotencyKey: KEY }).amount).toBe(
      1990,
    );
    for (const amount of ["0", "-1", "1e3", "12.345", "NaN", "", "100001", 350, null]) {
      const parsed = onSitePaymentSchema.safeParse({ method: "cash", amount, idempotencyKey: KEY });
      expect(parsed.success, String(amount)).toBe(false);
      expect(parsed.error?.issues[0]?.message.length).toBeGreaterThan(10);
    }
    expect(
      onSitePaymentSchema.safeParse({ method: "check", amount: "10", checkNumber: "", idempotencyKey: KEY }).error
        ?.issues[0]?.path,
    ).toEqual(["checkNumber"]);
    expect(voidPaymentSchema.safeParse({ reason: "Wrong visit\nBcc: x@example.com" }).success).toBe(false);
    expect(creditNoteSchema.parse({ amount: "50", reason: "Bird guard not fitted", idempotencyKey: KEY })).toEqual({
      amount: 5000,
      reason: "Bird guard not fitted",
      idempotencyKey: KEY,
    });
    for (const reason of ["", "  ", "Refund\nBcc: x@example.com", "x".repeat(201), "See www.evil.example"])
      expect(creditNoteSchema.safeParse({ amount: "50", reason, idempotencyKey: KEY }).success, reason).toBe(false);
    expect(creditNoteSchema.safeParse({ amount: "50", reason: "Fine", idempotencyKey: "1" }).success).toBe(false);
    expect(paymentSettingsSchema.parse({ taxRate: "8.25" }).taxRate).toBe(825);
    expect(paymentSettingsSchema.parse({ taxRate: "0" }).taxRate).toBe(0);
    expect(paymentSettingsSchema.safeParse({ taxRate: "25.01" }).success).toBe(false);
  });

  it("never throw on any body, and whatever passes is whole cents in range", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            amount: fc.oneof(fc.string({ maxLength: 30 }), fc.double(), fc.anything()),
            reason: fc.string(),
            idempotencyKey: fc.constant(KEY),
          }),
        ),
        (body) => {
          const parsed = refundSchema.safeParse(body);
          const credit = creditNoteSchema.safeParse(body);
          if (credit.success) expect(Number.isSafeInteger(credit.data.amount)).toBe(true);
          if (parsed.success) {
            expect(Number.isSafeInteger(parsed.data.amount)).toBe(true);
            expect(parsed.data.amount).toBeGreaterThan(0);
            expect(parsed.data.amount).toBeLessThanOrEqual(MAX_INVOICE_CENTS);
          } else {
            expect(parsed.error.issues[0]?.message).toBeTruthy();
          }
        },
      ),
    );
  });

  it("take extras only as whole quantities", () => {
    const yes = { approvedByCustomer: true };
    expect(visitExtraSchema.parse({ action: "add", itemId: KEY, quantity: "3", ...yes })).toMatchObject({
      quantity: 3,
    });
    for (const quantity of [0, 21, 1.5, "x", null])
      expect(
        visitExtraSchema.safeParse({ action: "add", itemId: KEY, quantity, ...yes }).success,
        String(quantity),
      ).toBe(false);
    // Not without the customer's yes: the field says what to do.
    for (const approvedByCustomer of [undefined, false, "true", 1]) {
      const refused = visitExtraSchema.safeParse({ action: "add", itemId: KEY, quantity: 1, approvedByCustomer });
      expect(refused.error?.issues[0]?.message).toMatch(/tick the box once they agree/);
    }
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const extra = visitExtraSchema.safeParse(body);
        if (extra.success && extra.data.action === "add") expect(Number.isInteger(extra.data.quantity)).toBe(true);
      }),
    );
  });
});
