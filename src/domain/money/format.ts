// Money as people read it, one way per context (docs/decisions/0024-one-price.md):
// - marketing, quotes and booking prices are whole dollars: "$379" (formatDollars);
// - lines of a booking's price and invoices are cents: "$349.00" (formatCents);
// - a stored booking's price in the dashboard and the console: "$728.00" (formatStoredPrice);
// - a visit's money on a busy screen (Today, the crew's phone) reads as a quote does: "$149", "$149.50";
// - cents as a form's input, a CSV's cell or the numeric price column hold them: "349.00" (centsToDecimal);
//   a price book's input shows whole dollars without cents: "349", "349.50" (centsToPlainDecimal);
// - a chart's money, rounded to whole dollars: formatDollars(Math.round(cents / 100)).
// Nothing else formats money: components, emails and pages import from here.

import { formatCount, formatDollars } from "./dollars";

export { formatCount, formatDollars };

const TWO_DECIMALS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A quote's line held in cents, as the quote reads it (whole dollars: the price and add-on tables
 * hold whole dollars): 34900 -> "$349", -7600 -> "-$76". A member price has cents (15% off $349
 * is $296.65, decision 0044): those are shown, never rounded away, so the page says what is charged.
 */
export function formatQuoteCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const dollars = Math.abs(cents) / 100;
  return `${sign}${cents % 100 ? `$${TWO_DECIMALS.format(dollars)}` : formatDollars(dollars)}`;
}

/** Whole dollars and the two-digit cents of an integer amount, without floating point. */
function split(cents: number) {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  const abs = Math.abs(cents);
  return { sign: cents < 0 ? "-" : "", whole: Math.trunc(abs / 100), rest: String(abs % 100).padStart(2, "0") };
}

/** 38900 -> "$389.00"; -1250 -> "-$12.50". */
export function formatCents(cents: number): string {
  const { sign, whole, rest } = split(cents);
  return `${sign}$${formatCount(whole)}.${rest}`;
}

/** 34900 -> "349.00", -1250 -> "-12.50": no sign of currency, no thousands separator. */
export function centsToDecimal(cents: number): string {
  const { sign, whole, rest } = split(cents);
  return `${sign}${whole}.${rest}`;
}

/** 34900 -> "349", 34950 -> "349.50": a price typed in whole dollars shows as it was typed. */
export function centsToPlainDecimal(cents: number): string {
  const { sign, whole, rest } = split(cents);
  return rest === "00" ? `${sign}${whole}` : `${sign}${whole}.${rest}`;
}

/** A booking's stored price (the numeric column's text, "728.00") with 2 decimals: "$728.00". */
export function formatStoredPrice(amount: string | number): string {
  return `$${TWO_DECIMALS.format(Number(amount))}`;
}
