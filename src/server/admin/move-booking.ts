import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { MoveReason } from "@/domain/booking/move-reasons";
import { isInWindow } from "@/domain/scheduling/schedule";
import { applyMove } from "@/server/bookings/apply-move";
import { lockAndCheckMove } from "@/server/bookings/booking-days";
import { messageFor, movedDraft, prepareMail } from "@/server/bookings/booking-mail";
import type { Db } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookings, user } from "@/server/db/schema";
import { env } from "@/server/env";
import { bookingConfirmationEmail } from "@/server/mail/booking-emails";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { enqueueVisitText } from "@/server/sms/enqueue-text";

export type MoveResult =
  | { ok: true; booking: Booking; customerEmail: string }
  | { ok: false; reason: "booking-not-found" | "booking-not-movable" | "slot-unavailable" | "slot-full" | "crew-busy" };

/**
 * The owner moves a live booking (one a closure stranded, say) to another open start in its
 * area, after agreeing it with the customer: same crew-time check under the day lock as a
 * customer's reschedule, without the customer's 24-hour rule. The customer's email with the new
 * time is queued in the same transaction.
 */
export async function moveBooking(
  db: Db,
  bookingId: string,
  /** crewId: the crew the owner chose on the dispatch board; without it the move picks one. */
  to: { appointmentDate: string; appointmentTime: string; reason?: MoveReason; crewId?: string },
  options: { now: Date; ownerId?: string },
): Promise<MoveResult> {
  const [row] = await db
    .select({ booking: bookings, email: user.email })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (!row) return { ok: false, reason: "booking-not-found" };
  const { booking } = row;
  if (booking.status !== "pending" && booking.status !== "confirmed")
    return { ok: false, reason: "booking-not-movable" };
  if (!isInWindow(to.appointmentDate, to.appointmentTime, options.now, booking.timeZone)) {
    return { ok: false, reason: "slot-unavailable" };
  }
  // Rendered before the day lock (booking-mail.ts), from the booking as the move will leave it.
  const email = await prepareMail(movedDraft(booking, to, options.now), (moved) =>
    bookingConfirmationEmail(moved, row.email, env.SITE_URL, "moved-by-owner"),
  );
  const result = await db.transaction(async (tx): Promise<MoveResult> => {
    // The moved job gets a crew free at its new time, by the same rule as a new booking (or the
    // owner's chosen crew, when that one is on duty and free).
    const crew = await lockAndCheckMove(tx, booking, to);
    if ("refused" in crew) return { ok: false, reason: crew.refused };
    const updated = await applyMove(tx, booking, to, {
      crewId: crew.crewId,
      movedBy: "owner",
      changedBy: options.ownerId ?? null,
      now: options.now,
      expect: inArray(bookings.status, ["pending", "confirmed"]),
    });
    if (!updated) return { ok: false, reason: "booking-not-movable" };
    await enqueueMail(
      tx,
      "booking-rescheduled",
      await messageFor(email, updated),
      { bookingId: updated.id },
      options.now,
    );
    await enqueueVisitText(tx, "sms-booking-moved", updated, { now: options.now, origin: env.SITE_URL });
    return { ok: true, booking: updated, customerEmail: row.email };
  });
  if (result.ok) nudgeOutbox();
  return result;
}
