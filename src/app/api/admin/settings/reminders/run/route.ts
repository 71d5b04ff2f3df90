import { z } from "@/domain/validation/zod";
import { runDueCampaign } from "@/server/campaigns/run-due-campaign";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";

/** The owner's "Send now": the same run as the daily one (who is due, once a quarter each). */
export const POST = jsonRoute(
  { caller: "admin", body: z.object({}).strict() },
  "The reminders could not be sent just now. Please try again.",
  async () => ok(await runDueCampaign(await getDb(), new Date())),
);
