// What the crew collects at a visit: the booking's price plus any extras added on site, less what
// has been paid already. Once the visit is invoiced the invoice is the truth (its total, less
// credit notes and payments). Integer cents throughout.

import { invoiceBalance } from "../payments/balance";
import { dollarsToCents } from "../payments/invoice";

export interface CollectInput {
  /** The booking's price as stored ("389.00"). */
  priceExact: string;
  /** Extras the crew added on site, not yet invoiced. */
  extras?: readonly { unitCents: number; quantity: number }[];
  /** The visit's invoice, when it has one. */
  invoice?: { status: string; totalCents: number; creditedCents: number; paidCents: number } | null;
}

/** Cents still to collect, never below zero; a void invoice owes nothing. */
export function amountToCollect(input: CollectInput): number {
  const { invoice } = input;
  if (invoice) return invoiceBalance(invoice).dueCents;
  const extras = (input.extras ?? []).reduce(
    (sum, e) => sum + Math.max(1, Math.trunc(e.quantity)) * Math.max(0, Math.trunc(e.unitCents)),
    0,
  );
  return Math.max(0, dollarsToCents(input.priceExact) + extras);
}
