// Service plans: the dunning of a declined card, and the owner's and the customer's own
// steps on a membership, against the Stripe-speaking server on loopback.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "@/domain/plans/plan-calendar";
import { BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import { localDay } from "@/domain/time/local-time";
import { membershipCharges, outboxMessages } from "@/server/db/schema";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import { okOrThrow } from "../../../tests/support/records";
import { joinPlan } from "./join-plan";
import { cancelMembership, changeMembership } from "./manage-plans";
import {
  chargesOf,
  deliver,
  dunningMails,
  fake,
  intentsOf,
  member,
  membershipOf,
  NOW,
  noonOn,
  OPTIONS,
  ORIGIN,
  planId,
  serverA,
  serverB,
  setUpPlans,
  TODAY,
  t,
} from "./plans-int-setup";
import { dunningStillWanted, renewMemberships } from "./renew-memberships";

setUpPlans();

describe("dunning", () => {
  it("emails the update-card link on a decline, retries on day 3 and 7, then pauses and tells the owner", async () => {
    const { membershipId, paymentMethodId } = await member("dora");
    await renewMemberships(t.db, serverA, NOW, OPTIONS);
    fake.decliningCards.add(paymentMethodId);
    const renewal = addMonths(TODAY, 12);
    expect(await renewMemberships(t.db, serverA, noonOn(renewal), OPTIONS)).toMatchObject({ declined: 1 });
    expect(await membershipOf(membershipId)).toMatchObject({ status: "past_due", paidPeriods: 1 });
    let [, charge] = await chargesOf(membershipId);
    expect(charge).toMatchObject({ status: "declined", attempts: 1, nextRetryOn: addDays(renewal, 3) });
    const [first] = await dunningMails("dora");
    if (!first) throw new Error("no dunning email");
    const mail = await parseOutboxMail(first);
    expect(mail.subject).toBe("Card declined for your Dryer Vent Safety Plan: please update it");
    expect(mail.text).toContain(`${ORIGIN}/customer-dashboard/plan/${membershipId}/card`);

    // Days 1 and 2: nothing. Day 3: tried again, declined, another email naming day 7.
    for (const d of [1, 2]) await renewMemberships(t.db, serverA, noonOn(addDays(renewal, d)), OPTIONS);
    expect(intentsOf(membershipId)).toHaveLength(2);
    await Promise.all([
      renewMemberships(t.db, serverA, noonOn(addDays(renewal, 3)), OPTIONS),
      renewMemberships(t.db, serverB, noonOn(addDays(renewal, 3)), OPTIONS),
    ]);
    expect(intentsOf(membershipId)).toHaveLength(3);
    [, charge] = await chargesOf(membershipId);
    expect(charge).toMatchObject({ status: "declined", attempts: 2, nextRetryOn: addDays(renewal, 7) });
    expect(await dunningMails("dora")).toHaveLength(2);

    // Day 7: the last try; the plan is paused and the owner told.
    expect(await renewMemberships(t.db, serverA, noonOn(addDays(renewal, 7)), OPTIONS)).toMatchObject({ paused: 1 });
    expect(intentsOf(membershipId)).toHaveLength(4);
    expect(new Set(intentsOf(membershipId).map((i) => i.id)).size).toBe(4);
    expect(await membershipOf(membershipId)).toMatchObject({ status: "paused", paidPeriods: 1 });
    const mails = await dunningMails("dora");
    expect(mails).toHaveLength(3);
    expect((await parseOutboxMail(mails[2] as (typeof mails)[number])).subject).toBe(
      "Your Dryer Vent Safety Plan is paused: please update your card",
    );
    const owner = await t.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "plan-owner-notice"));
    expect(owner).toHaveLength(1);
    expect(owner[0]?.subject).toBe("Plan paused: dora Member, Dryer Vent Safety Plan");
    // Paused: later runs charge nothing and write nothing.
    await renewMemberships(t.db, serverA, noonOn(addDays(renewal, 30)), OPTIONS);
    expect(intentsOf(membershipId)).toHaveLength(4);
    expect(await dunningMails("dora")).toHaveLength(3);
  });

  it("sends no more dunning once the customer saved a new card and it was charged", async () => {
    const { membershipId, paymentMethodId } = await member("pia");
    await renewMemberships(t.db, serverA, NOW, OPTIONS);
    fake.decliningCards.add(paymentMethodId);
    const renewal = addMonths(TODAY, 12);
    await renewMemberships(t.db, serverA, noonOn(renewal), OPTIONS);
    const [queued] = await dunningMails("pia");
    expect(queued?.dedupeKey).toBeTruthy();
    expect(await dunningStillWanted(t.db, queued?.dedupeKey ?? "")).toBe(true);

    // The update-card link: a new setup page for the same membership; the customer saves a good card.
    const again = okOrThrow(
      await joinPlan(t.db, serverA, { customerId: "pia", planId, by: "pia" }, ORIGIN, noonOn(renewal)),
    );
    expect(again.membershipId).toBe(membershipId);
    const saved = fake.saveCard(again.url?.split("/pay/")[1] ?? "");
    for (const event of saved.events) await deliver(event, noonOn(renewal));
    // Charged at the next run that day, not on day 3.
    expect(await renewMemberships(t.db, serverA, new Date(noonOn(renewal).getTime() + 60_000), OPTIONS)).toMatchObject({
      charged: 1,
    });
    expect(await membershipOf(membershipId)).toMatchObject({
      status: "active",
      paidPeriods: 2,
      paymentMethodId: saved.paymentMethodId,
    });
    // The email queued before the payment is no longer wanted; days 3 and 7 send nothing.
    expect(await dunningStillWanted(t.db, queued?.dedupeKey ?? "")).toBe(false);
    for (const d of [3, 7]) await renewMemberships(t.db, serverA, noonOn(addDays(renewal, d)), OPTIONS);
    expect(await dunningMails("pia")).toHaveLength(1);
    expect(intentsOf(membershipId)).toHaveLength(3);
  });
});

