import "server-only";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "@/server/db/client";
import { membershipCharges, memberships, paymentFlags } from "@/server/db/schema";
import { retryUnpaidToday } from "./manage-plans";
import { settleCharge } from "./renew-memberships";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

/**
 * A card saved on Stripe's setup page (`setup_intent.succeeded` naming our membership): its
 * PaymentMethod becomes the one renewals charge. A pending membership starts (the run charges its
 * first period); a past-due or paused one is retried at the next run, today, not on its dunning day.
 * A SetupIntent for a Customer other than the membership's is ignored: it cannot be ours.
 */
export async function recordSavedCard(
  tx: Tx,
  intent: Stripe.SetupIntent,
  now: Date,
): Promise<"card-saved" | "ignored"> {
  const membershipId = intent.metadata?.membership_id;
  const paymentMethodId = idOf(intent.payment_method);
  if (!membershipId || !paymentMethodId || intent.status !== "succeeded") return "ignored";
  if (!/^[0-9a-f-]{36}$/.test(membershipId)) return "ignored";
  const [m] = await tx.select().from(memberships).where(eq(memberships.id, membershipId)).for("update");
  if (!m || m.status === "cancelled" || m.stripeCustomerId !== idOf(intent.customer)) return "ignored";
  // The period that went unpaid is tried again today with the new card; a plan the owner paused
  // (nothing unpaid) stays paused.
  const unpaid = m.status === "past_due" || m.status === "paused" ? await retryUnpaidToday(tx, m.id, now) : false;
  const status = m.status === "pending" ? "active" : unpaid ? "past_due" : m.status;
  await tx.update(memberships).set({ paymentMethodId, status, updatedAt: now }).where(eq(memberships.id, m.id));
  return "card-saved";
}

/**
 * Stripe's word that a plan's off-session charge succeeded: books it if the run has not (its
 * server died before writing the answer). A charge for a period we have no row of is flagged for
 * the owner, never booked as another period's.
 */
export async function planChargeSucceeded(
  tx: Tx,
  intent: Stripe.PaymentIntent,
  eventId: string,
  now: Date,
): Promise<"plan-charge-settled" | "already-paid" | "flagged"> {
  const membershipId = intent.metadata?.membership_id ?? "";
  const periodKey = intent.metadata?.period_key ?? "";
  const [charge] =
    /^[0-9a-f-]{36}$/.test(membershipId) && /^\d{4}-\d{2}-\d{2}$/.test(periodKey)
      ? await tx
          .select()
          .from(membershipCharges)
          .where(and(eq(membershipCharges.membershipId, membershipId), eq(membershipCharges.periodKey, periodKey)))
      : [];
  if (!charge || charge.amountCents !== intent.amount_received || charge.currency !== intent.currency) {
    await tx.insert(paymentFlags).values({
      invoiceId: null,
      stripeEventId: eventId,
      reason: "unknown-plan-charge",
      detail: `Stripe reported a plan charge of ${intent.amount_received} ${intent.currency} for a membership period we did not charge (${periodKey || "no period"}).`,
      createdAt: now,
    });
    return "flagged";
  }
  if (charge.status === "succeeded" || charge.status === "refunded") return "already-paid";
  return (await settleCharge(tx, charge.id, intent.id, now)) ? "plan-charge-settled" : "already-paid";
}
