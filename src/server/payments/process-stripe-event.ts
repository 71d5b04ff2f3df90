import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { invoiceBalance } from "@/domain/payments/balance";
import { formatCents } from "@/domain/payments/invoice";
import type { Db } from "@/server/db/client";
import { payments, refunds, stripeEvents } from "@/server/db/schema";
import { bookingCardSaved, depositPaid, noShowFeeSucceeded } from "@/server/deposits/checkout-events";
import { logger } from "@/server/logger";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { planChargeSucceeded, recordSavedCard } from "@/server/plans/plan-stripe-events";
import { flagPayment, lockInvoice, recordPayment, settleRefund } from "./books";
import { recordStripeFee } from "./record-stripe-fee";
import type { PaymentGateway } from "./stripe-gateway";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type EventOutcome =
  | "duplicate"
  | "paid"
  | "already-paid"
  | "flagged"
  | "refund-settled"
  | "waiting"
  | "ignored"
  | "card-saved"
  | "plan-charge-settled"
  | "booking-checkout-paid"
  | "no-show-fee-settled";

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

interface PaymentReport {
  invoiceId: string | null | undefined;
  paymentIntentId: string | undefined;
  sessionId: string | null;
  amountCents: number | null;
  currency: string | null;
}

/**
 * Money Stripe says was received. Keyed by the PaymentIntent, so the Checkout Session's event and
 * the PaymentIntent's (in either order) record one payment. Paid only when amount and currency are
 * exactly the invoice's; anything else is flagged for the owner and marks nothing paid.
 */
async function paymentReceived(tx: Tx, report: PaymentReport, eventId: string, now: Date): Promise<EventOutcome> {
  const row = await lockInvoice(tx, report.invoiceId);
  if (!row) {
    await flagPayment(
      tx,
      {
        invoiceId: null,
        stripeEventId: eventId,
        reason: "unknown-invoice",
        detail: `Stripe reported a payment of ${report.amountCents ?? "?"} ${report.currency ?? ""} for no invoice of ours.`,
      },
      now,
    );
    return "flagged";
  }
  if (!report.paymentIntentId) return "waiting";
  const [known] = await tx.select().from(payments).where(eq(payments.stripePaymentIntentId, report.paymentIntentId));
  if (known) {
    if (report.sessionId && !known.stripeCheckoutSessionId)
      await tx.update(payments).set({ stripeCheckoutSessionId: report.sessionId }).where(eq(payments.id, known.id));
    return "already-paid";
  }
  const { invoice } = row;
  // What Checkout asked for: the amount owed when the session was made (credit notes and on-site
  // payments since then make it differ, and the owner is told).
  const due = invoice.status === "open" ? invoiceBalance(invoice).dueCents : invoice.totalCents;
  if (report.amountCents !== due || report.currency !== invoice.currency) {
    const said = report.amountCents === null ? "no amount" : `${formatCents(report.amountCents)} ${report.currency}`;
    await flagPayment(
      tx,
      {
        invoiceId: invoice.id,
        stripeEventId: eventId,
        reason: "amount-mismatch",
        detail: `Stripe reported ${said} for invoice ${invoice.number}, which asks ${formatCents(due)} ${invoice.currency}. Not marked paid.`,
      },
      now,
    );
    logger.warn({ invoiceId: invoice.id, eventId }, "stripe amount or currency differs from the invoice");
    return "flagged";
  }
  await recordPayment(
    tx,
    row,
    {
      method: "stripe",
      amountCents: report.amountCents,
      currency: report.currency,
      stripePaymentIntentId: report.paymentIntentId,
      stripeCheckoutSessionId: report.sessionId,
      recordedBy: null,
    },
    now,
    eventId,
  );
  return "paid";
}

async function chargeRefunded(tx: Tx, charge: Stripe.Charge, eventId: string, now: Date): Promise<EventOutcome> {
  let settled = false;
  for (const refund of charge.refunds?.data ?? []) {
    const ours = refund.metadata?.refund_id;
    if (ours && refund.status === "succeeded") settled = (await settleRefund(tx, ours, refund.id, now)) || settled;
  }
  // A refund made in Stripe's dashboard is not ours to book: the owner is told to look.
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId) return settled ? "refund-settled" : "ignored";
  const [payment] = await tx.select().from(payments).where(eq(payments.stripePaymentIntentId, paymentIntentId));
  if (!payment) return settled ? "refund-settled" : "ignored";
  const [booked] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), inArray(refunds.status, ["succeeded", "pending"])));
  if ((booked?.cents ?? 0) < charge.amount_refunded) {
    await flagPayment(
      tx,
      {
        invoiceId: payment.invoiceId,
        stripeEventId: eventId,
        reason: "refund-outside",
        detail: `Stripe shows ${formatCents(charge.amount_refunded)} refunded on this payment; the books show ${formatCents(booked?.cents ?? 0)}. A refund was made outside this site.`,
      },
      now,
    );
    return "flagged";
  }
  return settled ? "refund-settled" : "ignored";
}

