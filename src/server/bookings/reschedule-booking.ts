import { openToEveryone } from "@/domain/plans/plan-benefits";
import { firstOpenDayFor } from "@/server/plans/member-benefits";
import "server-only";
import { and, eq, ne, notInArray, sql } from "drizzle-orm";
import { BOOKING_LIMITS, type BookingLimits } from "@/domain/booking/booking-limits";
import type { MoveReason } from "@/domain/booking/move-reasons";
import { appointmentStart, canChangeBooking, isInWindow } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import { bookingStatusChanges, bookings, user } from "@/server/db/schema";
import { env } from "@/server/env";
import { bookingConfirmationEmail, ownerRescheduleNotice } from "@/server/mail/booking-emails";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { applyMove } from "./apply-move";
import { lockAndCheckMove } from "./booking-days";
import { messageFor, movedDraft, prepareMail } from "./booking-mail";
import { type ChangeResult, customerOf, isActive, ownBooking, queueBookingMail } from "./own-booking";

/**
 * The customer moves their own booking to a free start, until 24 hours before the visit. The
 * owner confirmed the old time, not the new one: a confirmed booking goes back to pending
 * (compare-and-set on the status read, so an owner's change in between refuses the move), and
 * both the customer's email and the owner's notice say so. The invite's SEQUENCE goes up. The
 * move and its reason, if given, are kept for the owner's insights.
 */
export async function rescheduleBooking(
  db: Db,
  userId: string,
  bookingId: string,
  to: { appointmentDate: string; appointmentTime: string; reason?: MoveReason },
  options: { now: Date; limits?: BookingLimits | "off" },
): Promise<ChangeResult> {
  const booking = await ownBooking(db, userId, bookingId);
  const limits = options.limits ?? BOOKING_LIMITS;
  if (!booking) return { ok: false, reason: "booking-not-found" };
  if (!isActive(booking.status)) return { ok: false, reason: "not-active" };
  const start = appointmentStart(booking.appointmentDate, booking.appointmentTime, booking.timeZone);
  if (!canChangeBooking(start, options.now)) return { ok: false, reason: "too-late" };
  if (!isInWindow(to.appointmentDate, to.appointmentTime, options.now, booking.timeZone)) {
    return { ok: false, reason: "slot-unavailable" };
  }
  // A day the owner keeps for plan members (decision 0044) is not reached by moving a visit either.
  if (!openToEveryone(to.appointmentDate, await firstOpenDayFor(db, userId, options.now))) {
    return { ok: false, reason: "member-time" };
  }
  const status = booking.status === "confirmed" ? "pending" : booking.status;
  const customer = await customerOf(db, booking);
  // Rendered before the day lock (booking-mail.ts), from the booking as the move will leave it.
  const email = await prepareMail(movedDraft(booking, to, options.now, status), (moved) =>
    bookingConfirmationEmail(moved, customer.email, env.SITE_URL, "rescheduled"),
  );
  const result = await db.transaction(async (tx): Promise<ChangeResult> => {
    if (limits !== "off" && to.appointmentDate !== booking.appointmentDate) {
      // Moving a visit onto a day that already holds another of the customer's visits would get
      // round the one-a-day rule. The customer's row first, the order createBooking locks in.
      await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
      const [sameDay] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, userId),
            eq(bookings.appointmentDate, to.appointmentDate),
            ne(bookings.id, booking.id),
            notInArray(bookings.status, ["cancelled", "completed"]),
          ),
        );
      if ((sameDay?.n ?? 0) >= limits.perDay) return { ok: false, reason: "booking-day-limit" };
    }
    // Then the target day's lock.
    // The moved job gets a crew free at its new time, by the same rule as a new booking.
    const crew = await lockAndCheckMove(tx, booking, to);
    if ("refused" in crew) return { ok: false, reason: crew.refused };
    const updated = await applyMove(tx, booking, to, {
      crewId: crew.crewId,
      movedBy: "customer",
      changedBy: userId,
      now: options.now,
      expect: and(eq(bookings.userId, userId), eq(bookings.status, booking.status)),
      status,
    });
    if (!updated) return { ok: false, reason: "not-active" };
    if (status !== booking.status) {
      await tx
        .insert(bookingStatusChanges)
        .values({ bookingId: booking.id, fromStatus: booking.status, toStatus: status, changedBy: userId });
    }
    await queueBookingMail(tx, "booking-rescheduled", updated, await messageFor(email, updated), options.now);
    await queueBookingMail(
      tx,
      "booking-owner-reschedule",
      updated,
      ownerRescheduleNotice(updated, booking, customer, env.BUSINESS_EMAIL, env.SITE_URL),
      options.now,
    );
    return { ok: true, booking: updated };
  });
  if (result.ok) nudgeOutbox();
  return result;
}
