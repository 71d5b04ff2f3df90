// Service plans charged by our server through the official SDK against a Stripe-speaking
// server on loopback: a card saved on Stripe's setup page, renewals charged once however many
// servers run at once, and the dunning sequence of a declined card. Time is an input: `now` is the
// real clock, and a year later is built from it. On PostgreSQL (`node scripts/test-pg.mjs`) the two
// servers' runs really overlap.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "@/domain/plans/plan-calendar";
import { membershipCharges, memberships, paymentFlags } from "@/server/db/schema";
import { addCustomer, okOrThrow } from "../../../tests/support/records";
import { joinPlan } from "./join-plan";
import {
  chargesOf,
  deliver,
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
import { renewMemberships } from "./renew-memberships";

setUpPlans();

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
