import "server-only";
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { nextCharge, type PlanPeriod } from "@/domain/plans/plan-calendar";
import type { Db } from "@/server/db/client";
import { membershipCharges, memberships, servicePlans, user } from "@/server/db/schema";

export type PlanRow = typeof servicePlans.$inferSelect;

export interface MembershipView {
  id: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  planId: string;
  planName: string;
  terms: string;
  status: string;
  priceCents: number;
  period: PlanPeriod;
  /** The local day the server charges next (null once cancelled or before a card is saved). */
  nextChargeOn: string | null;
  endsOn: string | null;
  hasCard: boolean;
  charges: {
    id: string;
    periodKey: string;
    amountCents: number;
    status: string;
    attempts: number;
    nextRetryOn: string | null;
    reason: string;
  }[];
}

async function membershipViews(db: Db, where: ReturnType<typeof eq> | undefined): Promise<MembershipView[]> {
  const rows = await db
    .select({ m: memberships, plan: servicePlans, name: user.name, email: user.email })
    .from(memberships)
    .innerJoin(servicePlans, eq(servicePlans.id, memberships.planId))
    .innerJoin(user, eq(user.id, memberships.customerId))
    .where(where)
    .orderBy(desc(memberships.createdAt))
    .limit(200);
  const ids = rows.map((r) => r.m.id);
  const charges = ids.length
    ? await db
        .select()
        .from(membershipCharges)
        .where(inArray(membershipCharges.membershipId, ids))
        .orderBy(desc(membershipCharges.periodKey))
    : [];
  return rows.map(({ m, plan, name, email }) => ({
    id: m.id,
    customerId: m.customerId,
    customerName: name,
    customerEmail: email,
    planId: plan.id,
    planName: plan.name,
    terms: plan.terms,
    status: m.status,
    priceCents: m.priceCents,
    period: m.period as PlanPeriod,
    nextChargeOn:
      m.status === "active" && m.paymentMethodId
        ? nextCharge({ anchor: m.anchorDate, period: m.period as PlanPeriod, paidPeriods: m.paidPeriods }).start
        : null,
    endsOn: m.endsOn,
    hasCard: m.paymentMethodId !== null,
    charges: charges
      .filter((c) => c.membershipId === m.id)
      .map((c) => ({
        id: c.id,
        periodKey: c.periodKey,
        amountCents: c.amountCents,
        status: c.status,
        attempts: c.attempts,
        nextRetryOn: c.nextRetryOn,
        reason: c.reason,
      })),
  }));
}

/** The owner's page: every plan, and the latest memberships with their charges. */
export async function plansView(db: Db) {
  const [plans, members] = await Promise.all([
    db.select().from(servicePlans).orderBy(desc(servicePlans.active), servicePlans.name),
    membershipViews(db, undefined),
  ]);
  return { plans, members };
}

/** Plans open to join (the join buttons and the owner's enrol form). */
export const activePlans = (db: Db) =>
  db.select().from(servicePlans).where(eq(servicePlans.active, true)).orderBy(servicePlans.name);

/** A customer's own memberships (the dashboard; the owner's customer page). */
export const customerMemberships = (db: Db, customerId: string) =>
  membershipViews(db, eq(memberships.customerId, customerId));

/** One of the customer's own memberships that is not cancelled, or undefined. */
export async function ownLiveMembership(db: Db, customerId: string, membershipId: string) {
  const [row] = await membershipViews(
    db,
    and(eq(memberships.id, membershipId), eq(memberships.customerId, customerId), ne(memberships.status, "cancelled")),
  );
  return row;
}
