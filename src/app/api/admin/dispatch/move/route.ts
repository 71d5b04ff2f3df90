import { boardMoveSchema } from "@/domain/dispatch/board-input";
import { getDb } from "@/server/db/client";
import { moveOnBoard } from "@/server/dispatch/move-on-board";
import { jsonRoute, ok } from "@/server/http/json-route";

/** A card dropped on the dispatch board: the owner's move or reassignment, with their rules and emails. */
export const POST = jsonRoute(
  { caller: "admin", body: boardMoveSchema },
  "The job could not be moved just now. Please try again.",
  async ({ body, user }) => {
    const { bookingId, crewId, appointmentDate, appointmentTime, reason } = body;
    const result = await moveOnBoard(
      await getDb(),
      { bookingId, crewId, appointmentDate, appointmentTime, ...(reason ? { reason } : {}) },
      { now: new Date(), ownerId: user.id },
    );
    return result.ok ? ok({ move: result }) : result;
  },
);
