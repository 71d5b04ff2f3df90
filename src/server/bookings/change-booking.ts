import "server-only";
import { and, eq } from "drizzle-orm";
import { fits, isOpen } from "@/domain/scheduling/capacity";
import { appointmentStart, canChangeBooking, isInWindow } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import { bookings, recurringSchedules } from "@/server/db/schema";
import { loadDays, lockDay } from "./booking-days";
import type { Booking } from "./create-booking";

export type ChangeResult =
  | { ok: true; booking: Booking }
  | { ok: false; reason: "not-found" | "too-late" | "not-active" | "slot-unavailable" | "slot-full" };

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
  if (!booking) return { ok: false, reason: "not-found" };
  if (!ACTIVE.has(booking.status)) return { ok: false, reason: "not-active" };
  const start = appointmentStart(booking.appointmentDate, booking.appointmentTime, booking.timeZone);
  if (!canChangeBooking(start, now)) return { ok: false, reason: "too-late" };
  return null;
}

export async function cancelBooking(db: Db, userId: string, bookingId: string, now: Date): Promise<ChangeResult> {
  const booking = await ownBooking(db, userId, bookingId);
  const refused = refusal(booking, now);
  if (refused || !booking) return refused ?? { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(and(eq(bookings.id, booking.id), eq(bookings.userId, userId)))
      .returning();
    await tx
      .update(recurringSchedules)
      .set({ isActive: false, updatedAt: new Date() })
      .where(and(eq(recurringSchedules.originalBookingId, booking.id), eq(recurringSchedules.userId, userId)));
    return updated ? { ok: true, booking: updated } : { ok: false, reason: "not-found" };
  });
}

export async function rescheduleBooking(
  db: Db,
  userId: string,
  bookingId: string,
  to: { appointmentDate: string; appointmentTime: string },
  options: { now: Date; capacity: number },
): Promise<ChangeResult> {
  const booking = await ownBooking(db, userId, bookingId);
  const refused = refusal(booking, options.now);
  if (refused || !booking) return refused ?? { ok: false, reason: "not-found" };
  if (!isInWindow(to.appointmentDate, to.appointmentTime, options.now, booking.timeZone)) {
    return { ok: false, reason: "slot-unavailable" };
  }
  const job = { time: to.appointmentTime, durationMinutes: booking.durationMinutes };
  return db.transaction(async (tx) => {
    // The target day's lock; leaving the old day only frees crew time, so it needs none.
    await lockDay(tx, booking.serviceArea, to.appointmentDate);
    const day = (
      await loadDays(tx, booking.serviceArea, [to.appointmentDate], {
        weekdayDefault: options.capacity,
        excludeBookingId: booking.id,
      })
    ).get(to.appointmentDate);
    if (!day || !isOpen(day.crews, job)) return { ok: false, reason: "slot-unavailable" } as const;
    if (!fits(day.jobs, day.crews, job)) return { ok: false, reason: "slot-full" } as const;
    const [updated] = await tx
      .update(bookings)
      .set({ appointmentDate: to.appointmentDate, appointmentTime: to.appointmentTime, updatedAt: new Date() })
      .where(and(eq(bookings.id, booking.id), eq(bookings.userId, userId)))
      .returning();
    return updated ? ({ ok: true, booking: updated } as const) : ({ ok: false, reason: "not-found" } as const);
  });
}
