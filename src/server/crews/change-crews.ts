import "server-only";
import { and, eq, gte, inArray } from "drizzle-orm";
import { getServiceArea } from "@/domain/areas/service-areas";
import type { CrewAction } from "@/domain/scheduling/crew-input";
import { crewsOnDuty, onDutyFor, worksOn } from "@/domain/scheduling/crews";
import { localDate, weekdayOf } from "@/domain/scheduling/schedule";
import { lockDay } from "@/server/bookings/booking-days";
import type { Db, Reader } from "@/server/db/client";
import type { Crew } from "@/server/db/rows";
import { bookings, crews, scheduleClosures, user } from "@/server/db/schema";
import { locateAddress } from "@/server/geo/locate";

/** A live booking a change would leave without its crew: what the owner needs to call about it. */
export interface CrewJobRef {
  id: string;
  appointmentDate: string;
  appointmentTime: string;
  customerName: string;
}

export type ChangeCrewsResult =
  | { ok: true; crew: Crew }
  | { ok: false; reason: "crew-not-found" | "crew-name-taken" | "start-not-placed" }
  | { ok: false; reason: "crew-has-jobs"; bookings: CrewJobRef[] };

// Jobs a crew still has to do: the technician's steps may add statuses, so "not over" it is.
const LIVE = ["pending", "confirmed", "in_progress"];

const UNIQUE_VIOLATION = "23505";
const isUniqueViolation = (e: unknown) =>
  (e as { code?: string })?.code === UNIQUE_VIOLATION ||
  (e as { cause?: { code?: string } })?.cause?.code === UNIQUE_VIOLATION;

async function crewJobs(
  db: Reader,
  crewId: string,
  dates: { from?: string; on?: string },
): Promise<(CrewJobRef & { durationMinutes: number })[]> {
  return db
    .select({
      id: bookings.id,
      appointmentDate: bookings.appointmentDate,
      appointmentTime: bookings.appointmentTime,
      durationMinutes: bookings.durationMinutes,
      customerName: user.name,
    })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(
      and(
        eq(bookings.crewId, crewId),
        inArray(bookings.status, LIVE),
        dates.on ? eq(bookings.appointmentDate, dates.on) : undefined,
        dates.from ? gte(bookings.appointmentDate, dates.from) : undefined,
      ),
    )
    .orderBy(bookings.appointmentDate, bookings.appointmentTime);
}

const ref = ({ durationMinutes: _, ...job }: CrewJobRef & { durationMinutes: number }): CrewJobRef => job;

/**
 * The owner's changes to crews: a new crew, a crew's weekdays, phone and whether it works at all,
 * and a crew's time off ("off sick"). A change that would leave booked jobs without their crew is
 * refused with those bookings listed, so the owner reassigns or moves them first: a booked job
 * never silently loses its crew. Time off takes the day's lock, so a booking racing it either
 * lands first (and is listed) or sees the crew off. Changing weekdays takes no day locks (it
 * touches every future day); a booking racing it can still land on a day the crew just stopped
 * working, and then shows in the availability page's list of bookings to move.
 */
export async function changeCrews(
  db: Db,
  adminId: string,
  action: CrewAction,
  options: { now: Date },
): Promise<ChangeCrewsResult> {
  if (action.action === "create") {
    try {
      const [crew] = await db
        .insert(crews)
        .values({ name: action.name, serviceArea: action.area, weekdays: action.weekdays, phone: action.phone })
        .returning();
      if (!crew) throw new Error("insert returned no row");
      return { ok: true, crew };
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, reason: "crew-name-taken" };
      throw error;
    }
  }
  const [crew] = await db.select().from(crews).where(eq(crews.id, action.id));
  if (!crew) return { ok: false, reason: "crew-not-found" };
  const timeZone = getServiceArea(crew.serviceArea)?.timeZone ?? "UTC";
  const today = localDate(options.now, timeZone);

  if (action.action === "start") {
    // Placed like a booking, without a network call: the ZIP's centre (decisions 0036, 0043).
    const at = action.zip ? locateAddress({ zip: action.zip }) : null;
    if (action.zip && !at) return { ok: false, reason: "start-not-placed" };
    const [updated] = await db
      .update(crews)
      .set({
        startAddress: at ? `${action.address}, ${action.zip}` : null,
        startZip: at ? action.zip : null,
        startLatitude: at?.lat ?? null,
        startLongitude: at?.lng ?? null,
      })
      .where(eq(crews.id, crew.id))
      .returning();
    return updated ? { ok: true, crew: updated } : { ok: false, reason: "crew-not-found" };
  }

  if (action.action === "update") {
    const stranded = (await crewJobs(db, crew.id, { from: today })).filter(
      (j) => !action.active || !worksOn(action.weekdays, weekdayOf(j.appointmentDate)),
    );
    if (stranded.length > 0) return { ok: false, reason: "crew-has-jobs", bookings: stranded.map(ref) };
    const [updated] = await db
      .update(crews)
      .set({ weekdays: action.weekdays, phone: action.phone, active: action.active })
      .where(eq(crews.id, crew.id))
      .returning();
    return updated ? { ok: true, crew: updated } : { ok: false, reason: "crew-not-found" };
  }

  return db.transaction(async (tx): Promise<ChangeCrewsResult> => {
    await lockDay(tx, crew.serviceArea, action.date);
    const closure = { crewId: crew.id, fromTime: action.fromTime, toTime: action.toTime, crews: 0 };
    // The crew as if it worked all day, then off for the closure: which of its jobs fall in it.
    const [off] = crewsOnDuty({
      crews: [{ ...crew, weekdays: "1111111", staffed: true }],
      weekday: 0,
      holiday: false,
      closures: [closure],
    });
    const jobs = await crewJobs(tx, crew.id, { on: action.date });
    const stranded = jobs.filter(
      (j) => !off || !onDutyFor(off, { time: j.appointmentTime, durationMinutes: j.durationMinutes }),
    );
    if (stranded.length > 0) return { ok: false, reason: "crew-has-jobs", bookings: stranded.map(ref) };
    await tx.insert(scheduleClosures).values({
      serviceArea: crew.serviceArea,
      crewId: crew.id,
      date: action.date,
      fromTime: action.fromTime,
      toTime: action.toTime,
      crews: 0,
      reason: action.reason,
      createdBy: adminId,
    });
    return { ok: true, crew };
  });
}
