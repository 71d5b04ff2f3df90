import "server-only";
import { site } from "@/content/site";
import { formatCents, type InvoiceLine } from "@/domain/payments/invoice";
import { formatDateLong } from "@/domain/scheduling/schedule";
import { visitReportPath } from "@/domain/visit/report";
import { type Row, renderHtml, renderText } from "./booking-emails";
import type { MailMessage } from "./mailer";

export interface InvoiceForEmail {
  id: string;
  bookingId: string;
  number: string;
  lines: readonly InvoiceLine[];
  subtotalCents: number;
  taxRateBps: number;
  taxCents: number;
  totalCents: number;
  appointmentDate: string;
  address: string;
}

const lineText = (line: InvoiceLine) =>
  `${line.description}${line.quantity > 1 ? ` x ${line.quantity}` : ""}: ${formatCents(line.amountCents)}`;

function totalsRows(invoice: InvoiceForEmail): Row[] {
  const rows: Row[] = [["Subtotal", formatCents(invoice.subtotalCents)]];
  if (invoice.taxRateBps > 0) rows.push([`Tax (${invoice.taxRateBps / 100}%)`, formatCents(invoice.taxCents)]);
  rows.push(["Total", formatCents(invoice.totalCents)]);
  return rows;
}

/**
 * The invoice of a finished visit. Every line is the product's own words (service, discount label)
 * or the owner's price list; nothing the customer typed. "Pay now" leads to the visit page, where a
 * signed-in customer starts Stripe Checkout; without Stripe the email says payment is on site.
 */
export function invoiceEmail(invoice: InvoiceForEmail, to: string, origin: string, online: boolean): MailMessage {
  const link = new URL(visitReportPath(invoice.bookingId), origin).toString();
  const intro = [
    `Here is the invoice for your visit on ${formatDateLong(invoice.appointmentDate)} at ${invoice.address}.`,
    online
      ? "You can pay it online with a card or wallet: press Pay now, sign in and you are taken to Stripe's secure payment page."
      : "Please pay the crew on site by card, cash or check; your receipt follows by email.",
  ];
  const rows: Row[] = [["Invoice", invoice.number], ...totalsRows(invoice)];
  const questions = `Questions about the invoice? Reply to this email or call ${site.phone}.`;
  return {
    to,
    subject: `Invoice ${invoice.number}: ${formatCents(invoice.totalCents)}`,
    text: renderText(intro, rows, [
      { title: "Lines", lines: invoice.lines.map(lineText) },
      ...(online ? [{ title: "Pay now", lines: [link] }] : [{ title: "Your invoice", lines: [link] }]),
      { title: "Questions", lines: [questions] },
    ]),
    html: renderHtml({
      heading: `Invoice ${invoice.number}`,
      intro,
      rows,
      sections: [
        { title: "Lines", items: invoice.lines.map(lineText) },
        { title: "Questions", paragraphs: [questions] },
      ],
      links: [{ text: online ? "Pay now" : "See your invoice", href: link }],
    }),
  };
}

const METHOD_WORDS: Record<string, string> = {
  stripe: "card online (Stripe)",
  card_reader: "card, on site",
  cash: "cash, on site",
  check: "check, on site",
};

/** The receipt for a payment: what was paid, how and when. */
export function receiptEmail(
  invoice: InvoiceForEmail,
  payment: { amountCents: number; method: string; at: Date },
  to: string,
  origin: string,
): MailMessage {
  const link = new URL(visitReportPath(invoice.bookingId), origin).toString();
  const intro = [`Thank you: we received ${formatCents(payment.amountCents)} for invoice ${invoice.number}.`];
  const rows: Row[] = [
    ["Invoice", invoice.number],
    ["Paid", formatCents(payment.amountCents)],
    ["Method", METHOD_WORDS[payment.method] ?? payment.method],
    ["Date", payment.at.toISOString().slice(0, 10)],
  ];
  return {
    to,
    subject: `Receipt for invoice ${invoice.number}: ${formatCents(payment.amountCents)} paid`,
    text: renderText(intro, rows, [
      { title: "Lines", lines: invoice.lines.map(lineText) },
      { title: "Your invoice", lines: [link] },
    ]),
    html: renderHtml({
      heading: "Payment received",
      intro,
      rows,
      sections: [{ title: "Lines", items: invoice.lines.map(lineText) }],
      links: [{ text: "See your invoice", href: link }],
    }),
  };
}

/** A refund the owner made: how much, and that the bank shows it in a few days. */
export function refundEmail(invoice: InvoiceForEmail, amountCents: number, to: string): MailMessage {
  const intro = [
    `We refunded ${formatCents(amountCents)} of invoice ${invoice.number} to the card you paid with.`,
    "Banks usually show a refund within 5 to 10 business days.",
  ];
  const rows: Row[] = [
    ["Invoice", invoice.number],
    ["Refunded", formatCents(amountCents)],
  ];
  return {
    to,
    subject: `Refund of ${formatCents(amountCents)} for invoice ${invoice.number}`,
    text: renderText(intro, rows, []),
    html: renderHtml({ heading: "Refund on its way", intro, rows }),
  };
}

/**
 * A credit note the owner issued against an invoice: its number, how much it takes off and what is
 * left to pay. Only the product's words and figures; the owner's reason stays in the books.
 */
export function creditNoteEmail(
  invoice: InvoiceForEmail,
  note: { number: string; amountCents: number; dueCents: number },
  to: string,
  origin: string,
): MailMessage {
  const link = new URL(visitReportPath(invoice.bookingId), origin).toString();
  const intro = [
    `We issued credit note ${note.number}, taking ${formatCents(note.amountCents)} off invoice ${invoice.number}.`,
    note.dueCents > 0
      ? `The invoice now asks ${formatCents(note.dueCents)}.`
      : "Nothing is left to pay on this invoice. If you already paid more than it now asks, we will refund the difference.",
  ];
  const rows: Row[] = [
    ["Credit note", note.number],
    ["Invoice", invoice.number],
    ["Credited", formatCents(-note.amountCents)],
    ["Left to pay", formatCents(note.dueCents)],
  ];
  const questions = `Questions about it? Reply to this email or call ${site.phone}.`;
  return {
    to,
    subject: `Credit note ${note.number}: ${formatCents(note.amountCents)} off invoice ${invoice.number}`,
    text: renderText(intro, rows, [
      { title: "Your invoice", lines: [link] },
      { title: "Questions", lines: [questions] },
    ]),
    html: renderHtml({
      heading: `Credit note ${note.number}`,
      intro,
      rows,
      sections: [{ title: "Questions", paragraphs: [questions] }],
      links: [{ text: "See your invoice", href: link }],
    }),
  };
}
