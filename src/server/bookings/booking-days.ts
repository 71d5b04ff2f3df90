import "server-only";
import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { drivePolicyOf } from "@/domain/geo/drive-settings";
import type { DrivePolicy } from "@/domain/geo/drive-time";
import {
  anyCrewOnDuty,
  type CrewClosure,
  type CrewJob,
  crewCounts,
  crewFree,
  crewsOnDuty,
  type DutyCrew,
  type PlacedJob,
  pickCrew,
} from "@/domain/scheduling/crews";
import { holidaysBetween } from "@/domain/scheduling/holidays";
import { weekdayOf } from "@/domain/scheduling/schedule";
import { crewStaffed } from "@/server/crews/staffed";
import type { Reader, Tx } from "@/server/db/client";
import { bookingDays, bookings, crews, holidayOverrides, scheduleClosures } from "@/server/db/schema";
import { loadDriveSettings } from "@/server/dispatch/drive-settings";
import { areaStart, crewStart, placeOf } from "@/server/geo/locate";

/**
 * Locks one area's day for the rest of the transaction. Every writer of that day's crew time
 * (booking, rescheduling onto it, the owner closing it or a crew, reassigning a job) takes this
 * lock first, so what it reads next cannot change until it commits.
 */
export async function lockDay(tx: Tx, serviceArea: string, date: string): Promise<void> {
  await tx.insert(bookingDays).values({ serviceArea, date }).onConflictDoNothing();
  await tx
    .select()
    .from(bookingDays)
    .where(and(eq(bookingDays.serviceArea, serviceArea), eq(bookingDays.date, date)))
    .for("update");
}

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

/**
 * Everything that decides an area's capacity on some dates, read in one go: its crews on duty
 * hour by hour, its live jobs, holidays, closures and the drive figures.
 */
export async function loadDays(
  db: Reader,
  serviceArea: string,
  dates: readonly string[],
  options: { excludeBookingId?: string } = {},
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
      crews: areaCrews,
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

/** The crew for a job on a loaded day, or why there is none: no crew works then, or all are busy. */
export function crewFor(
  day: DayState | undefined,
  job: PlacedJob,
): { crewId: string } | { refused: "slot-unavailable" | "slot-full" } {
  if (!day || !anyCrewOnDuty(day.duty, job)) return { refused: "slot-unavailable" };
  const crewId = pickCrew(day.duty, day.jobs, job, day.policy);
  return crewId ? { crewId } : { refused: "slot-full" };
}

/**
 * The crew an existing booking gets on another day and start, checked under that day's lock (the
 * caller's transaction holds it until commit; the caller stores the crew). Leaving the old day
 * only frees crew time, so it needs no lock. One check for the customer's reschedule and the
 * owner's move.
 */
export async function lockAndCheckMove(
  tx: Tx,
  booking: { id: string; serviceArea: string; durationMinutes: number } & Parameters<typeof placeOf>[0],
  to: { appointmentDate: string; appointmentTime: string; crewId?: undefined },
): Promise<{ crewId: string } | { refused: "slot-unavailable" | "slot-full" }>;
export async function lockAndCheckMove(
  tx: Tx,
  booking: { id: string; serviceArea: string; durationMinutes: number } & Parameters<typeof placeOf>[0],
  to: { appointmentDate: string; appointmentTime: string; crewId?: string },
): Promise<{ crewId: string } | { refused: "slot-unavailable" | "slot-full" | "crew-busy" }>;
export async function lockAndCheckMove(
  tx: Tx,
  booking: { id: string; serviceArea: string; durationMinutes: number } & Parameters<typeof placeOf>[0],
  /** crewId: the owner chose the crew (the dispatch board); else the crew is picked as for a booking. */
  to: { appointmentDate: string; appointmentTime: string; crewId?: string },
): Promise<{ crewId: string } | { refused: "slot-unavailable" | "slot-full" | "crew-busy" }> {
  const job = { time: to.appointmentTime, durationMinutes: booking.durationMinutes, at: placeOf(booking) };
  await lockDay(tx, booking.serviceArea, to.appointmentDate);
  const days = await loadDays(tx, booking.serviceArea, [to.appointmentDate], { excludeBookingId: booking.id });
  const day = days.get(to.appointmentDate);
  // The day's own refusals first, so a time nobody could take reads the same from every screen.
  const picked = crewFor(day, job);
  if ("refused" in picked || !to.crewId || picked.crewId === to.crewId) return picked;
  // The same test as the owner's reassignment: on duty (so staffed) for the whole job, and free.
  const chosen = day?.duty.find((c) => c.id === to.crewId);
  return day && chosen && crewFree(chosen, day.jobs, job, day.policy)
    ? { crewId: chosen.id }
    : { refused: "crew-busy" };
}
