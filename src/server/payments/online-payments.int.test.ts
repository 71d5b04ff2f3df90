// Paying online through a Stripe-speaking server on loopback (tests/support/fake-stripe): Checkout for
// the customer's own open invoice only, webhooks processed once whatever the order or the replays,
// and an amount that differs flagged and never paid.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentFlags, payments, stripeEvents } from "@/server/db/schema";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import { outboxOf } from "../../../tests/support/records";
import { invoicesCsv } from "./invoices-csv";
import {
  checkoutSession,
  deliver,
  fake,
  finishedInvoice,
  gateway,
  invoiceOf,
  NOW,
  ORIGIN,
  setUpPayments,
  t,
} from "./payments-int-setup";
import { startCheckout } from "./start-checkout";

setUpPayments();

describe("paying online", () => {
  it("pays through Checkout once, however often the event comes, and emails one receipt", async () => {
    const invoice = await finishedInvoice();
    const session = await checkoutSession(invoice.id);
    expect(fake.sessions.get(session)).toMatchObject({
      amount_total: 35000,
      currency: "usd",
      client_reference_id: invoice.id,
      metadata: { invoice_id: invoice.id },
    });
    const [completed, succeeded] = fake.pay(session);
    if (!completed || !succeeded) throw new Error("no events");
    expect(await deliver(completed)).toBe("paid");
    for (let i = 0; i < 3; i++) expect(await deliver(completed)).toBe("duplicate");
    // The PaymentIntent's own event names the same payment: nothing more is booked.
    expect(await deliver(succeeded)).toBe("already-paid");
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "paid", paidCents: 35000, paidAt: NOW });
    const paid = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ method: "stripe", amountCents: 35000, stripeCheckoutSessionId: session });
    const receipts = await outboxOf(t.db, { bookingId: invoice.bookingId, kind: "payment-receipt" });
    expect(receipts).toHaveLength(1);
    const mail = await parseOutboxMail(receipts[0] as (typeof receipts)[number]);
    expect(mail.subject).toBe(`Receipt for invoice ${invoice.number}: $350.00 paid`);

    // A paid invoice is refused a second Checkout before Stripe is asked.
    const callsBefore = fake.calls.length;
    expect(await startCheckout(t.db, gateway, "cara", invoice.id, ORIGIN, NOW)).toEqual({
      ok: false,
      reason: "invoice-paid",
    });
    expect(fake.calls.length).toBe(callsBefore);
  });

  it("stores Stripe's fee from the charge's balance transaction, and the CSV carries it", async () => {
    const invoice = await finishedInvoice();
    const [completed, succeeded] = fake.pay(await checkoutSession(invoice.id));
    if (!completed || !succeeded) throw new Error("no events");
    expect(await deliver(completed)).toBe("paid");
    const [payment] = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    // 2.9% of $350.00 + 30 cents, as the fake reports it: $10.45.
    expect(fake.feeOf(35000)).toBe(1045);
    expect(payment?.feeCents).toBe(1045);
    expect(fake.calls.filter((c) => c.path === `/v1/payment_intents/${payment?.stripePaymentIntentId}`)).toEqual([
      { method: "GET", path: `/v1/payment_intents/${payment?.stripePaymentIntentId}`, idempotencyKey: null },
    ]);
    // The PaymentIntent's own event books nothing more and asks Stripe nothing more.
    expect(await deliver(succeeded)).toBe("already-paid");
    expect(fake.calls.filter((c) => c.path === `/v1/payment_intents/${payment?.stripePaymentIntentId}`)).toHaveLength(
      1,
    );
    const row = (await invoicesCsv(t.db)).split("\r\n").find((r) => r.startsWith(`${invoice.number},`));
    expect(row?.endsWith(",stripe,2026-12-01,10.45,,0.00")).toBe(true);
  });

  it("marks the payment paid when Stripe's fee cannot be read, and leaves the fee empty", async () => {
    const invoice = await finishedInvoice();
    const [completed] = fake.pay(await checkoutSession(invoice.id));
    if (!completed) throw new Error("no event");
    fake.failPaymentIntents = 500;
    try {
      expect(await deliver(completed)).toBe("paid");
    } finally {
      fake.failPaymentIntents = null;
    }
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "paid", paidCents: 35000 });
    const [payment] = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(payment).toMatchObject({ status: "succeeded", feeCents: null });
    const row = (await invoicesCsv(t.db)).split("\r\n").find((r) => r.startsWith(`${invoice.number},`));
    expect(row?.endsWith(",stripe,2026-12-01,,,0.00")).toBe(true);
  });

  it("books a payment whose events arrive before the session was stored, in either order", async () => {
    const invoice = await finishedInvoice();
    // Created straight at Stripe: no checkout_sessions row exists when the events arrive.
    const created = await gateway.createCheckout(
      {
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        amountCents: invoice.totalCents,
        currency: "usd",
        customerEmail: "cara@example.com",
        successUrl: `${ORIGIN}/ok`,
        cancelUrl: `${ORIGIN}/no`,
      },
      `early-${invoice.id}`,
    );
    const [completed, succeeded] = fake.pay(created.id);
    if (!completed || !succeeded) throw new Error("no events");
    expect(await deliver(succeeded)).toBe("paid");
    expect(await deliver(completed)).toBe("already-paid");
    const paid = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(paid).toHaveLength(1);
    // The later event fills in the session the first one did not name.
    expect(paid[0]?.stripeCheckoutSessionId).toBe(created.id);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "paid", paidCents: invoice.totalCents });
  });

  it("flags an amount or currency that differs from the invoice and never marks it paid", async () => {
    const invoice = await finishedInvoice();
    for (const override of [{ amount: 100 }, { currency: "eur" }]) {
      const session = await checkoutSession(invoice.id);
      const [completed] = fake.pay(session, override);
      if (!completed) throw new Error("no event");
      expect(await deliver(completed)).toBe("flagged");
    }
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "open", paidCents: 0 });
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(0);
    const flags = await t.db.select().from(paymentFlags).where(eq(paymentFlags.invoiceId, invoice.id));
    expect(flags.map((f) => f.reason)).toEqual(["amount-mismatch", "amount-mismatch"]);
    expect(flags[0]?.detail).toContain("$1.00 usd");
    expect(await outboxOf(t.db, { bookingId: invoice.bookingId, kind: "payment-receipt" })).toHaveLength(0);
  });

  it("flags an event for an invoice we do not have, and refuses a bad signature", async () => {
    const stray = fake.event("checkout.session.completed", {
      id: "cs_test_stray",
      object: "checkout.session",
      payment_status: "paid",
      amount_total: 500,
      currency: "usd",
      metadata: { invoice_id: "00000000-0000-4000-8000-000000000000" },
      client_reference_id: null,
      payment_intent: "pi_test_stray",
    });
    expect(await deliver(stray)).toBe("flagged");
    const { payload, signature } = fake.sign(stray, "whsec_someone_else", NOW);
    expect(gateway.verifyEvent(payload, signature, NOW)).toBeNull();
    expect(gateway.verifyEvent(payload, null, NOW)).toBeNull();
    const good = fake.sign(stray, undefined, NOW);
    expect(gateway.verifyEvent(`${good.payload} `, good.signature, NOW)).toBeNull();
    const [stored] = await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, stray.id));
    expect(stored?.outcome).toBe("flagged");
  });

  it("finds no invoice of another customer's, and asks Stripe nothing for it", async () => {
    const invoice = await finishedInvoice();
    const callsBefore = fake.calls.length;
    expect(await startCheckout(t.db, gateway, "otto", invoice.id, ORIGIN, NOW)).toEqual({
      ok: false,
      reason: "invoice-not-found",
    });
    expect(await startCheckout(t.db, null, "cara", invoice.id, ORIGIN, NOW)).toEqual({
      ok: false,
      reason: "online-payments-off",
    });
    expect(fake.calls.length).toBe(callsBefore);
  });
});
