import "server-only";
import { eq } from "drizzle-orm";
import type { MoveReason } from "@/domain/booking/move-reasons";
import { type MoveResult, moveBooking } from "@/server/admin/move-booking";
import { type ReassignResult, reassignCrew } from "@/server/crews/reassign-crew";
import type { Db } from "@/server/db/client";
import { bookings } from "@/server/db/schema";

export type BoardMoveResult =
  | {
      ok: true;
      bookingId: string;
      crewId: string | null;
      appointmentDate: string;
      appointmentTime: string;
      emailed: boolean;
    }
  | Extract<MoveResult, { ok: false }>
  | Extract<ReassignResult, { ok: false }>;

/**
 * A card dropped on the dispatch board (or moved from its Move… menu): the same job at another
 * crew, day or time. A new day or time is the owner's move (moveBooking: the window, the day lock,
 * the crew free for the whole job, the customer's email and text); the same day and time with
 * another crew is the owner's reassignment (reassignCrew: on duty, staffed and free, kept in the
 * booking's history, no email: the customer's visit did not change). No rule of its own.
 */
export async function moveOnBoard(
  db: Db,
  input: { bookingId: string; crewId: string; appointmentDate: string; appointmentTime: string; reason?: MoveReason },
  options: { now: Date; ownerId: string },
): Promise<BoardMoveResult> {
  const [booking] = await db
    .select({ date: bookings.appointmentDate, time: bookings.appointmentTime, crewId: bookings.crewId })
    .from(bookings)
    .where(eq(bookings.id, input.bookingId));
  if (!booking) return { ok: false, reason: "booking-not-found" };
  if (booking.date === input.appointmentDate && booking.time === input.appointmentTime) {
    const result = await reassignCrew(db, options.ownerId, input.bookingId, input.crewId, { now: options.now });
    if (!result.ok) return result;
    const b = result.booking;
    return {
      ok: true,
      bookingId: b.id,
      crewId: b.crewId,
      appointmentDate: b.appointmentDate,
      appointmentTime: b.appointmentTime,
      emailed: false,
    };
  }
  const result = await moveBooking(
    db,
    input.bookingId,
    {
      appointmentDate: input.appointmentDate,
      appointmentTime: input.appointmentTime,
      crewId: input.crewId,
      ...(input.reason ? { reason: input.reason } : {}),
    },
    options,
  );
  if (!result.ok) return result;
  const b = result.booking;
  return {
    ok: true,
    bookingId: b.id,
    crewId: b.crewId,
    appointmentDate: b.appointmentDate,
    appointmentTime: b.appointmentTime,
    emailed: true,
  };
}
