import "server-only";
import type { Db } from "@/server/db/client";
import { paymentSettings } from "@/server/db/schema";

/** The owner's tax rate for invoices written from now on (an issued invoice keeps its own). */
export async function changePaymentSettings(db: Db, adminId: string, taxRateBps: number, now: Date = new Date()) {
  await db
    .insert(paymentSettings)
    .values({ id: 1, taxRateBps, updatedBy: adminId, updatedAt: now })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { taxRateBps, updatedBy: adminId, updatedAt: now } });
  return { ok: true as const, taxRateBps };
}
