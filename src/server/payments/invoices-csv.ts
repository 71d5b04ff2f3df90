import "server-only";
import { site } from "@/content/site";
import { toCsv } from "@/domain/admin/csv";
import { centsToDecimal, formatCents } from "@/domain/money/format";
import { csvMoment, localDay } from "@/domain/time/local-time";
import type { Db } from "@/server/db/client";
import { allInvoices } from "./money-view";

const dollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? "" : centsToDecimal(cents);

/**
 * Every invoice for the accountant, one row each: number, local date and time (and the instant),
 * customer, the lines as issued, totals, its state (open, partly paid, paid, ...) and what is still
 * due, how it was paid, refunds, and Stripe's fees where Stripe reported them; each credit note
 * follows its invoice as a negative row. Amounts are
 * dollars with two decimals, written from integer cents.
 */
export async function invoicesCsv(db: Db): Promise<string> {
  const invoices = await allInvoices(db);
  // The books' zone: the money page's by-day and by-month sums count the same local days.
  const tz = site.timeZone;
  return toCsv(
    [
      "invoice_number",
      "issued_date",
      "issued_time",
      "issued_at",
      "time_zone",
      "customer",
      "customer_email",
      "lines",
      "subtotal",
      "tax_rate_percent",
      "tax",
      "total",
      "currency",
      "status",
      "paid",
      "refunded",
      "methods",
      "paid_dates",
      "stripe_fees",
      "credit_note",
      "balance_due",
    ],
    invoices.flatMap((inv) => {
      const live = inv.payments.filter((p) => p.status === "succeeded");
      const fees = live.filter((p) => p.feeCents !== null);
      const invoiceRow = [
        inv.number,
        ...csvMoment(inv.issuedAt, tz),
        tz,
        inv.customerName,
        inv.customerEmail,
        inv.lines
          .map((l) => `${l.description}${l.quantity > 1 ? ` x ${l.quantity}` : ""} ${formatCents(l.amountCents)}`)
          .join("; "),
        dollars(inv.subtotalCents),
        inv.taxRateBps / 100,
        dollars(inv.taxCents),
        dollars(inv.totalCents),
        inv.currency.toUpperCase(),
        inv.state,
        dollars(inv.paidCents),
        dollars(inv.refundedCents),
        [...new Set(live.map((p) => p.method))].join(" + "),
        [...new Set(live.map((p) => localDay(p.recordedAt, tz)))].join(" + "),
        fees.length ? dollars(fees.reduce((s, p) => s + (p.feeCents ?? 0), 0)) : "",
        "",
        dollars(inv.balance.dueCents),
      ];
      // Each credit note is a negative line of its own, under the invoice it corrects.
      const creditRows = inv.creditNotes.map((note) => [
        inv.number,
        ...csvMoment(note.issuedAt, tz),
        tz,
        inv.customerName,
        inv.customerEmail,
        `Credit note ${note.number}: ${note.reason} ${formatCents(-note.amountCents)}`,
        dollars(-note.amountCents),
        "",
        "",
        dollars(-note.amountCents),
        note.currency.toUpperCase(),
        "credit note",
        "",
        "",
        "",
        "",
        "",
        note.number,
        "",
      ]);
      return [invoiceRow, ...creditRows];
    }),
  );
}
