import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { payments } from "@/server/db/schema";
import { logger } from "@/server/logger";
import type { PaymentGateway } from "./stripe-gateway";

/**
 * Stripe's fee on an online payment, for the accountant's CSV: read from the charge's balance
 * transaction after the payment is booked (its own transaction has committed), and stored once.
 * Anything that goes wrong leaves the fee empty and is only logged: the payment is paid either way.
 */
export async function recordStripeFee(db: Db, gateway: PaymentGateway, paymentIntentId: string): Promise<void> {
  try {
    const [payment] = await db
      .select({ id: payments.id, currency: payments.currency, feeCents: payments.feeCents })
      .from(payments)
      .where(eq(payments.stripePaymentIntentId, paymentIntentId));
    if (!payment || payment.feeCents !== null) return;
    const fee = await gateway.paymentFee(paymentIntentId, payment.currency);
    if (fee === null || fee < 0) return;
    await db
      .update(payments)
      .set({ feeCents: fee })
      .where(and(eq(payments.id, payment.id), isNull(payments.feeCents)));
  } catch (error) {
    logger.warn(
      { paymentIntentId, err: (error as Error).name, status: (error as { statusCode?: number }).statusCode },
      "stripe fee not read",
    );
  }
}
