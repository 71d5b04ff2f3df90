import "server-only";
import { and, eq } from "drizzle-orm";
import { amountDue } from "@/domain/payments/invoice";
import type { Db } from "@/server/db/client";
import { payments } from "@/server/db/schema";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { lockInvoice, recordPayment } from "./books";

export type OwnerPaymentResult =
  | { ok: true; paymentId: string; already: boolean }
  | { ok: false; reason: "invoice-not-found" | "invoice-void" | "invoice-paid" | "payment-over-total" };

/** The owner records a payment taken outside the site (a check in the mail), with why. */
export async function recordPaymentByOwner(
  db: Db,
  adminId: string,
  invoiceId: string,
  input: {
    method: "card_reader" | "cash" | "check";
    amount: number;
    checkNumber: string;
    reason: string;
    idempotencyKey: string;
  },
  now: Date = new Date(),
): Promise<OwnerPaymentResult> {
  const result = await db.transaction(async (tx): Promise<OwnerPaymentResult> => {
    const row = await lockInvoice(tx, invoiceId);
    if (!row) return { ok: false, reason: "invoice-not-found" };
    const [again] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.invoiceId, invoiceId), eq(payments.idempotencyKey, input.idempotencyKey)));
    if (again) return { ok: true, paymentId: again.id, already: true };
    if (row.invoice.status === "void") return { ok: false, reason: "invoice-void" };
    if (row.invoice.status === "paid") return { ok: false, reason: "invoice-paid" };
    if (input.amount > amountDue(row.invoice)) return { ok: false, reason: "payment-over-total" };
    const payment = await recordPayment(
      tx,
      row,
      {
        method: input.method,
        amountCents: input.amount,
        currency: row.invoice.currency,
        checkNumber: input.method === "check" ? input.checkNumber : null,
        idempotencyKey: input.idempotencyKey,
        reason: input.reason,
        recordedBy: adminId,
      },
      now,
    );
    return { ok: true, paymentId: payment.id, already: false };
  });
  if (result.ok && !result.already) nudgeOutbox();
  return result;
}
