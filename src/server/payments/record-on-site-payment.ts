import "server-only";
import { and, eq } from "drizzle-orm";
import { amountDue, statusAfter } from "@/domain/payments/invoice";
import type { OnSitePaymentInput } from "@/domain/payments/payment-input";
import type { Db } from "@/server/db/client";
import { bookings, crewMembers, invoices, payments } from "@/server/db/schema";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { lockInvoice, recordPayment } from "./books";

export type OnSitePaymentResult =
  | { ok: true; paymentId: string; already: boolean; invoiceStatus: string }
  | {
      ok: false;
      reason: "visit-not-found" | "visit-not-finished" | "invoice-void" | "invoice-paid" | "payment-over-total";
    };

/**
 * A payment the crew took on site (card reader, cash, check with its number), recorded from the
 * Finished screen with who and when. Only a technician of the visit's crew finds the visit; the
 * phone's key makes a second tap (or a retried request) return the first payment; the amount may
 * be part of the invoice but never more than is left to pay.
 */
export async function recordOnSitePayment(
  db: Db,
  technicianUserId: string,
  bookingId: string,
  input: OnSitePaymentInput,
  now: Date = new Date(),
): Promise<OnSitePaymentResult> {
  const [visit] = await db
    .select({ invoiceId: invoices.id })
    .from(bookings)
    .innerJoin(crewMembers, and(eq(crewMembers.crewId, bookings.crewId), eq(crewMembers.userId, technicianUserId)))
    .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!visit) return { ok: false, reason: "visit-not-found" };
  if (!visit.invoiceId) return { ok: false, reason: "visit-not-finished" };
  const invoiceId = visit.invoiceId;
  const result = await db.transaction(async (tx): Promise<OnSitePaymentResult> => {
    const row = await lockInvoice(tx, invoiceId);
    if (!row) return { ok: false, reason: "visit-not-finished" };
    const [again] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.invoiceId, invoiceId), eq(payments.idempotencyKey, input.idempotencyKey)));
    if (again) return { ok: true, paymentId: again.id, already: true, invoiceStatus: row.invoice.status };
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
        recordedBy: technicianUserId,
      },
      now,
    );
    const status = statusAfter({ ...row.invoice, paidCents: row.invoice.paidCents + input.amount });
    return { ok: true, paymentId: payment.id, already: false, invoiceStatus: status };
  });
  if (result.ok && !result.already) nudgeOutbox();
  return result;
}
