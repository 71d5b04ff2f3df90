// What a visit's card says about its money on Today and on the crew's phone: a paid
// visit says "Paid $149, card", never "To collect $0.00".

import { formatCents } from "../money/format";

const METHOD_WORD: Record<string, string> = {
  stripe: "card",
  card_reader: "card",
  cash: "cash",
  check: "check",
};

/** $149 for whole dollars, $149.50 otherwise: what a person reads on a busy screen. */
export const shortCents = (cents: number): string =>
  cents % 100 === 0 ? `$${(cents / 100).toLocaleString("en-US")}` : formatCents(cents);

export interface VisitMoney {
  /** The quoted price in dollars, until an invoice exists. */
  quotedDollars: number;
  invoice: { status: string; totalCents: number; paidCents: number; dueCents: number } | null;
  /** How the money came, oldest first. */
  methods: readonly string[];
}

/** "Paid $149, card", "To collect $49.00", or the quoted price "To collect $149 at the visit". */
export function moneyLine(money: VisitMoney): string {
  const { invoice } = money;
  if (!invoice) return `To collect ${shortCents(Math.round(money.quotedDollars * 100))} at the visit`;
  if (invoice.status === "void") return "Invoice void";
  if (invoice.dueCents === 0) {
    const ways = [...new Set(money.methods.map((m) => METHOD_WORD[m] ?? m))];
    if (invoice.paidCents === 0) return "Nothing to pay";
    return `Paid ${shortCents(invoice.paidCents)}${ways.length ? `, ${ways.join(" and ")}` : ""}`;
  }
  return `To collect ${shortCents(invoice.dueCents)}`;
}
