import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { priceListItems, visitExtras } from "@/server/db/schema";

/** The price list as the crew picks from it, and the extras a visit has so far (null: no visit given). */
export async function extrasView(db: Db, bookingId: string | null) {
  const [items, extras] = await Promise.all([
    db
      .select({ id: priceListItems.id, description: priceListItems.description, unitCents: priceListItems.unitCents })
      .from(priceListItems)
      .where(eq(priceListItems.active, true))
      .orderBy(asc(priceListItems.description)),
    bookingId
      ? db
          .select()
          .from(visitExtras)
          .where(eq(visitExtras.bookingId, bookingId))
          .orderBy(asc(visitExtras.addedAt), asc(visitExtras.id))
      : [],
  ]);
  return {
    items,
    extras: extras.map((e) => ({
      id: e.id,
      description: e.description,
      unitCents: e.unitCents,
      quantity: e.quantity,
      approvedAt: e.customerApprovedAt,
    })),
  };
}
