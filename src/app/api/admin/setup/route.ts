import { setupMarkSchema } from "@/domain/business/first-run";
import { markSetupStep } from "@/server/business/first-run";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";

/**
 * The owner's first run: confirm the areas or the built-in prices as they are, or skip payments
 * and texts for now (or take it back). Recorded server side, so every device says the same.
 */
export const POST = jsonRoute(
  { caller: "admin", body: setupMarkSchema },
  "The step could not be saved just now. Please try again.",
  async ({ user: owner, body }) => {
    await markSetupStep(await getDb(), owner.id, body, new Date());
    return ok({ step: body.step, marked: body.marked });
  },
);
