import "server-only";
import { and, eq, isNull, ne } from "drizzle-orm";
import { BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import { localDay } from "@/domain/time/local-time";
import type { Db } from "@/server/db/client";
import { memberships, servicePlans, user } from "@/server/db/schema";
import { logger } from "@/server/logger";
import type { PaymentGateway } from "@/server/payments/stripe-gateway";

export type JoinPlanResult =
  | { ok: true; membershipId: string; url: string | null }
  | { ok: false; reason: "plan-not-found" | "customer-not-found" | "plans-by-phone" | "payment-provider-error" };

/** A double click, or another try within the hour, gets the same Stripe page. */
const KEY_WINDOW_MS = 3_600_000;

/**
 * A customer joins a plan (or the owner enrols one by phone, `by` the owner): the membership is
 * written pending, one per customer and plan while it lives (a second join, at once or later,
 * finds the first), and Stripe's setup page is made for the card. Nothing is charged here: the
 * saved card's webhook starts the membership and the renewal run charges its first period.
 * Without Stripe nothing is written: the join button says the business takes plans by phone.
 */
export async function joinPlan(
  db: Db,
  gateway: PaymentGateway | null,
  input: { customerId: string; planId: string; by: string },
  origin: string,
  now: Date,
): Promise<JoinPlanResult> {
  if (!gateway) return { ok: false, reason: "plans-by-phone" };
  const [plan] = await db
    .select()
    .from(servicePlans)
    .where(and(eq(servicePlans.id, input.planId), eq(servicePlans.active, true)));
  if (!plan) return { ok: false, reason: "plan-not-found" };
  const [customer] = await db
    .select()
    .from(user)
    .where(and(eq(user.id, input.customerId), eq(user.role, "customer")));
  if (!customer) return { ok: false, reason: "customer-not-found" };
  await db
    .insert(memberships)
    .values({
      customerId: customer.id,
      planId: plan.id,
      status: "pending",
      priceCents: plan.priceCents,
      period: plan.period,
      anchorDate: localDay(now, BUSINESS_TIME_ZONE),
      enrolledBy: input.by,
      changedBy: input.by,
      changeReason: input.by === customer.id ? "joined online" : "enrolled by the owner",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const [m] = await db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.customerId, customer.id),
        eq(memberships.planId, plan.id),
        ne(memberships.status, "cancelled"),
      ),
    );
  if (!m) return { ok: false, reason: "plan-not-found" };
  // Already paying with a card: nothing to set up.
  if (m.status === "active" && m.paymentMethodId) return { ok: true, membershipId: m.id, url: null };
  const setup = await startCardSetup(db, gateway, m.id, customer, origin, now);
  return setup.ok ? { ok: true, membershipId: m.id, url: setup.url } : setup;
}

export type CardSetupResult =
  | { ok: true; url: string }
  | { ok: false; reason: "plans-by-phone" | "payment-provider-error" | "plan-not-found" };

/**
 * Stripe's setup page for a membership's card (joining, or updating it after a decline). The
 * Stripe Customer is made once per membership (its idempotency key), and kept.
 */
export async function startCardSetup(
  db: Db,
  gateway: PaymentGateway | null,
  membershipId: string,
  customer: { id: string; email: string; name: string },
  origin: string,
  now: Date,
): Promise<CardSetupResult> {
  if (!gateway) return { ok: false, reason: "plans-by-phone" };
  const [m] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, membershipId), eq(memberships.customerId, customer.id)));
  if (!m || m.status === "cancelled") return { ok: false, reason: "plan-not-found" };
  const window = Math.floor(now.getTime() / KEY_WINDOW_MS);
  try {
    let stripeCustomerId = m.stripeCustomerId;
    if (!stripeCustomerId) {
      const made = await gateway.createCustomer(
        { email: customer.email, name: customer.name, membershipId: m.id },
        `membership:${m.id}:customer`,
      );
      // Two tabs at once: Stripe's key gives both the same Customer, written once.
      await db
        .update(memberships)
        .set({ stripeCustomerId: made.id })
        .where(and(eq(memberships.id, m.id), isNull(memberships.stripeCustomerId)));
      stripeCustomerId = made.id;
    }
    const back = new URL("/customer-dashboard", origin);
    const session = await gateway.createSetupCheckout(
      {
        stripeCustomerId,
        membershipId: m.id,
        successUrl: `${back.toString()}?plan=card-saved`,
        cancelUrl: back.toString(),
      },
      `membership:${m.id}:setup:${window}`,
    );
    if (!session.url) return { ok: false, reason: "payment-provider-error" };
    return { ok: true, url: session.url };
  } catch (error) {
    logger.warn({ err: (error as Error).name, membershipId }, "stripe card setup failed");
    return { ok: false, reason: "payment-provider-error" };
  }
}
