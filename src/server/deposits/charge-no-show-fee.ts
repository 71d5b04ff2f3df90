import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { appointmentStart } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import { bookingCheckouts, bookings, noShowFees, user } from "@/server/db/schema";
import { logger } from "@/server/logger";
import { noShowFeeEmail } from "@/server/mail/booking-money-emails";
import { serviceLabel } from "@/server/mail/booking-words";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import type { PaymentGateway } from "@/server/payments/stripe-gateway";

export type NoShowResult =
  | { ok: true; status: "succeeded" | "declined"; amountCents: number; declineCode: string | null }
  | {
      ok: false;
      reason:
        | "booking-not-found"
        | "no-card-on-file"
        | "visit-not-missed"
        | "online-payments-off"
        | "no-show-fee-charged"
        | "payment-provider-error";
    };

/** Statuses of a visit that may have been missed: a started or finished one was not. */
const MISSABLE = new Set(["pending", "confirmed"]);

/**
 * The owner's deliberate charge of a no-show fee on a missed visit (decision 0045): only a
 * booking whose customer saved a card for it, only after its start, the amount the customer was
 * shown before booking. Each attempt is a row claimed before Stripe is called (who, when, why),
 * numbered per booking: a double click, or two owners at once, claim the same number and send its
 * one key, so they charge once. A declined attempt may be followed by a new one (a new number, a
 * new key: Stripe would answer the old key with the old decline); once one succeeded, another is
 * refused. The customer is emailed once, by the compare-and-set that books the success.
 */
export async function chargeNoShowFee(
  db: Db,
  gateway: PaymentGateway | null,
  ownerId: string,
  input: { bookingId: string; reason: string },
  options: { now: Date; origin: string },
): Promise<NoShowResult> {
  const { now } = options;
  const [found] = await db
    .select({ booking: bookings, checkout: bookingCheckouts })
    .from(bookings)
    .leftJoin(bookingCheckouts, eq(bookingCheckouts.bookingId, bookings.id))
    .where(eq(bookings.id, input.bookingId));
  if (!found) return { ok: false, reason: "booking-not-found" };
  const { booking, checkout } = found;
  if (checkout?.kind !== "no-show-fee" || !checkout.paymentMethodId || !checkout.stripeCustomerId || !checkout.feeCents)
    return { ok: false, reason: "no-card-on-file" };
  const start = appointmentStart(booking.appointmentDate, booking.appointmentTime, booking.timeZone);
  if (!MISSABLE.has(booking.status) || now.getTime() < start.getTime())
    return { ok: false, reason: "visit-not-missed" };
  // Asked last: a booking that is not there, or has no card, says so whatever the payment settings.
  if (!gateway) return { ok: false, reason: "online-payments-off" };
  const [latest] = await db
    .select()
    .from(noShowFees)
    .where(eq(noShowFees.bookingId, booking.id))
    .orderBy(desc(noShowFees.attempt))
    .limit(1);
  if (latest?.status === "succeeded") return { ok: false, reason: "no-show-fee-charged" };
  // A claim still charging (its answer was lost) is sent again with its key; else a new attempt.
  const attempt = latest?.status === "charging" ? latest.attempt : (latest?.attempt ?? 0) + 1;
  if (attempt !== latest?.attempt)
    await db
      .insert(noShowFees)
      .values({
        bookingId: booking.id,
        attempt,
        amountCents: checkout.feeCents,
        currency: checkout.currency,
        status: "charging",
        reason: input.reason,
        chargedBy: ownerId,
        createdAt: now,
      })
      .onConflictDoNothing();
  const [fee] = await db
    .select()
    .from(noShowFees)
    .where(and(eq(noShowFees.bookingId, booking.id), eq(noShowFees.attempt, attempt)));
  if (!fee) throw new Error("no-show fee row missing");
  // Another click claimed this attempt and already has Stripe's answer: the same answer.
  if (fee.status !== "charging")
    return {
      ok: true,
      status: fee.status as "succeeded" | "declined",
      amountCents: fee.amountCents,
      declineCode: fee.declineCode,
    };
  let answer: Awaited<ReturnType<PaymentGateway["chargeSavedCard"]>>;
  try {
    answer = await gateway.chargeSavedCard(
      {
        stripeCustomerId: checkout.stripeCustomerId,
        paymentMethodId: checkout.paymentMethodId,
        amountCents: fee.amountCents,
        currency: fee.currency,
        description: `No-show fee: ${serviceLabel(booking.serviceType)} on ${booking.appointmentDate}`,
        metadata: { no_show_booking_id: booking.id, no_show_attempt: String(fee.attempt) },
      },
      fee.attempt === 1 ? `no-show:${booking.id}` : `no-show:${booking.id}:${fee.attempt}`,
    );
  } catch (error) {
    // No answer: the claim stays `charging`; the next click sends the same key, and Stripe's
    // webhook settles it if the charge went through.
    logger.warn({ err: (error as Error).name, bookingId: booking.id }, "no-show fee charge failed");
    return { ok: false, reason: "payment-provider-error" };
  }
  const status = answer.ok ? ("succeeded" as const) : ("declined" as const);
  const declineCode = answer.ok ? null : answer.declineCode;
  const told = await db.transaction(async (tx) => {
    const [settled] = await tx
      .update(noShowFees)
      .set({ status, stripePaymentIntentId: answer.paymentIntentId, declineCode, settledAt: now })
      .where(and(eq(noShowFees.id, fee.id), eq(noShowFees.status, "charging")))
      .returning();
    if (!settled || status !== "succeeded") return false;
    const [customer] = await tx.select({ email: user.email }).from(user).where(eq(user.id, booking.userId));
    if (!customer) return false;
    await enqueueMail(
      tx,
      "no-show-fee",
      await noShowFeeEmail(
        booking,
        { amountCents: fee.amountCents, reason: fee.reason },
        customer.email,
        options.origin,
      ),
      { bookingId: booking.id },
      now,
    );
    return true;
  });
  if (told) nudgeOutbox();
  return { ok: true, status, amountCents: fee.amountCents, declineCode };
}
