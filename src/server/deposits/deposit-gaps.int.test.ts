// Decision 0045's amendment against the Stripe-speaking server on loopback: the owner's cancel
// refunds a paid deposit in full and once; the cancel email and the owner's list say what became
// of it; a declined no-show fee may be tried again, charges once, and is refused after a success.
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { depositLine } from "@/domain/deposits/deposit-state";
import { BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { bookings, noShowFees, outboxMessages } from "@/server/db/schema";
import { REFUSALS } from "@/server/http/refusals";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import { chargeNoShowFee } from "./charge-no-show-fee";
import { bookingMoneyFor } from "./checkout-view";
import {
  afterVisit,
  checkoutOf,
  deliver,
  fake,
  gateway,
  mailsOfKind,
  NOW,
  ORIGIN,
  paidBooking,
  setUpDeposits,
  startPaying,
  t,
  visitDay,
} from "./deposits-int-setup";
import { sweepBookingCheckouts } from "./sweep-booking-checkouts";

setUpDeposits();

const minutes = (m: number) => new Date(NOW.getTime() + m * 60_000);
const bookingOf = async (id: string) => {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error("no booking");
  return row;
};

async function cancelMailText(bookingId: string) {
  const [mail] = await t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, "booking-cancelled"), eq(outboxMessages.bookingId, bookingId)));
  if (!mail) throw new Error("no cancel email");
  return (await parseOutboxMail(mail)).text ?? "";
}

const ownerCancel = (bookingId: string, at: Date) =>
  changeBookingStatus(t.db, "owner", bookingId, "cancelled", at, { reason: "Our van broke down", gateway });

describe("the owner cancelling a booking with a paid deposit", () => {
  it("refunds it in full, once under a double click and the sweep, and says so", async () => {
    const { checkoutId, bookingId } = await paidBooking("gus", 0, "09:00");
    // Two days after booking: long past the customer's grace hour, which binds only the customer.
    const at = minutes(60 * 48);
    const before = fake.refunds.length;
    const [a, b] = await Promise.all([ownerCancel(bookingId, at), ownerCancel(bookingId, at)]);
    expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1);
    await sweepBookingCheckouts(t.db, gateway, { now: minutes(60 * 49), origin: ORIGIN });
    const checkout = await checkoutOf(checkoutId);
    expect(fake.refunds.slice(before)).toEqual([
      expect.objectContaining({ amount: 2_980, payment_intent: checkout?.stripePaymentIntentId }),
    ]);
    expect(checkout).toMatchObject({
      refundState: "succeeded",
      refundReason: "owner-cancel",
      refundedBy: "owner",
      refundRequestedAt: at,
      refundedAt: at,
      stripeRefundId: fake.refunds.at(-1)?.id,
    });
    expect(await cancelMailText(bookingId)).toContain("Your $29.80 deposit has been refunded in full");
    // The owner's list: refunded, when and by whom, in the business's zone.
    const booking = await bookingOf(bookingId);
    const view = (await bookingMoneyFor(t.db, [booking], at)).get(bookingId);
    if (!view) throw new Error("no money view");
    expect(depositLine(view.deposit, BUSINESS_TIME_ZONE)).toMatch(
      /^Deposit \$29\.80 paid on .+; refunded in full on .+ \(the business cancelled, by Olivia Owner\)\.$/,
    );
  });

  it("refunds once when Stripe did not answer at the cancel: the sweep sends the claimed refund", async () => {
    const { checkoutId, bookingId } = await paidBooking("hal", 1, "09:00");
    const before = fake.refunds.length;
    // Stripe fails the refund at the cancel: it stays claimed, and the email is still true.
    fake.failRefunds = 500;
    try {
      expect((await ownerCancel(bookingId, minutes(120))).ok).toBe(true);
    } finally {
      fake.failRefunds = null;
    }
    expect(await checkoutOf(checkoutId)).toMatchObject({
      refundState: "pending",
      refundedBy: "owner",
      refundRequestedAt: minutes(120),
      refundedAt: null,
    });
    expect(fake.refunds.slice(before)).toHaveLength(0);
    expect(await cancelMailText(bookingId)).toContain("Your $29.80 deposit has been refunded in full");
    const pendingView = (await bookingMoneyFor(t.db, [await bookingOf(bookingId)], minutes(121))).get(bookingId);
    expect(depositLine(pendingView?.deposit ?? ({} as never), BUSINESS_TIME_ZONE)).toContain(
      "not yet confirmed by Stripe",
    );
    // The retried cancel is refused (already cancelled); two sweeps refund once.
    expect(await ownerCancel(bookingId, minutes(125))).toEqual({ ok: false, reason: "status-not-allowed" });
    for (const m of [130, 140]) await sweepBookingCheckouts(t.db, gateway, { now: minutes(m), origin: ORIGIN });
    expect(fake.refunds.slice(before)).toEqual([expect.objectContaining({ amount: 2_980 })]);
    // Stripe's confirmation is the sweep's; the ask stays the cancel's.
    expect(await checkoutOf(checkoutId)).toMatchObject({
      refundState: "succeeded",
      refundReason: "owner-cancel",
      refundRequestedAt: minutes(120),
      refundedAt: minutes(130),
    });
  });
});

