// The invoice against a real database (payments-int-setup.ts): written once at Finished with a gapless
// number, and the extras the crew adds from the owner's price book. On PostgreSQL
// (`node scripts/test-pg.mjs`) the concurrent numbering really overlaps.
import os from "node:os";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRICE_BOOK, inputOf } from "@/domain/pricing/price-book";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { bookings, invoices, paymentSettings, visitExtras } from "@/server/db/schema";
import { currentPriceBook, savePriceBook } from "@/server/pricing/price-book";
import { takeVisitStep } from "@/server/technician/take-visit-step";
import { localPhotoStore } from "@/server/uploads/storage";
import { sendWrapUp } from "@/server/visits/send-wrap-up";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import { okOrThrow, outboxOf } from "../../../tests/support/records";
import { changeVisitExtras } from "./change-visit-extras";
import { issueInvoice } from "./issue-invoice";
import { NOW, setUpPayments, t, visit } from "./payments-int-setup";

setUpPayments();

describe("the invoice at Finished", () => {
  it("is written once with the quoted lines and a yearly number, and emailed in the wrap-up", async () => {
    const b = await visit();
    okOrThrow(await takeVisitStep(t.db, "theo", b.id, "finish", NOW));
    // A second tap (or another member's) finds the step done and writes nothing more.
    expect(await takeVisitStep(t.db, "theo", b.id, "finish", NOW)).toMatchObject({ ok: true, already: true });
    const rows = await t.db.select().from(invoices).where(eq(invoices.bookingId, b.id));
    expect(rows).toHaveLength(1);
    const [invoice] = rows;
    expect(invoice).toMatchObject({
      userId: "cara",
      status: "open",
      subtotalCents: 35000,
      taxCents: 0,
      totalCents: 35000,
      currency: "usd",
    });
    expect(invoice?.number).toMatch(/^CV-2026-\d{6}$/);
    expect(invoice?.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ["service", 38900],
      ["discount", -3900],
    ]);
    // Its email is the visit's one wrap-up, sent later (send-wrap-up.ts), not a message of its own.
    expect(await outboxOf(t.db, { bookingId: b.id })).toEqual([]);
    okOrThrow(await sendWrapUp(t.db, { id: "owner", role: "admin" }, b.id, NOW, localPhotoStore(os.tmpdir())));
    const mails = await outboxOf(t.db, { bookingId: b.id, kind: "visit-completed" });
    expect(mails).toHaveLength(1);
    const mail = await parseOutboxMail(mails[0] as (typeof mails)[number]);
    expect(mail.subject).toContain(`invoice ${invoice?.number}, $350.00 due`);
    expect(mail.text).toContain("Recurring customer: 10% off: -$39.00");
    // Without Stripe keys the invoice says how to pay, and offers nothing online.
    expect(mail.text).toContain("$350.00 is still to pay. Call us to pay by card");
    expect(mail.text).not.toContain("Pay now");
  });

  it("is written when the owner marks the visit completed too, with the owner's tax rate", async () => {
    await t.db
      .insert(paymentSettings)
      .values({ id: 1, taxRateBps: 825 })
      .onConflictDoUpdate({
        target: paymentSettings.id,
        set: { taxRateBps: 825 },
      });
    try {
      const b = await visit({ status: "confirmed" });
      okOrThrow(await changeBookingStatus(t.db, "owner", b.id, "in_progress", NOW));
      okOrThrow(await changeBookingStatus(t.db, "owner", b.id, "completed", NOW));
      const [invoice] = await t.db.select().from(invoices).where(eq(invoices.bookingId, b.id));
      // 35000 x 8.25% = 2887.5 -> 2888
      expect(invoice).toMatchObject({ subtotalCents: 35000, taxRateBps: 825, taxCents: 2888, totalCents: 37888 });
    } finally {
      await t.db.update(paymentSettings).set({ taxRateBps: 0 });
    }
  });

  it("numbers invoices without gaps, even when many are written at once and one rolls back", async () => {
    const visits = await Promise.all(Array.from({ length: 12 }, () => visit({ status: "completed" })));
    const [email] = ["cara@example.com"];
    const rolledBack = visits.pop();
    if (!rolledBack || !email) throw new Error("setup");
    const [before] = await t.db.select().from(invoices).orderBy(invoices.sequence);
    const undone = t.db
      .transaction(async (tx) => {
        await issueInvoice(tx, rolledBack, NOW);
        throw new Error("the visit's transaction fails after its invoice");
      })
      .catch(() => "rolled back");
    const written = await Promise.all(visits.map((v) => t.db.transaction((tx) => issueInvoice(tx, v, NOW))));
    expect(await undone).toBe("rolled back");
    expect(before).toBeDefined();
    const all = await t.db.select({ sequence: invoices.sequence, year: invoices.year }).from(invoices);
    const numbers = all
      .filter((r) => r.year === 2026)
      .map((r) => r.sequence)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(new Set(written.map((w) => w.number)).size).toBe(visits.length);
    expect(await t.db.select().from(invoices).where(eq(invoices.bookingId, rolledBack.id))).toHaveLength(0);
  });
});

describe("extras from the owner's price book", () => {
  /** A crew member adds an extra to a visit, the customer's yes ticked. */
  const addExtra = (member: string, bookingId: string, itemId: string, quantity: number) =>
    changeVisitExtras(t.db, member, bookingId, { action: "add", itemId, quantity, approvedByCustomer: true }, NOW);

  it("are added by the crew before Finished, land on the invoice, and are closed after it", async () => {
    const extra = (name: string, cents: number) => ({ name, description: "", cents });
    const base = inputOf(BUILT_IN_PRICE_BOOK);
    await savePriceBook(t.db, "owner", { ...base, extras: [extra("Bird guard", 4999), extra("Old item", 100)] }, NOW);
    const items = (await currentPriceBook(t.db)).extras;
    const guard = items.find((i) => i.name === "Bird guard");
    const old = items.find((i) => i.name === "Old item");
    if (!guard || !old) throw new Error("no items");
    // The next version drops the old item; the guard keeps its id.
    await savePriceBook(t.db, "owner", { ...base, extras: [guard] }, NOW);
    const b = await visit();
    expect(await addExtra("theo", b.id, old.id, 1)).toEqual({
      ok: false,
      reason: "price-item-not-found",
    });
    okOrThrow(await addExtra("theo", b.id, guard.id, 2));
    // The customer's yes is kept with its time.
    const [added] = await t.db.select().from(visitExtras).where(eq(visitExtras.bookingId, b.id));
    expect(added?.customerApprovedAt).toEqual(NOW);
    okOrThrow(await takeVisitStep(t.db, "theo", b.id, "finish", NOW));
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.bookingId, b.id));
    expect(invoice?.lines.at(-1)).toEqual({
      kind: "extra",
      description: "Bird guard",
      quantity: 2,
      unitCents: 4999,
      amountCents: 9998,
    });
    expect(invoice?.totalCents).toBe(35000 + 9998);
    // The invoice is written: nothing more is added to it.
    expect(await addExtra("theo", b.id, guard.id, 1)).toEqual({
      ok: false,
      reason: "extras-closed",
    });
    expect(await addExtra("otto", b.id, guard.id, 1)).toEqual({
      ok: false,
      reason: "visit-not-found",
    });
    // Put back to "started" by the owner, the visit still has its invoice: no extra joins it.
    await t.db.update(bookings).set({ status: "in_progress" }).where(eq(bookings.id, b.id));
    expect(await addExtra("theo", b.id, guard.id, 1)).toEqual({
      ok: false,
      reason: "extras-closed",
    });
  });
});
