import "server-only";
import { and, asc, inArray } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { bookingStatusChanges } from "@/server/db/schema";

export interface StepTimes {
  onMyWayAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
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
      at: bookingStatusChanges.changedAt,
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
    .orderBy(asc(bookingStatusChanges.changedAt));
  const status = new Map(visits.map((v) => [v.id, v.status]));
  for (const c of changes) {
    const t = times.get(c.bookingId);
    if (!t) continue;
    if (c.to === "in_progress") t.startedAt = c.at;
    else t.finishedAt = c.at;
  }
  // A step the owner took back no longer shows: a visit back at confirmed has not started.
  for (const [id, t] of times) {
    const s = status.get(id);
    if (s !== "in_progress" && s !== "completed") t.startedAt = null;
    if (s !== "completed") t.finishedAt = null;
  }
  return times;
}
