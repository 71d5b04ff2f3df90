import "server-only";
import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import { type Closure, crewsByHour, fits, isOpen, type Job } from "@/domain/scheduling/capacity";
import { holidaysBetween } from "@/domain/scheduling/holidays";
import { weekdayOf } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import { areaCrews, bookingDays, bookings, holidayOverrides, scheduleClosures } from "@/server/db/schema";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Db | Tx;

/**
 * Locks one area's day for the rest of the transaction. Every writer of that day's crew time
 * (booking, rescheduling onto it, the owner closing it) takes this lock first, so what it reads
 * next cannot change until it commits.
 */
export async function lockDay(tx: Tx, serviceArea: string, date: string): Promise<void> {
  await tx.insert(bookingDays).values({ serviceArea, date }).onConflictDoNothing();
  await tx
    .select()
    .from(bookingDays)
    .where(and(eq(bookingDays.serviceArea, serviceArea), eq(bookingDays.date, date)))
    .for("update");
}

export interface DayJob extends Job {
  id: string;
}

export interface DayState {
  date: string;
  /** Crews on duty in each hour of the working day. */
  crews: number[];
  /** Live jobs of the area that day, earliest first. */
  jobs: DayJob[];
  holiday: string | null;
  closures: (Closure & { id: string; reason: string; serviceArea: string | null })[];
}

/** Crews on a weekday when the owner set nothing: the default on Monday-Friday, none at weekends. */
export function defaultCrews(weekday: number, weekdayDefault: number): number {
  return weekday === 0 || weekday === 6 ? 0 : weekdayDefault;
}

/** The weekly crews of an area, Sunday first, with the owner's settings over the defaults. */
export async function weeklyCrews(db: Reader, serviceArea: string, weekdayDefault: number): Promise<number[]> {
  const rows = await db.select().from(areaCrews).where(eq(areaCrews.serviceArea, serviceArea));
  return Array.from(
    { length: 7 },
    (_, d) => rows.find((r) => r.weekday === d)?.crews ?? defaultCrews(d, weekdayDefault),
  );
}

/** Everything that decides an area's capacity on some dates, read in one go. */
export async function loadDays(
  db: Reader,
  serviceArea: string,
  dates: readonly string[],
  options: { weekdayDefault: number; excludeBookingId?: string },
): Promise<Map<string, DayState>> {
  const days = new Map<string, DayState>();
  if (dates.length === 0) return days;
  const sorted = [...dates].sort();
  // One after the other: inside a transaction they share one connection.
  const weekly = await weeklyCrews(db, serviceArea, options.weekdayDefault);
  const jobs = await db
    .select({
      id: bookings.id,
      date: bookings.appointmentDate,
      time: bookings.appointmentTime,
      durationMinutes: bookings.durationMinutes,
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
  for (const date of sorted) {
    const holiday = holidays.find((h) => h.date === date)?.name ?? null;
    const dayClosures = closures
      .filter((c) => c.date === date)
      .map((c) => ({
        id: c.id,
        fromTime: c.fromTime,
        toTime: c.toTime,
        crews: c.crews,
        reason: c.reason,
        serviceArea: c.serviceArea,
      }));
    days.set(date, {
      date,
      holiday,
      closures: dayClosures,
      crews: crewsByHour({
        weekdayCrews: weekly[weekdayOf(date)] ?? 0,
        holiday: holiday !== null,
        closures: dayClosures,
      }),
      jobs: jobs
        .filter((j) => j.date === date)
        .map((j) => ({ id: j.id, time: j.time, durationMinutes: j.durationMinutes })),
    });
  }
  return days;
}

/**
 * Whether an existing booking can move to another day and start, checked under that day's lock
 * (the caller's transaction holds it until commit). Leaving the old day only frees crew time, so
 * it needs no lock. One check for the customer's reschedule and the owner's move.
 */
export async function lockAndCheckMove(
  tx: Tx,
  booking: { id: string; serviceArea: string; durationMinutes: number },
  to: { appointmentDate: string; appointmentTime: string },
  weekdayDefault: number,
): Promise<"slot-unavailable" | "slot-full" | null> {
  const job = { time: to.appointmentTime, durationMinutes: booking.durationMinutes };
  await lockDay(tx, booking.serviceArea, to.appointmentDate);
  const day = (
    await loadDays(tx, booking.serviceArea, [to.appointmentDate], { weekdayDefault, excludeBookingId: booking.id })
  ).get(to.appointmentDate);
  if (!day || !isOpen(day.crews, job)) return "slot-unavailable";
  if (!fits(day.jobs, day.crews, job)) return "slot-full";
  return null;
}
