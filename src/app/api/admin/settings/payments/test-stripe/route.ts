import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { testStripeConnection } from "@/server/integrations/test-stripe";

/** "Test the connection": Stripe is called with the key in use, and the answer is a sentence. */
export const POST = jsonRoute(
  { caller: "admin", body: z.object({}).strict() },
  "Stripe could not be checked just now. Please try again.",
  async () => ok({ check: await testStripeConnection(await getDb()) }),
);
