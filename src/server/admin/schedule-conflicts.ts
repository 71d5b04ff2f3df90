import "server-only";
import { and, eq, gte, inArray, ne } from "drizzle-orm";
import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import { strandedJobs } from "@/domain/scheduling/crews";
import { localDate } from "@/domain/scheduling/schedule";
import { loadDays } from "@/server/bookings/booking-days";
import type { Db } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookings, user } from "@/server/db/schema";

export interface ConflictingBooking {
  booking: Booking;
  customerName: string;
  customerEmail: string;
}

/**
 * Upcoming live bookings that no longer have a crew: their crew is off (a closure, a holiday, a
 * weekday it no longer works, made inactive) or they never had one. Listed for the owner to
 * reassign, move or cancel. Optionally only some areas or one date.
 */
export async function listScheduleConflicts(
  db: Db,
  options: { now: Date; areas?: readonly string[]; date?: string },
): Promise<ConflictingBooking[]> {
  const out: ConflictingBooking[] = [];
  for (const area of SERVICE_AREAS) {
    if (options.areas && !options.areas.includes(area.id)) continue;
    const today = localDate(options.now, area.timeZone);
    const rows = await db
      .select({ booking: bookings, customerName: user.name, customerEmail: user.email })
      .from(bookings)
      .innerJoin(user, eq(user.id, bookings.userId))
      .where(
        and(
          eq(bookings.serviceArea, area.id),
          ne(bookings.status, "cancelled"),
          inArray(bookings.status, ["pending", "confirmed"]),
          options.date ? eq(bookings.appointmentDate, options.date) : gte(bookings.appointmentDate, today),
        ),
      )
      .orderBy(bookings.appointmentDate, bookings.appointmentTime, bookings.createdAt);
    if (rows.length === 0) continue;
    const dates = [...new Set(rows.map((r) => r.booking.appointmentDate))];
    const days = await loadDays(db, area.id, dates);
    for (const date of dates) {
      const day = days.get(date);
      if (!day) continue;
      const out_ = new Set(strandedJobs(day.duty, day.jobs).map((j) => j.id));
      for (const r of rows) if (out_.has(r.booking.id)) out.push(r);
    }
  }
  return out;
}
