import "server-only";
import { and, eq } from "drizzle-orm";
import { nextVisitDate } from "@/domain/booking/recurring";
import type { RecurringInterval } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import type { Series } from "@/server/db/rows";
import { bookings, recurringSchedules } from "@/server/db/schema";

export type SeriesChange = { action: "end" } | { action: "interval"; intervalMonths: RecurringInterval };
export type SeriesRefusal = "series-not-found" | "series-not-active";
export type ChangeSeriesResult = { ok: true; series: Series } | { ok: false; reason: SeriesRefusal };

/**
 * The customer ends their series or changes how often it repeats. Only their own series; an ended
 * series stays ended (compare-and-set on is_active). A new interval re-dates the next visit from
 * the current visit's date, and a proposal already sent for the old date no longer counts.
 */
export async function changeSeries(
  db: Db,
  userId: string,
  seriesId: string,
  change: SeriesChange,
  now: Date,
): Promise<ChangeSeriesResult> {
  return db.transaction(async (tx): Promise<ChangeSeriesResult> => {
    const [row] = await tx
      .select({ series: recurringSchedules, visitDate: bookings.appointmentDate })
      .from(recurringSchedules)
      .leftJoin(bookings, eq(bookings.id, recurringSchedules.currentBookingId))
      .where(and(eq(recurringSchedules.id, seriesId), eq(recurringSchedules.userId, userId)))
      .for("update", { of: recurringSchedules });
    if (!row) return { ok: false, reason: "series-not-found" };
    const mine = and(eq(recurringSchedules.id, seriesId), eq(recurringSchedules.isActive, true));
    const set =
      change.action === "end"
        ? { isActive: false, endedAt: now, updatedAt: now }
        : {
            intervalMonths: change.intervalMonths,
            nextScheduledDate: row.visitDate
              ? nextVisitDate(row.visitDate, change.intervalMonths)
              : row.series.nextScheduledDate,
            updatedAt: now,
          };
    const [series] = await tx.update(recurringSchedules).set(set).where(mine).returning();
    if (!series) return { ok: false, reason: "series-not-active" };
    if (change.action === "interval" && row.visitDate) {
      // The visits still to come of this series repeat at the new interval too.
      await tx
        .update(bookings)
        .set({ recurringIntervalMonths: change.intervalMonths, updatedAt: now })
        .where(and(eq(bookings.seriesId, seriesId), eq(bookings.isRecurring, true)));
    }
    return { ok: true, series };
  });
}
