import "server-only";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { SERVICE_AREAS } from "@/content/service-area";
import { site } from "@/content/site";
import { crewDays } from "@/domain/visit/crew-visit";
import type { Db } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookings, crewMembers, crews, user } from "@/server/db/schema";
import { latestChangeInto, type StepTimes, shownStepTimes } from "./step-times";

export interface CrewJob {
  booking: Booking;
  customerName: string;
  customerEmail: string;
  steps: StepTimes;
}

export interface CrewDay {
  date: string;
  /** Steps can be taken on this day's jobs (today); the next day's are shown to plan ahead. */
  today: boolean;
  jobs: CrewJob[];
}

export type CrewJobs = { crew: null } | { crew: { id: string; name: string; timeZone: string }; days: CrewDay[] };

/**
 * The signed-in technician's crew's jobs today and on its next working day (in the crew's area's
 * zone), not cancelled, in start order. Only the crew's own bookings: the membership decides.
 */
export async function listCrewJobs(db: Db, technicianUserId: string, now: Date): Promise<CrewJobs> {
  const [crew] = await db
    .select({ id: crews.id, name: crews.name, area: crews.serviceArea, weekdays: crews.weekdays })
    .from(crewMembers)
    .innerJoin(crews, eq(crews.id, crewMembers.crewId))
    .where(eq(crewMembers.userId, technicianUserId));
  if (!crew) return { crew: null };
  const timeZone = SERVICE_AREAS.find((a) => a.id === crew.area)?.timeZone ?? site.timeZone;
  const { today, next } = crewDays(now, timeZone, crew.weekdays);
  const dates = next ? [today, next] : [today];
  // The jobs and their step times in one round trip: this runs on every load of a technician's page.
  const rows = await db
    .select({
      booking: bookings,
      customerName: user.name,
      customerEmail: user.email,
      startedAt: latestChangeInto("in_progress"),
      finishedAt: latestChangeInto("completed"),
    })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(
      and(eq(bookings.crewId, crew.id), inArray(bookings.appointmentDate, dates), ne(bookings.status, "cancelled")),
    )
    .orderBy(asc(bookings.appointmentDate), asc(bookings.appointmentTime), asc(bookings.createdAt));
  return {
    crew: { id: crew.id, name: crew.name, timeZone },
    days: dates.map((date) => ({
      date,
      today: date === today,
      jobs: rows
        .filter((r) => r.booking.appointmentDate === date)
        .map(({ booking, customerName, customerEmail, startedAt, finishedAt }) => ({
          booking,
          customerName,
          customerEmail,
          steps: shownStepTimes(booking.status, { onMyWayAt: booking.onMyWayAt, startedAt, finishedAt }),
        })),
    })),
  };
}
