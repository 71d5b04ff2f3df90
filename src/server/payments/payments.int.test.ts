// Money against a real database and a Stripe-speaking server on loopback (tests/support/fake-stripe):
// the invoice written once at Finished with a gapless number, Checkout for the customer's own open
// invoice only, webhooks processed once whatever the order or the replays, an amount that differs
// flagged and never paid, and refunds that cannot together pass what was paid. On PostgreSQL
// (`node scripts/test-pg.mjs`) the concurrent cases really overlap.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { takeVisitStep } from "@/server/crew/take-visit-step";
import {
  bookings,
  creditNotes,
  crewMembers,
  crews,
  invoices,
  paymentFlags,
  paymentSettings,
  payments,
  priceListItems,
  refunds,
  stripeEvents,
  user,
} from "@/server/db/schema";
import {
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from "../../../tests/support/fake-stripe";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import { addAdmin, addCustomer, okOrThrow, outboxOf } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { changePriceList } from "./change-price-list";
import { changeVisitExtras } from "./change-visit-extras";
import { invoicesCsv } from "./invoices-csv";
import { issueCreditNote } from "./issue-credit-note";
import { issueInvoice } from "./issue-invoice";
import { moneyView } from "./money-view";
import { processStripeEvent } from "./process-stripe-event";
import { recordOnSitePayment } from "./record-on-site-payment";
import { recordPaymentByOwner } from "./record-payment-by-owner";
import { refundPayment } from "./refund-payment";
import { startCheckout } from "./start-checkout";
import { type PaymentGateway, stripeGateway } from "./stripe-gateway";
import { voidPayment } from "./void-payment";

let t: TestDb;
let fake: FakeStripe;
let gateway: PaymentGateway;
let crewId = "";
const DAY = "2026-12-01";
const NOW = new Date("2026-12-01T22:00:00Z");
const ORIGIN = "http://localhost:3000";

async function visit(patch: Partial<typeof bookings.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(bookings)
    .values({
      userId: "cara",
      serviceType: "standard",
      appointmentDate: DAY,
      appointmentTime: "09:00",
      address: "2180 Milvia St, Berkeley, CA 94704",
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1800,
      priceExact: "350.00",
      discountKind: "recurring",
      discountLabel: "Recurring customer: 10% off",
      discountAmount: 39,
      status: "in_progress",
      crewId,
      ...patch,
    })
    .returning();
  if (!row) throw new Error("no booking");
  return row;
}

async function finishedInvoice(patch: Partial<typeof bookings.$inferInsert> = {}) {
  const b = await visit(patch);
  okOrThrow(await takeVisitStep(t.db, "theo", b.id, "finish", NOW));
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.bookingId, b.id));
  if (!invoice) throw new Error("no invoice");
  return invoice;
}

/** The Checkout page's session id, from the URL the customer is sent to. */
async function checkoutSession(invoiceId: string, customer = "cara") {
  const started = okOrThrow(await startCheckout(t.db, gateway, customer, invoiceId, ORIGIN, NOW));
  return started.url.split("/pay/")[1] ?? "";
}

/** Delivers an event as the webhook route does: signed, verified, then processed. */
async function deliver(event: ReturnType<FakeStripe["event"]>) {
  const { payload, signature } = fake.sign(event);
  const verified = gateway.verifyEvent(payload, signature);
  if (!verified) throw new Error("signature refused");
  return processStripeEvent(t.db, verified, NOW, gateway);
}

const invoiceOf = async (id: string) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];

