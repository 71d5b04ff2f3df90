// Stripe's replay window: a webhook signature is good for 5 minutes after Stripe made it, measured
// against the clock the app is given. An event signed with our secret but longer ago (captured and
// sent again, after a database restore forgot it was processed) is refused and books nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, stripeEvents } from "@/server/db/schema";
import {
  checkoutSession,
  fake,
  finishedInvoice,
  gateway,
  invoiceOf,
  NOW,
  setUpPayments,
  t,
} from "./payments-int-setup";
import { processStripeEvent } from "./process-stripe-event";
import { SIGNATURE_TOLERANCE_S } from "./stripe-gateway";

setUpPayments();

const signedAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

describe("the age of a webhook signature", () => {
  it("is Stripe's default of 5 minutes", () => {
    expect(SIGNATURE_TOLERANCE_S).toBe(5 * MINUTE);
  });

  it("refuses an event signed 6 minutes, 30 days or 5 years before now, and books nothing", async () => {
    const invoice = await finishedInvoice();
    const [completed] = fake.pay(await checkoutSession(invoice.id));
    if (!completed) throw new Error("no event");
    for (const age of [6 * MINUTE, 5 * MINUTE + 1, 30 * DAY, 5 * 365 * DAY]) {
      const { payload, signature } = fake.sign(completed, undefined, signedAgo(age));
      expect(gateway.verifyEvent(payload, signature, NOW), `${age} s old`).toBeNull();
    }
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "open", paidCents: 0 });
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(0);
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, completed.id))).toHaveLength(0);
  });

  it("accepts an event signed 4 minutes (or exactly 5) before now, and it pays the invoice", async () => {
    const invoice = await finishedInvoice();
    const [completed] = fake.pay(await checkoutSession(invoice.id));
    if (!completed) throw new Error("no event");
    const edge = fake.sign(completed, undefined, signedAgo(5 * MINUTE));
    expect(gateway.verifyEvent(edge.payload, edge.signature, NOW)?.id).toBe(completed.id);
    const { payload, signature } = fake.sign(completed, undefined, signedAgo(4 * MINUTE));
    const event = gateway.verifyEvent(payload, signature, NOW);
    if (!event) throw new Error("a 4-minute-old signature was refused");
    expect(await processStripeEvent(t.db, event, NOW, gateway)).toBe("paid");
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "paid", paidCents: invoice.totalCents });
  });

  it("measures the age against the clock it is given, not the machine's", async () => {
    const invoice = await finishedInvoice();
    const [completed] = fake.pay(await checkoutSession(invoice.id));
    if (!completed) throw new Error("no event");
    // Signed by the machine's clock; checked as if 10 minutes later, then as when it was signed.
    const machine = new Date();
    const { payload, signature } = fake.sign(completed, undefined, machine);
    expect(gateway.verifyEvent(payload, signature, new Date(machine.getTime() + 10 * MINUTE * 1000))).toBeNull();
    expect(gateway.verifyEvent(payload, signature, machine)?.id).toBe(completed.id);
  });
});
