import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { sendTestText } from "@/server/integrations/send-test-text";

/** "Send me a test text": to the owner's own proved number, with the Twilio settings in use. */
export const POST = jsonRoute(
  { caller: "admin", body: z.object({}).strict() },
  "The test text could not be sent just now. Please try again.",
  async ({ user: admin }) => ok({ check: await sendTestText(await getDb(), admin.id) }),
);
