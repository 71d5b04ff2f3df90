import "server-only";
import type { Db } from "@/server/db/client";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { bookManualPayment, lockInvoice } from "./books";

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
    const booked = await bookManualPayment(tx, row, { ...input, recordedBy: adminId }, now);
    return booked.ok ? { ok: true, paymentId: booked.paymentId, already: booked.already } : booked;
  });
  if (result.ok && !result.already) nudgeOutbox();
  return result;
}
