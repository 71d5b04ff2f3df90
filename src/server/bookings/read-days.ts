import "server-only";
import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { drivePolicyOf } from "@/domain/geo/drive-settings";
import type { DrivePolicy } from "@/domain/geo/drive-time";
import { type CrewClosure, type CrewJob, crewCounts, crewsOnDuty, type DutyCrew } from "@/domain/scheduling/crews";
import { holidaysBetween } from "@/domain/scheduling/holidays";
import { weekdayOf } from "@/domain/scheduling/schedule";
import { crewStaffed } from "@/server/crews/staffed";
import type { Reader } from "@/server/db/client";
import { bookings, crews, holidayOverrides, scheduleClosures } from "@/server/db/schema";
import { loadDriveSettings } from "@/server/dispatch/drive-settings";
import { areaStart, crewStart, placeOf } from "@/server/geo/locate";

// An area's days as capacity sees them, read without making the area's crews first: the crews'
// backfill (crew-setup.ts) reads days with it, and booking-days.ts makes the crews, then reads.

export type DayJob = CrewJob;

export interface DayState {
  date: string;
  /** Crews on duty in each hour of the working day. */
  crews: number[];
  /** Who is on duty that day, hour by hour, in name order. */
  duty: DutyCrew[];
  /** Live jobs of the area that day with their crews, earliest first. */
  jobs: DayJob[];
  holiday: string | null;
  closures: (CrewClosure & { id: string; reason: string; serviceArea: string | null })[];
  /** The owner's drive figures (decision 0043), for every crew question asked of this day. */
  policy: DrivePolicy;
}

/** loadDays without making the area's crews (the backfill itself reads days with it). */
export async function readDays(
  db: Reader,
  serviceArea: string,
  dates: readonly string[],
  /** allCrews: the backfill places old bookings on the crews that exist, staffed or not. */
  options: { excludeBookingId?: string; allCrews?: boolean },
): Promise<Map<string, DayState>> {
  const days = new Map<string, DayState>();
  if (dates.length === 0) return days;
  const sorted = [...new Set(dates)].sort();
  // One after the other: inside a transaction they share one connection.
  const areaCrews = await db
    .select({
      id: crews.id,
      name: crews.name,
      weekdays: crews.weekdays,
      staffed: crewStaffed,
      startLatitude: crews.startLatitude,
      startLongitude: crews.startLongitude,
    })
    .from(crews)
    .where(and(eq(crews.serviceArea, serviceArea), eq(crews.active, true)));
  const jobs = await db
    .select({
      id: bookings.id,
      date: bookings.appointmentDate,
      time: bookings.appointmentTime,
      durationMinutes: bookings.durationMinutes,
      crewId: bookings.crewId,
      latitude: bookings.latitude,
      longitude: bookings.longitude,
      zipCode: bookings.zipCode,
      city: bookings.city,
      state: bookings.state,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.serviceArea, serviceArea),
        inArray(bookings.appointmentDate, sorted),
        ne(bookings.status, "cancelled"),
        options.excludeBookingId ? ne(bookings.id, options.excludeBookingId) : undefined,
      ),
    )
    .orderBy(bookings.appointmentDate, bookings.appointmentTime, bookings.createdAt);
  const closures = await db
    .select()
    .from(scheduleClosures)
    .where(
      and(
        inArray(scheduleClosures.date, sorted),
        or(eq(scheduleClosures.serviceArea, serviceArea), isNull(scheduleClosures.serviceArea)),
      ),
    );
  const overrides = await db.select().from(holidayOverrides).where(inArray(holidayOverrides.date, sorted));
  const holidays = holidaysBetween(sorted[0] ?? "", sorted.at(-1) ?? "", overrides);
  const policy = drivePolicyOf(await loadDriveSettings(db));
  // A crew starts its day at its own address, else at the area's start point (decisions 0036, 0043).
  const start = areaStart(serviceArea);
  const startOf = new Map(areaCrews.map((c) => [c.id, crewStart(c, start)]));
  for (const date of sorted) {
    const holiday = holidays.find((h) => h.date === date)?.name ?? null;
    const dayClosures = closures
      .filter((c) => c.date === date)
      .map((c) => ({
        id: c.id,
        fromTime: c.fromTime,
        toTime: c.toTime,
        crews: c.crews,
        crewId: c.crewId,
        reason: c.reason,
        serviceArea: c.serviceArea,
      }));
    const duty = crewsOnDuty({
      crews: options.allCrews ? areaCrews.map((c) => ({ ...c, staffed: true })) : areaCrews,
      weekday: weekdayOf(date),
      holiday: holiday !== null,
      closures: dayClosures,
    }).map((c) => ({ ...c, start: startOf.get(c.id) ?? start }));
    days.set(date, {
      date,
      holiday,
      closures: dayClosures,
      policy,
      duty,
      crews: crewCounts(duty),
      jobs: jobs
        .filter((j) => j.date === date)
        .map((j) => ({
          id: j.id,
          time: j.time,
          durationMinutes: j.durationMinutes,
          crewId: j.crewId,
          at: placeOf(j),
        })),
    });
  }
  return days;
}
