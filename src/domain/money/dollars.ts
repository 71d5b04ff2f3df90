// Whole dollars, the quote's and the marketing pages' way (src/domain/money/format.ts is the one
// module to import from; the calculator reaches this part alone through pricing.ts, so the cents
// formatters stay out of the landing pages' JavaScript).

// One formatter for the process: toLocaleString with options builds a new one per call, which a
// price request's emails did several times (2.5% of a lead's CPU in the bench profile).
const WHOLE_DOLLARS = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const GROUPED = new Intl.NumberFormat("en-US");

/** 379 -> "$379"; whole dollars as the price table holds them. */
export function formatDollars(amount: number): string {
  return `$${WHOLE_DOLLARS.format(amount)}`;
}

/** A count with thousands separators: 1,800. */
export const formatCount = (n: number): string => GROUPED.format(n);
