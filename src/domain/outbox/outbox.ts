import { SMS_KINDS } from "../sms/texts";

// The rules of the email outbox: what kinds of message the product sends, when a failed delivery
// is tried again, and what of an error may be stored. Plain functions; the clock is an input.

export const OUTBOX_KINDS = {
  "lead-owner-notice": "New lead (to the owner)",
  "lead-estimate": "Estimate (to the visitor)",
  "booking-confirmation": "Visit requested (to the customer)",
  "booking-owner-notice": "New booking (to the owner)",
  "booking-rescheduled": "Booking rescheduled (to the customer)",
  "booking-cancelled": "Booking cancelled (to the customer)",
  "booking-confirmed": "Booking confirmed (to the customer)",
  "booking-reminder": "Visit reminder (to the customer)",
  "booking-owner-cancel": "Cancelled by the customer (to the owner)",
  "booking-owner-reschedule": "Rescheduled by the customer (to the owner)",
  "booking-pending-nudge": "Still pending (to the owner)",
  "profile-owner-notice": "Customer details changed (to the owner)",
  "visit-completed": "Visit wrap-up: report, photos, invoice and receipt (to the customer)",
  "recurring-next-visit": "Next visit of a recurring series (to the customer)",
  "due-reminder": "You're due: a past customer's service came round again (to the customer)",
  "visit-on-my-way": "Crew on the way (to the customer)",
  "visit-arrival-change": "Crew running late, or On my way taken back (to the customer)",
  "text-reply-owner": "A customer's text, forwarded (to the owner)",
  "review-request": "How did it go? (review request, to the customer)",
  invoice: "Invoice of a finished visit (to the customer)",
  "payment-receipt": "Payment receipt (to the customer)",
  "payment-refund": "Refund made (to the customer)",
  "credit-note": "Credit note issued (to the customer)",
  "payment-reminder": "Balance still due (payment reminder, to the customer)",
  "card-payment-link": "Pay by card link from the crew (to the customer)",
  "plan-payment-failed": "Plan renewal declined: update your card (to the customer)",
  "plan-owner-notice": "A member's plan paused after declined renewals (to the owner)",
  "booking-deposit-refunded": "Deposit refunded: the time went while paying (to the customer)",
  "no-show-fee": "No-show fee charged (to the customer)",
  "technician-invite": "Invitation to a technician (set a password)",
  "customer-invite": "Account invite to a customer (set a password)",
  "quote-sent": "Quote with options (to the customer)",
  "waitlist-open": "Crews now work the area (to a waitlist sign-up)",
  "newsletter-confirm": "Newsletter confirmation link",
  "newsletter-welcome": "Newsletter welcome",
  "account-verification": "Account email verification",
  account: "Account email",
  ...SMS_KINDS,
  "sms-phone-code": "Text: a code that proves a number (to the number)",
} as const;

export type OutboxKind = keyof typeof OUTBOX_KINDS;

export const outboxKindLabel = (kind: string): string =>
  kind in OUTBOX_KINDS ? OUTBOX_KINDS[kind as OutboxKind] : kind;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Wait after the 1st, 2nd, ... failed attempt before the next one. */
export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR, 12 * HOUR] as const;

/** Attempts in all: the first one plus one per retry delay (about 21 hours from first to last). */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** From this many failed attempts on, the owner console lists a message as failing. */
export const FAILING_AFTER_ATTEMPTS = 2;

/**
 * What happens after a failed attempt, given how many attempts have been made so far (this one
 * included): try again at `retryAt`, or give up.
 */
export function afterFailure(attempts: number, now: Date): { retryAt: Date } | { giveUp: true } {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be >= 1, got ${attempts}`);
  if (attempts >= MAX_ATTEMPTS) return { giveUp: true };
  const delay = RETRY_DELAYS_MS[attempts - 1] ?? 12 * HOUR;
  return { retryAt: new Date(now.getTime() + delay) };
}

const EMAIL = /[^\s<>()"',;:]+@[^\s<>()"',;:]+/g;
/** A phone number as a text provider names it in a refusal ("The 'To' number +14155550123 is ..."). */
const PHONE = /\+\d{10,15}\b|\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/g;

/**
 * An error as it may be stored and logged: its class and message with every email address
 * and phone number masked, a failed query's parameters (names, phones, addresses) left out, and the length
 * bounded. SMTP servers often name the recipient in a refusal ("550 <ana@example.com>: no such
 * user"); the row already knows who it was for.
 */
export function describeError(error: unknown, maxLength = 500): string {
  const e = error as { name?: unknown; code?: unknown; message?: unknown; responseCode?: unknown } | null;
  const name = typeof e?.name === "string" ? e.name : "Error";
  const code = typeof e?.code === "string" || typeof e?.code === "number" ? ` ${e.code}` : "";
  const message = typeof e?.message === "string" ? e.message : String(error);
  const text = `${name}${code}: ${message}`
    .replace(/\bparams:[\s\S]*$/, "params: <not logged>")
    .replace(EMAIL, "<address>")
    .replace(PHONE, "<number>")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

export type MessageState = "sent" | "queued" | "failed" | "dropped";

/**
 * The owner's word for a message's state in the console: sent; queued (waiting or being sent);
 * failed (given up, or retrying after FAILING_AFTER_ATTEMPTS failed attempts: it needs a look
 * either way); dropped (a reminder whose booking was cancelled or moved before it went out).
 */
export function messageState(status: string, attempts: number): MessageState {
  if (status === "sent") return "sent";
  if (status === "dropped") return "dropped";
  if (status === "failed" || attempts >= FAILING_AFTER_ATTEMPTS) return "failed";
  return "queued";
}
