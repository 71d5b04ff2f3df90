import "server-only";
import { eq } from "drizzle-orm";
import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import type { AvailabilityAction } from "@/domain/scheduling/availability-input";
import { lockDay } from "@/server/bookings/booking-days";
import type { Db } from "@/server/db/client";
import { holidayOverrides, scheduleClosures } from "@/server/db/schema";
import { type ConflictingBooking, listScheduleConflicts } from "./schedule-conflicts";

export type ChangeAvailabilityResult =
  | { ok: true; affected: ConflictingBooking[]; closureId?: string }
  | { ok: false; reason: "closure-not-found" };

/**
 * The owner's changes to when the areas work (a crew's own days and time off: change-crews.ts). Closing a day or a holiday takes the day locks of the
 * areas it touches, so a booking racing the closure either lands first (and is listed as
 * affected) or sees the closure. The answer lists the bookings left without a crew.
 */
export async function changeAvailability(
  db: Db,
  adminId: string,
  action: AvailabilityAction,
  options: { now: Date },
): Promise<ChangeAvailabilityResult> {
  switch (action.action) {
    case "add-closure": {
      const areas = action.area === "all" ? SERVICE_AREAS.map((a) => a.id) : [action.area];
      const closureId = await db.transaction(async (tx) => {
        for (const area of [...areas].sort()) await lockDay(tx, area, action.date);
        const [row] = await tx
          .insert(scheduleClosures)
          .values({
            serviceArea: action.area === "all" ? null : action.area,
            date: action.date,
            fromTime: action.fromTime,
            toTime: action.toTime,
            crews: action.crews,
            reason: action.reason,
            createdBy: adminId,
          })
          .returning({ id: scheduleClosures.id });
        return row?.id;
      });
      return {
        ok: true,
        closureId,
        affected: await listScheduleConflicts(db, { ...options, areas, date: action.date }),
      };
    }
    case "remove-closure": {
      const removed = await db.delete(scheduleClosures).where(eq(scheduleClosures.id, action.id)).returning();
      return removed.length ? { ok: true, affected: [] } : { ok: false, reason: "closure-not-found" };
    }
    case "set-holiday": {
      await db.transaction(async (tx) => {
        for (const area of SERVICE_AREAS.map((a) => a.id).sort()) await lockDay(tx, area, action.date);
        await tx
          .insert(holidayOverrides)
          .values({ date: action.date, closed: action.closed, name: action.name, updatedBy: adminId })
          .onConflictDoUpdate({
            target: holidayOverrides.date,
            set: { closed: action.closed, name: action.name, updatedBy: adminId, updatedAt: options.now },
          });
      });
      return { ok: true, affected: await listScheduleConflicts(db, { ...options, date: action.date }) };
    }
  }
}
