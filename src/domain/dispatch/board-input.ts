import { moveInputSchema } from "@/domain/booking/booking-input";
import { z } from "@/domain/validation/zod";

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
