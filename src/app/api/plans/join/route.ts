import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { jsonRoute, ok } from "@/server/http/json-route";
import { refreshIntegrations } from "@/server/integrations/live-clients";
import { configuredGateway } from "@/server/payments/stripe-gateway";
import { joinPlan } from "@/server/plans/join-plan";

const body = z.object({ planId: z.uuid({ error: "Please reload the page and try again." }) });

// A customer joins a plan: the answer is Stripe's page where the card is saved (never ours).
export const POST = jsonRoute(
  { caller: "customer", body, signIn: "sign-in-required" },
  "Joining the plan did not work just now. Nothing was charged; please try again.",
  async ({ user, body }) => {
    const db = await getDb();
    await refreshIntegrations(db);
    const result = await joinPlan(
      db,
      configuredGateway(),
      { customerId: user.id, planId: body.planId, by: user.id },
      env.SITE_URL,
      new Date(),
    );
    return result.ok ? ok({ url: result.url }) : result;
  },
);
