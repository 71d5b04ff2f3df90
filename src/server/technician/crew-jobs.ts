import "server-only";
import { and, asc, between, eq, ne } from "drizzle-orm";
import { site } from "@/content/site";
import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import type { LatLng } from "@/domain/geo/distance";
import { drivePolicyOf } from "@/domain/geo/drive-settings";
import { type DrivePolicy, driveMinutes } from "@/domain/geo/drive-time";
import { crewDays, crewDaysRange } from "@/domain/visit/crew-visit";
import type { Db } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookings, crewMembers, crews, user } from "@/server/db/schema";
import { loadDriveSettings } from "@/server/dispatch/drive-settings";
import { areaStart, crewStart, placeOf } from "@/server/geo/locate";
import { paidLines } from "@/server/visits/visit-money";
import { latestChangeInto, type StepTimes, shownStepTimes } from "./step-times";

export interface CrewJob {
  booking: Booking;
  customerName: string;
  customerEmail: string;
  steps: StepTimes;
  /** "Paid $149, card" once the invoice is settled, else null (the card says what to collect). */
  paid: string | null;
  /** The planned drive to this job from the last one, or (the day's first) from the crew's start point; null: a place unknown. */
  driveMinutes: number | null;
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
 *
 * One round trip for the jobs, as this runs on every load of a technician's page: the crew and its jobs of
 * crewDaysRange, narrowed here to the two days once the crew's zone and weekdays are known.
 */
export async function listCrewJobs(db: Db, technicianUserId: string, now: Date): Promise<CrewJobs> {
  const range = crewDaysRange(now);
  const rows = await db
    .select({
      crew: {
        id: crews.id,
        name: crews.name,
        area: crews.serviceArea,
        weekdays: crews.weekdays,
        startLatitude: crews.startLatitude,
        startLongitude: crews.startLongitude,
      },
      booking: bookings,
      customerName: user.name,
      customerEmail: user.email,
      startedAt: latestChangeInto("in_progress"),
      finishedAt: latestChangeInto("completed"),
    })
    .from(crewMembers)
    .innerJoin(crews, eq(crews.id, crewMembers.crewId))
    .leftJoin(
      bookings,
      and(
        eq(bookings.crewId, crews.id),
        between(bookings.appointmentDate, range.from, range.to),
        ne(bookings.status, "cancelled"),
      ),
    )
    .leftJoin(user, eq(user.id, bookings.userId))
    .where(eq(crewMembers.userId, technicianUserId))
    .orderBy(asc(bookings.appointmentDate), asc(bookings.appointmentTime), asc(bookings.createdAt));
  const crew = rows[0]?.crew;
  if (!crew) return { crew: null };
  const timeZone = SERVICE_AREAS.find((a) => a.id === crew.area)?.timeZone ?? site.timeZone;
  const { today, next } = crewDays(now, timeZone, crew.weekdays);
  const dates = next ? [today, next] : [today];
  const [paid, drive] = await Promise.all([
    paidLines(
      db,
      rows.flatMap((r) => (r.booking && dates.includes(r.booking.appointmentDate) ? [r.booking.id] : [])),
    ),
    loadDriveSettings(db),
  ]);
  const policy = drivePolicyOf(drive);
  return {
    crew: { id: crew.id, name: crew.name, timeZone },
    days: dates
      .map((date) => ({
        date,
        today: date === today,
        jobs: rows.flatMap(({ crew: c, booking, customerName, customerEmail, startedAt, finishedAt }) =>
          c.id === crew.id && booking?.appointmentDate === date
            ? [
                {
                  booking,
                  customerName: customerName ?? "",
                  customerEmail: customerEmail ?? "",
                  steps: shownStepTimes(booking.status, {
                    onMyWayAt: booking.onMyWayTappedAt ?? booking.onMyWayAt,
                    startedAt,
                    finishedAt,
                  }),
                  paid: paid.get(booking.id) ?? null,
                  driveMinutes: null,
                },
              ]
            : [],
        ),
      }))
      .map((d) => ({ ...d, jobs: withDrives(d.jobs, crewStart(crew, areaStart(crew.area)), policy) })),
  };
}

/** Each job with the drive from the one before it (start order is the route order: decision 0036). */
function withDrives(jobs: CrewJob[], start: LatLng | null, policy: DrivePolicy): CrewJob[] {
  let from = start;
  return jobs.map((job) => {
    const at = placeOf(job.booking);
    const drive = from && at ? driveMinutes(from, at, policy) : null;
    from = at ?? from;
    return { ...job, driveMinutes: drive };
  });
}
