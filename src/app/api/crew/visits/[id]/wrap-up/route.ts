import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { sendWrapUp } from "@/server/visits/send-wrap-up";

/**
 * "Send to the customer": the finished visit's one wrap-up, by its crew or the owner (the use case
 * decides who may; anyone else is answered as for no visit).
 */
export const POST = jsonRoute(
  { caller: "customer", body: z.object({}).strict(), id: "visit-not-found" },
  "The wrap-up could not be sent just now. The report is saved; please try again.",
  async ({ user, id }) => {
    const result = await sendWrapUp(await getDb(), user, id, new Date());
    return result.ok ? ok({ already: result.already, sentAt: result.sentAt }) : result;
  },
);
