// Deposits and no-show fees (decision 0045) against the Stripe-speaking server on loopback: a deposit
// paid books the visit and is paid on its invoice; a time taken while paying refunds it; the grace
// hour's cancel refunds it once; a no-show fee is charged once under a double click.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { createBooking } from "@/server/bookings/create-booking";
import { bookingCheckouts, bookings, noShowFees, outboxMessages, payments } from "@/server/db/schema";
import { issueInvoice } from "@/server/payments/issue-invoice";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import { okOrThrow } from "../../../tests/support/records";
import { chargeNoShowFee } from "./charge-no-show-fee";
import {
  afterVisit,
  checkoutOf,
  deliver,
  fake,
  form,
  gateway,
  mailsOfKind,
  NOW,
  ORIGIN,
  setUpDeposits,
  startPaying,
  t,
  visitDay,
} from "./deposits-int-setup";
import { startBookingCheckout } from "./start-booking-checkout";
import { sweepBookingCheckouts } from "./sweep-booking-checkouts";

setUpDeposits();

const minutes = (m: number) => new Date(NOW.getTime() + m * 60_000);
const bookingOf = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe("a deposit", () => {
  it("is asked before booking, books the visit once paid, and is paid on the invoice", async () => {
    const { checkoutId, sessionId } = await startPaying("dana", {
      appointmentTime: "08:00",
      appointmentDate: visitDay(0),
    });
    // 20% of $149.00, on Stripe's page; nothing booked yet.
    expect(fake.sessions.get(sessionId)).toMatchObject({ mode: "payment", amount_total: 2_980 });
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, "dana"))).toHaveLength(0);
    const [completed, succeeded] = fake.pay(sessionId);
    if (!completed || !succeeded) throw new Error("no events");
    const first = await deliver(completed);
    expect(first.outcome).toBe("booking-checkout-paid");
    expect(first.confirmed?.state).toBe("booked");
    // Stripe's second event for the same payment, and the sweep after it: nothing more.
    expect((await deliver(succeeded)).outcome).toBe("already-paid");
    await sweepBookingCheckouts(t.db, gateway, { now: minutes(5), origin: ORIGIN });
    const rows = await t.db.select().from(bookings).where(eq(bookings.userId, "dana"));
    expect(rows).toHaveLength(1);
    const checkout = await checkoutOf(checkoutId);
    expect(checkout).toMatchObject({
      status: "booked",
      bookingId: rows[0]?.id,
      depositCents: 2_980,
      refundState: null,
    });
    // The confirmation states the deposit and the balance.
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "booking-confirmation"));
    const mine = mails.find((m) => m.bookingId === rows[0]?.id);
    if (!mine) throw new Error("no confirmation");
    const text = (await parseOutboxMail(mine)).text ?? "";
    expect(text).toContain("deposit of $29.80");
    expect(text).toContain("$119.20 is left to pay");
    // Finished: the invoice shows the deposit paid and the balance due.
    const booking = rows[0];
    if (!booking) throw new Error("no booking");
    const invoice = await t.db.transaction((tx) => issueInvoice(tx, booking, minutes(60 * 24 * 8)));
    expect(invoice).toMatchObject({ totalCents: 14_900, paidCents: 2_980, status: "open" });
    const [deposit] = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(deposit).toMatchObject({
      method: "stripe",
      amountCents: 2_980,
      stripePaymentIntentId: checkout?.stripePaymentIntentId,
    });
  });

  it("is refunded in full, automatically and once, when the time went while paying", async () => {
    const { checkoutId, sessionId } = await startPaying("eli", {
      appointmentTime: "13:00",
      appointmentDate: visitDay(1),
    });
    // Meanwhile another customer takes the crew's only 13:00 (no deposit: the card service's terms).
    okOrThrow(
      await createBooking(
        t.db,
        "fay",
        form({ serviceType: "dryer_vent", appointmentTime: "13:00", appointmentDate: visitDay(1) }),
        {
          now: NOW,
          limits: "off",
        },
      ),
    );
    const [completed, succeeded] = fake.pay(sessionId);
    if (!completed || !succeeded) throw new Error("no events");
    const refundsBefore = fake.refunds.length;
    const [a, b] = await Promise.all([deliver(completed), deliver(succeeded)]);
    expect([a.outcome, b.outcome].sort()).toEqual(["already-paid", "booking-checkout-paid"]);
    const refused = a.confirmed ?? b.confirmed;
    expect(refused).toMatchObject({ state: "refused", refunded: true });
    await sweepBookingCheckouts(t.db, gateway, { now: minutes(5), origin: ORIGIN });
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, "eli"))).toHaveLength(0);
    expect(await checkoutOf(checkoutId)).toMatchObject({
      status: "refused",
      refundState: "succeeded",
      refundReason: "booking-refused",
    });
    expect(fake.refunds.slice(refundsBefore)).toEqual([expect.objectContaining({ amount: 2_980 })]);
    const told = (await mailsOfKind("booking-deposit-refunded")).filter((m) => m.to === "eli@example.com");
    expect(told).toHaveLength(1);
    const mail = await parseOutboxMail(told[0] as (typeof told)[number]);
    expect(mail.text).toContain("Your deposit of $29.80 is refunded in full");
  });

  it("goes back once when the booking is cancelled within the hour, and is kept after it", async () => {
    const paid = async (customer: string, time: string) => {
      const { sessionId } = await startPaying(customer, { appointmentTime: time, appointmentDate: visitDay(2) });
      const [completed] = fake.pay(sessionId);
      if (!completed) throw new Error("no event");
      const { confirmed } = await deliver(completed);
      if (confirmed?.state !== "booked") throw new Error(`not booked: ${confirmed?.state}`);
      return confirmed.bookingId;
    };
    const soon = await paid("gus", "15:00");
    const refundsBefore = fake.refunds.length;
    // A double tap on Cancel 30 minutes after booking: one cancel, one refund.
    const [one, two] = await Promise.all([
      cancelBooking(t.db, "gus", soon, minutes(30), { gateway }),
      cancelBooking(t.db, "gus", soon, minutes(30), { gateway }),
    ]);
    expect([one.ok, two.ok].filter(Boolean)).toHaveLength(1);
    const [row] = await t.db.select().from(bookingCheckouts).where(eq(bookingCheckouts.bookingId, soon));
    expect(row).toMatchObject({ refundState: "succeeded", refundReason: "cancel-grace", refundedBy: "gus" });
    expect(fake.refunds.slice(refundsBefore)).toHaveLength(1);

    const later = await paid("hal", "16:00");
    okOrThrow(await cancelBooking(t.db, "hal", later, minutes(61), { gateway }));
    expect(fake.refunds.slice(refundsBefore)).toHaveLength(1);
    expect((await bookingOf(later))?.status).toBe("cancelled");
  });
});

