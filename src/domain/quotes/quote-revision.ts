import { type QuoteStatus, quoteStatusAt } from "./quote-rules";

// Who may build or change a quote, and when a quote may still change (decision 0046).
// Pure: the server hands in what it read (the quote's row, whether the job is the technician's
// crew's now) and the clock.

export interface QuoteActor {
  id: string;
  role: string;
}

export interface QuoteAuthorship {
  /** Who saved it first: the owner, or the technician who built it on site. */
  createdBy: string | null;
  /** The job (booking) it was built on, when a technician built it there. */
  jobBookingId: string | null;
}

/**
 * The owner may change any quote; a technician only one they built on a job, and only while that
 * job is still their crew's (a job given to another crew takes its quotes with it). A customer, or
 * a technician of another crew, may not; the server answers them as if the quote did not exist.
 */
export function mayChangeQuote(actor: QuoteActor, quote: QuoteAuthorship, jobIsTheirCrews: boolean): boolean {
  if (actor.role === "admin") return true;
  if (actor.role !== "technician") return false;
  return quote.createdBy === actor.id && quote.jobBookingId !== null && jobIsTheirCrews;
}

export type RevisionRefusal = "quote-not-editable";

/**
 * A quote changes only before the customer decides: a draft or a sent quote through its expiry
 * date. An approved one is a booking's price, a declined one the customer's answer, an expired one
 * no longer holds; each is left as it is and the owner makes a new quote.
 */
export function revisionCheck(
  quote: { status: QuoteStatus; expiresOn: string },
  now: Date,
): { ok: true } | { ok: false; reason: RevisionRefusal } {
  const status = quoteStatusAt(quote, now);
  return status === "draft" || status === "sent" ? { ok: true } : { ok: false, reason: "quote-not-editable" };
}

/** The sentence for a quote that can no longer change (the server answers it; the page says it). */
export const QUOTE_NOT_EDITABLE_MESSAGE =
  "This quote was approved, declined or has expired, so it can no longer be changed. Make a new quote instead.";

/** The sentence for an approval that raced an edit: the options the customer read were replaced. */
export const QUOTE_REVISED_MESSAGE =
  "This quote was changed while you were reading it. Reload the page to see its options now, then choose again.";
