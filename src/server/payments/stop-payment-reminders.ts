import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { invoices } from "@/server/db/schema";

export type StopRemindersResult = { ok: true; already: boolean } | { ok: false; reason: "invoice-not-found" };

/**
 * The owner stops an invoice's payment reminders (agreed with the customer, or chased by phone).
 * Reminders already queued are dropped at their turn (paymentReminderStillWanted); a second stop
 * keeps the first one's time.
 */
export async function stopPaymentReminders(
  db: Db,
  adminId: string,
  invoiceId: string,
  now: Date,
): Promise<StopRemindersResult> {
  const [stopped] = await db
    .update(invoices)
    .set({ remindersStoppedAt: now, remindersStoppedBy: adminId })
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.remindersStoppedAt)))
    .returning({ id: invoices.id });
  if (stopped) return { ok: true, already: false };
  const [exists] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId));
  return exists ? { ok: true, already: true } : { ok: false, reason: "invoice-not-found" };
}
