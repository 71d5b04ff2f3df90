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

/** The owner's schedule of payment reminders, days after the invoice (empty: none). */
export async function changeReminderDays(db: Db, adminId: string, days: number[], now: Date) {
  await db
    .insert(paymentSettings)
    .values({ id: 1, reminderDays: days, updatedBy: adminId, updatedAt: now })
    .onConflictDoUpdate({
      target: paymentSettings.id,
      set: { reminderDays: days, updatedBy: adminId, updatedAt: now },
    });
  return { ok: true as const, days };
}
