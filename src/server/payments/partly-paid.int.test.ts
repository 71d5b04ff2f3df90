// A part payment is not Paid: $150 cash on a $350 invoice reads "Partly paid, $200.00
// due" on the visit's invoice (crew and customer), the dashboard line, the receipt, the owner's
// list with its Unpaid filter and accounts receivable, and the CSV; the rest settles it. Payments
// and credit notes racing on one invoice never take the balance below zero or count twice.
import { describe, expect, it } from "vitest";
import { parseMail } from "../../../tests/support/parse-mail";
import { okOrThrow, outboxOf } from "../../../tests/support/records";
import { sendWrapUp } from "../visits/send-wrap-up";
import { customerInvoices } from "./customer-invoices";
import { invoicesCsv } from "./invoices-csv";
import { issueCreditNote } from "./issue-credit-note";
import { moneyView } from "./money-view";
import { finishedInvoice, invoiceOf, NOW, setUpPayments, t } from "./payments-int-setup";
import { recordOnSitePayment } from "./record-on-site-payment";
import { recordPaymentByOwner } from "./record-payment-by-owner";
import { visitInvoice } from "./visit-invoice";

setUpPayments();

const DUE = "Partly paid, $200.00 due";
const cash = (amount: number) => ({
  method: "cash" as const,
  amount,
  checkNumber: "",
  idempotencyKey: crypto.randomUUID(),
});

describe("a part payment", () => {
  it("reads Partly paid with what is due to the crew, the customer and the owner", async () => {
    const invoice = await finishedInvoice();
    okOrThrow(await recordOnSitePayment(t.db, "theo", invoice.bookingId, cash(15000), NOW));

    for (const who of [
      { id: "theo", role: "technician" },
      { id: "cara", role: "customer" },
    ]) {
      const seen = await visitInvoice(t.db, who, invoice.bookingId);
      expect(seen, who.role).toMatchObject({ state: "partly paid", dueCents: 20000, stateWords: DUE });
    }
    expect((await customerInvoices(t.db, "cara")).get(invoice.bookingId)).toMatchObject({ paid: false, words: DUE });

    // Paid on site before the wrap-up: no receipt of its own, the wrap-up carries it.
    expect(await outboxOf(t.db, { bookingId: invoice.bookingId, kind: "payment-receipt" })).toHaveLength(0);
    okOrThrow(await sendWrapUp(t.db, null, invoice.bookingId, NOW));
    const [wrapUp] = await outboxOf(t.db, { bookingId: invoice.bookingId, kind: "visit-completed" });
    const mail = await parseMail(wrapUp as never);
    expect(mail.subject).toMatch(new RegExp(`^Your visit report and invoice ${invoice.number}, \\$200\\.00 due: `));
    expect(mail.text).toContain(DUE);
    expect(mail.text).toContain("$150.00, cash, on site");

    const money = await moneyView(t.db, null, NOW, { unpaid: true });
    expect(money.invoices.find((i) => i.id === invoice.id)).toMatchObject({ state: "partly paid", stateWords: DUE });
    const owed = money.receivables.rows.find((r) => r.userId === "cara");
    expect(owed?.invoices.find((i) => i.id === invoice.id)).toMatchObject({ dueCents: 20000, bucket: "current" });

    const row = (await invoicesCsv(t.db)).split("\r\n").find((r) => r.startsWith(`${invoice.number},`));
    expect(row).toMatch(/,350\.00,USD,partly paid,150\.00,0\.00,cash,\d{4}-\d{2}-\d{2},,,200\.00$/);

    okOrThrow(await recordOnSitePayment(t.db, "theo", invoice.bookingId, cash(20000), NOW));
    expect(await visitInvoice(t.db, { id: "cara", role: "customer" }, invoice.bookingId)).toMatchObject({
      state: "paid",
      dueCents: 0,
      stateWords: "Paid",
    });
    const after = await moneyView(t.db, null, NOW, { unpaid: true });
    expect(after.invoices.map((i) => i.id)).not.toContain(invoice.id);
  });

  it("and a credit note racing on one invoice never take the balance below zero or count twice", async () => {
    const invoice = await finishedInvoice();
    const key = crypto.randomUUID();
    const results = await Promise.all([
      recordOnSitePayment(t.db, "theo", invoice.bookingId, cash(30000), NOW),
      recordPaymentByOwner(t.db, "owner", invoice.id, { ...cash(30000), reason: "At the office" }, NOW),
      issueCreditNote(t.db, "owner", invoice.id, { amount: 10000, reason: "Goodwill", idempotencyKey: key }, NOW),
      issueCreditNote(t.db, "owner", invoice.id, { amount: 10000, reason: "Goodwill", idempotencyKey: key }, NOW),
    ]);
    const after = await invoiceOf(invoice.id);
    if (!after) throw new Error("no invoice");
    // One credit note (one key); of the two $300 payments at most one fits what is left.
    expect(after.creditedCents).toBe(10000);
    expect(results.slice(0, 2).filter((r) => r.ok)).toHaveLength(after.paidCents / 30000);
    // A credit note after a payment may leave more paid than owed: due stays at zero and the
    // excess is shown as overpaid, for the owner to refund.
    const seen = await visitInvoice(t.db, { id: "owner", role: "admin" }, invoice.bookingId);
    expect(seen?.dueCents).toBe(Math.max(0, 25000 - after.paidCents));
    expect(seen?.balance.overpaidCents).toBe(Math.max(0, after.paidCents - 25000));
  });
});
