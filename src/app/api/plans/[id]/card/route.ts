import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { jsonRoute, ok } from "@/server/http/json-route";
import { refreshIntegrations } from "@/server/integrations/live-clients";
import { configuredGateway } from "@/server/payments/stripe-gateway";
import { startCardSetup } from "@/server/plans/join-plan";

// The update-card link's button: Stripe's setup page for the customer's own membership.
export const POST = jsonRoute(
  { caller: "customer", body: z.object({}), id: "membership-not-found" },
  "Stripe's card page could not be opened just now. Please try again.",
  async ({ user, id }) => {
    const db = await getDb();
    await refreshIntegrations(db);
    const result = await startCardSetup(db, configuredGateway(), id, user, env.SITE_URL, new Date());
    if (!result.ok)
      return { ok: false, reason: result.reason === "plan-not-found" ? "membership-not-found" : result.reason };
    return ok({ url: result.url });
  },
);
