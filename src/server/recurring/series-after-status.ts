import "server-only";
import { and, eq } from "drizzle-orm";
import { nextVisitDate } from "@/domain/booking/recurring";
import type { Tx } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { recurringSchedules } from "@/server/db/schema";

/**
 * What the owner's status change does to the booking's series, in the change's transaction. Only
 * the series' current visit moves it (an older visit of the series changes nothing):
 * - completed: the next visit is due an interval after the visit's (possibly rescheduled) date;
 *   the proposal sweep (propose-next-visits.ts) emails it PROPOSAL_LEAD_DAYS before.
 * - cancelled: the owner chose to end the series (endSeries) or keep it; a kept series proposes
 *   the visit an interval after the cancelled one, as if it had happened.
 */
export async function seriesAfterStatusChange(
  tx: Tx,
  booking: Booking,
  to: string,
  options: { endSeries?: boolean; now: Date },
): Promise<void> {
  if (!booking.seriesId || (to !== "completed" && to !== "cancelled")) return;
  const current = and(
    eq(recurringSchedules.id, booking.seriesId),
    eq(recurringSchedules.currentBookingId, booking.id),
    eq(recurringSchedules.isActive, true),
  );
  if (to === "cancelled" && options.endSeries) {
    await tx
      .update(recurringSchedules)
      .set({ isActive: false, endedAt: options.now, updatedAt: options.now })
      .where(current);
    return;
  }
  const [series] = await tx.select().from(recurringSchedules).where(current);
  if (!series) return;
  await tx
    .update(recurringSchedules)
    .set({ nextScheduledDate: nextVisitDate(booking.appointmentDate, series.intervalMonths), updatedAt: options.now })
    .where(eq(recurringSchedules.id, series.id));
}
