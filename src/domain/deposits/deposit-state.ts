// What became of a booking's deposit (decision 0045, amended 2026-12-06): who cancelled decides
// whether it goes back, and the owner's list, the customer's dashboard and the customer's email say
// the same thing in words.

import { formatCents } from "../money/format";
import { formatLocalDateTimeShort } from "../time/local-time";
import { depositRefundOnCancel } from "./booking-ask";

/** Why a deposit was refunded, as stored on the checkout. */
export type DepositRefundReason = "cancel-grace" | "owner-cancel" | "owner-cancel-earlier" | "booking-refused";

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
  /**
   * Who cancelled the booking, from its status changes: "owner" when anyone but its customer did.
   * Undefined where it was not read (the booking is not cancelled).
   */
  cancelledBy?: "owner" | "customer" | null;
}

/**
 * Paid and standing, being refunded, refunded, kept by the customer's late cancel, or (history)
 * not refunded though the business cancelled: an owner's cancel made before the refund became
 * automatic (decision 0045, amended twice). Every owner's cancel since claims the refund in its
 * own transaction, so that state holds only for those older rows, and the owner refunds them by hand.
 */
export type DepositState = "paid" | "refund-pending" | "refunded" | "kept" | "not-refunded";

export function depositState(facts: DepositFacts): DepositState {
  if (facts.refundState === "succeeded") return "refunded";
  if (facts.refundState === "pending") return "refund-pending";
  if (facts.bookingStatus !== "cancelled") return "paid";
  return facts.cancelledBy === "owner" ? "not-refunded" : "kept";
}

/** Whether the owner may press "Refund deposit" (an owner's cancel the refund did not follow). */
export const depositRefundable = (facts: DepositFacts): boolean => depositState(facts) === "not-refunded";

type Audience = "owner" | "customer";

/** Why it was refunded, in each reader's words. */
const WHY: Record<Audience, Record<string, string>> = {
  owner: {
    "owner-cancel": "the business cancelled",
    "owner-cancel-earlier": "the business cancelled before refunds were automatic; refunded by hand",
    "cancel-grace": "the customer cancelled within the hour",
    "booking-refused": "the time was taken while paying",
  },
  customer: {
    "owner-cancel": "we cancelled the visit",
    "owner-cancel-earlier": "we cancelled the visit",
    "cancel-grace": "you cancelled within the hour",
    "booking-refused": "the time was taken while you paid",
  },
};

/**
 * A booking's deposit in one line, dates in the business's zone: the owner's list (who refunded
 * it, by name) and the customer's own dashboard read the same state (depositState), each in its words.
 */
export function depositLine(facts: DepositFacts, timeZone: string, audience: Audience = "owner"): string {
  const at = (d: Date | null) => (d ? ` on ${formatLocalDateTimeShort(d, timeZone)}` : "");
  const paid = `Deposit ${formatCents(facts.depositCents)} paid${at(facts.paidAt)}`;
  const why = WHY[audience][facts.refundReason ?? ""];
  const by = facts.refundedBy && audience === "owner" ? `, by ${facts.refundedBy}` : "";
  const because = why ? ` (${why}${by})` : "";
  const owner = audience === "owner";
  switch (depositState(facts)) {
    case "refunded":
      return `${paid}; refunded in full${at(facts.refundedAt)}${because}.`;
    case "refund-pending":
      return owner
        ? `${paid}; refund in full asked${at(facts.refundRequestedAt)}, not yet confirmed by Stripe${because}.`
        : `${paid}; refund in full requested${at(facts.refundRequestedAt)}${because}, on its way to your card.`;
    case "kept":
      return owner
        ? `${paid}; kept: cancelled after the grace hour, no refund made.`
        : `${paid}; kept (late cancel), as the booking terms said.`;
    case "not-refunded":
      return owner
        ? `${paid}; not refunded (cancelled by you before refunds were automatic).`
        : `${paid}; not refunded yet: we cancelled this visit before our deposit refunds were automatic. Please ask us for it.`;
    default:
      return owner ? `${paid}; counts toward the invoice.` : `${paid}; it counts toward your invoice.`;
  }
}
