// Decision 0045, amended again: the customer's own dashboard says what became of each deposit
// (the owner's state, in the customer's words), and a deposit the owner cancelled before refunds
// were automatic shows as "not refunded" with a deliberate "Refund deposit" that refunds once.
// Against the Stripe-speaking server on loopback; PGlite, and PostgreSQL with scripts/test-pg.mjs.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { depositLine } from "@/domain/deposits/deposit-state";
import { BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { bookingStatusChanges, bookings } from "@/server/db/schema";
import { REFUSALS } from "@/server/http/refusals";
import { bookingMoneyFor, customerDeposits } from "./checkout-view";
import { checkoutOf, fake, gateway, NOW, paidBooking, setUpDeposits, t } from "./deposits-int-setup";
import { refundCancelledDeposit } from "./refund-cancelled-deposit";

setUpDeposits();

const minutes = (m: number) => new Date(NOW.getTime() + m * 60_000);
const ZONE = BUSINESS_TIME_ZONE;

const bookingOf = async (id: string) => {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error("no booking");
  return row;
};

/** The customer's own line for a booking, as their dashboard words it. */
const customerLine = async (customer: string, bookingId: string) => {
  const facts = (await customerDeposits(t.db, customer)).get(bookingId);
  return facts ? depositLine(facts, ZONE, "customer") : null;
};

/** The owner's view of a booking's deposit on /admin/bookings. */
const ownerView = async (bookingId: string, at: Date) => {
  const view = (await bookingMoneyFor(t.db, [await bookingOf(bookingId)], at)).get(bookingId);
  if (!view) throw new Error("no money view");
  return { line: depositLine(view.deposit, ZONE), refundable: view.refundable };
};

/**
 * The owner's cancel as the code before automatic refunds made it: the status and its change row
 * (changed by the owner), and no refund claimed.
 */
async function cancelledBeforeRefunds(bookingId: string, at: Date) {
  await t.db.update(bookings).set({ status: "cancelled", updatedAt: at }).where(eq(bookings.id, bookingId));
  await t.db
    .insert(bookingStatusChanges)
    .values({ bookingId, fromStatus: "pending", toStatus: "cancelled", changedBy: "owner", changedAt: at });
}

describe("the customer's own dashboard", () => {
  it("says what became of each of their deposits, as the owner's list does, and only theirs", async () => {
    const standing = await paidBooking("dana", 0, "09:00");
    const grace = await paidBooking("dana", 0, "13:00");
    const late = await paidBooking("dana", 1, "09:00");
    const byOwner = await paidBooking("dana", 1, "13:00");
    expect((await cancelBooking(t.db, "dana", grace.bookingId, minutes(30), { gateway })).ok).toBe(true);
    expect((await cancelBooking(t.db, "dana", late.bookingId, minutes(90), { gateway })).ok).toBe(true);
    const owner = await changeBookingStatus(t.db, "owner", byOwner.bookingId, "cancelled", minutes(120), { gateway });
    expect(owner.ok).toBe(true);

    const paid = /^Deposit \$29\.80 paid on [^;]+; /;
    expect(await customerLine("dana", standing.bookingId)).toMatch(
      new RegExp(`${paid.source}it counts toward your invoice\\.$`),
    );
    expect(await customerLine("dana", grace.bookingId)).toMatch(
      new RegExp(`${paid.source}refunded in full on .+ \\(you cancelled within the hour\\)\\.$`),
    );
    expect(await customerLine("dana", late.bookingId)).toMatch(
      new RegExp(`${paid.source}kept \\(late cancel\\), as the booking terms said\\.$`),
    );
    // Refunded by the owner's cancel: said without the owner's name.
    const refunded = await customerLine("dana", byOwner.bookingId);
    expect(refunded).toMatch(new RegExp(`${paid.source}refunded in full on .+ \\(we cancelled the visit\\)\\.$`));
    expect(refunded).not.toContain("Olivia");
    // The same state as the owner's line for each: refunded, kept, standing.
    expect((await ownerView(grace.bookingId, minutes(200))).line).toContain("refunded in full");
    expect((await ownerView(late.bookingId, minutes(200))).line).toContain("kept: cancelled after the grace hour");
    expect((await ownerView(standing.bookingId, minutes(200))).line).toContain("counts toward the invoice");
    // Another customer's dashboard reads none of them.
    expect((await customerDeposits(t.db, "eli")).size).toBe(0);
  });

  it("says a refund Stripe has not confirmed yet as requested, with its date", async () => {
    const { checkoutId, bookingId } = await paidBooking("eli", 2, "09:00");
    fake.failRefunds = 500;
    try {
      expect((await cancelBooking(t.db, "eli", bookingId, minutes(20), { gateway })).ok).toBe(true);
    } finally {
      fake.failRefunds = null;
    }
    expect((await checkoutOf(checkoutId))?.refundState).toBe("pending");
    expect(await customerLine("eli", bookingId)).toMatch(
      /; refund in full requested on .+ \(you cancelled within the hour\), on its way to your card\.$/,
    );
  });
});

describe("a deposit the owner cancelled before refunds were automatic", () => {
  it("shows as not refunded, and one deliberate press refunds it once, recorded who and when", async () => {
    const { checkoutId, bookingId } = await paidBooking("fay", 3, "09:00");
    await cancelledBeforeRefunds(bookingId, minutes(60 * 24));
    const before = await ownerView(bookingId, minutes(60 * 25));
    expect(before.refundable).toBe(true);
    expect(before.line).toMatch(/; not refunded \(cancelled by you before refunds were automatic\)\.$/);
    expect(await customerLine("fay", bookingId)).toMatch(/; not refunded yet: we cancelled this visit/);
    // Nothing moved by itself: no refund without the owner's press.
    const refundsBefore = fake.refunds.length;
    expect((await checkoutOf(checkoutId))?.refundState).toBeNull();

    const at = minutes(60 * 26);
    const [a, b] = await Promise.all([
      refundCancelledDeposit(t.db, gateway, "owner", bookingId, at),
      refundCancelledDeposit(t.db, gateway, "owner", bookingId, at),
    ]);
    expect(a.ok && b.ok).toBe(true);
    const checkout = await checkoutOf(checkoutId);
    expect(fake.refunds.slice(refundsBefore)).toEqual([
      expect.objectContaining({ amount: 2_980, payment_intent: checkout?.stripePaymentIntentId }),
    ]);
    // Both presses sent the checkout's one key; Stripe answered the second with the first refund.
    const keys = fake.calls.filter((c) => c.path === "/v1/refunds" && c.idempotencyKey?.includes(checkoutId));
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(keys.map((c) => c.idempotencyKey))).toEqual(new Set([`booking-checkout:${checkoutId}:refund`]));
    expect(checkout).toMatchObject({
      refundState: "succeeded",
      refundReason: "owner-cancel-earlier",
      refundedBy: "owner",
      refundRequestedAt: at,
      refundedAt: at,
    });
    const after = await ownerView(bookingId, at);
    expect(after.refundable).toBe(false);
    expect(after.line).toMatch(
      /; refunded in full on .+ \(the business cancelled before refunds were automatic; refunded by hand, by Olivia Owner\)\.$/,
    );
    expect(await customerLine("fay", bookingId)).toMatch(/; refunded in full on .+ \(we cancelled the visit\)\.$/);
    // A later press refunds nothing more.
    expect(await refundCancelledDeposit(t.db, gateway, "owner", bookingId, minutes(60 * 27))).toEqual({
      ok: true,
      refunded: true,
    });
    expect(fake.refunds.slice(refundsBefore)).toHaveLength(1);
  });

  it("refuses a deposit that is not one to refund, and claims nothing while payments are off", async () => {
    const kept = await paidBooking("gus", 4, "09:00");
    expect((await cancelBooking(t.db, "gus", kept.bookingId, minutes(90), { gateway })).ok).toBe(true);
    const standing = await paidBooking("gus", 4, "13:00");
    const refundsBefore = fake.refunds.length;
    for (const id of [kept.bookingId, standing.bookingId])
      expect(await refundCancelledDeposit(t.db, gateway, "owner", id, minutes(100))).toEqual({
        ok: false,
        reason: "deposit-not-refundable",
      });
    expect((await ownerView(kept.bookingId, minutes(100))).refundable).toBe(false);
    expect(
      await refundCancelledDeposit(t.db, gateway, "owner", "6f1c3c1e-7d5a-4f2b-9a51-3d2f0c9b8a11", minutes(100)),
    ).toEqual({ ok: false, reason: "booking-not-found" });

    const old = await paidBooking("hal", 5, "09:00");
    await cancelledBeforeRefunds(old.bookingId, minutes(100));
    expect(await refundCancelledDeposit(t.db, null, "owner", old.bookingId, minutes(101))).toEqual({
      ok: false,
      reason: "online-payments-off",
    });
    expect((await checkoutOf(old.checkoutId))?.refundState).toBeNull();
    expect(fake.refunds.slice(refundsBefore)).toHaveLength(0);
    expect(REFUSALS["deposit-not-refundable"].status).toBe(409);
  });
});
