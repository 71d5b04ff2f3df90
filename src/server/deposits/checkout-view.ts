import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { appointmentStart } from "@/domain/scheduling/schedule";
import type { Db } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookingCheckouts, noShowFees, user } from "@/server/db/schema";

/** The customer's own checkout, as the page Stripe returns to shows it; another's is none. */
export async function ownCheckout(db: Db, userId: string, checkoutId: string) {
  const [row] = await db
    .select()
    .from(bookingCheckouts)
    .where(and(eq(bookingCheckouts.id, checkoutId), eq(bookingCheckouts.userId, userId)));
  return row ?? null;
}

export interface BookingMoneyView {
  kind: "deposit" | "no-show-fee";
  depositCents: number;
  refundState: string | null;
  refundReason: string | null;
  feeCents: number | null;
  /** The owner may press "Charge no-show fee": a saved card, the start passed, nothing charged yet. */
  chargeable: boolean;
  fee: { status: string; amountCents: number; reason: string; by: string | null; at: Date } | null;
}

/** What money each shown booking carries from before its visit (decision 0045), for the owner's list. */
export async function bookingMoneyFor(
  db: Db,
  shown: readonly Booking[],
  now: Date,
): Promise<Map<string, BookingMoneyView>> {
  const ids = shown.map((b) => b.id);
  if (ids.length === 0) return new Map();
  const [checkouts, fees] = await Promise.all([
    db.select().from(bookingCheckouts).where(inArray(bookingCheckouts.bookingId, ids)),
    db
      .select({ fee: noShowFees, by: user.name })
      .from(noShowFees)
      .leftJoin(user, eq(user.id, noShowFees.chargedBy))
      .where(inArray(noShowFees.bookingId, ids)),
  ]);
  const views = new Map<string, BookingMoneyView>();
  for (const c of checkouts) {
    const booking = shown.find((b) => b.id === c.bookingId);
    if (!booking) continue;
    const fee = fees.find((f) => f.fee.bookingId === booking.id);
    const started =
      now.getTime() >= appointmentStart(booking.appointmentDate, booking.appointmentTime, booking.timeZone).getTime();
    views.set(booking.id, {
      kind: c.kind as BookingMoneyView["kind"],
      depositCents: c.depositCents,
      refundState: c.refundState,
      refundReason: c.refundReason,
      feeCents: c.feeCents,
      chargeable:
        c.kind === "no-show-fee" &&
        Boolean(c.paymentMethodId) &&
        started &&
        (booking.status === "pending" || booking.status === "confirmed") &&
        (!fee || fee.fee.status === "charging"),
      fee: fee
        ? {
            status: fee.fee.status,
            amountCents: fee.fee.amountCents,
            reason: fee.fee.reason,
            by: fee.by,
            at: fee.fee.createdAt,
          }
        : null,
    });
  }
  return views;
}
