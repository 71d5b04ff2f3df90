// What a visit's card says about its money on Today and on the crew's phone: a paid
// visit says "Paid $149, card", never "To collect $0.00".

import { formatQuoteCents } from "../money/format";

const METHOD_WORD: Record<string, string> = {
  stripe: "card",
  card_reader: "card",
  cash: "cash",
  check: "check",
};

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
  if (!invoice) return `To collect ${formatQuoteCents(Math.round(money.quotedDollars * 100))} at the visit`;
  if (invoice.status === "void") return "Invoice void";
  if (invoice.dueCents === 0) {
    const ways = [...new Set(money.methods.map((m) => METHOD_WORD[m] ?? m))];
    if (invoice.paidCents === 0) return "Nothing to pay";
    return `Paid ${formatQuoteCents(invoice.paidCents)}${ways.length ? `, ${ways.join(" and ")}` : ""}`;
  }
  return `To collect ${formatQuoteCents(invoice.dueCents)}`;
}
