// Service plans charged by our server (issue 53) through the official SDK against a Stripe-speaking
// server on loopback: a card saved on Stripe's setup page, renewals charged once however many
// servers run at once, and the dunning sequence of a declined card. Time is an input: `now` is the
// real clock, and a year later is built from it. On PostgreSQL (`node scripts/test-pg.mjs`) the two
// servers' runs really overlap.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, addMonths } from "@/domain/plans/plan-calendar";
import { BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import { localDay } from "@/domain/time/local-time";
import { membershipCharges, memberships, outboxMessages, paymentFlags, servicePlans, user } from "@/server/db/schema";
import { processStripeEvent } from "@/server/payments/process-stripe-event";
import { type PaymentGateway, stripeGateway } from "@/server/payments/stripe-gateway";
import {
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from "../../../tests/support/fake-stripe";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import { addAdmin, addCustomer, okOrThrow } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { joinPlan } from "./join-plan";
import { cancelMembership, changeMembership } from "./manage-plans";
import { dunningStillWanted, renewMemberships } from "./renew-memberships";

const ORIGIN = "http://localhost:3000";
const OPTIONS = { origin: ORIGIN, ownerEmail: "owner@clearvent.example" };
const NOW = new Date();
const TODAY = localDay(NOW, BUSINESS_TIME_ZONE);
/** Noon in the business's zone on a local day. */
const noonOn = (day: string) => new Date(`${day}T20:00:00Z`);

let t: TestDb;
let fake: FakeStripe;
let serverA: PaymentGateway;
let serverB: PaymentGateway;
let planId = "";

beforeAll(async () => {
  t = await createTestDb();
  fake = await startFakeStripe();
  // Two servers: two SDK clients, one database, one Stripe.
  const config = { secretKey: FAKE_SECRET_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiUrl: fake.url };
  serverA = stripeGateway(config);
  serverB = stripeGateway(config);
  await addAdmin(t.db);
  const [plan] = await t.db
    .insert(servicePlans)
    .values({
      name: "Dryer Vent Safety Plan",
      priceCents: 14_900,
      period: "yearly",
      includedVisits: { deep: 1 },
      discountBps: 1_500,
      terms: "Cancel any time; the current year stays yours, nothing is refunded.",
      priority: true,
      createdBy: "owner",
    })
    .returning();
  planId = plan?.id ?? "";
});

afterAll(async () => {
  await fake.close();
  await t.close();
});

/** An event delivered as the webhook route delivers it: signed, verified, processed. */
async function deliver(event: ReturnType<FakeStripe["event"]>, at: Date) {
  const { payload, signature } = fake.sign(event, undefined, at);
  const verified = serverA.verifyEvent(payload, signature, at);
  if (!verified) throw new Error("signature refused");
  return processStripeEvent(t.db, verified, at, serverA);
}

/** A customer joins and saves a card on Stripe's page (`card`: one that later declines or not). */
async function member(id: string, card: "ok" | "decline" = "ok") {
  await addCustomer(t.db, id, `${id} Member`);
  const joined = okOrThrow(await joinPlan(t.db, serverA, { customerId: id, planId, by: id }, ORIGIN, NOW));
  const sessionId = joined.url?.split("/pay/")[1] ?? "";
  const saved = fake.saveCard(sessionId, card);
  const outcomes = [];
  for (const event of saved.events) outcomes.push(await deliver(event, NOW));
  expect(outcomes).toEqual(["ignored", "card-saved"]);
  return { membershipId: joined.membershipId, paymentMethodId: saved.paymentMethodId };
}

const membershipOf = async (id: string) => (await t.db.select().from(memberships).where(eq(memberships.id, id)))[0];
const chargesOf = (id: string) =>
  t.db
    .select()
    .from(membershipCharges)
    .where(eq(membershipCharges.membershipId, id))
    .orderBy(membershipCharges.periodKey);
const intentsOf = (id: string) => fake.offSessionIntents.filter((i) => i.metadata?.membership_id === id);
const dunningMails = async (customerId: string) => {
  const [customer] = await t.db.select().from(user).where(eq(user.id, customerId));
  return t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, "plan-payment-failed"), eq(outboxMessages.to, customer?.email ?? "")))
    .orderBy(outboxMessages.createdAt);
};

