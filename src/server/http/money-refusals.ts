import "server-only";
import type { RefusalEntry } from "./refusals";

/** Invoices, payments, refunds, credit notes, deposits and no-show fees: part of REFUSALS. */
export const MONEY_REFUSALS = {
  // Payments (docs/decisions/0021-payments.md). Another customer's invoice is one that does not exist.
  "invoice-not-found": { status: 404, message: "That invoice was not found." },
  "invoice-paid": { status: 409, message: "This invoice is already paid. Your receipt is in your email." },
  "invoice-void": { status: 409, message: "This invoice was cancelled. Please call us about what you owe." },
  "online-payments-off": {
    status: 409,
    message: "Online payment is not available. Please pay the crew on site by card, cash or check.",
  },
  // 424, not 5xx: the request was fine and nothing of ours failed; Stripe did not answer.
  "payment-provider-error": {
    status: 424,
    message: "The payment service did not answer. Nothing was charged; please try again in a minute.",
  },
  "payment-not-found": { status: 404, message: "That payment was not found." },
  "payment-not-online": { status: 409, message: "Only payments made online can be refunded through Stripe." },
  "refund-too-large": {
    status: 422,
    message: "That is more than what is left to refund of this payment (other refunds may be in progress).",
    field: "amount",
  },
  "payment-voided": { status: 409, message: "That payment was already voided." },
  "visit-not-finished": {
    status: 409,
    message: "Record the payment after tapping “Finished”: the invoice is written then.",
  },
  "payment-over-total": {
    status: 422,
    message: "That is more than is left to pay on this invoice. Check the amount.",
    field: "amount",
  },
  "price-item-not-found": {
    status: 404,
    message: "That item is no longer on the price list. Reload the page to see the list.",
  },
  "extras-closed": {
    status: 409,
    message: "Extras are added while the visit is in progress, before “Finished”: the invoice is written then.",
  },
  "credit-too-large": {
    status: 422,
    message: "That is more than is left to credit on this invoice (its total less earlier credit notes).",
    field: "amount",
  },
  // Deposits and no-show fees (docs/decisions/0045-deposits-and-no-show-fees.md).
  "no-card-on-file": {
    status: 409,
    message: "This booking has no card saved for a no-show fee: its service asked none when it was booked.",
  },
  "visit-not-missed": {
    status: 409,
    message: "A no-show fee is charged only after the visit's start time, on a visit not started or finished.",
  },
  "no-show-fee-charged": {
    status: 409,
    message:
      "The no-show fee for this visit was already charged, once. It is not charged again; a refund of it is made in Stripe's dashboard.",
  },
  "payment-online-void": {
    status: 409,
    message: "A payment made online is returned with a refund, not voided.",
  },
  // Decision 0045, amended: only a deposit the business cancelled and nobody refunded is refunded here.
  "deposit-not-refundable": {
    status: 409,
    message:
      "This deposit is not one to refund here: only a paid deposit of a visit you cancelled, not refunded yet, is. Reload the page to see how it stands.",
  },
} as const satisfies Record<string, RefusalEntry>;
