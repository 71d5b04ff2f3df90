import { integrationsInputSchema } from "@/domain/integrations/input";
import { getDb } from "@/server/db/client";
import { failure } from "@/server/http/json";
import { jsonRoute, ok } from "@/server/http/json-route";
import { saveIntegrations } from "@/server/integrations/integration-settings";
import { refreshIntegrations } from "@/server/integrations/live-clients";
import { integrationsView } from "@/server/integrations/settings-view";

/**
 * The owner sets or removes Stripe and Twilio settings; the clients follow at once on this server
 * (within the settings' TTL on the others). The answer shows secrets by their last four only.
 */
export const PUT = jsonRoute(
  { caller: "admin", body: integrationsInputSchema },
  "The settings could not be saved just now. Please try again.",
  async ({ user: admin, body }) => {
    const db = await getDb();
    const now = new Date();
    const result = await saveIntegrations(db, admin.id, body, now);
    if (!result.ok)
      return failure(
        400,
        "invalid-input",
        "Some values are not what the field takes: see each field.",
        result.fieldErrors,
      );
    await refreshIntegrations(db, now, { force: true });
    return ok({ changed: result.changed, settings: await integrationsView(db) });
  },
);
