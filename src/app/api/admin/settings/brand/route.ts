import { brandInputSchema } from "@/domain/business/brand";
import { saveBrandSettings } from "@/server/business/business-brand";
import { followSiteContent } from "@/server/business/site-content";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { logger } from "@/server/logger";

/**
 * The owner saves the brand colour, the hours and the time zone (decision 0041). As for the
 * identity (decision 0035): this server regenerates its pages now, the others at their next poll.
 */
export const PUT = jsonRoute(
  { caller: "admin", body: brandInputSchema },
  "The colour, hours and time zone could not be saved just now. Please try again.",
  async ({ user: owner, body }) => {
    const db = await getDb();
    const saved = await saveBrandSettings(db, owner.id, body, new Date());
    void followSiteContent(db).catch((error) => logger.error({ err: error }, "pages could not be regenerated"));
    return ok({ version: saved.version, changed: saved.changed });
  },
);
