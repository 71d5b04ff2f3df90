import "server-only";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { MoveReason } from "@/domain/booking/move-reasons";
import type { Tx } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookingMoves, bookings } from "@/server/db/schema";

/**
 * What the customer's reschedule and the owner's move both write once the day lock has found a
 * crew: the booking at its new start with that crew and its invite's SEQUENCE one up, and the
 * move (who, why, when) kept for the owner's insights. `expect` is the caller's compare-and-set on
 * the row it read; when the row changed meanwhile nothing is written and the answer is undefined.
 */
export async function applyMove(
  tx: Tx,
  booking: Booking,
  to: { appointmentDate: string; appointmentTime: string; reason?: MoveReason },
  move: {
    crewId: string;
    movedBy: "customer" | "owner";
    changedBy: string | null;
    now: Date;
    expect: SQL | undefined;
    status?: string;
  },
): Promise<Booking | undefined> {
  const [updated] = await tx
    .update(bookings)
    .set({
      appointmentDate: to.appointmentDate,
      appointmentTime: to.appointmentTime,
      crewId: move.crewId,
      ...(move.status ? { status: move.status } : {}),
      sequence: sql`${bookings.sequence} + 1`,
      updatedAt: move.now,
    })
    .where(and(eq(bookings.id, booking.id), move.expect))
    .returning();
  if (!updated) return undefined;
  await tx.insert(bookingMoves).values({
    bookingId: booking.id,
    fromDate: booking.appointmentDate,
    fromTime: booking.appointmentTime,
    toDate: to.appointmentDate,
    toTime: to.appointmentTime,
    movedBy: move.movedBy,
    reason: to.reason ?? null,
    changedBy: move.changedBy,
    movedAt: move.now,
  });
  return updated;
}
