import { moveInputSchema } from "@/domain/booking/booking-input";
import { z } from "@/domain/validation/zod";
import { isCalendarDate } from "./week";

const bookingId = z.uuid({ error: "That booking was not found." });
const crewId = z.uuid({ error: "Choose a crew." });

/** A card moved on the dispatch board: to a crew, a day and a start (the owner's move's rules). */
export const boardMoveSchema = moveInputSchema.extend({ bookingId, crewId });

/** The Move… menu asks which starts a crew has free for the job on a day. */
export const boardOpenTimesSchema = z.object({
  bookingId,
  crewId,
  date: moveInputSchema.shape.appointmentDate,
});

export type BoardMove = z.infer<typeof boardMoveSchema>;

/**
 * A crew's day on the board: the suggested route (apply false), or the owner's click to apply it.
 * The day must exist: unlike a move it is not checked against the booking window first, and the
 * database refuses 2027-02-30 with an error (a 500), not a sentence.
 */
export const crewRouteSchema = z.object({
  crewId,
  date: moveInputSchema.shape.appointmentDate.refine(isCalendarDate, "Choose a date that exists."),
  apply: z.boolean().default(false),
});

/** What the board shows of a suggested route (the crew-route route's answer). */
export interface RouteShown {
  /** The jobs in the suggested order, each with its start now and in that order (null: does not fit). */
  stops: { id: string; customerName: string; from: string; to: string | null }[];
  nowKm: number;
  km: number;
  nowDriveMinutes: number;
  driveMinutes: number;
  applicable: boolean;
  /** Why it cannot be applied, as a sentence; null when it can. */
  refusal: string | null;
}