describe("a no-show fee", () => {
  it("saves a card at booking and is charged once, after the start, by the owner, with the customer told", async () => {
    const day = visitDay(3);
    const { checkoutId, sessionId } = await startPaying("dana", {
      serviceType: "air_duct",
      appointmentTime: "10:00",
      appointmentDate: day,
    });
    expect(fake.sessions.get(sessionId)).toMatchObject({ mode: "setup" });
    const saved = fake.saveCard(sessionId);
    const outcomes = [];
    for (const event of saved.events) outcomes.push(await deliver(event));
    expect(outcomes.map((o) => o.outcome)).toEqual(["ignored", "booking-checkout-paid"]);
    const checkout = await checkoutOf(checkoutId);
    expect(checkout).toMatchObject({ status: "booked", paymentMethodId: saved.paymentMethodId, feeCents: 7_500 });
    const bookingId = checkout?.bookingId ?? "";
    const booking = await bookingOf(bookingId);
    if (!booking) throw new Error("no booking");
    const input = { bookingId, reason: "Nobody home; no answer by phone" };

    // Before the visit's start: refused, nothing charged.
    expect(await chargeNoShowFee(t.db, gateway, "owner", input, { now: NOW, origin: ORIGIN })).toEqual({
      ok: false,
      reason: "visit-not-missed",
    });
    const after = afterVisit(day, "10:00");
    const intentsBefore = fake.offSessionIntents.length;
    const [a, b] = await Promise.all([
      chargeNoShowFee(t.db, gateway, "owner", input, { now: after, origin: ORIGIN }),
      chargeNoShowFee(t.db, gateway, "owner", input, { now: after, origin: ORIGIN }),
    ]);
    // One click charges; the other gets the same charge's answer, or, once it settled, the refusal.
    const answers = [a, b].map((r) => (r.ok ? r.status : r.reason));
    expect(answers).toContain("succeeded");
    for (const answer of answers) expect(["succeeded", "no-show-fee-charged"]).toContain(answer);
    expect(fake.offSessionIntents.slice(intentsBefore)).toHaveLength(1);
    expect(fake.offSessionIntents.at(-1)?.metadata).toEqual({ no_show_booking_id: bookingId, no_show_attempt: "1" });
    const fees = await t.db.select().from(noShowFees).where(eq(noShowFees.bookingId, bookingId));
    expect(fees).toEqual([
      expect.objectContaining({ status: "succeeded", chargedBy: "owner", reason: input.reason, amountCents: 7_500 }),
    ]);
    const told = (await mailsOfKind("no-show-fee")).filter((m) => m.bookingId === bookingId);
    expect(told).toHaveLength(1);
    expect((await parseOutboxMail(told[0] as (typeof told)[number])).subject).toContain("No-show fee of $75.00");
    // A third click later is refused: the fee was charged, once.
    expect(
      await chargeNoShowFee(t.db, gateway, "owner", input, { now: afterVisit(day, "10:00", 1), origin: ORIGIN }),
    ).toEqual({ ok: false, reason: "no-show-fee-charged" });
    expect(fake.offSessionIntents.slice(intentsBefore)).toHaveLength(1);
  });

  it("is refused on a booking whose service asked no card", async () => {
    const day = visitDay(4);
    const plain = okOrThrow(
      await createBooking(
        t.db,
        "fay",
        form({ serviceType: "duct_and_dryer", appointmentTime: "08:00", appointmentDate: day }),
        {
          now: NOW,
          limits: "off",
        },
      ),
    );
    const result = await chargeNoShowFee(
      t.db,
      gateway,
      "owner",
      { bookingId: plain.booking.id, reason: "Nobody home" },
      { now: afterVisit(day, "08:00"), origin: ORIGIN },
    );
    expect(result).toEqual({ ok: false, reason: "no-card-on-file" });
  });
});

describe("online payments off", () => {
  it("asks nothing: the form books as it always did", async () => {
    const result = await startBookingCheckout(
      t.db,
      null,
      "dana",
      form({ appointmentTime: "11:00", appointmentDate: visitDay(5) }),
      {
        visitorId: null,
        touches: null,
        offer: null,
        limitsOff: true,
      },
      ORIGIN,
      NOW,
    );
    expect(result).toEqual({ ok: true, checkout: null });
  });
});
