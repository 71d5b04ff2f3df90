import "server-only";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { formatServiceAddress } from "@/domain/address/service-address";
import type { BookingInput } from "@/domain/booking/booking-input";
import { withOfficeLines } from "@/domain/booking/office-lines";
import type { OfferClaim } from "@/domain/offers/offers";
import { withPlanLines } from "@/domain/plans/plan-benefits";
import { addOnsOf } from "@/domain/pricing/price-book";
import { bookingLines, linesTotalCents } from "@/domain/pricing/price-lines";
import { bookingTerms } from "@/server/bookings/booking-terms";
import type { Db } from "@/server/db/client";
import { bookingCheckouts, user } from "@/server/db/schema";
import type { Touches } from "@/server/insights/touches";
import { logger } from "@/server/logger";
import { serviceLabel } from "@/server/mail/booking-words";
import type { PaymentGateway } from "@/server/payments/stripe-gateway";
import { planBooking } from "@/server/plans/member-benefits";
import { askFor } from "./money-terms";

/** What createBooking is given beside the input, kept until Stripe's answer books it. */
export interface CheckoutContext {
  visitorId: string | null;
  touches: Touches | null;
  offer: OfferClaim | null;
  limitsOff: boolean;
}

export type StartBookingCheckoutResult =
  /** Nothing asked: book as always. */
  | { ok: true; checkout: null }
  | { ok: true; checkout: { id: string; url: string } }
  | {
      ok: false;
      reason:
        | "price-changed"
        | "member-time"
        | "quote-not-found"
        | "series-not-found"
        | "series-not-due"
        | "discount-too-large"
        | "payment-provider-error";
      shownCents?: number;
      priceCents?: number;
    };

/**
 * Before a booking of a service that asks money first (decision 0045): the price as createBooking
 * will charge it, the ask (a deposit, or a card for a no-show fee), the form's input kept, and
 * Stripe's page made. Nothing is booked here: the signed webhook does, with the same idempotency
 * key, and refunds the deposit when the time went meanwhile. One row per form (the key), so a
 * double submit gets the same page.
 */
export async function startBookingCheckout(
  db: Db,
  gateway: PaymentGateway | null,
  userId: string,
  input: BookingInput,
  context: CheckoutContext,
  origin: string,
  now: Date,
): Promise<StartBookingCheckoutResult> {
  if (!gateway) return { ok: true, checkout: null };
  const held = await bookingTerms(
    db,
    userId,
    { ...input, address: formatServiceAddress(input.address) },
    { now, offer: context.offer },
  );
  if (!held.ok) return held;
  const { terms } = held;
  const priced = withOfficeLines(
    bookingLines({
      serviceType: input.serviceType,
      tablePrice: terms.price.tablePrice,
      adjustment: terms.price.adjustment,
      addOns: input.addOns,
      addOnTable: addOnsOf(terms.book),
    }),
    [],
  );
  if (!priced.ok) return priced;
  // A member's included visit and member prices (decision 0044): a $0 visit asks nothing.
  const plan = await planBooking(db, userId, input, now);
  if (!plan.ok) return plan;
  const priceCents = linesTotalCents(withPlanLines(priced.lines, plan.benefit));
  const ask = await askFor(db, gateway, input.serviceType, priceCents);
  if (ask.kind === "none") return { ok: true, checkout: null };
  const shownCents = input.shownCents ?? null;
  if (shownCents !== null && shownCents !== priceCents)
    return { ok: false, reason: "price-changed", shownCents, priceCents };
  const [customer] = await db.select().from(user).where(eq(user.id, userId));
  if (!customer) throw new Error("checkout without its customer");
  const [row] = await db
    .insert(bookingCheckouts)
    .values({
      id: checkoutIdOf(userId, input.idempotencyKey),
      userId,
      kind: ask.kind,
      input,
      context,
      priceCents,
      depositCents: ask.kind === "deposit" ? ask.depositCents : 0,
      feeCents: ask.kind === "no-show-fee" ? ask.feeCents : null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  const checkout =
    row ??
    (
      await db
        .select()
        .from(bookingCheckouts)
        .where(eq(bookingCheckouts.id, checkoutIdOf(userId, input.idempotencyKey)))
    )[0];
  if (!checkout) throw new Error("checkout row missing");
  const service = serviceLabel(input.serviceType);
  const back = new URL("/book-service/paid", origin);
  back.searchParams.set("checkout", checkout.id);
  try {
    let stripeCustomerId = checkout.stripeCustomerId;
    if (checkout.kind === "no-show-fee" && !stripeCustomerId) {
      const made = await gateway.createCustomer(
        { email: customer.email, name: customer.name, bookingCheckoutId: checkout.id },
        `booking-checkout:${checkout.id}:customer`,
      );
      stripeCustomerId = made.id;
      await db.update(bookingCheckouts).set({ stripeCustomerId }).where(eq(bookingCheckouts.id, checkout.id));
    }
    const session = await gateway.createBookingCheckout(
      {
        checkoutId: checkout.id,
        mode: checkout.kind === "deposit" ? "payment" : "setup",
        amountCents: checkout.depositCents,
        currency: checkout.currency,
        description:
          checkout.kind === "deposit" ? `Deposit: ${service} on ${input.appointmentDate}` : `Card on file: ${service}`,
        customerEmail: customer.email,
        stripeCustomerId,
        successUrl: back.toString(),
        cancelUrl: new URL("/book-service/paid?cancelled=1", origin).toString(),
      },
      `booking-checkout:${checkout.id}:session`,
    );
    if (!session.url) return { ok: false, reason: "payment-provider-error" };
    await db.update(bookingCheckouts).set({ stripeSessionId: session.id }).where(eq(bookingCheckouts.id, checkout.id));
    return { ok: true, checkout: { id: checkout.id, url: session.url } };
  } catch (error) {
    logger.warn({ err: (error as Error).name, checkoutId: checkout.id }, "stripe booking checkout failed");
    return { ok: false, reason: "payment-provider-error" };
  }
}

/**
 * One checkout per customer and form: the booking's idempotency key (a UUID the page made) with
 * the customer's id folded in, so another account's key can never name this row.
 */
export function checkoutIdOf(userId: string, key: string): string {
  const hex = createHash("sha256").update(`${userId}\n${key}`).digest("hex").slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
