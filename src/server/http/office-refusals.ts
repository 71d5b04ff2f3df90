import "server-only";
import { QUOTE_NOT_EDITABLE_MESSAGE, QUOTE_REVISED_MESSAGE } from "@/domain/quotes/quote-revision";
import { QUOTE_EXPIRED_MESSAGE } from "@/domain/quotes/quote-rules";
import type { RefusalEntry } from "./refusals";

/** The office's refusals (quotes, service plans), part of REFUSALS in refusals.ts. */
export const OFFICE_REFUSALS = {
  // Quotes with options (docs/decisions/0032-quotes.md).
  "quote-unknown": { status: 404, message: "That quote was not found. Please use the link in your email." },
  "quote-expired": { status: 409, message: QUOTE_EXPIRED_MESSAGE },
  "quote-decided": {
    status: 409,
    message: "This quote was already approved or declined. Reload the page to see how it stands.",
  },
  "quote-not-sent": { status: 409, message: "This quote has not been sent yet." },
  "quote-option-unknown": {
    status: 422,
    message: "Choose one of the quote's options, and only its add-ons.",
    field: "optionId",
  },
  "quote-expiry-invalid": {
    status: 422,
    message: "Choose an expiry date from today to 90 days ahead.",
    field: "expiresOn",
  },
  // Quotes edited and built on site (docs/decisions/0046-quotes-on-site-and-area-prices.md).
  "quote-not-editable": { status: 409, message: QUOTE_NOT_EDITABLE_MESSAGE },
  "quote-revised": { status: 409, message: QUOTE_REVISED_MESSAGE },
  // Service plans (docs/decisions/0038).
  "plan-not-found": { status: 404, message: "That plan was not found, or no longer takes new members." },
  "plans-by-phone": {
    status: 409,
    message: "Plans are taken by phone on this site: please call us and we will enrol you.",
  },
  "membership-not-found": { status: 404, message: "That plan membership was not found." },
  "membership-step-not-allowed": {
    status: 409,
    message: "That step does not fit the plan's state now. Reload the page to see it.",
  },
  // The caller's plan decision changed between the phone form's load and the booking (decision 0044, amended).
  "office-plan-changed": {
    status: 409,
    message:
      "The caller's plan changed since this page was loaded (its included visit was just booked, or the plan changed), so the price shown is not the price. Nothing was booked: the price below is updated; read it to the caller and book again.",
  },
  "plan-charge-not-refundable": { status: 409, message: "Only a charge that was paid can be refunded." },
} as const satisfies Record<string, RefusalEntry>;
