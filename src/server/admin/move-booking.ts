import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { fits, isOpen } from "@/domain/scheduling/capacity";
import { isInWindow } from "@/domain/scheduling/schedule";
import { loadDays, lockDay } from "@/server/bookings/booking-days";
import type { Booking } from "@/server/bookings/create-booking";
import type { Db } from "@/server/db/client";
import { bookings, user } from "@/server/db/schema";

export type MoveResult =
  | { ok: true; booking: Booking; customerEmail: string }
  | { ok: false; reason: "not-found" | "not-active" | "slot-unavailable" | "slot-full" };

/**
 * The owner moves a live booking (one a closure stranded, say) to another open start in its
 * area, after agreeing it with the customer: same crew-time check under the day lock as a
 * customer's reschedule, without the customer's 24-hour rule.
 */
export async function moveBooking(
  db: Db,
  bookingId: string,
  to: { appointmentDate: string; appointmentTime: string },
  options: { now: Date; capacity: number },
): Promise<MoveResult> {
  const [row] = await db
    .select({ booking: bookings, email: user.email })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (!row) return { ok: false, reason: "not-found" };
  const { booking } = row;
  if (booking.status !== "pending" && booking.status !== "confirmed") return { ok: false, reason: "not-active" };
  if (!isInWindow(to.appointmentDate, to.appointmentTime, options.now, booking.timeZone)) {
    return { ok: false, reason: "slot-unavailable" };
  }
  const job = { time: to.appointmentTime, durationMinutes: booking.durationMinutes };
  return db.transaction(async (tx) => {
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
      .where(and(eq(bookings.id, booking.id), inArray(bookings.status, ["pending", "confirmed"])))
      .returning();
    return updated
      ? ({ ok: true, booking: updated, customerEmail: row.email } as const)
      : ({ ok: false, reason: "not-active" } as const);
  });
}
