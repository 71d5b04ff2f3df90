import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import { byName } from "@/domain/scheduling/crews";
import { loadDays } from "@/server/bookings/booking-days";
import type { Db } from "@/server/db/client";
import { bookings, crews, user } from "@/server/db/schema";

/**
 * One area's day for the owner and the run sheet: its jobs in start order with their crews, who
 * is on duty, and the area's active crews (the choices for a reassignment).
 */
export async function daySchedule(db: Db, area: string, date: string) {
  const day = (await loadDays(db, area, [date])).get(date);
  const rows = await db
    .select({ booking: bookings, customerName: user.name, customerEmail: user.email })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(and(eq(bookings.serviceArea, area), eq(bookings.appointmentDate, date), ne(bookings.status, "cancelled")))
    .orderBy(asc(bookings.appointmentTime), asc(bookings.createdAt));
  // Inactive crews too: a job may still name one.
  const areaCrews = (
    await db
      .select({ id: crews.id, name: crews.name, active: crews.active })
      .from(crews)
      .where(eq(crews.serviceArea, area))
  ).sort(byName);
  const duty = day?.duty ?? [];
  return {
    crewsByHour: day?.crews ?? [],
    crewCount: duty.filter((c) => c.onDuty.some(Boolean)).length,
    onDuty: duty.filter((c) => c.onDuty.some(Boolean)).map((c) => ({ id: c.id, name: c.name })),
    crews: areaCrews.filter((c) => c.active).map((c) => ({ id: c.id, name: c.name })),
    holiday: day?.holiday ?? null,
    closures: day?.closures ?? [],
    jobs: rows.map((r) => {
      const crew = areaCrews.find((c) => c.id === r.booking.crewId);
      return { ...r, crew: crew ? { id: crew.id, name: crew.name } : null };
    }),
  };
}
