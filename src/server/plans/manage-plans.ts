import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { coveredOn, nextCharge, type PlanPeriod } from "@/domain/plans/plan-calendar";
import type { MembershipAction, PlanInput } from "@/domain/plans/plan-input";
import { BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import { localDay } from "@/domain/time/local-time";
import type { Db } from "@/server/db/client";
import { membershipCharges, memberships, servicePlans } from "@/server/db/schema";
import { logger } from "@/server/logger";
import type { PaymentGateway } from "@/server/payments/stripe-gateway";
import { joinPlan } from "./join-plan";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The owner defines a plan or changes one; members keep the price and period they joined at. */
export async function savePlan(db: Db, ownerId: string, input: PlanInput, now: Date) {
  const values = {
    name: input.name,
    priceCents: input.price,
    period: input.period,
    includedVisits: Object.fromEntries(Object.entries(input.includedVisits).filter(([, n]) => n > 0)),
    discountBps: input.discountPercent,
    terms: input.terms,
    priority: input.priority,
    priorityDays: input.priority ? input.priorityDays : 0,
    active: input.active,
    updatedAt: now,
  };
  if (input.id) {
    const [changed] = await db.update(servicePlans).set(values).where(eq(servicePlans.id, input.id)).returning();
    return changed ? { ok: true as const, id: changed.id } : { ok: false as const, reason: "plan-not-found" as const };
  }
  const [made] = await db
    .insert(servicePlans)
    .values({ ...values, createdBy: ownerId, createdAt: now })
    .returning();
  return { ok: true as const, id: made?.id ?? "" };
}

/**
 * The unpaid period of a membership (declined, or given up when it was paused) tried again at the
 * next run, today: after a card is saved or the owner resumes the plan.
 */
export async function retryUnpaidToday(tx: Tx, membershipId: string, now: Date): Promise<boolean> {
  const retried = await tx
    .update(membershipCharges)
    .set({ status: "declined", nextRetryOn: localDay(now, BUSINESS_TIME_ZONE), settledAt: null })
    .where(
      and(
        eq(membershipCharges.membershipId, membershipId),
        inArray(membershipCharges.status, ["declined", "abandoned"]),
      ),
    )
    .returning({ id: membershipCharges.id });
  return retried.length > 0;
}

export type MembershipActionResult =
  | { ok: true; url?: string | null }
  | {
      ok: false;
      reason:
        | "membership-not-found"
        | "plan-not-found"
        | "customer-not-found"
        | "plan-charge-not-refundable"
        | "online-payments-off"
        | "plans-by-phone"
        | "payment-provider-error"
        | "membership-step-not-allowed";
    };

/**
 * The owner's steps on a membership, each with who, when and why: enrol a customer by phone (they
 * get Stripe's page to save a card), pause (no charges, no benefits), resume, end (today), and
 * refund one period's charge in full through Stripe (once: the charge's own idempotency key).
 */
export async function changeMembership(
  db: Db,
  gateway: PaymentGateway | null,
  ownerId: string,
  action: MembershipAction,
  origin: string,
  now: Date,
): Promise<MembershipActionResult> {
  if (action.action === "enrol") {
    const joined = await joinPlan(
      db,
      gateway,
      { customerId: action.customerId, planId: action.planId, by: ownerId },
      origin,
      now,
    );
    return joined.ok ? { ok: true, url: joined.url } : joined;
  }
  if (action.action === "refund") return refundPlanCharge(db, gateway, ownerId, action.chargeId, action.reason, now);
  const today = localDay(now, BUSINESS_TIME_ZONE);
  return db.transaction(async (tx) => {
    const [m] = await tx.select().from(memberships).where(eq(memberships.id, action.membershipId)).for("update");
    if (!m) return { ok: false, reason: "membership-not-found" } as const;
    const who = { changedBy: ownerId, changeReason: action.reason, updatedAt: now };
    if (action.action === "pause") {
      if (!["active", "past_due", "pending"].includes(m.status))
        return { ok: false, reason: "membership-step-not-allowed" } as const;
      await tx
        .update(memberships)
        .set({ status: "paused", ...who })
        .where(eq(memberships.id, m.id));
    } else if (action.action === "resume") {
      if (m.status !== "paused") return { ok: false, reason: "membership-step-not-allowed" } as const;
      const unpaid = await retryUnpaidToday(tx, m.id, now);
      const status = !m.paymentMethodId ? "pending" : unpaid ? "past_due" : "active";
      await tx
        .update(memberships)
        .set({ status, ...who })
        .where(eq(memberships.id, m.id));
    } else {
      if (m.status === "cancelled") return { ok: true } as const;
      await tx
        .update(memberships)
        .set({ status: "cancelled", endsOn: today, ...who })
        .where(eq(memberships.id, m.id));
      await stopUnpaid(tx, m.id, now);
    }
    return { ok: true } as const;
  });
}

/** An ended membership's unpaid period is not tried again. */
async function stopUnpaid(tx: Tx, membershipId: string, now: Date) {
  await tx
    .update(membershipCharges)
    .set({ status: "abandoned", nextRetryOn: null, settledAt: now })
    .where(and(eq(membershipCharges.membershipId, membershipId), eq(membershipCharges.status, "declined")));
}

/**
 * A customer cancels from the dashboard. The plan's terms say what happens to the current period:
 * it stays theirs to its end (nothing is refunded, nothing more is charged); a membership with no
 * paid period ends at once. Returns the last covered day, or null when nothing was paid.
 */
export async function cancelMembership(
  db: Db,
  customerId: string,
  membershipId: string,
  now: Date,
): Promise<{ ok: true; coveredUntil: string | null } | { ok: false; reason: "membership-not-found" }> {
  const today = localDay(now, BUSINESS_TIME_ZONE);
  return db.transaction(async (tx) => {
    const [m] = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.id, membershipId), eq(memberships.customerId, customerId)))
      .for("update");
    if (!m) return { ok: false, reason: "membership-not-found" } as const;
    const clock = { anchor: m.anchorDate, period: m.period as PlanPeriod, paidPeriods: m.paidPeriods };
    const paidEnd = m.paidPeriods > 0 ? nextCharge(clock).start : null;
    const covered = paidEnd !== null && coveredOn(clock, today);
    const endsOn = covered && paidEnd ? paidEnd : today;
    if (m.status !== "cancelled") {
      await tx
        .update(memberships)
        .set({
          status: "cancelled",
          endsOn,
          changedBy: customerId,
          changeReason: "cancelled by the customer",
          updatedAt: now,
        })
        .where(eq(memberships.id, m.id));
      await stopUnpaid(tx, m.id, now);
    }
    return { ok: true, coveredUntil: covered ? endsOn : null } as const;
  });
}