beforeAll(async () => {
  t = await createTestDb();
  fake = await startFakeStripe();
  gateway = stripeGateway({ secretKey: FAKE_SECRET_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiUrl: fake.url });
  await addCustomer(t.db, "cara", "Cara Customer");
  await addCustomer(t.db, "otto", "Otto Other");
  await addAdmin(t.db);
  const [crew] = await t.db.insert(crews).values({ name: "Crew 1", serviceArea: "bay-area" }).returning();
  crewId = crew?.id ?? "";
  await t.db.insert(user).values({ id: "theo", name: "Theo Tech", email: "theo@example.com", role: "technician" });
  await t.db.insert(crewMembers).values({ userId: "theo", crewId });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

describe("the invoice at Finished", () => {
  it("is written once with the quoted lines, a yearly number and its email", async () => {
    const b = await visit();
    okOrThrow(await takeVisitStep(t.db, "theo", b.id, "finish", NOW));
    // A second tap (or another member's) finds the step done and writes nothing more.
    expect(await takeVisitStep(t.db, "theo", b.id, "finish", NOW)).toMatchObject({ ok: true, already: true });
    const rows = await t.db.select().from(invoices).where(eq(invoices.bookingId, b.id));
    expect(rows).toHaveLength(1);
    const [invoice] = rows;
    expect(invoice).toMatchObject({
      userId: "cara",
      status: "open",
      subtotalCents: 35000,
      taxCents: 0,
      totalCents: 35000,
      currency: "usd",
    });
    expect(invoice?.number).toMatch(/^CV-2026-\d{6}$/);
    expect(invoice?.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ["service", 38900],
      ["discount", -3900],
    ]);
    const mails = await outboxOf(t.db, { bookingId: b.id, kind: "invoice" });
    expect(mails).toHaveLength(1);
    const mail = await parseOutboxMail(mails[0] as (typeof mails)[number]);
    expect(mail.subject).toBe(`Invoice ${invoice?.number}: $350.00`);
    expect(mail.text).toContain("Recurring customer: 10% off: -$39.00");
    // Without Stripe keys the invoice says how to pay, and offers nothing online.
    expect(mail.text).toContain("pay the crew on site");
    expect(mail.text).not.toContain("Pay now");
  });

  it("is written when the owner marks the visit completed too, with the owner's tax rate", async () => {
    await t.db
      .insert(paymentSettings)
      .values({ id: 1, taxRateBps: 825 })
      .onConflictDoUpdate({
        target: paymentSettings.id,
        set: { taxRateBps: 825 },
      });
    try {
      const b = await visit({ status: "confirmed" });
      okOrThrow(await changeBookingStatus(t.db, "owner", b.id, "in_progress", NOW));
      okOrThrow(await changeBookingStatus(t.db, "owner", b.id, "completed", NOW));
      const [invoice] = await t.db.select().from(invoices).where(eq(invoices.bookingId, b.id));
      // 35000 x 8.25% = 2887.5 -> 2888
      expect(invoice).toMatchObject({ subtotalCents: 35000, taxRateBps: 825, taxCents: 2888, totalCents: 37888 });
    } finally {
      await t.db.update(paymentSettings).set({ taxRateBps: 0 });
    }
  });

  it("numbers invoices without gaps, even when many are written at once and one rolls back", async () => {
    const visits = await Promise.all(Array.from({ length: 12 }, () => visit({ status: "completed" })));
    const [email] = ["cara@example.com"];
    const rolledBack = visits.pop();
    if (!rolledBack || !email) throw new Error("setup");
    const [before] = await t.db.select().from(invoices).orderBy(invoices.sequence);
    const undone = t.db
      .transaction(async (tx) => {
        await issueInvoice(tx, rolledBack, email, NOW);
        throw new Error("the visit's transaction fails after its invoice");
      })
      .catch(() => "rolled back");
    const written = await Promise.all(visits.map((v) => t.db.transaction((tx) => issueInvoice(tx, v, email, NOW))));
    expect(await undone).toBe("rolled back");
    expect(before).toBeDefined();
    const all = await t.db.select({ sequence: invoices.sequence, year: invoices.year }).from(invoices);
    const numbers = all
      .filter((r) => r.year === 2026)
      .map((r) => r.sequence)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(new Set(written.map((w) => w.number)).size).toBe(visits.length);
    expect(await t.db.select().from(invoices).where(eq(invoices.bookingId, rolledBack.id))).toHaveLength(0);
  });
});

describe("extras from the owner's price list", () => {
  it("are added by the crew before Finished, land on the invoice, and are closed after it", async () => {
    okOrThrow(await changePriceList(t.db, "owner", { action: "add", description: "Bird guard", price: 4999 }, NOW));
    okOrThrow(await changePriceList(t.db, "owner", { action: "add", description: "Old item", price: 100 }, NOW));
    const items = await t.db.select().from(priceListItems);
    const guard = items.find((i) => i.description === "Bird guard");
    const old = items.find((i) => i.description === "Old item");
    if (!guard || !old) throw new Error("no items");
    okOrThrow(await changePriceList(t.db, "owner", { action: "retire", id: old.id }, NOW));
    const b = await visit();
    expect(await changeVisitExtras(t.db, "theo", b.id, { action: "add", itemId: old.id, quantity: 1 }, NOW)).toEqual({
      ok: false,
      reason: "price-item-not-found",
    });
    okOrThrow(await changeVisitExtras(t.db, "theo", b.id, { action: "add", itemId: guard.id, quantity: 2 }, NOW));
    okOrThrow(await takeVisitStep(t.db, "theo", b.id, "finish", NOW));
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.bookingId, b.id));
    expect(invoice?.lines.at(-1)).toEqual({
      kind: "extra",
      description: "Bird guard",
      quantity: 2,
      unitCents: 4999,
      amountCents: 9998,
    });
    expect(invoice?.totalCents).toBe(35000 + 9998);
    // The invoice is written: nothing more is added to it.
    expect(await changeVisitExtras(t.db, "theo", b.id, { action: "add", itemId: guard.id, quantity: 1 }, NOW)).toEqual({
      ok: false,
      reason: "extras-closed",
    });
    expect(await changeVisitExtras(t.db, "otto", b.id, { action: "add", itemId: guard.id, quantity: 1 }, NOW)).toEqual({
      ok: false,
      reason: "visit-not-found",
    });
    // Put back to "started" by the owner, the visit still has its invoice: no extra joins it.
    await t.db.update(bookings).set({ status: "in_progress" }).where(eq(bookings.id, b.id));
    expect(await changeVisitExtras(t.db, "theo", b.id, { action: "add", itemId: guard.id, quantity: 1 }, NOW)).toEqual({
      ok: false,
      reason: "extras-closed",
    });
  });
});

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
    expect(row?.endsWith(",stripe,10.45,")).toBe(true);
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
    expect(row?.endsWith(",stripe,,")).toBe(true);
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
    const { payload, signature } = fake.sign(stray, "whsec_someone_else");
    expect(gateway.verifyEvent(payload, signature)).toBeNull();
    expect(gateway.verifyEvent(payload, null)).toBeNull();
    const good = fake.sign(stray);
    expect(gateway.verifyEvent(`${good.payload} `, good.signature)).toBeNull();
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

