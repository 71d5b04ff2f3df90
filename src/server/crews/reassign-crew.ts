import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { crewFree } from "@/domain/scheduling/crews";
import { loadDays, lockDay } from "@/server/bookings/booking-days";
import type { Db } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookingStatusChanges, bookings, crews } from "@/server/db/schema";
import { placeOf } from "@/server/geo/locate";

export type ReassignResult =
  | { ok: true; booking: Booking; crewName: string }
  | {
      ok: false;
      reason: "booking-not-found" | "booking-not-movable" | "crew-not-found" | "crew-busy" | "booking-changed";
    };

const MOVABLE = ["pending", "confirmed"];

/**
 * The owner gives a booking to another crew of its area. Under the day's lock the crew must be on
 * duty for the whole job with no other job then ("crew-busy" otherwise); the booking must still be
 * at the day and time the owner saw (a customer may have moved it meanwhile). The change is kept
 * in the booking's history (booking_status_changes, the status unchanged, reason
 * "crew: A -> B"), with who made it and when.
 */
export async function reassignCrew(
  db: Db,
  adminId: string,
  bookingId: string,
  crewId: string,
  options: { now: Date },
): Promise<ReassignResult> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return { ok: false, reason: "booking-not-found" };
  if (!MOVABLE.includes(booking.status)) return { ok: false, reason: "booking-not-movable" };
  const [crew] = await db
    .select()
    .from(crews)
    .where(and(eq(crews.id, crewId), eq(crews.serviceArea, booking.serviceArea), eq(crews.active, true)));
  if (!crew) return { ok: false, reason: "crew-not-found" };
  return db.transaction(async (tx): Promise<ReassignResult> => {
    await lockDay(tx, booking.serviceArea, booking.appointmentDate);
    const day = (
      await loadDays(tx, booking.serviceArea, [booking.appointmentDate], { excludeBookingId: booking.id })
    ).get(booking.appointmentDate);
    const onDuty = day?.duty.find((c) => c.id === crew.id);
    const job = { time: booking.appointmentTime, durationMinutes: booking.durationMinutes, at: placeOf(booking) };
    if (!day || !onDuty || !crewFree(onDuty, day.jobs, job, day.policy)) return { ok: false, reason: "crew-busy" };
    const [current] = await tx
      .select({ crewId: bookings.crewId, crewName: crews.name })
      .from(bookings)
      .leftJoin(crews, eq(crews.id, bookings.crewId))
      .where(eq(bookings.id, booking.id));
    const [updated] = await tx
      .update(bookings)
      .set({ crewId: crew.id, updatedAt: options.now })
      .where(
        and(
          eq(bookings.id, booking.id),
          inArray(bookings.status, MOVABLE),
          eq(bookings.appointmentDate, booking.appointmentDate),
          eq(bookings.appointmentTime, booking.appointmentTime),
        ),
      )
      .returning();
    if (!updated) return { ok: false, reason: "booking-changed" };
    if (current?.crewId !== crew.id) {
      await tx.insert(bookingStatusChanges).values({
        bookingId: booking.id,
        fromStatus: updated.status,
        toStatus: updated.status,
        changedBy: adminId,
        changedAt: options.now,
        reason: `crew: ${current?.crewName ?? "none"} -> ${crew.name}`,
      });
    }
    return { ok: true, booking: updated, crewName: crew.name };
  });
}
