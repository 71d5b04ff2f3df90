import "server-only";
import { and, eq, inArray, isNotNull, lt, lte, sql } from "drizzle-orm";
import { formatCents } from "@/domain/money/format";
import { afterDecline, dueRenewal, periodChargeKey } from "@/domain/plans/plan-calendar";
import { BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import { localDay } from "@/domain/time/local-time";
import type { Db } from "@/server/db/client";
import { membershipCharges, memberships, servicePlans, user } from "@/server/db/schema";
import { logger } from "@/server/logger";
import { planPausedOwnerNotice, planPaymentFailedEmail, updateCardPath } from "@/server/mail/plan-emails";
import { enqueueOnce } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import type { PaymentGateway } from "@/server/payments/stripe-gateway";
import { enqueueAccountText } from "@/server/sms/enqueue-text";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Charge = typeof membershipCharges.$inferSelect;

/** A claim whose server never wrote Stripe's answer back (it died) is taken over after this. */
export const STALE_CLAIM_MS = 15 * 60_000;

export interface RenewalOptions {
  origin: string;
  ownerEmail: string;
  timeZone?: string;
}

export interface RenewalResult {
  charged: number;
  declined: number;
  paused: number;
  /** Stripe did not answer: the claim stays and is taken over after STALE_CLAIM_MS. */
  unanswered: number;
}

/**
 * The renewal run: charges every membership whose next period has begun, retries
 * declined periods on their dunning day, and takes over claims a dead server left. Every server's
 * outbox sweep calls it with its own `now`. A charge is claimed first, by inserting its period's row
 * (UNIQUE membership and period) or by moving a declined row's attempt number on; only the server
 * whose claim took calls Stripe, with the period's idempotency key, so two servers make one charge.
 */
export async function renewMemberships(
  db: Db,
  gateway: PaymentGateway | null,
  now: Date,
  options: RenewalOptions,
): Promise<RenewalResult> {
  const result: RenewalResult = { charged: 0, declined: 0, paused: 0, unanswered: 0 };
  if (!gateway) return result;
  const timeZone = options.timeZone ?? BUSINESS_TIME_ZONE;
  const today = localDay(now, timeZone);
  const claims: Charge[] = [];

  // New periods: active memberships with a card whose next period has begun.
  const active = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.status, "active"), isNotNull(memberships.paymentMethodId)));
  for (const m of active) {
    const due = dueRenewal(
      { anchor: m.anchorDate, period: m.period as "yearly", paidPeriods: m.paidPeriods, status: "active" },
      now,
      timeZone,
    );
    if (!due) continue;
    const [claimed] = await db
      .insert(membershipCharges)
      .values({
        membershipId: m.id,
        periodKey: due.key,
        periodIndex: due.index,
        amountCents: m.priceCents,
        status: "charging",
        attempts: 1,
        idempotencyKey: periodChargeKey(m.id, due.key),
        claimedAt: now,
        reason: due.index === 0 ? "first period" : "renewal",
      })
      .onConflictDoNothing({ target: [membershipCharges.membershipId, membershipCharges.periodKey] })
      .returning();
    if (claimed) claims.push(claimed);
  }

  // Declined periods whose retry day has come, while the membership is still past due.
  const retries = await db
    .select({ charge: membershipCharges })
    .from(membershipCharges)
    .innerJoin(memberships, eq(memberships.id, membershipCharges.membershipId))
    .where(
      and(
        eq(membershipCharges.status, "declined"),
        lte(membershipCharges.nextRetryOn, today),
        eq(memberships.status, "past_due"),
        isNotNull(memberships.paymentMethodId),
      ),
    );
  for (const { charge } of retries) {
    const attempt = charge.attempts + 1;
    const [claimed] = await db
      .update(membershipCharges)
      .set({
        status: "charging",
        attempts: attempt,
        idempotencyKey: periodChargeKey(charge.membershipId, charge.periodKey, attempt),
        claimedAt: now,
      })
      .where(
        and(
          eq(membershipCharges.id, charge.id),
          eq(membershipCharges.status, "declined"),
          eq(membershipCharges.attempts, charge.attempts),
        ),
      )
      .returning();
    if (claimed) claims.push(claimed);
  }

  // Claims a server took and never settled: the same key again, so Stripe answers what it did.
  const stale = await db
    .select()
    .from(membershipCharges)
    .where(
      and(
        eq(membershipCharges.status, "charging"),
        lt(membershipCharges.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
      ),
    );
  for (const charge of stale) {
    const [claimed] = await db
      .update(membershipCharges)
      .set({ claimedAt: now })
      .where(
        and(
          eq(membershipCharges.id, charge.id),
          eq(membershipCharges.status, "charging"),
          eq(membershipCharges.claimedAt, charge.claimedAt),
        ),
      )
      .returning();
    if (claimed) claims.push(claimed);
  }

  for (const charge of claims) {
    const outcome = await chargeClaimed(db, gateway, charge, now, today, options);
    result[outcome] += 1;
  }
  if (result.declined + result.paused > 0) nudgeOutbox();
  return result;
}

