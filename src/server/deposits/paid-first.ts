import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { BookingInput } from "@/domain/booking/booking-input";
import { askSentence } from "@/domain/deposits/booking-money";
import { depositOnCancel } from "@/domain/deposits/deposit-state";
import { createBooking } from "@/server/bookings/create-booking";
import type { Db, Tx } from "@/server/db/client";
import type { Booking } from "@/server/db/rows";
import { bookingCheckouts, user } from "@/server/db/schema";
import { logger } from "@/server/logger";
import { checkoutRefusedEmail } from "@/server/mail/booking-money-emails";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { configuredGateway, type PaymentGateway } from "@/server/payments/stripe-gateway";
import type { CheckoutContext } from "./start-booking-checkout";

/** What createBooking does for a booking Stripe was paid for first: link it, and say the terms. */
export interface PaidFirst {
  note: string | null;
  link(tx: Tx, booking: Booking): Promise<void>;
}

type Checkout = typeof bookingCheckouts.$inferSelect;

/** The checkout was settled another way (refused by another server) while this one booked. */
class CheckoutSettledError extends Error {}

export type ConfirmResult =
  | { state: "waiting" | "not-found" }
  | { state: "booked"; bookingId: string }
  | { state: "refused"; reason: string; refunded: boolean };

const noteOf = (row: Checkout) =>
  askSentence(
    row.kind === "deposit"
      ? { kind: "deposit", depositCents: row.depositCents, balanceCents: row.priceCents - row.depositCents }
      : { kind: "no-show-fee", feeCents: row.feeCents ?? 0 },
  );

/**
 * A checkout Stripe has paid (or saved the card of) becomes a booking: createBooking with the
 * form's input and key, so the webhook, the page Stripe returns to and a second server all make
 * the one booking. The checkout is linked in the booking's transaction by a compare-and-set on
 * `paid`; if the time went meanwhile the booking is refused, the checkout marked so, the customer
 * emailed, and the deposit refunded in full (its own idempotency key).
 */
export async function confirmBookingCheckout(
  db: Db,
  gateway: PaymentGateway | null,
  checkoutId: string,
  options: { now: Date; origin: string },
): Promise<ConfirmResult> {
  const [row] = await db.select().from(bookingCheckouts).where(eq(bookingCheckouts.id, checkoutId));
  if (!row) return { state: "not-found" };
  if (row.status === "open") return { state: "waiting" };
  if (row.status === "booked" && row.bookingId) return { state: "booked", bookingId: row.bookingId };
  if (row.status === "refused") return refusedResult(db, gateway, row, options.now);
  const context = row.context as CheckoutContext;
  const { now } = options;
  let result: Awaited<ReturnType<typeof createBooking>>;
  try {
    result = await createBooking(db, row.userId, row.input as BookingInput, {
      now,
      visitorId: context.visitorId,
      touches: context.touches,
      offer: context.offer ? { ids: context.offer.ids, expiresAt: new Date(context.offer.expiresAt) } : null,
      limits: context.limitsOff ? "off" : undefined,
      paid: {
        note: noteOf(row),
        async link(tx, booking) {
          const [linked] = await tx
            .update(bookingCheckouts)
            .set({ status: "booked", bookingId: booking.id, settledAt: now })
            .where(and(eq(bookingCheckouts.id, row.id), eq(bookingCheckouts.status, "paid")))
            .returning({ id: bookingCheckouts.id });
          if (!linked) throw new CheckoutSettledError();
        },
      },
    });
  } catch (error) {
    if (!(error instanceof CheckoutSettledError)) throw error;
    return confirmBookingCheckout(db, gateway, checkoutId, options);
  }
  if (result.ok) return { state: "booked", bookingId: result.booking.id };
  const reason = result.reason;
  const refused = await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(bookingCheckouts)
      .set({
        status: "refused",
        refusal: reason,
        refundState: row.kind === "deposit" ? "pending" : null,
        refundReason: row.kind === "deposit" ? "booking-refused" : null,
        refundRequestedAt: row.kind === "deposit" ? now : null,
        settledAt: now,
      })
      .where(and(eq(bookingCheckouts.id, row.id), eq(bookingCheckouts.status, "paid")))
      .returning();
    if (!marked) return null;
    const [customer] = await tx.select({ email: user.email }).from(user).where(eq(user.id, row.userId));
    const input = row.input as BookingInput;
    if (customer)
      await enqueueMail(
        tx,
        "booking-deposit-refunded",
        await checkoutRefusedEmail(
          {
            serviceType: input.serviceType,
            appointmentDate: input.appointmentDate,
            appointmentTime: input.appointmentTime,
          },
          { depositCents: row.depositCents },
          customer.email,
          options.origin,
        ),
        {},
        now,
      );
    return marked;
  });
  if (refused) nudgeOutbox();
  const [after] = await db.select().from(bookingCheckouts).where(eq(bookingCheckouts.id, row.id));
  return after ? refusedResult(db, gateway, after, now) : { state: "not-found" };
}

