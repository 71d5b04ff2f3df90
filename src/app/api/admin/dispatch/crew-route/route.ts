import { crewRouteSchema } from "@/domain/dispatch/board-input";
import { applyCrewRoute } from "@/server/crews/crew-route";
import { getDb } from "@/server/db/client";
import { boardRoute } from "@/server/dispatch/board-route";
import { jsonRoute, ok } from "@/server/http/json-route";

/**
 * The board's route for one crew's day (decision 0043): the suggested order and the drive it saves,
 * or (apply) the owner's one click, every changed job moved through the owner's move rules and emails.
 */
export const POST = jsonRoute(
  { caller: "admin", body: crewRouteSchema },
  "The route could not be worked out just now. Please try again.",
  async ({ body, user }) => {
    const db = await getDb();
    const options = { now: new Date() };
    if (!body.apply) {
      const shown = await boardRoute(db, body.crewId, body.date, options);
      return shown.ok ? ok({ route: shown.route }) : shown;
    }
    const result = await applyCrewRoute(db, body.crewId, body.date, { ...options, ownerId: user.id });
    return result.ok ? ok({ moved: result.moved.length }) : result;
  },
);