describe("refunds", () => {
  async function paidOnline() {
    const invoice = await finishedInvoice();
    const [completed] = fake.pay(await checkoutSession(invoice.id));
    if (!completed) throw new Error("no event");
    expect(await deliver(completed)).toBe("paid");
    const [payment] = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    if (!payment) throw new Error("no payment");
    return { invoice, payment };
  }

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

describe("on site", () => {
  const key = () => crypto.randomUUID();
  const cash = (amount: number) => ({ method: "cash" as const, amount, checkNumber: "", idempotencyKey: key() });

  it("records part then the rest, once per key, with who; two at once for the rest pay once", async () => {
    const invoice = await finishedInvoice();
    const first = { method: "check" as const, amount: 20000, checkNumber: "1042", idempotencyKey: key() };
    expect(await recordOnSitePayment(t.db, "theo", invoice.bookingId, first, NOW)).toMatchObject({
      ok: true,
      already: false,
      invoiceStatus: "open",
    });
    expect(await recordOnSitePayment(t.db, "theo", invoice.bookingId, first, NOW)).toMatchObject({ already: true });
    expect(await recordOnSitePayment(t.db, "theo", invoice.bookingId, cash(15001), NOW)).toEqual({
      ok: false,
      reason: "payment-over-total",
    });
    // The crew and the owner record the rest at the same moment: one of them does.
    const rest = await Promise.all([
      recordOnSitePayment(t.db, "theo", invoice.bookingId, cash(15000), NOW),
      recordPaymentByOwner(t.db, "owner", invoice.id, { ...cash(15000), reason: "Paid at the office" }, NOW),
    ]);
    expect(rest.filter((r) => r.ok)).toHaveLength(1);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "paid", paidCents: 35000 });
    const rows = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.method === "check")).toMatchObject({
      amountCents: 20000,
      checkNumber: "1042",
      recordedBy: "theo",
    });
  });

  it("is voided by the owner with a reason, and the invoice is owed again", async () => {
    const invoice = await finishedInvoice();
    const paid = okOrThrow(
      await recordPaymentByOwner(t.db, "owner", invoice.id, { ...cash(35000), reason: "Cash at the office" }, NOW),
    );
    expect(await voidPayment(t.db, "owner", paid.paymentId, "Counted twice", NOW)).toEqual({ ok: true });
    expect(await voidPayment(t.db, "owner", paid.paymentId, "Again", NOW)).toEqual({
      ok: false,
      reason: "payment-voided",
    });
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "open", paidCents: 0, paidAt: null });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paid.paymentId));
    expect(row).toMatchObject({
      status: "voided",
      voidedBy: "owner",
      voidReason: "Counted twice",
      reason: "Cash at the office",
    });
  });
});