async function refusedResult(db: Db, gateway: PaymentGateway | null, row: Checkout, now: Date): Promise<ConfirmResult> {
  const refunded = row.kind === "deposit" ? await refundCheckout(db, gateway, row.id, now) : false;
  return { state: "refused", reason: row.refusal ?? "slot-full", refunded };
}

/**
 * Sends a claimed deposit refund to Stripe (refund_state `pending`), with the checkout's one key,
 * so every retry (a second server, the page reloaded, the sweep) refunds once. True once settled.
 */
export async function refundCheckout(
  db: Db,
  gateway: PaymentGateway | null,
  checkoutId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db.select().from(bookingCheckouts).where(eq(bookingCheckouts.id, checkoutId));
  if (!row || row.refundState === "succeeded") return row?.refundState === "succeeded";
  if (row.refundState !== "pending" || !row.stripePaymentIntentId || !gateway) return false;
  try {
    const answer = await gateway.refund(
      { paymentIntentId: row.stripePaymentIntentId, amountCents: row.depositCents, refundId: row.id },
      `booking-checkout:${row.id}:refund`,
    );
    if (answer.status !== "succeeded") return false;
    await db
      .update(bookingCheckouts)
      .set({ refundState: "succeeded", stripeRefundId: answer.id, refundedAt: now })
      .where(and(eq(bookingCheckouts.id, row.id), eq(bookingCheckouts.refundState, "pending")));
    return true;
  } catch (error) {
    logger.warn({ err: (error as Error).name, checkoutId }, "deposit refund failed; tried again later");
    return false;
  }
}

export interface CancelDeposit {
  checkoutId: string;
  depositCents: number;
  /** full: refunded (claimed here, sent after the commit); kept: as the terms said. */
  outcome: "full" | "kept";
}

/**
 * In the cancel's own transaction (so its email says what is true): a booking's deposit goes back
 * in full when the business cancels, or when the customer cancels within the grace hour; else it
 * is kept. The refund is claimed once by a compare-and-set (who in `refunded_by`, why in
 * `refund_reason`), then sent after the commit by refundCheckout with the checkout's one key, so a
 * double tap, a retried request and the sweep refund once. Null when the booking had no deposit.
 */
export async function claimDepositOnCancel(
  tx: Tx,
  booking: Booking,
  who: { by: string; role: "owner" | "customer" },
  now: Date,
): Promise<CancelDeposit | null> {
  const [row] = await tx
    .select()
    .from(bookingCheckouts)
    .where(and(eq(bookingCheckouts.bookingId, booking.id), eq(bookingCheckouts.kind, "deposit")))
    .for("update");
  if (!row) return null;
  const found = { checkoutId: row.id, depositCents: row.depositCents };
  if (row.refundState) return { ...found, outcome: "full" };
  const decided = depositOnCancel(who.role, booking.createdAt, now);
  if (decided.outcome === "kept") return { ...found, outcome: "kept" };
  await tx
    .update(bookingCheckouts)
    .set({ refundState: "pending", refundReason: decided.reason, refundedBy: who.by, refundRequestedAt: now })
    .where(and(eq(bookingCheckouts.id, row.id), isNull(bookingCheckouts.refundState)));
  return { ...found, outcome: "full" };
}

/**
 * After a cancel's commit (Stripe is never called inside a transaction): sends the refund
 * claimDepositOnCancel claimed. A refund Stripe does not answer stays claimed and is sent again
 * with the same key by the sweep, so it is made once. `gateway` undefined: the configured one.
 */
export async function refundOnCancel(
  db: Db,
  claimed: CancelDeposit | null,
  gateway: PaymentGateway | null | undefined,
  now: Date,
): Promise<void> {
  if (claimed?.outcome !== "full") return;
  await refundCheckout(db, gateway === undefined ? configuredGateway() : gateway, claimed.checkoutId, now);
}
