import { factsInputSchema } from "@/domain/business-facts/business-facts";
import { saveBusinessFacts } from "@/server/business-facts/business-facts";
import { forgetPublicClaims } from "@/server/business-facts/public-claims";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";

/** The owner sets the claims the site may make about the business (the whole form at once). */
export const PUT = jsonRoute(
  { caller: "admin", body: factsInputSchema },
  "The business facts could not be saved just now. Please try again.",
  async ({ user: admin, body }) => {
    const result = await saveBusinessFacts(await getDb(), admin.id, body, new Date());
    if (!result.ok) return result;
    forgetPublicClaims();
    return ok({ facts: result.facts });
  },
);
