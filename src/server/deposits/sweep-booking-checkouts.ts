import "server-only";
import { and, eq, lt, or } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { bookingCheckouts } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/payments/stripe-gateway";
import { confirmBookingCheckout, refundCheckout } from "./paid-first";

/** A checkout paid this long ago and not yet booked had its webhook's follow-up fail: the sweep does it. */
const STALE_MS = 60_000;

/**
 * Every server's outbox sweep: checkouts Stripe paid whose booking was not made (the server died
 * after the webhook's commit) are confirmed, and deposit refunds Stripe did not answer are sent
 * again with their key. Both are idempotent, so two servers sweeping at once do each once.
 */
export async function sweepBookingCheckouts(
  db: Db,
  gateway: PaymentGateway | null,
  options: { now: Date; origin: string },
): Promise<{ confirmed: number; refunded: number }> {
  if (!gateway) return { confirmed: 0, refunded: 0 };
  const stale = new Date(options.now.getTime() - STALE_MS);
  const rows = await db
    .select({ id: bookingCheckouts.id, status: bookingCheckouts.status })
    .from(bookingCheckouts)
    .where(
      or(
        and(eq(bookingCheckouts.status, "paid"), lt(bookingCheckouts.paidAt, stale)),
        eq(bookingCheckouts.refundState, "pending"),
      ),
    )
    .limit(50);
  let confirmed = 0;
  let refunded = 0;
  for (const row of rows) {
    if (row.status === "paid") {
      await confirmBookingCheckout(db, gateway, row.id, options);
      confirmed += 1;
    } else if (await refundCheckout(db, gateway, row.id, options.now)) refunded += 1;
  }
  return { confirmed, refunded };
}
