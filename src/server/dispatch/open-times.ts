import "server-only";
import { and, eq } from "drizzle-orm";
import { openStartsFor } from "@/domain/scheduling/crews";
import { isInWindow, TIME_SLOTS, type TimeSlot } from "@/domain/scheduling/schedule";
import { loadDays } from "@/server/bookings/booking-days";
import type { Db } from "@/server/db/client";
import { bookings } from "@/server/db/schema";
import { placeOf } from "@/server/geo/locate";

export type OpenTimesResult = { ok: true; starts: TimeSlot[] } | { ok: false; reason: "booking-not-found" };

/**
 * The starts the board's Move… menu offers for one job with one crew on one date: the times that
 * crew is on duty and free for the whole job, the job itself not counted (it is the one moving),
 * inside the booking window. The same crew test the move then makes under the day's lock, so a
 * time offered here is refused only when somebody took it meanwhile.
 */
export async function boardOpenTimes(
  db: Db,
  input: { bookingId: string; crewId: string; date: string },
  options: { now: Date },
): Promise<OpenTimesResult> {
  const [booking] = await db
    .select({
      id: bookings.id,
      serviceArea: bookings.serviceArea,
      timeZone: bookings.timeZone,
      durationMinutes: bookings.durationMinutes,
      latitude: bookings.latitude,
      longitude: bookings.longitude,
      zipCode: bookings.zipCode,
      city: bookings.city,
      state: bookings.state,
    })
    .from(bookings)
    .where(and(eq(bookings.id, input.bookingId)));
  if (!booking) return { ok: false, reason: "booking-not-found" };
  const inWindow = TIME_SLOTS.filter((t) => isInWindow(input.date, t, options.now, booking.timeZone));
  if (inWindow.length === 0) return { ok: true, starts: [] };
  const day = (await loadDays(db, booking.serviceArea, [input.date], { excludeBookingId: booking.id })).get(input.date);
  const crew = day?.duty.filter((c) => c.id === input.crewId) ?? [];
  const open = day ? openStartsFor(crew, day.jobs, booking.durationMinutes, placeOf(booking), day.policy) : [];
  return { ok: true, starts: open.filter((t) => inWindow.includes(t)) };
}
