import "server-only";
import type { InvoiceBalance } from "@/domain/payments/balance";
import { formatCents } from "@/domain/payments/invoice";
import { visitReportPath } from "@/domain/visit/report";
import type { MailMessage } from "./mailer";
import { renderEmail } from "./render";
import type { CreditNoteForEmail } from "./templates/credit-note";
import type { InvoiceForEmail } from "./templates/invoice-parts";

export type { InvoiceForEmail };

const invoiceLink = (invoice: InvoiceForEmail, origin: string) =>
  new URL(visitReportPath(invoice.bookingId), origin).toString();

/** The invoice of a finished visit; "Pay now" when Stripe is on, payment on site otherwise. */
export async function invoiceEmail(
  invoice: InvoiceForEmail,
  to: string,
  origin: string,
  online: boolean,
): Promise<MailMessage> {
  return {
    to,
    subject: `Invoice ${invoice.number}: ${formatCents(invoice.totalCents)}`,
    ...(await renderEmail("Invoice", { invoice, link: invoiceLink(invoice, origin), online })),
  };
}

/**
 * The receipt for a payment: what was paid, how and when, and, when the invoice is only partly
 * paid, what is still due and where to pay it. `after` is the invoice's balance with
 * this payment counted; without it the payment settled the invoice.
 */
export async function receiptEmail(
  invoice: InvoiceForEmail,
  payment: { amountCents: number; method: string; at: Date },
  to: string,
  origin: string,
  after: { balance: InvoiceBalance; online: boolean } | null = null,
): Promise<MailMessage> {
  const due = after?.balance.dueCents ?? 0;
  return {
    to,
    subject: `Receipt for invoice ${invoice.number}: ${formatCents(payment.amountCents)} paid${
      due > 0 ? `, ${formatCents(due)} due` : ""
    }`,
    ...(await renderEmail("Receipt", {
      invoice,
      payment,
      link: invoiceLink(invoice, origin),
      due: due > 0 && after ? { balance: after.balance, online: after.online } : null,
    })),
  };
}

/** A reminder of what is still due on an invoice, with the way to pay it. */
export async function paymentReminderEmail(
  invoice: InvoiceForEmail,
  balance: InvoiceBalance,
  to: string,
  origin: string,
  online: boolean,
): Promise<MailMessage> {
  return {
    to,
    subject: `Reminder: ${formatCents(balance.dueCents)} due on invoice ${invoice.number}`,
    ...(await renderEmail("PaymentReminder", { invoice, balance, link: invoiceLink(invoice, origin), online })),
  };
}

/** A refund the owner made: how much, and that the bank shows it in a few days. */
export async function refundEmail(invoice: InvoiceForEmail, amountCents: number, to: string): Promise<MailMessage> {
  return {
    to,
    subject: `Refund of ${formatCents(amountCents)} for invoice ${invoice.number}`,
    ...(await renderEmail("Refund", { invoice, amountCents })),
  };
}

/** A credit note the owner issued against an invoice: what it takes off and what is left to pay. */
export async function creditNoteEmail(
  invoice: InvoiceForEmail,
  note: CreditNoteForEmail,
  to: string,
  origin: string,
): Promise<MailMessage> {
  return {
    to,
    subject: `Credit note ${note.number}: ${formatCents(note.amountCents)} off invoice ${invoice.number}`,
    ...(await renderEmail("CreditNote", { invoice, note, link: invoiceLink(invoice, origin) })),
  };
}

/** The crew's "Pay by card" link, emailed beside the QR code the technician shows. */
export async function cardPaymentLinkEmail(
  invoice: { number: string; dueCents: number; address: string },
  link: string,
  to: string,
): Promise<MailMessage> {
  return {
    to,
    subject: `Pay ${formatCents(invoice.dueCents)} by card: invoice ${invoice.number}`,
    ...(await renderEmail("CardPaymentLink", { invoice, link })),
  };
}
