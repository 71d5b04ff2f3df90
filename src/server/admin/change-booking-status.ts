import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { canMove } from "@/domain/booking/status";
import { wrapUpDue } from "@/domain/visit/wrap-up";
import type { Db } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookingStatusChanges, bookings, user } from "@/server/db/schema";
import { type CancelDeposit, claimDepositOnCancel, refundOnCancel } from "@/server/deposits/paid-first";
import { env } from "@/server/env";
import { bookingCancelledEmail, bookingConfirmationEmail } from "@/server/mail/booking-emails";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { issueInvoice } from "@/server/payments/issue-invoice";
import type { PaymentGateway } from "@/server/payments/stripe-gateway";
import { seriesAfterStatusChange } from "@/server/recurring/series-after-status";
import { enqueueVisitText } from "@/server/sms/enqueue-text";

export type StatusChangeResult =
  | { ok: true; booking: Booking; customerEmail: string }
  | { ok: false; reason: "booking-not-found" | "status-not-allowed" };

/**
 * Moves a booking along the workflow and records who did it; a stale move is refused. Confirming,
 * cancelling or completing queues the customer's email in the same transaction. The owner's cancel
 * refunds a paid deposit in full (decision 0045, amended): claimed in the transaction, sent after it.
 */
export async function changeBookingStatus(
  db: Db,
  adminId: string,
  bookingId: string,
  to: string,
  now: Date = new Date(),
  /**
   * endSeries: on a cancel of a recurring visit, end its series (true) or keep it (false, the
   * default). reason: why the owner cancels, kept with the status change (never emailed).
   * gateway: the deposit's refund on a cancel; the configured one when unset.
   */
  options: { endSeries?: boolean; reason?: string; gateway?: PaymentGateway | null } = {},
): Promise<StatusChangeResult> {
  let deposit: CancelDeposit | null = null;
  const result = await db.transaction(async (tx): Promise<StatusChangeResult> => {
    const [row] = await tx
      .select({ booking: bookings, email: user.email })
      .from(bookings)
      .innerJoin(user, eq(user.id, bookings.userId))
      .where(eq(bookings.id, bookingId))
      .for("update");
    if (!row) return { ok: false, reason: "booking-not-found" };
    if (!canMove(row.booking.status, to)) return { ok: false, reason: "status-not-allowed" };
    const [updated] = await tx
      .update(bookings)
      // Every change the customer is told of bumps the invite's SEQUENCE (confirm: TENTATIVE ->
      // CONFIRMED; cancel: METHOD:CANCEL), so calendars replace the event they hold.
      .set({
        status: to,
        sequence: sql`${bookings.sequence} + 1`,
        updatedAt: now,
        // Completed: the one wrap-up waits for the owner's or the crew's "Send", or 2 hours.
        ...(to === "completed" && !row.booking.wrapUpSentAt ? { wrapUpDueAt: wrapUpDue(now) } : {}),
      })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, row.booking.status)))
      .returning();
    if (!updated) return { ok: false, reason: "status-not-allowed" };
    await tx.insert(bookingStatusChanges).values({
      bookingId,
      fromStatus: row.booking.status,
      toStatus: to,
      changedBy: adminId,
      changedAt: now,
      reason: options.reason || null,
    });
    await seriesAfterStatusChange(tx, updated, to, { endSeries: options.endSeries, now });
    const related = { bookingId };
    if (to === "confirmed") {
      await enqueueMail(
        tx,
        "booking-confirmed",
        await bookingConfirmationEmail(updated, row.email, env.SITE_URL, "confirmed"),
        related,
        now,
      );
      await enqueueVisitText(tx, "sms-booking-confirmed", updated, { now, origin: env.SITE_URL });
    } else if (to === "cancelled") {
      deposit = await claimDepositOnCancel(tx, updated, { by: adminId, role: "owner" }, now);
      await enqueueMail(
        tx,
        "booking-cancelled",
        await bookingCancelledEmail(updated, row.email, env.SITE_URL, deposit),
        related,
        now,
      );
      await enqueueVisitText(tx, "sms-booking-cancelled", updated, { now, origin: env.SITE_URL });
    } else if (to === "completed") {
      // The invoice now; its email is the wrap-up (src/server/visits/send-wrap-up.ts).
      await issueInvoice(tx, updated, now);
    }
    return { ok: true, booking: updated, customerEmail: row.email };
  });
  if (result.ok) {
    nudgeOutbox();
    await refundOnCancel(db, deposit as CancelDeposit | null, options.gateway, now);
  }
  return result;
}
