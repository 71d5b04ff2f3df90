import { site } from "../../content/site";
import { localDate } from "../scheduling/schedule";
import { QUOTE_STATUS_WORDS, QUOTE_STATUSES, type QuoteStatus } from "./quote-status";

// The rules of a quote with options (decision 0032): what each option costs with
// the add-ons ticked, when a quote has expired, and what approving one needs. Money is integer
// cents; the clock is an input.

export { QUOTE_STATUS_WORDS, QUOTE_STATUSES, type QuoteStatus };

export interface QuoteLineLike {
  id: string;
  quantity: number;
  unitCents: number;
  optional: boolean;
}

export interface QuoteOptionLike<L extends QuoteLineLike = QuoteLineLike> {
  id: string;
  lines: readonly L[];
}

export const lineCents = (l: { quantity: number; unitCents: number }): number => l.quantity * l.unitCents;

/** The lines charged for an option: every line that is not an add-on, and the add-ons ticked. */
export function chosenLines<L extends QuoteLineLike>(option: QuoteOptionLike<L>, ticked: readonly string[]): L[] {
  return option.lines.filter((l) => !l.optional || ticked.includes(l.id));
}

/** An option's total with the add-ons ticked (ids of other options' lines count for nothing). */
export function optionTotalCents(option: QuoteOptionLike, ticked: readonly string[] = []): number {
  return chosenLines(option, ticked).reduce((sum, l) => sum + lineCents(l), 0);
}

/**
 * What a quote is worth to the owner's list: the lowest and highest option without add-ons (the
 * list says "$1,200" when they agree, else a range), or the option approved with its add-ons.
 */
export function quoteValue(
  options: readonly QuoteOptionLike[],
  approved: { optionId: string; ticked: readonly string[] } | null,
): { low: number; high: number } {
  const chosen = approved ? options.find((o) => o.id === approved.optionId) : undefined;
  if (chosen && approved) {
    const total = optionTotalCents(chosen, approved.ticked);
    return { low: total, high: total };
  }
  const totals = options.map((o) => optionTotalCents(o));
  if (totals.length === 0) return { low: 0, high: 0 };
  return { low: Math.min(...totals), high: Math.max(...totals) };
}

/** The business's date of `now` (YYYY-MM-DD): expiry dates are the business's days. */
export const businessToday = (now: Date): string => localDate(now, site.timeZone);

/**
 * A quote is good through its expiry date's end in the business's zone: from the next day on a
 * sent (or draft) quote reads as expired. A decided quote keeps its decision.
 */
export function quoteStatusAt(quote: { status: QuoteStatus; expiresOn: string }, now: Date): QuoteStatus {
  if ((quote.status === "sent" || quote.status === "draft") && businessToday(now) > quote.expiresOn) return "expired";
  return quote.status;
}

export type ApprovalRefusal = "quote-not-sent" | "quote-expired" | "quote-decided" | "quote-option-unknown";

/**
 * Whether the customer may approve this option now, and the lines it charges. Only a sent quote
 * before its expiry; add-on ids must be add-ons of that option (a line from another option, or a
 * line that is always in, is refused rather than ignored, so what the page showed is what is charged).
 */
export function approvalCheck<L extends QuoteLineLike>(
  quote: { status: QuoteStatus; expiresOn: string; options: readonly QuoteOptionLike<L>[] },
  choice: { optionId: string; addOnLineIds: readonly string[] },
  now: Date,
): { ok: true; lines: L[]; totalCents: number } | { ok: false; reason: ApprovalRefusal } {
  const status = quoteStatusAt(quote, now);
  if (status === "expired") return { ok: false, reason: "quote-expired" };
  if (status === "approved" || status === "declined") return { ok: false, reason: "quote-decided" };
  if (status !== "sent") return { ok: false, reason: "quote-not-sent" };
  const option = quote.options.find((o) => o.id === choice.optionId);
  if (!option) return { ok: false, reason: "quote-option-unknown" };
  const addOnIds = new Set(option.lines.filter((l) => l.optional).map((l) => l.id));
  if (!choice.addOnLineIds.every((id) => addOnIds.has(id))) return { ok: false, reason: "quote-option-unknown" };
  const lines = chosenLines(option, choice.addOnLineIds);
  return { ok: true, lines, totalCents: lines.reduce((sum, l) => sum + lineCents(l), 0) };
}

/** "Expires on" default: two weeks after today, in the business's days. */
export function defaultExpiry(now: Date, days = 14): string {
  const today = businessToday(now);
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** What the quote page says, and the server answers, once a quote has expired. */
export const QUOTE_EXPIRED_MESSAGE =
  "This quote has expired, so it can no longer be approved. Call us and we will gladly prepare a new one.";
