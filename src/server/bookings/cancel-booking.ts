import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { canCancelBooking } from "@/domain/booking/cancel-rule";
import { appointmentStart } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import { bookingStatusChanges, bookings, recurringSchedules } from "@/server/db/schema";
import { type CancelDeposit, claimDepositOnCancel, refundOnCancel } from "@/server/deposits/paid-first";
import { env } from "@/server/env";
import { bookingCancelledEmail, ownerCancelNotice } from "@/server/mail/booking-emails";
import { nudgeOutbox } from "@/server/outbox/nudge";
import type { PaymentGateway } from "@/server/payments/stripe-gateway";
import { type ChangeResult, customerOf, isActive, ownBooking, queueBookingMail } from "./own-booking";

/**
 * The customer cancels their own booking: allowed until 24 hours before the visit, or within an
 * hour of making it (src/domain/booking/cancel-rule.ts). The status is compare-and-set against the
 * one read, so an owner's change in between wins and this is refused. The booking's recurring
 * schedule ends with it; the customer's email (with the .ics that removes the event) and the
 * owner's notice, with the reason if given, are queued in the same transaction.
 */
export async function cancelBooking(
  db: Db,
  userId: string,
  bookingId: string,
  now: Date,
  /** `gateway`: the deposit's refund in the grace hour (decision 0045); the configured one when unset. */
  options: { reason?: string | null; gateway?: PaymentGateway | null } = {},
): Promise<ChangeResult> {
  const booking = await ownBooking(db, userId, bookingId);
  if (!booking) return { ok: false, reason: "booking-not-found" };
  if (!isActive(booking.status)) return { ok: false, reason: "not-active" };
  const start = appointmentStart(booking.appointmentDate, booking.appointmentTime, booking.timeZone);
  if (!canCancelBooking({ start, createdAt: booking.createdAt }, now)) return { ok: false, reason: "too-late" };
  const reason = options.reason?.trim() || null;
  let deposit: CancelDeposit | null = null;
  const result = await db.transaction(async (tx): Promise<ChangeResult> => {
    const [updated] = await tx
      .update(bookings)
      .set({
        status: "cancelled",
        cancelReason: reason,
        sequence: sql`${bookings.sequence} + 1`,
        updatedAt: now,
      })
      .where(and(eq(bookings.id, booking.id), eq(bookings.userId, userId), eq(bookings.status, booking.status)))
      .returning();
    if (!updated) return { ok: false, reason: "not-active" };
    await tx
      .insert(bookingStatusChanges)
      .values({ bookingId: booking.id, fromStatus: booking.status, toStatus: "cancelled", changedBy: userId });
    await tx
      .update(recurringSchedules)
      .set({ isActive: false, updatedAt: now })
      .where(and(eq(recurringSchedules.originalBookingId, booking.id), eq(recurringSchedules.userId, userId)));
    deposit = await claimDepositOnCancel(tx, updated, { by: userId, role: "customer" }, now);
    const customer = await customerOf(tx, updated);
    await queueBookingMail(
      tx,
      "booking-cancelled",
      updated,
      await bookingCancelledEmail(updated, customer.email, env.SITE_URL, deposit),
      now,
    );
    await queueBookingMail(
      tx,
      "booking-owner-cancel",
      updated,
      ownerCancelNotice(updated, customer, env.BUSINESS_EMAIL, env.SITE_URL),
      now,
    );
    return { ok: true, booking: updated };
  });
  if (result.ok) {
    nudgeOutbox();
    await refundOnCancel(db, deposit as CancelDeposit | null, options.gateway, now);
  }
  return result;
}
