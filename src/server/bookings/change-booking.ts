import "server-only";
import { and, eq, ne, notInArray, sql } from "drizzle-orm";
import { BOOKING_LIMITS, type BookingLimits } from "@/domain/booking/booking-limits";
import type { OutboxKind } from "@/domain/outbox/outbox";
import { appointmentStart, canChangeBooking, isInWindow } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import { bookings, recurringSchedules, user } from "@/server/db/schema";
import { env } from "@/server/env";
import { bookingCancelledEmail, bookingConfirmationEmail } from "@/server/mail/booking-emails";
import type { MailMessage } from "@/server/mail/mailer";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { lockAndCheckMove, type Tx } from "./booking-days";
import type { Booking } from "./create-booking";

export type ChangeResult =
  | { ok: true; booking: Booking }
  | {
      ok: false;
      reason: "booking-not-found" | "too-late" | "not-active" | "slot-unavailable" | "slot-full" | "booking-day-limit";
    };

/** Queues the customer's email about a change to their booking, in the change's transaction. */
export async function queueCustomerEmail(
  tx: Tx,
  kind: OutboxKind,
  booking: Booking,
  message: (to: string) => MailMessage,
  now: Date,
): Promise<void> {
  const [customer] = await tx.select({ email: user.email }).from(user).where(eq(user.id, booking.userId));
  if (!customer) throw new Error("booking without its customer");
  await enqueueMail(tx, kind, message(customer.email), { bookingId: booking.id }, now);
}

const ACTIVE = new Set(["pending", "confirmed"]);

/** Only the owner's own booking is ever found: the user id is part of every lookup. */
async function ownBooking(db: Db, userId: string, bookingId: string): Promise<Booking | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  return row;
}

function refusal(booking: Booking | undefined, now: Date): ChangeResult | null {
  if (!booking) return { ok: false, reason: "booking-not-found" };
  if (!ACTIVE.has(booking.status)) return { ok: false, reason: "not-active" };
  const start = appointmentStart(booking.appointmentDate, booking.appointmentTime, booking.timeZone);
  if (!canChangeBooking(start, now)) return { ok: false, reason: "too-late" };
  return null;
}

/** Cancels the customer's own booking (and its recurring schedule) and queues the cancellation email. */
export async function cancelBooking(db: Db, userId: string, bookingId: string, now: Date): Promise<ChangeResult> {
  const booking = await ownBooking(db, userId, bookingId);
  const refused = refusal(booking, now);
  if (refused || !booking) return refused ?? { ok: false, reason: "booking-not-found" };
  const result = await db.transaction(async (tx): Promise<ChangeResult> => {
    const [updated] = await tx
      .update(bookings)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(and(eq(bookings.id, booking.id), eq(bookings.userId, userId)))
      .returning();
    await tx
      .update(recurringSchedules)
      .set({ isActive: false, updatedAt: new Date() })
      .where(and(eq(recurringSchedules.originalBookingId, booking.id), eq(recurringSchedules.userId, userId)));
    if (!updated) return { ok: false, reason: "booking-not-found" };
    await queueCustomerEmail(tx, "booking-cancelled", updated, (to) => bookingCancelledEmail(updated, to), now);
    return { ok: true, booking: updated };
  });
  if (result.ok) nudgeOutbox();
  return result;
}

/** Moves the customer's own booking to a free slot and queues the new confirmation. */
export async function rescheduleBooking(
  db: Db,
  userId: string,
  bookingId: string,
  to: { appointmentDate: string; appointmentTime: string },
  options: { now: Date; capacity: number; limits?: BookingLimits | "off" },
): Promise<ChangeResult> {
  const booking = await ownBooking(db, userId, bookingId);
  const limits = options.limits ?? BOOKING_LIMITS;
  const refused = refusal(booking, options.now);
  if (refused || !booking) return refused ?? { ok: false, reason: "booking-not-found" };
  if (!isInWindow(to.appointmentDate, to.appointmentTime, options.now, booking.timeZone)) {
    return { ok: false, reason: "slot-unavailable" };
  }
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
    const refused = await lockAndCheckMove(tx, booking, to, options.capacity);
    if (refused) return { ok: false, reason: refused };
    const [updated] = await tx
      .update(bookings)
      .set({ appointmentDate: to.appointmentDate, appointmentTime: to.appointmentTime, updatedAt: new Date() })
      .where(and(eq(bookings.id, booking.id), eq(bookings.userId, userId)))
      .returning();
    if (!updated) return { ok: false, reason: "booking-not-found" };
    await queueCustomerEmail(
      tx,
      "booking-rescheduled",
      updated,
      (to) => bookingConfirmationEmail(updated, to, env.SITE_URL, "rescheduled"),
      options.now,
    );
    return { ok: true, booking: updated };
  });
  if (result.ok) nudgeOutbox();
  return result;
}
