// What became of a booking's deposit (decision 0045, amended 2026-12-06): who cancelled decides
// whether it goes back, and the owner's list and the customer's email say the same thing in words.

import { formatCents } from "../money/format";
import { formatLocalDateTimeShort } from "../time/local-time";
import { depositRefundOnCancel } from "./booking-ask";

/** Why a deposit was refunded, as stored on the checkout. */
export type DepositRefundReason = "cancel-grace" | "owner-cancel" | "booking-refused";

/**
 * A cancelled booking's deposit: the business cancelling gives it back in full whenever it happens
 * (the customer lost nothing by our choice); the customer's own cancel keeps the grace rule.
 */
export function depositOnCancel(
  by: "owner" | "customer",
  bookedAt: Date,
  now: Date,
): { outcome: "full"; reason: DepositRefundReason } | { outcome: "kept" } {
  if (by === "owner") return { outcome: "full", reason: "owner-cancel" };
  return depositRefundOnCancel(bookedAt, now) === "full"
    ? { outcome: "full", reason: "cancel-grace" }
    : { outcome: "kept" };
}

/** The cancellation email's sentence on the deposit, whichever is true. */
export function depositCancelSentence(depositCents: number, outcome: "full" | "kept"): string {
  return outcome === "full"
    ? `Your ${formatCents(depositCents)} deposit has been refunded in full to the card you paid with; banks take 5 to 10 business days to show it.`
    : `Your ${formatCents(depositCents)} deposit is kept, as the booking terms said: a booking cancelled more than an hour after it was made keeps its deposit.`;
}

export interface DepositFacts {
  depositCents: number;
  paidAt: Date | null;
  refundState: string | null;
  refundReason: string | null;
  refundRequestedAt: Date | null;
  refundedAt: Date | null;
  refundedBy: string | null;
  bookingStatus: string;
}

export type DepositState = "paid" | "refund-pending" | "refunded" | "kept";

/** Paid and standing, being refunded, refunded, or kept by a cancelled booking. */
export function depositState(facts: DepositFacts): DepositState {
  if (facts.refundState === "succeeded") return "refunded";
  if (facts.refundState === "pending") return "refund-pending";
  return facts.bookingStatus === "cancelled" ? "kept" : "paid";
}

const WHY: Record<string, string> = {
  "owner-cancel": "the business cancelled",
  "cancel-grace": "the customer cancelled within the hour",
  "booking-refused": "the time was taken while paying",
};

/** The owner's line for a booking's deposit, its dates in the business's zone. */
export function depositLine(facts: DepositFacts, timeZone: string): string {
  const amount = formatCents(facts.depositCents);
  const paid = facts.paidAt ? ` on ${formatLocalDateTimeShort(facts.paidAt, timeZone)}` : "";
  const why = WHY[facts.refundReason ?? ""];
  const by = facts.refundedBy ? `, by ${facts.refundedBy}` : "";
  const because = why ? ` (${why}${by})` : "";
  switch (depositState(facts)) {
    case "refunded": {
      const at = facts.refundedAt ? ` on ${formatLocalDateTimeShort(facts.refundedAt, timeZone)}` : "";
      return `Deposit ${amount} paid${paid}; refunded in full${at}${because}.`;
    }
    case "refund-pending": {
      const asked = facts.refundRequestedAt ? ` on ${formatLocalDateTimeShort(facts.refundRequestedAt, timeZone)}` : "";
      return `Deposit ${amount} paid${paid}; refund in full asked${asked}, not yet confirmed by Stripe${because}.`;
    }
    case "kept":
      return `Deposit ${amount} paid${paid}; kept: cancelled after the grace hour, no refund made.`;
    default:
      return `Deposit ${amount} paid${paid}; counts toward the invoice.`;
  }
}
