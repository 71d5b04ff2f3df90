import { membershipActionSchema } from "@/domain/plans/plan-input";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { jsonRoute, ok } from "@/server/http/json-route";
import { refreshIntegrations } from "@/server/integrations/live-clients";
import { configuredGateway } from "@/server/payments/stripe-gateway";
import { changeMembership } from "@/server/plans/manage-plans";

export const POST = jsonRoute(
  { caller: "admin", body: membershipActionSchema },
  "The plan could not be changed just now. Please try again.",
  async ({ user: admin, body }) => {
    const db = await getDb();
    await refreshIntegrations(db);
    const result = await changeMembership(db, configuredGateway(), admin.id, body, env.SITE_URL, new Date());
    return result.ok ? ok({ url: result.url ?? null }) : result;
  },
);
