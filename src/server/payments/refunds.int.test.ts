// Refunds of an online payment that cannot together pass what was paid, through a Stripe-speaking
// server on loopback. On PostgreSQL (`node scripts/test-pg.mjs`) the concurrent refunds really overlap.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refunds } from "@/server/db/schema";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import { outboxOf } from "../../../tests/support/records";
import { deliver, fake, gateway, invoiceOf, NOW, paidOnline, setUpPayments, t } from "./payments-int-setup";
import { refundPayment } from "./refund-payment";

setUpPayments();

describe("refunds", () => {
  it("refunds part of a payment once per key, emails the customer, and refuses more than was paid", async () => {
    const { invoice, payment } = await paidOnline();
    const first = { paymentId: payment.id, amountCents: 5000, reason: "Bird guard not fitted", idempotencyKey: "k-1" };
    expect(await refundPayment(t.db, gateway, "owner", first, NOW)).toMatchObject({ ok: true, status: "succeeded" });
    // The same form sent again (a double click) refunds nothing more.
    expect(await refundPayment(t.db, gateway, "owner", first, NOW)).toMatchObject({ ok: true, status: "succeeded" });
    expect(fake.refunds.filter((r) => r.payment_intent === payment.stripePaymentIntentId)).toHaveLength(1);
    expect(await invoiceOf(invoice.id)).toMatchObject({ paidCents: 35000, refundedCents: 5000 });
    const mails = await outboxOf(t.db, { bookingId: invoice.bookingId, kind: "payment-refund" });
    expect(mails).toHaveLength(1);
    expect((await parseOutboxMail(mails[0] as (typeof mails)[number])).subject).toBe(
      `Refund of $50.00 for invoice ${invoice.number}`,
    );
    const tooMuch = { paymentId: payment.id, amountCents: 30001, reason: null, idempotencyKey: "k-2" };
    expect(await refundPayment(t.db, gateway, "owner", tooMuch, NOW)).toEqual({
      ok: false,
      reason: "refund-too-large",
    });
  });

  it("lets one of two refunds at once through when together they pass what was paid", async () => {
    const { invoice, payment } = await paidOnline();
    const results = await Promise.all(
      ["a", "b"].map((k) =>
        refundPayment(
          t.db,
          gateway,
          "owner",
          { paymentId: payment.id, amountCents: 20000, reason: null, idempotencyKey: `race-${k}` },
          NOW,
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "refund-too-large" }]);
    expect(await invoiceOf(invoice.id)).toMatchObject({ refundedCents: 20000 });
    expect(fake.refunds.filter((r) => r.payment_intent === payment.stripePaymentIntentId)).toHaveLength(1);
  });

  it("settles through the webhook a refund whose answer was lost, counted once", async () => {
    const { invoice, payment } = await paidOnline();
    fake.failRefunds = 500;
    const lost = await refundPayment(
      t.db,
      gateway,
      "owner",
      { paymentId: payment.id, amountCents: 1000, reason: null, idempotencyKey: "lost-1" },
      NOW,
    );
    fake.failRefunds = null;
    expect(lost).toEqual({ ok: false, reason: "payment-provider-error" });
    const [pending] = await t.db.select().from(refunds).where(eq(refunds.idempotencyKey, "lost-1"));
    expect(pending?.status).toBe("pending");
    // Stripe did refund (the retry with the same key): its event settles the row once.
    const made = await gateway.refund(
      { paymentIntentId: payment.stripePaymentIntentId ?? "", amountCents: 1000, refundId: pending?.id ?? "" },
      `refund-${pending?.id}`,
    );
    const refundEvent = fake.event("refund.updated", {
      id: made.id,
      object: "refund",
      status: "succeeded",
      amount: 1000,
      metadata: { refund_id: pending?.id },
    });
    expect(await deliver(refundEvent)).toBe("refund-settled");
    expect(await deliver(refundEvent)).toBe("duplicate");
    expect(await invoiceOf(invoice.id)).toMatchObject({ refundedCents: 1000 });
  });
});