describe("the customer's own cancel keeps the grace rule", () => {
  it("refunds within the hour and says so; after it, keeps the deposit and says so", async () => {
    const soon = await paidBooking("dana", 2, "09:00");
    const later = await paidBooking("eli", 2, "13:00");
    const before = fake.refunds.length;
    expect((await cancelBooking(t.db, "dana", soon.bookingId, minutes(30), { gateway })).ok).toBe(true);
    expect((await cancelBooking(t.db, "eli", later.bookingId, minutes(61), { gateway })).ok).toBe(true);
    expect(fake.refunds.slice(before)).toHaveLength(1);
    expect(await checkoutOf(soon.checkoutId)).toMatchObject({
      refundState: "succeeded",
      refundReason: "cancel-grace",
      refundedBy: "dana",
      refundRequestedAt: minutes(30),
    });
    expect(await checkoutOf(later.checkoutId)).toMatchObject({ refundState: null });
    expect(await cancelMailText(soon.bookingId)).toContain("Your $29.80 deposit has been refunded in full");
    const kept = await cancelMailText(later.bookingId);
    expect(kept).toContain("Your $29.80 deposit is kept, as the booking terms said");
    expect(kept).not.toContain("refunded");
    const view = (await bookingMoneyFor(t.db, [await bookingOf(later.bookingId)], minutes(62))).get(later.bookingId);
    expect(depositLine(view?.deposit ?? ({} as never), BUSINESS_TIME_ZONE)).toContain(
      "kept: cancelled after the grace hour",
    );
  });
});

describe("a declined no-show fee", () => {
  it("may be tried again: each attempt recorded, one charge on success, refused after it", async () => {
    const day = visitDay(3);
    const { checkoutId, sessionId } = await startPaying("fay", {
      serviceType: "air_duct",
      appointmentTime: "10:00",
      appointmentDate: day,
    });
    const saved = fake.saveCard(sessionId, "decline");
    for (const event of saved.events) await deliver(event);
    const bookingId = (await checkoutOf(checkoutId))?.bookingId ?? "";
    // The first try an hour after the visit began, the next ones a day apart.
    const tryDay = (n: number) => afterVisit(day, "10:00", n);
    const charge = (reason: string, at: Date) =>
      chargeNoShowFee(t.db, gateway, "owner", { bookingId, reason }, { now: at, origin: ORIGIN });
    const intentsBefore = fake.offSessionIntents.length;

    expect(await charge("Nobody home", tryDay(0))).toMatchObject({ ok: true, status: "declined" });
    let view = (await bookingMoneyFor(t.db, [await bookingOf(bookingId)], tryDay(0))).get(bookingId);
    expect(view?.chargeable).toBe(true);
    // The customer updated their card with their bank: the next try goes through, once.
    fake.decliningCards.delete(saved.paymentMethodId);
    const [a, b] = await Promise.all([charge("Tried again after the decline", tryDay(1)), charge("x", tryDay(1))]);
    expect(a).toMatchObject({ ok: true, status: "succeeded", amountCents: 7_500 });
    // The double click: the same charge's answer, or, if the first had settled, the refusal.
    expect(b.ok ? b.status : b.reason).toMatch(/^(succeeded|no-show-fee-charged)$/);
    const third = await charge("Once more", tryDay(2));
    expect(third).toEqual({ ok: false, reason: "no-show-fee-charged" });
    expect(REFUSALS["no-show-fee-charged"].status).toBe(409);
    expect(REFUSALS["no-show-fee-charged"].message).toMatch(/already charged/);

    const intents = fake.offSessionIntents.slice(intentsBefore);
    expect(intents.map((i) => i.status)).toEqual(["requires_payment_method", "succeeded"]);
    expect(intents[1]?.metadata).toEqual({ no_show_booking_id: bookingId, no_show_attempt: "2" });
    const rows = await t.db
      .select()
      .from(noShowFees)
      .where(eq(noShowFees.bookingId, bookingId))
      .orderBy(asc(noShowFees.attempt));
    expect(rows).toEqual([
      expect.objectContaining({ attempt: 1, status: "declined", reason: "Nobody home", chargedBy: "owner" }),
      expect.objectContaining({ attempt: 2, status: "succeeded", chargedBy: "owner", createdAt: tryDay(1) }),
    ]);
    const told = (await mailsOfKind("no-show-fee")).filter((m) => m.bookingId === bookingId);
    expect(told).toHaveLength(1);
    view = (await bookingMoneyFor(t.db, [await bookingOf(bookingId)], tryDay(2))).get(bookingId);
    expect(view).toMatchObject({ chargeable: false });
    expect(view?.fees.map((f) => f.status)).toEqual(["declined", "succeeded"]);
  });
});
