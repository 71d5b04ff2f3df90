import "server-only";
import { and, eq } from "drizzle-orm";
import { invoiceBalance } from "@/domain/payments/balance";
import type { Db } from "@/server/db/client";
import { invoices, payments } from "@/server/db/schema";
import { lockInvoice } from "./books";

export type VoidPaymentResult =
  | { ok: true }
  | { ok: false; reason: "payment-not-found" | "payment-voided" | "payment-online-void" };

/**
 * The owner voids a payment recorded by mistake (the wrong visit, a bounced check), with the reason
 * kept beside who and when. The invoice is owed again. Money taken online goes back by a refund.
 */
export async function voidPayment(
  db: Db,
  adminId: string,
  paymentId: string,
  reason: string,
  now: Date = new Date(),
): Promise<VoidPaymentResult> {
  return db.transaction(async (tx): Promise<VoidPaymentResult> => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) return { ok: false, reason: "payment-not-found" };
    const row = await lockInvoice(tx, payment.invoiceId);
    if (!row) return { ok: false, reason: "payment-not-found" };
    if (payment.method === "stripe") return { ok: false, reason: "payment-online-void" };
    const [voided] = await tx
      .update(payments)
      .set({ status: "voided", voidedBy: adminId, voidedAt: now, voidReason: reason })
      .where(and(eq(payments.id, paymentId), eq(payments.status, "succeeded")))
      .returning();
    if (!voided) return { ok: false, reason: "payment-voided" };
    const paidCents = row.invoice.paidCents - voided.amountCents;
    const status = invoiceBalance({ ...row.invoice, paidCents }).storedStatus;
    await tx
      .update(invoices)
      .set({
        paidCents,
        status,
        // Still paid (credit notes cover the rest): it keeps the day it became paid.
        paidAt: paidCents > 0 || status === "paid" ? row.invoice.paidAt : null,
      })
      .where(eq(invoices.id, row.invoice.id));
    return { ok: true };
  });
}
