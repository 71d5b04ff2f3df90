import "server-only";
import { and, count, eq, inArray, max, ne } from "drizzle-orm";
import {
  benefitsOn,
  firstOpenDay,
  type MemberPlan,
  officePlanNote,
  openToEveryone,
  type PlanBenefit,
  planBenefit,
} from "@/domain/plans/plan-benefits";
import { type MembershipStatus, type PlanPeriod, periodOfDay } from "@/domain/plans/plan-calendar";
import type { PriceLine } from "@/domain/pricing/price-lines";
import { SERVICE_TYPES, type ServiceType } from "@/domain/pricing/quote-math";
import { BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import { localDay } from "@/domain/time/local-time";
import type { Db, Tx } from "@/server/db/client";
import { bookings, memberships, planVisits, servicePlans } from "@/server/db/schema";

// The plan mode of a booking (decision 0044), apart from createBooking so that its edit there stays
// a few lines: who is a member today, what their booking gets, the visit claimed under the
// membership's lock, and the priority times held back from everyone else.

/** Two bookings raced for the period's last included visit; this one lost and rolls back. */
export class PlanVisitTakenError extends Error {
  constructor() {
    super("the plan's included visit was taken by another booking");
  }
}

const today = (now: Date) => localDay(now, BUSINESS_TIME_ZONE);

/** The customer's memberships that could give benefits (not pending, not paused). */
async function memberPlans(db: Db | Tx, userId: string): Promise<MemberPlan[]> {
  const rows = await db
    .select({ m: memberships, plan: servicePlans })
    .from(memberships)
    .innerJoin(servicePlans, eq(servicePlans.id, memberships.planId))
    .where(and(eq(memberships.customerId, userId), inArray(memberships.status, ["active", "past_due", "cancelled"])));
  return rows.map(({ m, plan }) => ({
    membershipId: m.id,
    planName: plan.name,
    status: m.status as MembershipStatus,
    anchor: m.anchorDate,
    period: m.period as PlanPeriod,
    paidPeriods: m.paidPeriods,
    endsOn: m.endsOn,
    includedVisits: plan.includedVisits,
    discountBps: plan.discountBps,
    priority: plan.priority,
  }));
}

/** Included visits of a service a membership's period has given to bookings still live. */
async function usedVisits(db: Db | Tx, membershipId: string, periodKey: string, serviceType: string) {
  const [row] = await db
    .select({ n: count() })
    .from(planVisits)
    .innerJoin(bookings, eq(bookings.id, planVisits.bookingId))
    .where(
      and(
        eq(planVisits.membershipId, membershipId),
        eq(planVisits.periodKey, periodKey),
        eq(planVisits.serviceType, serviceType),
        eq(planVisits.included, true),
        // A cancelled booking gives its visit back (the grace hour's cancel, or any other).
        ne(bookings.status, "cancelled"),
      ),
    );
  return row?.n ?? 0;
}

/** What a booking of `serviceType` by this customer gets from their plans today, or null. */
export async function memberBenefit(
  db: Db | Tx,
  userId: string | null,
  serviceType: string,
  now: Date,
): Promise<PlanBenefit | null> {
  if (!userId) return null;
  const plans = await memberPlans(db, userId);
  const day = today(now);
  const used = new Map<string, number>();
  for (const m of plans) {
    if (!benefitsOn(m, day) || !(m.includedVisits[serviceType] ?? 0)) continue;
    const periodKey = periodOfDay(m.anchor, m.period, day).key;
    used.set(`${m.membershipId}:${periodKey}`, await usedVisits(db, m.membershipId, periodKey, serviceType));
  }
  return planBenefit(plans, serviceType, day, (id, key) => used.get(`${id}:${key}`) ?? 0);
}

/**
 * Records the booking's benefit in its transaction. An included visit is counted again under the
 * membership's row lock: of two bookings at once for the period's last visit, the second waits
 * here, finds none left and throws (the booking rolls back, refused "plan-visit-used"), so no
 * booking is charged another price than the one its page showed.
 */
export async function recordPlanVisit(tx: Tx, benefit: PlanBenefit, bookingId: string, now: Date): Promise<void> {
  const [m] = await tx
    .select({ status: memberships.status })
    .from(memberships)
    .where(eq(memberships.id, benefit.membershipId))
    .for("update");
  if (!m || m.status === "paused" || m.status === "pending") throw new PlanVisitTakenError();
  if (
    benefit.included &&
    (await usedVisits(tx, benefit.membershipId, benefit.periodKey, benefit.serviceType)) >= benefit.includedCount
  )
    throw new PlanVisitTakenError();
  await tx.insert(planVisits).values({
    membershipId: benefit.membershipId,
    bookingId,
    periodKey: benefit.periodKey,
    serviceType: benefit.serviceType,
    discountBps: benefit.discountBps,
    included: benefit.included,
    createdAt: now,
  });
}

/**
 * The booking's stored discount columns for an included visit or a member price: what the emails'
 * price terms and the invoice's lines read (the service at its table price, then the plan's line).
 * The member price is in cents (`discount_cents`); whole dollars cannot hold 15% of $349.
 */
export function planColumns(benefit: PlanBenefit | null, lines: readonly PriceLine[]) {
  const plan = benefit ? lines.find((l) => l.kind === "plan") : undefined;
  if (!plan) return {};
  return {
    discountKind: null,
    discountLabel: plan.label,
    discountAmount: Math.trunc(-plan.cents / 100),
    // Only where whole dollars would lose cents, as the column says; an included visit's are whole.
    discountCents: plan.cents % 100 === 0 ? null : -plan.cents,
  };
}

/**
 * A member's online booking (decision 0044): refused "member-time" on a day held for members,
 * else the benefit its lines take (null for everyone else).
 */
export async function planBooking(
  db: Db,
  userId: string,
  job: { serviceType: string; appointmentDate: string },
  now: Date,
): Promise<{ ok: true; benefit: PlanBenefit | null } | { ok: false; reason: "member-time" }> {
  if (!openToEveryone(job.appointmentDate, await firstOpenDayFor(db, userId, now)))
    return { ok: false, reason: "member-time" };
  return { ok: true, benefit: await memberBenefit(db, userId, job.serviceType, now) };
}

/**
 * The first local day this customer may book (null: every day of the window): the owner's
 * priority plans hold the next N days' times back from anyone who is not a member of one today.
 */
export async function firstOpenDayFor(db: Db | Tx, userId: string | null, now: Date): Promise<string | null> {
  const [held] = await db
    .select({ days: max(servicePlans.priorityDays) })
    .from(servicePlans)
    .where(and(eq(servicePlans.active, true), eq(servicePlans.priority, true)));
  const first = firstOpenDay(today(now), held?.days ?? 0);
  if (!first || !userId) return first;
  const day = today(now);
  const member = (await memberPlans(db, userId)).some((m) => m.priority && benefitsOn(m, day));
  return member ? null : first;
}

/** Open times without the days held for members (the open-times answer and the booking page's). */
export function withPriority<T extends { ok: boolean }>(open: T, firstOpen: string | null): T {
  if (!open.ok || !firstOpen || !("days" in open)) return open;
  const days = (open.days as { date: string }[]).filter((d) => openToEveryone(d.date, firstOpen));
  return { ...open, days };
}

/** A member's plan on the owner's phone booking page: the benefit its price takes, and the owner's line. */
export type OfficePlans = Partial<Record<ServiceType, { benefit: PlanBenefit; note: string }>>;

/**
 * What the customer's plans give a phone booking of each service today (decision 0044): the form
 * prices with it (officeBookingLines) and shows its line; createBooking decides again when it books.
 */
export async function officePlans(db: Db, customerId: string | null, now: Date): Promise<OfficePlans> {
  const out: OfficePlans = {};
  for (const serviceType of SERVICE_TYPES) {
    const benefit = await memberBenefit(db, customerId, serviceType, now);
    if (benefit) out[serviceType] = { benefit, note: officePlanNote(benefit) };
  }
  return out;
}

/**
 * The member discount a quote sent today gives its add-ons (decision 0044): the largest of the
 * customer's plans that hold today, 0 for anyone else. Fixed on the quote at sending.
 */
export async function memberDiscountBps(db: Db | Tx, customerId: string, now: Date): Promise<number> {
  const day = today(now);
  const held = (await memberPlans(db, customerId)).filter((m) => benefitsOn(m, day));
  return Math.max(0, ...held.map((m) => m.discountBps));
}
