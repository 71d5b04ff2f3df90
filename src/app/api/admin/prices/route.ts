import { priceBookInputSchema } from "@/domain/pricing/price-book";
import { followSiteContent } from "@/server/business/site-content";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { logger } from "@/server/logger";
import { savePriceBook } from "@/server/pricing/price-book";

/**
 * The owner saves the price book: a new version (decision 0040). Bookings, leads and quotes price
 * with it at once; this server starts regenerating its prerendered pages now (not awaited), the
 * others when their next poll of the site content's version sees it (decision 0035).
 */
export const PUT = jsonRoute(
  { caller: "admin", body: priceBookInputSchema },
  "The prices could not be saved just now. Please try again.",
  async ({ user: owner, body }) => {
    const db = await getDb();
    const saved = await savePriceBook(db, owner.id, body, new Date());
    void followSiteContent(db).catch((error) => logger.error({ err: error }, "pages could not be regenerated"));
    return ok({ version: saved.version });
  },
);
