import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { bookingCheckouts, bookings } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/payments/stripe-gateway";
import { cancelledByOwner } from "./checkout-view";
import { refundCheckout } from "./paid-first";

export type CancelledDepositRefund =
  | { ok: true; refunded: boolean }
  | { ok: false; reason: "booking-not-found" | "deposit-not-refundable" | "online-payments-off" };

/**
 * The owner refunds the deposit of a booking they cancelled before an owner's cancel refunded it
 * by itself (decision 0045, amended): shown on /admin/bookings as "not refunded", and refunded
 * only by this deliberate press, never by a migration over history. It goes through the cancel's
 * own path: the refund is claimed once by a compare-and-set (who in `refunded_by`, when in
 * `refund_requested_at`, why `owner-cancel-earlier`) under the checkout's row lock, then sent with
 * the checkout's one key (`booking-checkout:<id>:refund`), so a double click, two owners at once
 * and the sweep refund once. A deposit already claimed is sent again with that key; the
 * customer's own late cancel keeps its deposit, as its terms said, and is refused here.
 */
export async function refundCancelledDeposit(
  db: Db,
  gateway: PaymentGateway | null,
  ownerId: string,
  bookingId: string,
  now: Date,
): Promise<CancelledDepositRefund> {
  const claimed = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ checkout: bookingCheckouts, status: bookings.status })
      .from(bookings)
      .leftJoin(
        bookingCheckouts,
        and(eq(bookingCheckouts.bookingId, bookings.id), eq(bookingCheckouts.kind, "deposit")),
      )
      .where(eq(bookings.id, bookingId));
    if (!found) return "booking-not-found" as const;
    if (!found.checkout?.paidAt) return "deposit-not-refundable" as const;
    const [row] = await tx
      .select()
      .from(bookingCheckouts)
      .where(eq(bookingCheckouts.id, found.checkout.id))
      .for("update");
    if (!row) return "deposit-not-refundable" as const;
    if (row.refundState) return row.id;
    if (found.status !== "cancelled" || !(await cancelledByOwner(tx, [bookingId])).has(bookingId))
      return "deposit-not-refundable" as const;
    // Asked once the press is known to be a refund to make: nothing is claimed that cannot be sent.
    if (!gateway) return "online-payments-off" as const;
    await tx
      .update(bookingCheckouts)
      .set({
        refundState: "pending",
        refundReason: "owner-cancel-earlier",
        refundedBy: ownerId,
        refundRequestedAt: now,
      })
      .where(and(eq(bookingCheckouts.id, row.id), isNull(bookingCheckouts.refundState)));
    return row.id;
  });
  if (claimed === "booking-not-found" || claimed === "deposit-not-refundable" || claimed === "online-payments-off")
    return { ok: false, reason: claimed };
  return { ok: true, refunded: await refundCheckout(db, gateway, claimed, now) };
}
