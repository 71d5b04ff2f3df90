import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import type { DayMapCrew } from "@/domain/dispatch/day-map";
import { byName } from "@/domain/scheduling/crews";
import { crewStaffed } from "@/server/crews/staffed";
import type { Reader } from "@/server/db/client";
import { bookings, crews, user } from "@/server/db/schema";
import { areaStart, crewStart, placeOf } from "@/server/geo/locate";

/**
 * One area's day for the board's map (decision 0043): each staffed crew's start point and its
 * jobs that day in start order (the route it drives), each at its place. Jobs without a place, or
 * of no crew on the board, are left off the map (the board still lists them). Two indexed reads.
 */
export async function dayMap(db: Reader, area: string, date: string): Promise<DayMapCrew[]> {
  const areaCrews = await db
    .select({
      id: crews.id,
      name: crews.name,
      active: crews.active,
      staffed: crewStaffed,
      startLatitude: crews.startLatitude,
      startLongitude: crews.startLongitude,
    })
    .from(crews)
    .where(eq(crews.serviceArea, area));
  const rows = await db
    .select({
      id: bookings.id,
      time: bookings.appointmentTime,
      crewId: bookings.crewId,
      customerName: user.name,
      city: bookings.city,
      state: bookings.state,
      zipCode: bookings.zipCode,
      latitude: bookings.latitude,
      longitude: bookings.longitude,
    })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(and(eq(bookings.serviceArea, area), eq(bookings.appointmentDate, date), ne(bookings.status, "cancelled")))
    .orderBy(asc(bookings.appointmentTime), asc(bookings.createdAt));
  const start = areaStart(area);
  return areaCrews
    .filter((c) => c.active && c.staffed)
    .sort(byName)
    .map((c) => ({
      id: c.id,
      name: c.name,
      start: crewStart(c, start),
      stops: rows.flatMap((r) => {
        const at = r.crewId === c.id ? placeOf(r) : null;
        return at ? [{ id: r.id, time: r.time, customerName: r.customerName, city: r.city ?? "", at }] : [];
      }),
    }));
}
