import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { invoiceBalance } from "@/domain/payments/balance";
import { formatCents } from "@/domain/payments/invoice";
import type { Db } from "@/server/db/client";
import { bookings, invoices, paymentFlags, payments, refunds, user } from "@/server/db/schema";
import { env } from "@/server/env";
import { receiptEmail, refundEmail } from "@/server/mail/payment-emails";
import { enqueueMail } from "@/server/outbox/enqueue";
import { onlinePaymentsEnabled } from "./stripe-gateway";

// The bookkeeping every payment step shares: a payment recorded once, a refund settled once, and
// a flag for the owner when Stripe says something the invoice does not. Each runs inside its
// caller's transaction, after the caller has locked the invoice row.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The invoice, locked for this transaction, with what its emails need. */
export async function lockInvoice(tx: Tx, invoiceId: string | null | undefined) {
  if (!invoiceId || !UUID.test(invoiceId)) return undefined;
  const [row] = await tx
    .select({
      invoice: invoices,
      email: user.email,
      appointmentDate: bookings.appointmentDate,
      address: bookings.address,
      timeZone: bookings.timeZone,
    })
    .from(invoices)
    .innerJoin(user, eq(user.id, invoices.userId))
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .where(eq(invoices.id, invoiceId))
    .for("update", { of: invoices });
  return row;
}
export type LockedInvoice = NonNullable<Awaited<ReturnType<typeof lockInvoice>>>;

export const forEmail = (row: LockedInvoice) => ({
  ...row.invoice,
  appointmentDate: row.appointmentDate,
  address: row.address,
  timeZone: row.timeZone,
});

export async function flagPayment(
  tx: Tx,
  flag: { invoiceId: string | null; stripeEventId: string | null; reason: string; detail: string },
  now: Date,
) {
  await tx.insert(paymentFlags).values({ ...flag, createdAt: now });
}

export interface NewPayment {
  method: "stripe" | "card_reader" | "cash" | "check";
  amountCents: number;
  currency: string;
  checkNumber?: string | null;
  stripePaymentIntentId?: string | null;
  stripeCheckoutSessionId?: string | null;
  idempotencyKey?: string | null;
  /** Why the owner recorded it by hand. */
  reason?: string | null;
  recordedBy: string | null;
}

/**
 * Records money received for a locked invoice and queues the receipt. Money that arrives for an
 * invoice already paid or void is still recorded (it was taken) and flagged for the owner to refund.
 */
export async function recordPayment(
  tx: Tx,
  row: LockedInvoice,
  payment: NewPayment,
  now: Date,
  stripeEventId: string | null = null,
) {
  const { invoice } = row;
  const [inserted] = await tx
    .insert(payments)
    .values({ invoiceId: invoice.id, ...payment, recordedAt: now })
    .returning();
  if (!inserted) throw new Error("payment insert returned no row");
  if (invoice.status !== "open") {
    await flagPayment(
      tx,
      {
        invoiceId: invoice.id,
        stripeEventId,
        reason: "paid-twice",
        detail: `${formatCents(payment.amountCents)} received for invoice ${invoice.number}, which was already ${invoice.status}. Refund or keep it as credit.`,
      },
      now,
    );
  }
  const paidCents = invoice.paidCents + payment.amountCents;
  const balance = invoiceBalance({ ...invoice, paidCents });
  await tx
    .update(invoices)
    .set({
      paidCents,
      status: balance.storedStatus,
      paidAt: invoice.paidAt ?? now,
    })
    .where(eq(invoices.id, invoice.id));
  // A payment taken on site before the visit's wrap-up is sent is in the wrap-up's receipt
  // (send-wrap-up.ts); one the customer made online gets its own at once. Read anew after the
  // invoice lock, which the wrap-up also takes, so the wrap-up is seen as it is now.
  const [visit] = await tx
    .select({ due: bookings.wrapUpDueAt, sent: bookings.wrapUpSentAt })
    .from(bookings)
    .where(eq(bookings.id, invoice.bookingId));
  if (payment.method !== "stripe" && visit?.due && !visit.sent) return inserted;
  await enqueueMail(
    tx,
    "payment-receipt",
    await receiptEmail(
      forEmail(row),
      { amountCents: payment.amountCents, method: payment.method, at: now },
      row.email,
      env.SITE_URL,
      { balance, online: onlinePaymentsEnabled() },
    ),
    { bookingId: invoice.bookingId },
    now,
  );
  return inserted;
}

/**
 * A refund Stripe confirmed: counted once on the invoice (a refund already succeeded is left
 * alone, whichever of the API answer and the webhooks arrives first) and the customer emailed.
 */
export async function settleRefund(tx: Tx, refundId: string, stripeRefundId: string, now: Date): Promise<boolean> {
  if (!UUID.test(refundId)) return false;
  const [refund] = await tx.select({ invoiceId: refunds.invoiceId }).from(refunds).where(eq(refunds.id, refundId));
  if (!refund) return false;
  // The invoice first, as every payment step locks it, so two steps never wait on each other.
  const row = await lockInvoice(tx, refund.invoiceId);
  if (!row) throw new Error("refund without its invoice");
  const [settled] = await tx
    .update(refunds)
    .set({ status: "succeeded", stripeRefundId, settledAt: now })
    .where(and(eq(refunds.id, refundId), ne(refunds.status, "succeeded")))
    .returning();
  if (!settled) return false;
  await tx
    .update(invoices)
    .set({ refundedCents: sql`${invoices.refundedCents} + ${settled.amountCents}` })
    .where(eq(invoices.id, settled.invoiceId));
  await enqueueMail(
    tx,
    "payment-refund",
    await refundEmail(forEmail(row), settled.amountCents, row.email),
    { bookingId: row.invoice.bookingId },
    now,
  );
  return true;
}

export type ManualPaymentResult =
  | { ok: true; paymentId: string; already: boolean; invoiceStatus: string }
  | { ok: false; reason: "invoice-void" | "invoice-paid" | "payment-over-total" };

/**
 * A payment taken outside Stripe (card reader, cash, check) on a locked invoice, by the crew or the
 * owner: the same key returns the first payment; never on a void or paid invoice, never more than
 * is left to pay.
 */
export async function bookManualPayment(
  tx: Tx,
  row: LockedInvoice,
  input: {
    method: "card_reader" | "cash" | "check";
    amount: number;
    checkNumber: string;
    idempotencyKey: string;
    reason?: string;
    recordedBy: string;
  },
  now: Date,
): Promise<ManualPaymentResult> {
  const invoice = row.invoice;
  const [again] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), eq(payments.idempotencyKey, input.idempotencyKey)));
  if (again) return { ok: true, paymentId: again.id, already: true, invoiceStatus: invoice.status };
  if (invoice.status === "void") return { ok: false, reason: "invoice-void" };
  if (invoice.status === "paid") return { ok: false, reason: "invoice-paid" };
  if (input.amount > invoiceBalance(invoice).dueCents) return { ok: false, reason: "payment-over-total" };
  const payment = await recordPayment(
    tx,
    row,
    {
      method: input.method,
      amountCents: input.amount,
      currency: invoice.currency,
      checkNumber: input.method === "check" ? input.checkNumber : null,
      idempotencyKey: input.idempotencyKey,
      ...(input.reason === undefined ? {} : { reason: input.reason }),
      recordedBy: input.recordedBy,
    },
    now,
  );
  const invoiceStatus = invoiceBalance({ ...invoice, paidCents: invoice.paidCents + input.amount }).storedStatus;
  return { ok: true, paymentId: payment.id, already: false, invoiceStatus };
}
