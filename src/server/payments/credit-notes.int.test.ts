// Credit notes: an amount off an invoice once per key, never more than it leaves owed, numbered in a
// series of their own. On PostgreSQL (`node scripts/test-pg.mjs`) the concurrent notes really overlap.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditNotes, payments } from "@/server/db/schema";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import { okOrThrow, outboxOf } from "../../../tests/support/records";
import { invoicesCsv } from "./invoices-csv";
import { issueCreditNote } from "./issue-credit-note";
import { moneyView } from "./money-view";
import {
  checkoutSession,
  deliver,
  fake,
  finishedInvoice,
  invoiceOf,
  NOW,
  setUpPayments,
  t,
} from "./payments-int-setup";
import { recordOnSitePayment } from "./record-on-site-payment";
import { voidPayment } from "./void-payment";

setUpPayments();

describe("credit notes", () => {
  const key = () => crypto.randomUUID();
  const credit = (amount: number, idempotencyKey = key()) => ({
    amount,
    reason: "Bird guard not fitted",
    idempotencyKey,
  });

  it("takes an amount off once per key, never more than the total less earlier notes, and emails", async () => {
    const invoice = await finishedInvoice();
    const first = credit(5000);
    const issued = okOrThrow(await issueCreditNote(t.db, "owner", invoice.id, first, NOW));
    expect(issued.number).toMatch(/^CN-2026-\d{6}$/);
    // The same form sent again (a double click) issues nothing more.
    expect(await issueCreditNote(t.db, "owner", invoice.id, first, NOW)).toEqual({ ...issued, already: true });
    // 35000 - 5000 = 30000 is all that may still be credited.
    expect(await issueCreditNote(t.db, "owner", invoice.id, credit(30001), NOW)).toEqual({
      ok: false,
      reason: "credit-too-large",
    });
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      amountCents: 5000,
      reason: "Bird guard not fitted",
      issuedBy: "owner",
      issuedAt: NOW,
    });
    // The invoice as sent is unchanged; what is owed is lower.
    expect(await invoiceOf(invoice.id)).toMatchObject({
      status: "open",
      totalCents: 35000,
      lines: invoice.lines,
      creditedCents: 5000,
    });
    const mails = await outboxOf(t.db, { bookingId: invoice.bookingId, kind: "credit-note" });
    expect(mails).toHaveLength(1);
    const mail = await parseOutboxMail(mails[0] as (typeof mails)[number]);
    expect(mail.subject).toBe(`Credit note ${issued.number}: $50.00 off invoice ${invoice.number}`);
    expect(mail.text).toContain("now asks $300.00");
    expect(mail.text).not.toContain("Bird guard not fitted");
    // The crew can no longer take more than is owed.
    expect(
      await recordOnSitePayment(
        t.db,
        "theo",
        invoice.bookingId,
        { method: "cash", amount: 30001, checkNumber: "", idempotencyKey: key() },
        NOW,
      ),
    ).toEqual({ ok: false, reason: "payment-over-total" });
    // The rest of the total may be credited, and then nothing is owed.
    okOrThrow(await issueCreditNote(t.db, "owner", invoice.id, credit(30000), NOW));
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "paid", creditedCents: 35000, paidAt: NOW });
    expect(await issueCreditNote(t.db, "owner", invoice.id, credit(1), NOW)).toEqual({
      ok: false,
      reason: "credit-too-large",
    });
  });

  it("marks paid an open invoice whose payments cover the total less credits", async () => {
    const invoice = await finishedInvoice();
    okOrThrow(
      await recordOnSitePayment(
        t.db,
        "theo",
        invoice.bookingId,
        { method: "cash", amount: 30000, checkNumber: "", idempotencyKey: key() },
        NOW,
      ),
    );
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "open", paidCents: 30000 });
    const later = new Date(NOW.getTime() + 60_000);
    okOrThrow(await issueCreditNote(t.db, "owner", invoice.id, credit(5000), later));
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "paid", paidCents: 30000, creditedCents: 5000 });
    const [mail] = await outboxOf(t.db, { bookingId: invoice.bookingId, kind: "credit-note" });
    expect((await parseOutboxMail(mail as NonNullable<typeof mail>)).text).toContain("Nothing is left to pay");
    // The cash voided (a miscount), the invoice owes the total less the credit again.
    const [cash] = await t.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    okOrThrow(await voidPayment(t.db, "owner", cash?.id ?? "", "Miscounted", later));
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "open", paidCents: 0, creditedCents: 5000 });
  });

  it("lets Checkout ask for what is owed after a credit, and the webhook accept it", async () => {
    const invoice = await finishedInvoice();
    okOrThrow(await issueCreditNote(t.db, "owner", invoice.id, credit(5000), NOW));
    const session = await checkoutSession(invoice.id);
    expect(fake.sessions.get(session)?.amount_total).toBe(30000);
    const [completed] = fake.pay(session);
    if (!completed) throw new Error("no event");
    expect(await deliver(completed)).toBe("paid");
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: "paid", paidCents: 30000, creditedCents: 5000 });
  });

  it("lets through only the credit notes at once that together fit the total", async () => {
    const invoice = await finishedInvoice();
    // Six notes of $100 at once on a $350 invoice: three fit.
    const results = await Promise.all(
      Array.from({ length: 6 }, () => issueCreditNote(t.db, "owner", invoice.id, credit(10000), NOW)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok)).toEqual(Array(3).fill({ ok: false, reason: "credit-too-large" }));
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice.id));
    expect(notes).toHaveLength(3);
    expect(await invoiceOf(invoice.id)).toMatchObject({ creditedCents: 30000 });
  });

  it("numbers credit notes in their own series without gaps, many at once and refusals among them", async () => {
    const targets = await Promise.all(Array.from({ length: 6 }, () => finishedInvoice()));
    // Each invoice gets one note that fits and one that does not: the refused take no number.
    await Promise.all(
      targets.flatMap((inv) => [
        issueCreditNote(t.db, "owner", inv.id, credit(1000), NOW),
        issueCreditNote(t.db, "owner", inv.id, credit(99_999_99), NOW),
      ]),
    );
    const all = await t.db.select({ sequence: creditNotes.sequence, year: creditNotes.year }).from(creditNotes);
    const numbers = all
      .filter((r) => r.year === 2026)
      .map((r) => r.sequence)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    expect(numbers.length).toBeGreaterThanOrEqual(targets.length);
  });

  it("show in the owner's money view and the accountant's CSV as negative lines", async () => {
    const invoice = await finishedInvoice();
    const issued = okOrThrow(await issueCreditNote(t.db, "owner", invoice.id, credit(5000), NOW));
    const money = await moneyView(t.db);
    const listed = money.invoices.find((i) => i.id === invoice.id);
    expect(listed?.creditNotes.map((c) => [c.number, c.amountCents])).toEqual([[issued.number, 5000]]);
    const rows = (await invoicesCsv(t.db)).split("\r\n");
    expect(rows[0]?.endsWith(",stripe_fees,credit_note,balance_due")).toBe(true);
    const noteRow = rows.find((r) => r.endsWith(`,${issued.number},`));
    expect(noteRow).toContain(
      `${invoice.number},2026-12-01,14:00,2026-12-01T22:00:00.000Z,America/Los_Angeles,Cara Customer`,
    );
    expect(noteRow).toContain(",-50.00,,,-50.00,USD,credit note,");
    // It follows the invoice it corrects.
    expect(rows[rows.indexOf(noteRow ?? "") - 1]?.startsWith(`${invoice.number},`)).toBe(true);
  });

  it("refuses an invoice that does not exist", async () => {
    expect(await issueCreditNote(t.db, "owner", "00000000-0000-4000-8000-000000000000", credit(100), NOW)).toEqual({
      ok: false,
      reason: "invoice-not-found",
    });
  });
});
