import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import { assignCrews } from "@/domain/scheduling/capacity";
import { loadDays } from "@/server/bookings/booking-days";
import type { Db } from "@/server/db/client";
import { bookings, user } from "@/server/db/schema";

/** One area's day for the owner and the run sheet: its jobs in start order with a crew each. */
export async function daySchedule(db: Db, area: string, date: string, options: { weekdayDefault: number }) {
  const day = (await loadDays(db, area, [date], options)).get(date);
  const rows = await db
    .select({ booking: bookings, customerName: user.name, customerEmail: user.email })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(and(eq(bookings.serviceArea, area), eq(bookings.appointmentDate, date), ne(bookings.status, "cancelled")))
    .orderBy(asc(bookings.appointmentTime), asc(bookings.createdAt));
  const crewCount = Math.max(0, ...(day?.crews ?? [0]));
  const crews = assignCrews(
    rows.map((r) => ({ time: r.booking.appointmentTime, durationMinutes: r.booking.durationMinutes })),
    crewCount,
  );
  return {
    crewsByHour: day?.crews ?? [],
    crewCount,
    holiday: day?.holiday ?? null,
    closures: day?.closures ?? [],
    jobs: rows.map((r, i) => ({ ...r, crew: crews[i] ?? -1 })),
  };
}
