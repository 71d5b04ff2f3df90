import { reassignCrewSchema } from "@/domain/scheduling/crew-input";
import { reassignCrew } from "@/server/crews/reassign-crew";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";

/** The owner gives a booking to another crew that is free then (recorded in the booking's history). */
export const POST = jsonRoute(
  { caller: "admin", body: reassignCrewSchema, id: "booking-not-found" },
  "The crew could not be changed just now. Please try again.",
  async ({ user: admin, body, id }) => {
    const result = await reassignCrew(await getDb(), admin.id, id, body.crewId, {
      now: new Date(),
    });
    return result.ok
      ? ok({ booking: { id: result.booking.id, crewId: result.booking.crewId }, crew: result.crewName })
      : result;
  },
);
