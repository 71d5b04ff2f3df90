import { businessIdentityInputSchema } from "@/domain/business/identity";
import { saveBusinessIdentity } from "@/server/business/business-identity";
import { followSiteContent } from "@/server/business/site-content";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { logger } from "@/server/logger";

/**
 * The owner saves the business's identity. Pages rendered per request show it at once; this
 * server starts regenerating its prerendered pages now (not awaited: a few hundred pages take
 * a while) and the others when their next poll sees the new version (decision 0035).
 */
export const PUT = jsonRoute(
  { caller: "admin", body: businessIdentityInputSchema },
  "The business details could not be saved just now. Please try again.",
  async ({ user: owner, body }) => {
    const db = await getDb();
    const saved = await saveBusinessIdentity(db, owner.id, body, new Date());
    void followSiteContent(db).catch((error) => logger.error({ err: error }, "pages could not be regenerated"));
    return ok({ version: saved.version, changed: saved.changed });
  },
);