describe("credit notes", () => {
  const key = () => crypto.randomUUID();
  const credit = (amount: number, idempotencyKey = key()) => ({
    amount,
    reason: "Bird guard not fitted",
    idempotencyKey,
  });

  it("takes an amount off once per key, never more than the total less earlier notes, and emails", async () => {
    const invoice = await finishedInvoice();
    const first = credit(5000);
    const issued = okOrThrow(await issueCreditNote(t.db, "owner", invoice.id, first, NOW));
    expect(issued.number).toMatch(/^CN-2026-\d{6}$/);
    // The same form sent again (a double click) issues nothing more.
    expect(await issueCreditNote(t.db, "owner", invoice.id, first, NOW)).toEqual({ ...issued, already: true });
    // 35000 - 5000 = 30000 is all that may still be credited.
    expect(await issueCreditNote(t.db, "owner", invoice.id, credit(30001), NOW)).toEqual({
      ok: false,
      reason: "credit-too-large",
    });
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      amountCents: 5000,
      reason: "Bird guard not fitted",
      issuedBy: "owner",
      issuedAt: NOW,
    });
    // The invoice as sent is unchanged; what is owed is lower.
    expect(await invoiceOf(invoice.id)).toMatchObject({
      status: "open",
      totalCents: 35000,
      lines: invoice.lines,
      creditedCents: 5000,
    });
    const mails = await outboxOf(t.db, { bookingId: invoice.bookingId, kind: "credit-note" });
    expect(mails).toHaveLength(1);
    const mail = await parseOutboxMail(mails[0] as (typeof mails)[number]);
    expect(mail.subject).toBe(`Credit note ${issued.number}: $50.00 off invoice ${invoice.number}`);
    expect(mail.text).toContain("now asks $300.00");
    expect(mail.text).not.toContain("Bird guard not fitted");
    // The crew can no longer take more than is owed.
    expect(
      await recordOnSitePayment(
        t.db,
        "theo",
        invoice.bookingId,
        { method: "cash", amount: 30001, checkNumber: "", idempotencyKey: key() },
        NOW,
      ),
    ).toEqual({ ok: false, reason: "payment-over-total" });
    // The rest of the total may be credited, and then nothing is owed.
    okOrThrow(await issueCreditNote(t.db, "owner", invoice.id, credit(30000), NOW));
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "paid", creditedCents: 35000, paidAt: NOW });
    expect(await issueCreditNote(t.db, "owner", invoice.id, credit(1), NOW)).toEqual({
      ok: false,
      reason: "credit-too-large",
    });
  });

  it("marks paid an open invoice whose payments cover the total less credits", async () => {
    const invoice = await finishedInvoice();
    okOrThrow(
      await recordOnSitePayment(
        t.db,
        "theo",
        invoice.bookingId,
        { method: "cash", amount: 30000, checkNumber: "", idempotencyKey: key() },
        NOW,
      ),
    );
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "open", paidCents: 30000 });
    const later = new Date(NOW.getTime() + 60_000);
    okOrThrow(await issueCreditNote(t.db, "owner", invoice.id, credit(5000), later));
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "paid", paidCents: 30000, creditedCents: 5000 });
    const [mail] = await outboxOf(t.db, { bookingId: invoice.bookingId, kind: "credit-note" });
    expect((await parseOutboxMail(mail as NonNullable<typeof mail>)).text).toContain("Nothing is left to pay");
    // The cash voided (a miscount), the invoice owes the total less the credit again.
    const [cash] = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    okOrThrow(await voidPayment(t.db, "owner", cash?.id ?? "", "Miscounted", later));
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "open", paidCents: 0, creditedCents: 5000 });
  });

  it("lets Checkout ask for what is owed after a credit, and the webhook accept it", async () => {
    const invoice = await finishedInvoice();
    okOrThrow(await issueCreditNote(t.db, "owner", invoice.id, credit(5000), NOW));
    const session = await checkoutSession(invoice.id);
    expect(fake.sessions.get(session)?.amount_total).toBe(30000);
    const [completed] = fake.pay(session);
    if (!completed) throw new Error("no event");
    expect(await deliver(completed)).toBe("paid");
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "paid", paidCents: 30000, creditedCents: 5000 });
  });

  it("lets through only the credit notes at once that together fit the total", async () => {
    const invoice = await finishedInvoice();
    // Six notes of $100 at once on a $350 invoice: three fit.
    const results = await Promise.all(
      Array.from({ length: 6 }, () => issueCreditNote(t.db, "owner", invoice.id, credit(10000), NOW)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok)).toEqual(Array(3).fill({ ok: false, reason: "credit-too-large" }));
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(notes).toHaveLength(3);
    expect(await invoiceOf(invoice.id)).toMatchObject({ creditedCents: 30000 });
  });

  it("numbers credit notes in their own series without gaps, many at once and refusals among them", async () => {
    const targets = await Promise.all(Array.from({ length: 6 }, () => finishedInvoice()));
    // Each invoice gets one note that fits and one that does not: the refused take no number.
    await Promise.all(
      targets.flatMap((inv) => [
        issueCreditNote(t.db, "owner", inv.id, credit(1000), NOW),
        issueCreditNote(t.db, "owner", inv.id, credit(99_999_99), NOW),
      ]),
    );
    const all = await t.db.select({ sequence: creditNotes.sequence, year: creditNotes.year }).from(creditNotes);
    const numbers = all
      .filter((r) => r.year === 2026)
      .map((r) => r.sequence)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(numbers.length).toBeGreaterThanOrEqual(targets.length);
  });

  it("show in the owner's money view and the accountant's CSV as negative lines", async () => {
    const invoice = await finishedInvoice();
    const issued = okOrThrow(await issueCreditNote(t.db, "owner", invoice.id, credit(5000), NOW));
    const money = await moneyView(t.db);
    const listed = money.invoices.find((i) => i.id === invoice.id);
    expect(listed?.creditNotes.map((c) => [c.number, c.amountCents])).toEqual([[issued.number, 5000]]);
    const rows = (await invoicesCsv(t.db)).split("\r\n");
    expect(rows[0]?.endsWith(",stripe_fees,credit_note")).toBe(true);
    const noteRow = rows.find((r) => r.endsWith(`,${issued.number}`));
    expect(noteRow).toContain(`${invoice.number},2026-12-01T22:00:00.000Z,Cara Customer`);
    expect(noteRow).toContain(",-50.00,,,-50.00,USD,credit note,");
    // It follows the invoice it corrects.
    expect(rows[rows.indexOf(noteRow ?? "") - 1]?.startsWith(`${invoice.number},`)).toBe(true);
  });

  it("refuses an invoice that does not exist", async () => {
    expect(await issueCreditNote(t.db, "owner", "00000000-0000-4000-8000-000000000000", credit(100), NOW)).toEqual({
      ok: false,
      reason: "invoice-not-found",
    });
  });
});
