import { formatCents } from "../money/format";

// Where an invoice stands, in integer cents, from its total, its credit notes, its
// payments and its refunds. Every page, email, CSV, list and reminder reads this one function, so
// a partly paid invoice reads "Partly paid, $49.00 due" everywhere and nowhere "Paid".

export const INVOICE_STATES = ["open", "partly paid", "paid", "partly refunded", "refunded", "void"] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** The sums an invoice row keeps beside its payments, refunds and credit notes (one transaction). */
export interface InvoiceMoney {
  /** The stored status: void is the owner's act; open and paid follow from the sums. */
  status: string;
  totalCents: number;
  creditedCents: number;
  /** Payments that succeeded (voided ones taken off). */
  paidCents: number;
  /** Refunds that succeeded (what is due does not depend on them). */
  refundedCents?: number;
}

export interface InvoiceBalance {
  state: InvoiceState;
  /** What the customer still owes: the total less credit notes and payments, never below zero. */
  dueCents: number;
  /** The total less credit notes. */
  owedCents: number;
  /** What the business kept: payments less refunds. */
  keptCents: number;
  /** Received beyond what was owed (a payment after the invoice was settled), for the owner to refund. */
  overpaidCents: number;
  /** What the invoice row's status column holds after these sums. */
  storedStatus: "open" | "paid" | "void";
}

/**
 * The balance and state of one invoice. A refund gives money back without asking for it again: it
 * never re-opens what is due (the owner refunds what the business should not keep). A void
 * invoice is owed by nobody.
 */
export function invoiceBalance(invoice: InvoiceMoney): InvoiceBalance {
  const paid = Math.max(0, invoice.paidCents);
  const refunded = Math.min(paid, Math.max(0, invoice.refundedCents ?? 0));
  const owedCents = Math.max(0, invoice.totalCents - Math.max(0, invoice.creditedCents));
  const keptCents = paid - refunded;
  const overpaidCents = Math.max(0, paid - owedCents);
  if (invoice.status === "void") {
    return { state: "void", dueCents: 0, owedCents, keptCents, overpaidCents, storedStatus: "void" };
  }
  const dueCents = Math.max(0, owedCents - paid);
  const state: InvoiceState =
    dueCents > 0
      ? paid > 0
        ? "partly paid"
        : "open"
      : refunded === 0
        ? "paid"
        : refunded >= paid
          ? "refunded"
          : "partly refunded";
  return { state, dueCents, owedCents, keptCents, overpaidCents, storedStatus: dueCents > 0 ? "open" : "paid" };
}

/** The invoice states the owner's "Unpaid" filter and the reminders chase. */
export const isUnpaid = (balance: InvoiceBalance) => balance.dueCents > 0;

/**
 * The badge in a person's words: "Partly paid, $49.00 due", "Open, $149.00 due", "Paid". An
 * invoice credited to zero with nothing paid says so instead of "Paid".
 */
export function balanceWords(balance: InvoiceBalance): string {
  switch (balance.state) {
    case "open":
      return `Open, ${formatCents(balance.dueCents)} due`;
    case "partly paid":
      return `Partly paid, ${formatCents(balance.dueCents)} due`;
    case "paid":
      return balance.keptCents === 0 && balance.owedCents === 0 ? "Nothing to pay (credited)" : "Paid";
    case "partly refunded":
      return "Paid, partly refunded";
    case "refunded":
      return "Refunded";
    case "void":
      return "Cancelled";
  }
}
