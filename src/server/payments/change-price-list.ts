import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { priceListItems } from "@/server/db/schema";

export type PriceListResult = { ok: true } | { ok: false; reason: "price-item-not-found" };

/**
 * The owner adds an extra to the price list, or retires one. A retired item is kept: invoices and
 * visits that took it name it, and a price is never changed under them (retire, then add anew).
 */
export async function changePriceList(
  db: Db,
  adminId: string,
  input: { action: "add"; description: string; price: number } | { action: "retire"; id: string },
  now: Date = new Date(),
): Promise<PriceListResult> {
  if (input.action === "add") {
    await db
      .insert(priceListItems)
      .values({ description: input.description, unitCents: input.price, createdBy: adminId, createdAt: now });
    return { ok: true };
  }
  const [retired] = await db
    .update(priceListItems)
    .set({ active: false })
    .where(and(eq(priceListItems.id, input.id), eq(priceListItems.active, true)))
    .returning({ id: priceListItems.id });
  return retired ? { ok: true } : { ok: false, reason: "price-item-not-found" };
}