/** Calls Stripe for one claimed charge and books its answer. */
async function chargeClaimed(
  db: Db,
  gateway: PaymentGateway,
  charge: Charge,
  now: Date,
  today: string,
  options: RenewalOptions,
): Promise<keyof RenewalResult> {
  const [row] = await db
    .select({ m: memberships, planName: servicePlans.name })
    .from(memberships)
    .innerJoin(servicePlans, eq(servicePlans.id, memberships.planId))
    .where(eq(memberships.id, charge.membershipId));
  // The card was removed (or the membership ended) after the claim: nothing to charge.
  if (!row?.m.stripeCustomerId || !row.m.paymentMethodId) {
    await db
      .update(membershipCharges)
      .set({ status: "abandoned", settledAt: now, reason: `${charge.reason}; no card on file` })
      .where(and(eq(membershipCharges.id, charge.id), eq(membershipCharges.status, "charging")));
    return "unanswered";
  }
  let answer: Awaited<ReturnType<PaymentGateway["chargeOffSession"]>>;
  try {
    answer = await gateway.chargeOffSession(
      {
        stripeCustomerId: row.m.stripeCustomerId,
        paymentMethodId: row.m.paymentMethodId,
        amountCents: charge.amountCents,
        currency: charge.currency,
        membershipId: charge.membershipId,
        periodKey: charge.periodKey,
        description: `${row.planName}, period from ${charge.periodKey}`,
      },
      charge.idempotencyKey,
    );
  } catch (error) {
    logger.warn({ err: (error as Error).name, chargeId: charge.id }, "plan renewal: Stripe did not answer");
    return "unanswered";
  }
  return db.transaction(async (tx) => {
    if (answer.ok) {
      const settled = await settleCharge(tx, charge.id, answer.paymentIntentId, now);
      return settled ? "charged" : "unanswered";
    }
    return declineCharge(tx, charge, row.planName, answer, now, today, options);
  });
}

/**
 * Books a charge Stripe took, once: the run's answer and the webhook's `payment_intent.succeeded`
 * both come here, and only the first moves the membership's paid periods on.
 */
export async function settleCharge(tx: Tx, chargeId: string, paymentIntentId: string, now: Date): Promise<boolean> {
  const [settled] = await tx
    .update(membershipCharges)
    .set({ status: "succeeded", stripePaymentIntentId: paymentIntentId, settledAt: now, nextRetryOn: null })
    .where(and(eq(membershipCharges.id, chargeId), inArray(membershipCharges.status, ["charging", "declined"])))
    .returning();
  if (!settled) return false;
  await tx
    .update(memberships)
    .set({
      paidPeriods: sql`greatest(${memberships.paidPeriods}, ${settled.periodIndex + 1})`,
      // Paid: dunning ends; a paused plan is live again. A cancelled one stays cancelled.
      status: sql`case when ${memberships.status} in ('past_due', 'paused') then 'active' else ${memberships.status} end`,
      updatedAt: now,
    })
    .where(eq(memberships.id, settled.membershipId));
  return true;
}

