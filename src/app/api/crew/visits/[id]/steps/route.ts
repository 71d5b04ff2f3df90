import { z } from "@/domain/validation/zod";
import { VISIT_STEPS } from "@/domain/visit/visit-steps";
import { takeVisitStep } from "@/server/crew/take-visit-step";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";

const schema = z.object({ step: z.enum(VISIT_STEPS, { error: "Please choose a step of the visit." }) });

export const POST = jsonRoute(
  { caller: "technician", body: schema, id: "visit-not-found" },
  "That step could not be saved just now. Check your signal and tap again.",
  async ({ user, body, id }) => {
    const result = await takeVisitStep(await getDb(), user.id, id, body.step, new Date());
    return result.ok
      ? ok({ already: result.already, status: result.booking.status, onMyWayAt: result.booking.onMyWayAt })
      : result;
  },
);
