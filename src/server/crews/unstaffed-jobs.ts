import "server-only";
import { and, asc, eq, gte, inArray, not, or } from "drizzle-orm";
import { site } from "@/content/site";
import { localDate } from "@/domain/scheduling/schedule";
import type { Reader } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookings, crews, user } from "@/server/db/schema";
import { crewStaffed } from "./staffed";

export interface UnstaffedJob {
  booking: Booking;
  crewName: string;
  customerName: string;
  /** The area's crews with somebody in them, for Reassign. */
  staffedCrews: { id: string; name: string }[];
}

/**
 * Live jobs from today on held by a crew nobody is in (or a crew no longer working): the booking
 * stays, nobody's phone shows it, so Today names each with Reassign. At most 50, earliest first.
 */
export async function unstaffedJobs(db: Reader, now: Date): Promise<UnstaffedJob[]> {
  // A day before the business's date covers the areas west of it.
  const from = localDate(new Date(now.getTime() - 86_400_000), site.timeZone);
  const rows = await db
    .select({ booking: bookings, crewName: crews.name, customerName: user.name })
    .from(bookings)
    .innerJoin(crews, eq(crews.id, bookings.crewId))
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(
      and(
        inArray(bookings.status, ["pending", "confirmed"]),
        gte(bookings.appointmentDate, from),
        or(not(crewStaffed), eq(crews.active, false)),
      ),
    )
    .orderBy(asc(bookings.appointmentDate), asc(bookings.appointmentTime))
    .limit(50);
  if (rows.length === 0) return [];
  const areas = [...new Set(rows.map((r) => r.booking.serviceArea))];
  const staffed = await db
    .select({ id: crews.id, name: crews.name, serviceArea: crews.serviceArea })
    .from(crews)
    .where(and(inArray(crews.serviceArea, areas), eq(crews.active, true), crewStaffed))
    .orderBy(asc(crews.name));
  return rows.map((r) => ({
    ...r,
    staffedCrews: staffed.filter((c) => c.serviceArea === r.booking.serviceArea).map(({ id, name }) => ({ id, name })),
  }));
}