describe("joining a plan", () => {
  it("saves a card on Stripe's setup page, then charges the first period once; a second join finds the first", async () => {
    const { membershipId, paymentMethodId } = await member("june");
    expect(await membershipOf(membershipId)).toMatchObject({ status: "active", paymentMethodId, paidPeriods: 0 });
    const again = okOrThrow(await joinPlan(t.db, serverA, { customerId: "june", planId, by: "june" }, ORIGIN, NOW));
    expect(again.membershipId).toBe(membershipId);
    expect(await renewMemberships(t.db, serverA, NOW, OPTIONS)).toMatchObject({ charged: 1 });
    expect(await membershipOf(membershipId)).toMatchObject({ status: "active", paidPeriods: 1 });
    const [charge] = await chargesOf(membershipId);
    expect(charge).toMatchObject({
      periodKey: TODAY,
      amountCents: 14_900,
      status: "succeeded",
      idempotencyKey: `membership:${membershipId}:period:${TODAY}`,
    });
    // The webhook's word on the same charge books nothing more.
    const intent = intentsOf(membershipId)[0];
    expect(await deliver(fake.event("payment_intent.succeeded", intent), NOW)).toBe("already-paid");
    expect(await membershipOf(membershipId)).toMatchObject({ paidPeriods: 1 });
  });

  it("makes one membership and one Stripe Customer of two joins at once", async () => {
    await addCustomer(t.db, "twin", "Twin Tabs");
    const joins = await Promise.all(
      [serverA, serverB].map((server) =>
        joinPlan(t.db, server, { customerId: "twin", planId, by: "twin" }, ORIGIN, NOW),
      ),
    );
    const ids = joins.map((j) => okOrThrow(j).membershipId);
    expect(ids[0]).toBe(ids[1]);
    const rows = await t.db.select().from(memberships).where(eq(memberships.customerId, "twin"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.stripeCustomerId).toMatch(/^cus_test_/);
    // Both setup pages are for the one Customer (the second join found it, or Stripe's key replayed it).
    const pages = [...fake.sessions.values()].filter((session) => session.client_reference_id === ids[0]);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    for (const page of pages) expect(page.customer).toBe(rows[0]?.stripeCustomerId);
  });

  it("says plans are taken by phone when Stripe is off, and writes nothing", async () => {
    await addCustomer(t.db, "noel", "Noel Nocard");
    expect(await joinPlan(t.db, null, { customerId: "noel", planId, by: "noel" }, ORIGIN, NOW)).toEqual({
      ok: false,
      reason: "plans-by-phone",
    });
    expect(await t.db.select().from(memberships).where(eq(memberships.customerId, "noel"))).toEqual([]);
  });
});

describe("renewals", () => {
  it("charges a renewal a year later once, though two servers run at the same moment", async () => {
    const { membershipId } = await member("rhea");
    await renewMemberships(t.db, serverA, NOW, OPTIONS);
    const yearLater = noonOn(addMonths(TODAY, 12));
    // Not due the day before.
    await renewMemberships(t.db, serverA, noonOn(addDays(addMonths(TODAY, 12), -1)), OPTIONS);
    expect(intentsOf(membershipId)).toHaveLength(1);
    const [a, b] = await Promise.all([
      renewMemberships(t.db, serverA, yearLater, OPTIONS),
      renewMemberships(t.db, serverB, yearLater, OPTIONS),
    ]);
    expect((a?.charged ?? 0) + (b?.charged ?? 0)).toBeGreaterThanOrEqual(1);
    expect(intentsOf(membershipId)).toHaveLength(2);
    const charges = await chargesOf(membershipId);
    expect(charges.map((c) => [c.periodKey, c.status])).toEqual([
      [TODAY, "succeeded"],
      [addMonths(TODAY, 12), "succeeded"],
    ]);
    expect(await membershipOf(membershipId)).toMatchObject({ status: "active", paidPeriods: 2 });
    // And again later the same day: nothing more.
    await renewMemberships(t.db, serverB, new Date(yearLater.getTime() + 3_600_000), OPTIONS);
    expect(intentsOf(membershipId)).toHaveLength(2);
  });

  it("takes over a claim whose server died before Stripe's answer, with the same key: one charge", async () => {
    const { membershipId } = await member("sid");
    await renewMemberships(t.db, serverA, NOW, OPTIONS);
    const day = addMonths(TODAY, 12);
    const key = `membership:${membershipId}:period:${day}`;
    // Server A charged, then died before writing the answer: the claim is left charging.
    await t.db.insert(membershipCharges).values({
      membershipId,
      periodKey: day,
      periodIndex: 1,
      amountCents: 14_900,
      status: "charging",
      idempotencyKey: key,
      claimedAt: noonOn(day),
      reason: "renewal",
    });
    const m = await membershipOf(membershipId);
    await serverA.chargeOffSession(
      {
        stripeCustomerId: m?.stripeCustomerId ?? "",
        paymentMethodId: m?.paymentMethodId ?? "",
        amountCents: 14_900,
        currency: "usd",
        membershipId,
        periodKey: day,
        description: "renewal",
      },
      key,
    );
    // Within the claim's lease nobody touches it; after it, server B asks Stripe with the same key.
    expect(await renewMemberships(t.db, serverB, new Date(noonOn(day).getTime() + 60_000), OPTIONS)).toMatchObject({
      charged: 0,
    });
    expect(await renewMemberships(t.db, serverB, new Date(noonOn(day).getTime() + 20 * 60_000), OPTIONS)).toMatchObject(
      {
        charged: 1,
      },
    );
    expect(intentsOf(membershipId)).toHaveLength(2); // the first period's and this one: Stripe replayed the key
    expect(await membershipOf(membershipId)).toMatchObject({ paidPeriods: 2, status: "active" });
  });

  it("flags a webhook for a period we never charged, and books nothing", async () => {
    const { membershipId } = await member("walt");
    await renewMemberships(t.db, serverA, NOW, OPTIONS);
    const other = fake.event("payment_intent.succeeded", {
      id: "pi_test_other",
      object: "payment_intent",
      amount: 14_900,
      amount_received: 14_900,
      currency: "usd",
      status: "succeeded",
      metadata: { membership_id: membershipId, period_key: addMonths(TODAY, 24) },
    });
    expect(await deliver(other, NOW)).toBe("flagged");
    expect(await t.db.select().from(paymentFlags).where(eq(paymentFlags.reason, "unknown-plan-charge"))).toHaveLength(
      1,
    );
    expect(await membershipOf(membershipId)).toMatchObject({ paidPeriods: 1 });
  });
});

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
