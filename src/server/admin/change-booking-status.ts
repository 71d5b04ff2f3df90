import "server-only";
import { and, eq } from "drizzle-orm";
import { canMove } from "@/domain/booking/status";
import type { Booking } from "@/server/bookings/create-booking";
import type { Db } from "@/server/db/client";
import { bookingStatusChanges, bookings, user } from "@/server/db/schema";

export type StatusChangeResult =
  | { ok: true; booking: Booking; customerEmail: string }
  | { ok: false; reason: "not-found" | "not-allowed" };

/** Moves a booking along the workflow and records who did it; a stale move is refused. */
export async function changeBookingStatus(
  db: Db,
  adminId: string,
  bookingId: string,
  to: string,
): Promise<StatusChangeResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ booking: bookings, email: user.email })
      .from(bookings)
      .innerJoin(user, eq(user.id, bookings.userId))
      .where(eq(bookings.id, bookingId))
      .for("update");
    if (!row) return { ok: false, reason: "not-found" } as const;
    if (!canMove(row.booking.status, to)) return { ok: false, reason: "not-allowed" } as const;
    const [updated] = await tx
      .update(bookings)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, row.booking.status)))
      .returning();
    if (!updated) return { ok: false, reason: "not-allowed" } as const;
    await tx
      .insert(bookingStatusChanges)
      .values({ bookingId, fromStatus: row.booking.status, toStatus: to, changedBy: adminId });
    return { ok: true, booking: updated, customerEmail: row.email } as const;
  });
}
