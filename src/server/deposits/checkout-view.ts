import "server-only";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { type DepositFacts, depositRefundable } from "@/domain/deposits/deposit-state";
import { appointmentStart } from "@/domain/scheduling/schedule";
import type { Db, Tx } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookingCheckouts, bookingStatusChanges, bookings, noShowFees, user } from "@/server/db/schema";

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
  /** An owner's cancel from before refunds were automatic left it unrefunded: "Refund deposit" (decision 0045). */
  refundable: boolean;
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
  const [checkouts, fees, byOwner] = await Promise.all([
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
    cancelledByOwner(db, ids),
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
    const deposit = depositFacts(c, booking.status, byOwner.has(booking.id), refundedBy);
    views.set(booking.id, {
      kind: c.kind as BookingMoneyView["kind"],
      depositCents: c.depositCents,
      deposit,
      feeCents: c.feeCents,
      chargeable:
        c.kind === "no-show-fee" &&
        Boolean(c.paymentMethodId) &&
        started &&
        (booking.status === "pending" || booking.status === "confirmed") &&
        last?.status !== "succeeded",
      refundable: c.kind === "deposit" && depositRefundable(deposit),
      fees: attempts,
    });
  }
  return views;
}

type Checkout = typeof bookingCheckouts.$inferSelect;

/** A checkout's deposit as depositState reads it (decision 0045): the same facts for the owner and the customer. */
function depositFacts(c: Checkout, bookingStatus: string, byOwner: boolean, refundedBy: string | null): DepositFacts {
  return {
    depositCents: c.depositCents,
    paidAt: c.paidAt,
    refundState: c.refundState,
    refundReason: c.refundReason,
    refundRequestedAt: c.refundRequestedAt,
    refundedAt: c.refundedAt,
    refundedBy,
    bookingStatus,
    cancelledBy: bookingStatus === "cancelled" ? (byOwner ? "owner" : "customer") : null,
  };
}

/**
 * Of these bookings, the ones someone other than their customer cancelled (the owner, on
 * /admin/bookings): the customer's own cancel records the customer as its "changed by" (a merge
 * moves it with the booking), so any other name, or none left, is the business's.
 */
export async function cancelledByOwner(db: Db | Tx, bookingIds: readonly string[]): Promise<Set<string>> {
  if (bookingIds.length === 0) return new Set();
  const rows = await db
    .select({ bookingId: bookingStatusChanges.bookingId })
    .from(bookingStatusChanges)
    .innerJoin(bookings, eq(bookings.id, bookingStatusChanges.bookingId))
    .where(
      and(
        inArray(bookingStatusChanges.bookingId, [...bookingIds]),
        eq(bookingStatusChanges.toStatus, "cancelled"),
        sql`${bookingStatusChanges.changedBy} is distinct from ${bookings.userId}`,
      ),
    );
  return new Set(rows.map((r) => r.bookingId));
}

/**
 * The signed-in customer's own deposits, by booking, for their dashboard: the same facts the
 * owner's list words (depositLine), without the owner's names. Another customer's are never read.
 */
export async function customerDeposits(db: Db, userId: string): Promise<Map<string, DepositFacts>> {
  const rows = await db
    .select({ checkout: bookingCheckouts, status: bookings.status })
    .from(bookingCheckouts)
    .innerJoin(bookings, eq(bookings.id, bookingCheckouts.bookingId))
    .where(
      and(
        eq(bookingCheckouts.userId, userId),
        eq(bookings.userId, userId),
        eq(bookingCheckouts.kind, "deposit"),
        isNotNull(bookingCheckouts.paidAt),
      ),
    );
  const byOwner = await cancelledByOwner(
    db,
    rows.filter((r) => r.status === "cancelled").map((r) => r.checkout.bookingId as string),
  );
  return new Map(
    rows.map(({ checkout, status }) => [
      checkout.bookingId as string,
      depositFacts(checkout, status, byOwner.has(checkout.bookingId as string), null),
    ]),
  );
}
