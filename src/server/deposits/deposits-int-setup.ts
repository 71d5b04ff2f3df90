// The world of the deposit and no-show int tests (decision 0045): one database, the Stripe-speaking
// server on loopback, customers, the owner, one staffed crew per area (so a time holds one job),
// and the terms the owner set per service. Time is an input: `NOW` is the real clock, the visit a
// weekday a week or so after it.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { addDays } from "@/domain/plans/plan-calendar";
import { appointmentStart, BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import { localDay } from "@/domain/time/local-time";
import { bookingCheckouts, outboxMessages, profiles, user } from "@/server/db/schema";
import { processStripeEvent } from "@/server/payments/process-stripe-event";
import { type PaymentGateway, stripeGateway } from "@/server/payments/stripe-gateway";
import {
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from "../../../tests/support/fake-stripe";
import { addAdmin, bookingInput, okOrThrow } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { isWorkingWeekday } from "../../../tests/support/working-days";
import { saveMoneyTerms } from "./money-terms";
import { confirmBookingCheckout } from "./paid-first";
import { startBookingCheckout } from "./start-booking-checkout";

export const ORIGIN = "http://localhost:3000";
export const CAPACITY = 1;
const now = new Date();
export const NOW = now;
/**
 * The n-th working weekday from 8 days ahead in the business's zone (no weekend, no default
 * holiday): inside the window, on a crew's day.
 * Each test books its own day, so the one crew's time is the test's alone.
 */
export function visitDay(n: number): string {
  let day = addDays(localDay(now, BUSINESS_TIME_ZONE), 8);
  for (let left = n; ; day = addDays(day, 1)) {
    if (!isWorkingWeekday(day)) continue;
    if (left === 0) return day;
    left -= 1;
  }
}
/**
 * An hour after the visit at `time` on `day` began, plus `days`: a no-show fee's time. Taken from
 * the visit, never from NOW: visitDay(3) is 11 to 15 days ahead, depending on the day.
 */
export function afterVisit(day: string, time: string, days = 0): Date {
  return new Date(appointmentStart(day, time, BUSINESS_TIME_ZONE).getTime() + (60 + days * 24 * 60) * 60_000);
}
export const OPTIONS = { now: NOW, origin: ORIGIN };
export const CONTEXT = { visitorId: null, touches: null, offer: null, limitsOff: true };

export let t: TestDb;
export let fake: FakeStripe;
export let gateway: PaymentGateway;

export function setUpDeposits() {
  beforeAll(async () => {
    t = await createTestDb();
    fake = await startFakeStripe();
    gateway = stripeGateway({ secretKey: FAKE_SECRET_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiUrl: fake.url });
    await addAdmin(t.db);
    for (const id of ["dana", "eli", "fay", "gus", "hal"]) {
      await t.db.insert(user).values({ id, name: `${id} Customer`, email: `${id}@example.com`, emailVerified: true });
      await t.db.insert(profiles).values({ userId: id, fullName: id });
    }
    await staffAllAreas(t.db, CAPACITY);
    // Deep cleaning ($149) asks a 20% deposit; standard asks a card and a $75 no-show fee.
    await saveMoneyTerms(t.db, "owner", { serviceType: "dryer_vent", kind: "deposit", depositPercent: 20 }, NOW);
    await saveMoneyTerms(t.db, "owner", { serviceType: "air_duct", kind: "no-show-fee", feeCents: 7_500 }, NOW);
  });
  afterAll(async () => {
    await fake?.close();
    await t?.close();
  });
}

/** The booking form as the route parses it, on the first visit day unless the test says otherwise. */
export const form = (patch: Record<string, unknown> = {}) =>
  bookingInput({ appointmentDate: visitDay(0), appointmentTime: "09:00", phone: "(510) 555-0142", ...patch });

/** Signed, verified and processed as the webhook route does, then the booking it pays for confirmed. */
export async function deliver(event: ReturnType<FakeStripe["event"]>, at: Date = NOW) {
  const { payload, signature } = fake.sign(event, undefined, at);
  const verified = gateway.verifyEvent(payload, signature, at);
  if (!verified) throw new Error("signature refused");
  const outcome = await processStripeEvent(t.db, verified, at, gateway);
  const checkoutId = (verified.data.object as { metadata?: Record<string, string> }).metadata?.booking_checkout_id;
  const confirmed =
    outcome === "booking-checkout-paid" && checkoutId
      ? await confirmBookingCheckout(t.db, gateway, checkoutId, { ...OPTIONS, now: at })
      : null;
  return { outcome, confirmed };
}

/** A customer submits the form of a service that asks money first: our checkout and Stripe's page. */
export async function startPaying(customer: string, patch: Record<string, unknown> = {}) {
  const started = okOrThrow(await startBookingCheckout(t.db, gateway, customer, form(patch), CONTEXT, ORIGIN, NOW));
  if (!started.checkout) throw new Error("nothing was asked");
  return { checkoutId: started.checkout.id, sessionId: started.checkout.url.split("/pay/")[1] ?? "" };
}

export const checkoutOf = async (id: string) =>
  (await t.db.select().from(bookingCheckouts).where(eq(bookingCheckouts.id, id)))[0];
export const mailsOfKind = (kind: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.kind, kind));

/** A deep cleaning booked with its 20% deposit ($29.80) paid on Stripe's page. */
export async function paidBooking(customer: string, day: number, time: string) {
  const { checkoutId, sessionId } = await startPaying(customer, {
    appointmentTime: time,
    appointmentDate: visitDay(day),
  });
  const [completed] = fake.pay(sessionId);
  if (!completed) throw new Error("no event");
  const { confirmed } = await deliver(completed);
  if (confirmed?.state !== "booked") throw new Error(`not booked: ${confirmed?.state}`);
  return { checkoutId, bookingId: confirmed.bookingId };
}
