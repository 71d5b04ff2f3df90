import "server-only";
import { and, eq } from "drizzle-orm";
import { VISIT_STEPS } from "@/domain/visit/visit-steps";
import type { Db } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookingStatusChanges, bookings } from "@/server/db/schema";
import { seriesAfterStatusChange } from "@/server/recurring/series-after-status";

/** Where the owner puts a visit back or forward to: before any step, or just after one. */
export const CORRECTION_STEPS = ["booked", ...VISIT_STEPS] as const;
export type CorrectionStep = (typeof CORRECTION_STEPS)[number];

export type CorrectionResult =
  | { ok: true; booking: Booking }
  | { ok: false; reason: "booking-not-found" | "visit-cancelled" };

/**
 * The owner corrects a crew's step (tapped by mistake, or forgotten), in either direction and on
 * any day, with a reason kept in booking_status_changes. The customer is not emailed: a
 * correction fixes the record, not the visit.
 */
export async function correctVisitStep(
  db: Db,
  adminId: string,
  bookingId: string,
  to: CorrectionStep,
  reason: string,
  now: Date = new Date(),
): Promise<CorrectionResult> {
  return db.transaction(async (tx): Promise<CorrectionResult> => {
    const [read] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!read) return { ok: false, reason: "booking-not-found" };
    if (read.status === "cancelled") return { ok: false, reason: "visit-cancelled" };
    const beforeStart = read.status === "in_progress" || read.status === "completed" ? "confirmed" : read.status;
    const status = to === "start" ? "in_progress" : to === "finish" ? "completed" : beforeStart;
    const onMyWay =
      to === "booked"
        ? { onMyWayAt: null, onMyWayBy: null }
        : { onMyWayAt: read.onMyWayAt ?? now, onMyWayBy: read.onMyWayAt ? read.onMyWayBy : adminId };
    const [updated] = await tx
      .update(bookings)
      .set({ status, ...(to === "booked" || to === "on-my-way" ? onMyWay : {}), updatedAt: now })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, read.status)))
      .returning();
    if (!updated) return { ok: false, reason: "booking-not-found" };
    await tx
      .insert(bookingStatusChanges)
      .values({ bookingId, fromStatus: read.status, toStatus: status, changedBy: adminId, changedAt: now, reason });
    if (status !== read.status) await seriesAfterStatusChange(tx, updated, status, { now });
    return { ok: true, booking: updated };
  });
}
