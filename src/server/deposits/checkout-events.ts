import "server-only";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { formatCents } from "@/domain/payments/invoice";
import type { Tx } from "@/server/db/client";
import { bookingCheckouts, noShowFees, paymentFlags } from "@/server/db/schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

export type CheckoutEventOutcome =
  | "booking-checkout-paid"
  | "no-show-fee-settled"
  | "already-paid"
  | "flagged"
  | "ignored";

async function flag(tx: Tx, eventId: string, reason: string, detail: string, now: Date) {
  await tx.insert(paymentFlags).values({ invoiceId: null, stripeEventId: eventId, reason, detail, createdAt: now });
}

/**
 * Stripe's word that a booking's deposit was paid (the Checkout Session's event or its
 * PaymentIntent's, in either order: the compare-and-set on `open` books it once). The amount must
 * be the deposit asked; anything else is flagged for the owner and books nothing. The booking
 * itself is made after this transaction commits (confirmBookingCheckout).
 */
export async function depositPaid(
  tx: Tx,
  report: {
    checkoutId: string | undefined;
    paymentIntentId: string | undefined;
    amountCents: number | null;
    currency: string | null;
  },
  eventId: string,
  now: Date,
): Promise<CheckoutEventOutcome> {
  const [row] =
    report.checkoutId && UUID.test(report.checkoutId)
      ? await tx.select().from(bookingCheckouts).where(eq(bookingCheckouts.id, report.checkoutId)).for("update")
      : [];
  if (row?.kind !== "deposit") {
    await flag(
      tx,
      eventId,
      "unknown-deposit",
      `Stripe reported a deposit of ${report.amountCents ?? "?"} ${report.currency ?? ""} for no booking of ours.`,
      now,
    );
    return "flagged";
  }
  if (!report.paymentIntentId) return "ignored";
  if (row.stripePaymentIntentId === report.paymentIntentId) return "already-paid";
  if (report.amountCents !== row.depositCents || report.currency !== row.currency) {
    await flag(
      tx,
      eventId,
      "amount-mismatch",
      `Stripe reported ${report.amountCents ?? "no amount"} ${report.currency ?? ""} for a deposit of ${formatCents(row.depositCents)}. Not booked.`,
      now,
    );
    return "flagged";
  }
  if (row.status !== "open") {
    // A second payment for one deposit (two tabs on Stripe's page): taken, so the owner refunds it.
    await flag(
      tx,
      eventId,
      "paid-twice",
      `A second deposit of ${formatCents(row.depositCents)} was paid for one booking. Refund it from Stripe.`,
      now,
    );
    return "flagged";
  }
  await tx
    .update(bookingCheckouts)
    .set({ status: "paid", stripePaymentIntentId: report.paymentIntentId, paidAt: now })
    .where(and(eq(bookingCheckouts.id, row.id), eq(bookingCheckouts.status, "open")));
  return "booking-checkout-paid";
}

/**
 * A card saved on Stripe's setup page for a booking with a no-show fee: the PaymentMethod is kept
 * (never a number) and the booking is made after commit. A SetupIntent for another Customer than
 * the one we made cannot be ours and is ignored.
 */
export async function bookingCardSaved(tx: Tx, intent: Stripe.SetupIntent, now: Date): Promise<CheckoutEventOutcome> {
  const checkoutId = intent.metadata?.booking_checkout_id;
  const paymentMethodId = idOf(intent.payment_method);
  if (!checkoutId || !UUID.test(checkoutId) || !paymentMethodId || intent.status !== "succeeded") return "ignored";
  const [row] = await tx.select().from(bookingCheckouts).where(eq(bookingCheckouts.id, checkoutId)).for("update");
  if (row?.kind !== "no-show-fee" || row.stripeCustomerId !== idOf(intent.customer)) return "ignored";
  if (row.status !== "open") return "already-paid";
  await tx
    .update(bookingCheckouts)
    .set({ status: "paid", paymentMethodId, paidAt: now })
    .where(and(eq(bookingCheckouts.id, row.id), eq(bookingCheckouts.status, "open")));
  return "booking-checkout-paid";
}

/** Stripe's word that a no-show fee was charged: settles the claim if its server died before writing the answer. */
export async function noShowFeeSucceeded(
  tx: Tx,
  intent: Stripe.PaymentIntent,
  now: Date,
): Promise<CheckoutEventOutcome> {
  const bookingId = intent.metadata?.no_show_booking_id;
  if (!bookingId || !UUID.test(bookingId)) return "ignored";
  // Charges from before attempts were numbered carry none: the first.
  const attempt = Number(intent.metadata?.no_show_attempt ?? "1");
  if (!Number.isSafeInteger(attempt) || attempt < 1) return "ignored";
  const [settled] = await tx
    .update(noShowFees)
    .set({ status: "succeeded", stripePaymentIntentId: intent.id, settledAt: now })
    .where(and(eq(noShowFees.bookingId, bookingId), eq(noShowFees.attempt, attempt), eq(noShowFees.status, "charging")))
    .returning();
  return settled ? "no-show-fee-settled" : "already-paid";
}