describe("the owner's and the customer's steps", () => {
  it("pauses (nothing charged), resumes (charged), refunds a period once, and ends a membership", async () => {
    const { membershipId } = await member("olga");
    await renewMemberships(t.db, serverA, NOW, OPTIONS);
    const yearLater = noonOn(addMonths(TODAY, 12));
    const step = (action: Parameters<typeof changeMembership>[3], at = yearLater) =>
      changeMembership(t.db, serverA, "owner", action, ORIGIN, at);
    expect(await step({ action: "pause", membershipId, reason: "Away for the winter" }, NOW)).toEqual({ ok: true });
    expect(await membershipOf(membershipId)).toMatchObject({ status: "paused", changedBy: "owner" });
    await renewMemberships(t.db, serverA, yearLater, OPTIONS);
    expect(intentsOf(membershipId)).toHaveLength(1);
    expect(await step({ action: "pause", membershipId, reason: "again" })).toEqual({
      ok: false,
      reason: "membership-step-not-allowed",
    });
    expect(await step({ action: "resume", membershipId, reason: "Back home" })).toEqual({ ok: true });
    await renewMemberships(t.db, serverA, yearLater, OPTIONS);
    expect(intentsOf(membershipId)).toHaveLength(2);
    const renewed = (await chargesOf(membershipId)).find((c) => c.periodKey === addMonths(TODAY, 12));
    if (!renewed) throw new Error("no renewal");
    // Two refunds at once (two tabs): one refund at Stripe, recorded with who and why.
    const refunds = await Promise.all(
      [1, 2].map(() => step({ action: "refund", chargeId: renewed.id, reason: "Moved out of the area" })),
    );
    expect(refunds).toEqual([{ ok: true }, { ok: true }]);
    expect(fake.refunds.filter((r) => r.payment_intent === renewed.stripePaymentIntentId)).toHaveLength(1);
    const [refunded] = await t.db.select().from(membershipCharges).where(eq(membershipCharges.id, renewed.id));
    expect(refunded).toMatchObject({ status: "refunded", changedBy: "owner", amountCents: 14_900 });
    expect(refunded?.reason).toContain("Moved out of the area");
    expect(await step({ action: "end", membershipId, reason: "Moved out of the area" })).toEqual({ ok: true });
    expect(await membershipOf(membershipId)).toMatchObject({
      status: "cancelled",
      endsOn: localDay(yearLater, BUSINESS_TIME_ZONE),
    });
    await renewMemberships(t.db, serverA, noonOn(addMonths(TODAY, 24)), OPTIONS);
    expect(intentsOf(membershipId)).toHaveLength(2);
  });

  it("lets a customer cancel their own plan: the paid year stays theirs and nothing more is charged", async () => {
    const { membershipId } = await member("cleo");
    await renewMemberships(t.db, serverA, NOW, OPTIONS);
    expect(await cancelMembership(t.db, "june", membershipId, NOW)).toEqual({
      ok: false,
      reason: "membership-not-found",
    });
    expect(await cancelMembership(t.db, "cleo", membershipId, NOW)).toEqual({
      ok: true,
      coveredUntil: addMonths(TODAY, 12),
    });
    expect(await membershipOf(membershipId)).toMatchObject({ status: "cancelled", endsOn: addMonths(TODAY, 12) });
    await renewMemberships(t.db, serverA, noonOn(addMonths(TODAY, 12)), OPTIONS);
    expect(intentsOf(membershipId)).toHaveLength(1);
    // Cancelled: joining again makes a new membership.
    const again = okOrThrow(await joinPlan(t.db, serverA, { customerId: "cleo", planId, by: "cleo" }, ORIGIN, NOW));
    expect(again.membershipId).not.toBe(membershipId);
  });
});
