import "server-only";
import { and, eq } from "drizzle-orm";
import { anyCrewOnDuty, crewFree, type PlacedJob, pickCrew } from "@/domain/scheduling/crews";
import { type DayState, readDays } from "@/server/bookings/read-days";
import { ensureCrews } from "@/server/crews/crew-setup";
import type { Reader, Tx } from "@/server/db/client";
import { bookingDays } from "@/server/db/schema";
import { placeOf } from "@/server/geo/locate";

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

/** Everything that decides an area's capacity on some dates, read in one go (crews made first if new). */
export async function loadDays(
  db: Reader,
  serviceArea: string,
  dates: readonly string[],
  options: { weekdayDefault: number; excludeBookingId?: string },
): Promise<Map<string, DayState>> {
  if (dates.length === 0) return new Map();
  await ensureCrews(db, serviceArea, options.weekdayDefault);
  return readDays(db, serviceArea, dates, options);
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
  weekdayDefault: number,
): Promise<{ crewId: string } | { refused: "slot-unavailable" | "slot-full" }>;
export async function lockAndCheckMove(
  tx: Tx,
  booking: { id: string; serviceArea: string; durationMinutes: number } & Parameters<typeof placeOf>[0],
  to: { appointmentDate: string; appointmentTime: string; crewId?: string },
  weekdayDefault: number,
): Promise<{ crewId: string } | { refused: "slot-unavailable" | "slot-full" | "crew-busy" }>;
export async function lockAndCheckMove(
  tx: Tx,
  booking: { id: string; serviceArea: string; durationMinutes: number } & Parameters<typeof placeOf>[0],
  /** crewId: the owner chose the crew (the dispatch board); else the crew is picked as for a booking. */
  to: { appointmentDate: string; appointmentTime: string; crewId?: string },
  weekdayDefault: number,
): Promise<{ crewId: string } | { refused: "slot-unavailable" | "slot-full" | "crew-busy" }> {
  const job = { time: to.appointmentTime, durationMinutes: booking.durationMinutes, at: placeOf(booking) };
  await lockDay(tx, booking.serviceArea, to.appointmentDate);
  const days = await loadDays(tx, booking.serviceArea, [to.appointmentDate], {
    weekdayDefault,
    excludeBookingId: booking.id,
  });
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
