import "server-only";
import { eq } from "drizzle-orm";
import { invoiceBalance } from "@/domain/payments/balance";
import { parsePaymentReminderKey } from "@/domain/payments/payment-reminders";
import type { Db } from "@/server/db/client";
import { invoices } from "@/server/db/schema";

/**
 * Whether a queued payment reminder (its email's key, or its text's without the prefix) still
 * says something true at its turn: the invoice still has something due, is not void and its
 * reminders were not stopped. A payment that landed after it was queued drops it. Null when the
 * key is not a payment reminder's.
 */
export async function paymentReminderStillWanted(db: Db, dedupeKey: string): Promise<boolean | null> {
  const key = parsePaymentReminderKey(dedupeKey);
  if (!key) return null;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, key.invoiceId));
  if (!invoice || invoice.remindersStoppedAt) return false;
  return invoiceBalance(invoice).dueCents > 0;
}
