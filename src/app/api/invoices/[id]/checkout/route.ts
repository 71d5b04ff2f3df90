import { checkoutSchema } from "@/domain/payments/payment-input";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { jsonRoute, ok } from "@/server/http/json-route";
import { refreshIntegrations } from "@/server/integrations/live-clients";
import { startCheckout } from "@/server/payments/start-checkout";
import { configuredGateway } from "@/server/payments/stripe-gateway";

export const POST = jsonRoute(
  { caller: "customer", body: checkoutSchema, id: "invoice-not-found" },
  "The payment page could not be opened just now. Nothing was charged; please try again.",
  async ({ user, id }) => {
    const db = await getDb();
    await refreshIntegrations(db);
    const result = await startCheckout(db, configuredGateway(), user.id, id, env.SITE_URL, new Date());
    return result.ok ? ok({ url: result.url }) : result;
  },
);