async function declineCharge(
  tx: Tx,
  charge: Charge,
  planName: string,
  answer: { declineCode: string; paymentIntentId: string | null },
  now: Date,
  today: string,
  options: RenewalOptions,
): Promise<"declined" | "paused" | "unanswered"> {
  const firstDeclinedOn = charge.firstDeclinedOn ?? today;
  const step = afterDecline(firstDeclinedOn, charge.attempts);
  const retryOn = "retryOn" in step ? step.retryOn : null;
  const [declined] = await tx
    .update(membershipCharges)
    .set({
      status: retryOn ? "declined" : "abandoned",
      declineCode: answer.declineCode.slice(0, 60),
      stripePaymentIntentId: answer.paymentIntentId,
      firstDeclinedOn,
      nextRetryOn: retryOn,
      settledAt: retryOn ? null : now,
    })
    .where(and(eq(membershipCharges.id, charge.id), eq(membershipCharges.status, "charging")))
    .returning();
  if (!declined) return "unanswered";
  const [m] = await tx
    .update(memberships)
    .set({ status: retryOn ? "past_due" : "paused", updatedAt: now })
    .where(and(eq(memberships.id, charge.membershipId), inArray(memberships.status, ["active", "past_due"])))
    .returning();
  if (!m) return retryOn ? "declined" : "paused";
  const [customer] = await tx.select().from(user).where(eq(user.id, m.customerId));
  if (customer) {
    const mail = await planPaymentFailedEmail(
      { membershipId: m.id, planName, amountCents: charge.amountCents, retryOn },
      customer.email,
      options.origin,
    );
    await enqueueOnce(tx, "plan-payment-failed", mail, { dedupeKey: dunningKey(charge.id, charge.attempts) }, now);
    // Texted too where the customer proved a number and left texts on (decision 0044).
    await enqueueAccountText(tx, "sms-plan-payment-failed", m.customerId, {
      now,
      link: new URL(updateCardPath(m.id), options.origin).toString(),
      date: retryOn ?? today,
      extra: { due: formatCents(charge.amountCents), paused: !retryOn },
      // The email's key behind text-turn.ts's TEXT_KEY_PREFIX (not imported: text-turn imports this file).
      dedupeKey: `text:${dunningKey(charge.id, charge.attempts)}`,
    });
    if (!retryOn)
      await enqueueOnce(
        tx,
        "plan-owner-notice",
        planPausedOwnerNotice(
          { name: customer.name, email: customer.email, planName, amountCents: charge.amountCents, firstDeclinedOn },
          options.ownerEmail,
          options.origin,
        ),
        { dedupeKey: `plan-paused:${charge.id}` },
        now,
      );
  }
  return retryOn ? "declined" : "paused";
}

const DUNNING_PREFIX = "plan-dunning:";
export const dunningKey = (chargeId: string, attempt: number) => `${DUNNING_PREFIX}${chargeId}:${attempt}`;

/**
 * A dunning email queued before the customer paid is dropped when its turn comes: wanted only
 * while its period's charge is still unpaid. Null: not a dunning key.
 */
export async function dunningStillWanted(db: Db, dedupeKey: string): Promise<boolean | null> {
  if (!dedupeKey.startsWith(DUNNING_PREFIX)) return null;
  const chargeId = dedupeKey.slice(DUNNING_PREFIX.length).split(":")[0] ?? "";
  if (!/^[0-9a-f-]{36}$/.test(chargeId)) return false;
  const [charge] = await db
    .select({ status: membershipCharges.status })
    .from(membershipCharges)
    .where(eq(membershipCharges.id, chargeId));
  return charge?.status === "declined" || charge?.status === "abandoned";
}
