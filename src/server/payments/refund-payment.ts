import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { refundable } from "@/domain/payments/invoice";
import type { Db } from "@/server/db/client";
import { payments, refunds } from "@/server/db/schema";
import { logger } from "@/server/logger";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { lockInvoice, settleRefund } from "./books";
import type { PaymentGateway } from "./stripe-gateway";

export type RefundResult =
  | { ok: true; refundId: string; status: "succeeded" | "pending" }
  | {
      ok: false;
      reason:
        | "payment-not-found"
        | "payment-not-online"
        | "payment-voided"
        | "refund-too-large"
        | "online-payments-off"
        | "payment-provider-error";
    };

/**
 * The owner refunds all or part of an online payment. The amount is reserved first (a pending
 * refund row, under the invoice's lock), so two refunds at once cannot together pass what was
 * paid: the second sees the first's reservation and is refused. Then Stripe is asked, with the
 * refund's own idempotency key, so a retried request refunds once; its answer (or, if this process
 * dies first, Stripe's webhook) settles the refund on the books.
 */
export async function refundPayment(
  db: Db,
  gateway: PaymentGateway | null,
  adminId: string,
  input: { paymentId: string; amountCents: number; reason: string | null; idempotencyKey: string },
  now: Date = new Date(),
): Promise<RefundResult> {
  if (!gateway) return { ok: false, reason: "online-payments-off" };
  const reserved = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId));
    if (!payment) return { ok: false as const, reason: "payment-not-found" as const };
    await lockInvoice(tx, payment.invoiceId);
    const [again] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey));
    if (again) {
      if (again.paymentId !== payment.id) return { ok: false as const, reason: "payment-not-found" as const };
      return { ok: true as const, refund: again, payment };
    }
    if (payment.method !== "stripe" || !payment.stripePaymentIntentId)
      return { ok: false as const, reason: "payment-not-online" as const };
    if (payment.status === "voided") return { ok: false as const, reason: "payment-voided" as const };
    const [taken] = await tx
      .select({
        refunded: sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} = 'succeeded'), 0)::int`,
        pending: sql<number>`coalesce(sum(${refunds.amountCents}) filter (where ${refunds.status} = 'pending'), 0)::int`,
      })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), inArray(refunds.status, ["succeeded", "pending"])));
    if (input.amountCents > refundable(payment.amountCents, taken?.refunded ?? 0, taken?.pending ?? 0))
      return { ok: false as const, reason: "refund-too-large" as const };
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        invoiceId: payment.invoiceId,
        amountCents: input.amountCents,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        requestedBy: adminId,
        createdAt: now,
      })
      .returning();
    if (!refund) throw new Error("refund insert returned no row");
    return { ok: true as const, refund, payment };
  });
  if (!reserved.ok) return reserved;
  const { refund, payment } = reserved;
  if (refund.status === "succeeded") return { ok: true, refundId: refund.id, status: "succeeded" };
  let answer: { id: string; status: string | null };
  try {
    answer = await gateway.refund(
      { paymentIntentId: payment.stripePaymentIntentId ?? "", amountCents: refund.amountCents, refundId: refund.id },
      `refund-${refund.id}`,
    );
  } catch (error) {
    // Stripe refused (or did not answer): the reservation is released. Had Stripe refunded after
    // all, its webhook carries our refund id and settles the row again.
    const status = (error as { statusCode?: number }).statusCode;
    logger.warn({ refundId: refund.id, status }, "stripe refund failed");
    if (status !== undefined && status >= 400 && status < 500)
      await db
        .update(refunds)
        .set({ status: "failed" })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")));
    return { ok: false, reason: "payment-provider-error" };
  }
  if (answer.status !== "succeeded") return { ok: true, refundId: refund.id, status: "pending" };
  await db.transaction((tx) => settleRefund(tx, refund.id, answer.id, now));
  nudgeOutbox();
  return { ok: true, refundId: refund.id, status: "succeeded" };
}
