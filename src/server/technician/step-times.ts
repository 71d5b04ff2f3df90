import "server-only";
import { and, asc, inArray, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { bookingStatusChanges, bookings } from "@/server/db/schema";

export interface StepTimes {
  onMyWayAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** A step's time as the technician took it: the tapped time of a step the phone queued, else the receipt. */
const stepAt = sql<Date>`coalesce(${bookingStatusChanges.tappedAt}, ${bookingStatusChanges.changedAt})`;

/**
 * The latest change of a booking into `status` (a correction included), as a column of a select
 * from bookings: the crew's list reads its jobs and their step times in one query.
 */
export function latestChangeInto(status: "in_progress" | "completed") {
  return sql<Date | null>`(select max(${stepAt}) from ${bookingStatusChanges} where ${bookingStatusChanges.bookingId} = ${bookings.id} and ${bookingStatusChanges.toStatus} = ${status})`.mapWith(
    bookingStatusChanges.changedAt,
  );
}

/** A step the owner took back no longer shows: a visit back at confirmed has not started. */
export function shownStepTimes(status: string, times: StepTimes): StepTimes {
  const started = status === "in_progress" || status === "completed";
  return {
    onMyWayAt: times.onMyWayAt,
    startedAt: started ? times.startedAt : null,
    finishedAt: status === "completed" ? times.finishedAt : null,
  };
}

/**
 * When each visit's crew said it was on its way (the booking's own column) and when it started and
 * finished (the latest change into in_progress and completed, a correction included), by booking.
 */
export async function stepTimes(
  db: Db,
  visits: readonly { id: string; onMyWayAt: Date | null; status: string }[],
): Promise<Map<string, StepTimes>> {
  const times = new Map<string, StepTimes>(
    visits.map((v) => [v.id, { onMyWayAt: v.onMyWayAt, startedAt: null, finishedAt: null }]),
  );
  if (visits.length === 0) return times;
  const changes = await db
    .select({
      bookingId: bookingStatusChanges.bookingId,
      to: bookingStatusChanges.toStatus,
      at: stepAt.mapWith(bookingStatusChanges.changedAt),
    })
    .from(bookingStatusChanges)
    .where(
      and(
        inArray(
          bookingStatusChanges.bookingId,
          visits.map((v) => v.id),
        ),
        inArray(bookingStatusChanges.toStatus, ["in_progress", "completed"]),
      ),
    )
    .orderBy(asc(stepAt));
  for (const c of changes) {
    const t = times.get(c.bookingId);
    if (!t) continue;
    if (c.to === "in_progress") t.startedAt = c.at;
    else t.finishedAt = c.at;
  }
  for (const v of visits) {
    const t = times.get(v.id);
    if (t) times.set(v.id, shownStepTimes(v.status, t));
  }
  return times;
}
