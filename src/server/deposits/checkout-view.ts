import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DepositFacts } from "@/domain/deposits/deposit-state";
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

export interface NoShowAttemptView {
  attempt: number;
  status: string;
  amountCents: number;
  reason: string;
  by: string | null;
  at: Date;
}

export interface BookingMoneyView {
  kind: "deposit" | "no-show-fee";
  depositCents: number;
  /** What became of a deposit, with who and when (decision 0045, amended): depositLine words it. */
  deposit: DepositFacts;
  feeCents: number | null;
  /**
   * The owner may press "Charge no-show fee": a saved card, the start passed, and no attempt yet,
   * the last one declined (a new try) or still charging (its answer lost; the same key again).
   */
  chargeable: boolean;
  /** Every attempt, the first first. */
  fees: NoShowAttemptView[];
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
    db
      .select({ checkout: bookingCheckouts, refundedBy: user.name })
      .from(bookingCheckouts)
      .leftJoin(user, eq(user.id, bookingCheckouts.refundedBy))
      .where(inArray(bookingCheckouts.bookingId, ids)),
    db
      .select({ fee: noShowFees, by: user.name })
      .from(noShowFees)
      .leftJoin(user, eq(user.id, noShowFees.chargedBy))
      .where(inArray(noShowFees.bookingId, ids))
      .orderBy(asc(noShowFees.attempt)),
  ]);
  const views = new Map<string, BookingMoneyView>();
  for (const { checkout: c, refundedBy } of checkouts) {
    const booking = shown.find((b) => b.id === c.bookingId);
    if (!booking) continue;
    const attempts = fees
      .filter((f) => f.fee.bookingId === booking.id)
      .map(({ fee, by }) => ({
        attempt: fee.attempt,
        status: fee.status,
        amountCents: fee.amountCents,
        reason: fee.reason,
        by,
        at: fee.createdAt,
      }));
    const last = attempts.at(-1);
    const started =
      now.getTime() >= appointmentStart(booking.appointmentDate, booking.appointmentTime, booking.timeZone).getTime();
    views.set(booking.id, {
      kind: c.kind as BookingMoneyView["kind"],
      depositCents: c.depositCents,
      deposit: {
        depositCents: c.depositCents,
        paidAt: c.paidAt,
        refundState: c.refundState,
        refundReason: c.refundReason,
        refundRequestedAt: c.refundRequestedAt,
        refundedAt: c.refundedAt,
        refundedBy,
        bookingStatus: booking.status,
      },
      feeCents: c.feeCents,
      chargeable:
        c.kind === "no-show-fee" &&
        Boolean(c.paymentMethodId) &&
        started &&
        (booking.status === "pending" || booking.status === "confirmed") &&
        last?.status !== "succeeded",
      fees: attempts,
    });
  }
  return views;
}
