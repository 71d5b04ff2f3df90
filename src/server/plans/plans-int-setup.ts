// The world of the service plans' int tests: one database, a Stripe-speaking server on
// loopback, two servers' SDK clients and a yearly plan. Time is an input: `now` is the real clock.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import { localDay } from "@/domain/time/local-time";
import { membershipCharges, memberships, outboxMessages, servicePlans, user } from "@/server/db/schema";
import { processStripeEvent } from "@/server/payments/process-stripe-event";
import { type PaymentGateway, stripeGateway } from "@/server/payments/stripe-gateway";
import {
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from "../../../tests/support/fake-stripe";
import { addAdmin, addCustomer, okOrThrow } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { joinPlan } from "./join-plan";

export const ORIGIN = "http://localhost:3000";
export const OPTIONS = { origin: ORIGIN, ownerEmail: "owner@clearvent.example" };
/** The tests' one reading of the clock; a year later is built from it. */
const now = new Date();
export const NOW = now;
export const TODAY = localDay(NOW, BUSINESS_TIME_ZONE);
/** Noon in the business's zone on a local day. */
export const noonOn = (day: string) => new Date(`${day}T20:00:00Z`);

export let t: TestDb;
export let fake: FakeStripe;
export let serverA: PaymentGateway;
export let serverB: PaymentGateway;
export let planId = "";

export function setUpPlans() {
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
        includedVisits: { dryer_vent: 1 },
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
}

/** An event delivered as the webhook route delivers it: signed, verified, processed. */
export async function deliver(event: ReturnType<FakeStripe["event"]>, at: Date) {
  const { payload, signature } = fake.sign(event, undefined, at);
  const verified = serverA.verifyEvent(payload, signature, at);
  if (!verified) throw new Error("signature refused");
  return processStripeEvent(t.db, verified, at, serverA);
}

/** A customer joins and saves a card on Stripe's page (`card`: one that later declines or not). */
export async function member(id: string, card: "ok" | "decline" = "ok") {
  await addCustomer(t.db, id, `${id} Member`);
  const joined = okOrThrow(await joinPlan(t.db, serverA, { customerId: id, planId, by: id }, ORIGIN, NOW));
  const sessionId = joined.url?.split("/pay/")[1] ?? "";
  const saved = fake.saveCard(sessionId, card);
  const outcomes = [];
  for (const event of saved.events) outcomes.push(await deliver(event, NOW));
  expect(outcomes).toEqual(["ignored", "card-saved"]);
  return { membershipId: joined.membershipId, paymentMethodId: saved.paymentMethodId };
}

export const membershipOf = async (id: string) =>
  (await t.db.select().from(memberships).where(eq(memberships.id, id)))[0];
export const chargesOf = (id: string) =>
  t.db
    .select()
    .from(membershipCharges)
    .where(eq(membershipCharges.membershipId, id))
    .orderBy(membershipCharges.periodKey);
export const intentsOf = (id: string) => fake.offSessionIntents.filter((i) => i.metadata?.membership_id === id);
export const dunningMails = async (customerId: string) => {
  const [customer] = await t.db.select().from(user).where(eq(user.id, customerId));
  return t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, "plan-payment-failed"), eq(outboxMessages.to, customer?.email ?? "")))
    .orderBy(outboxMessages.createdAt);
};