/** A period's charge refunded in full, once, with who and why. */
async function refundPlanCharge(
  db: Db,
  gateway: PaymentGateway | null,
  ownerId: string,
  chargeId: string,
  reason: string,
  now: Date,
): Promise<MembershipActionResult> {
  if (!gateway) return { ok: false, reason: "online-payments-off" };
  const [charge] = await db.select().from(membershipCharges).where(eq(membershipCharges.id, chargeId));
  if (!charge) return { ok: false, reason: "membership-not-found" };
  if (charge.status === "refunded") return { ok: true };
  if (charge.status !== "succeeded" || !charge.stripePaymentIntentId)
    return { ok: false, reason: "plan-charge-not-refundable" };
  let refund: { id: string; status: string | null };
  try {
    // The charge's own key: two clicks (or two owners) at once make one refund.
    refund = await gateway.refund(
      { paymentIntentId: charge.stripePaymentIntentId, amountCents: charge.amountCents, refundId: charge.id },
      `membership-charge:${charge.id}:refund`,
    );
  } catch (error) {
    logger.warn({ err: (error as Error).name, chargeId }, "plan charge refund failed");
    return { ok: false, reason: "payment-provider-error" };
  }
  await db
    .update(membershipCharges)
    .set({
      status: "refunded",
      stripeRefundId: refund.id,
      refundedAt: now,
      changedBy: ownerId,
      reason: `${charge.reason}; refunded: ${reason}`,
    })
    .where(and(eq(membershipCharges.id, charge.id), eq(membershipCharges.status, "succeeded")));
  return { ok: true };
}