const depositReport = (checkoutId: string, session: Stripe.Checkout.Session) => ({
  checkoutId,
  paymentIntentId: idOf(session.payment_intent),
  amountCents: session.amount_total,
  currency: session.currency,
});

async function dispatch(tx: Tx, event: Stripe.Event, now: Date): Promise<EventOutcome> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = event.data.object;
      // A booking's deposit (decision 0045); its saved card is booked by its SetupIntent's event.
      if (session.metadata?.booking_checkout_id) {
        if (session.mode === "setup" || session.payment_status !== "paid") return "ignored";
        return depositPaid(tx, depositReport(session.metadata.booking_checkout_id, session), event.id, now);
      }
      // A plan's card saved (setup mode): booked by its SetupIntent's own event.
      if (session.mode === "setup") return "ignored";
      if (session.payment_status !== "paid") return "waiting";
      return paymentReceived(
        tx,
        {
          invoiceId: session.metadata?.invoice_id ?? session.client_reference_id,
          paymentIntentId: idOf(session.payment_intent),
          sessionId: session.id,
          amountCents: session.amount_total,
          currency: session.currency,
        },
        event.id,
        now,
      );
    }
    case "setup_intent.succeeded":
      if (event.data.object.metadata?.booking_checkout_id) return bookingCardSaved(tx, event.data.object, now);
      return recordSavedCard(tx, event.data.object, now);
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      // A plan's renewal, charged by our server: not an invoice's payment.
      if (intent.metadata?.membership_id) return planChargeSucceeded(tx, intent, event.id, now);
      if (intent.metadata?.booking_checkout_id)
        return depositPaid(
          tx,
          {
            checkoutId: intent.metadata.booking_checkout_id,
            paymentIntentId: intent.id,
            amountCents: intent.amount_received,
            currency: intent.currency,
          },
          event.id,
          now,
        );
      if (intent.metadata?.no_show_booking_id) return noShowFeeSucceeded(tx, intent, now);
      return paymentReceived(
        tx,
        {
          invoiceId: intent.metadata?.invoice_id,
          paymentIntentId: intent.id,
          sessionId: null,
          amountCents: intent.amount_received,
          currency: intent.currency,
        },
        event.id,
        now,
      );
    }
    case "charge.refunded":
      return chargeRefunded(tx, event.data.object, event.id, now);
    case "refund.created":
    case "refund.updated": {
      const refund = event.data.object;
      const ours = refund.metadata?.refund_id;
      if (!ours || refund.status !== "succeeded") return "ignored";
      return (await settleRefund(tx, ours, refund.id, now)) ? "refund-settled" : "ignored";
    }
    default:
      // payment_intent.payment_failed and the rest: stored (so a replay is known), nothing to book.
      return "ignored";
  }
}

/** The PaymentIntent an event that books a payment names. */
function paymentIntentOf(event: Stripe.Event): string | undefined {
  if (event.type === "payment_intent.succeeded") return event.data.object.id;
  if (event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded")
    return idOf(event.data.object.payment_intent);
  return undefined;
}

/**
 * One verified Stripe event, processed once: its id is stored in the same transaction as what it
 * changes, so a replay (Stripe retries, an attacker resending a signed payload) finds the id and
 * changes nothing, and a crash before the commit leaves no id, so Stripe's retry processes it.
 * With the gateway, a payment just booked gets Stripe's fee afterwards, outside that transaction:
 * reading it may fail or time out, and the payment is paid all the same.
 */
export async function processStripeEvent(
  db: Db,
  event: Stripe.Event,
  now: Date = new Date(),
  gateway: PaymentGateway | null = null,
): Promise<EventOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, outcome: "processing", processedAt: now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return "duplicate" as const;
    const result = await dispatch(tx, event, now);
    await tx.update(stripeEvents).set({ outcome: result }).where(eq(stripeEvents.id, event.id));
    return result;
  });
  if (outcome === "paid" || outcome === "refund-settled") nudgeOutbox();
  const paymentIntentId = outcome === "paid" ? paymentIntentOf(event) : undefined;
  if (gateway && paymentIntentId) await recordStripeFee(db, gateway, paymentIntentId);
  return outcome;
}
