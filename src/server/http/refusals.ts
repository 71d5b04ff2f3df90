import "server-only";
import { BOOKING_LIMITS } from "@/domain/booking/booking-limits";
import {
  ADDRESS_MISMATCH_MESSAGE,
  AREA_CLOSED_MESSAGE,
  NOT_STAFFED_MESSAGE,
  OUTSIDE_AREA_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  SLOT_UNAVAILABLE_MESSAGE,
  TOO_LONG_MESSAGE,
} from "@/domain/booking/booking-messages";
import { DISCOUNT_TOO_LARGE } from "@/domain/booking/office-lines";
import { PHONE_PROOF } from "@/domain/sms/phone-proof";
import { PHOTO_REFUSALS, type PhotoRefusal } from "@/domain/visit/photo-rules";
import { UNKNOWN_CHECKLIST_ITEM } from "@/domain/visit/report";
import { WAITLIST_MESSAGES } from "@/domain/waitlist/waitlist-input";
import { DISPATCH_REFUSALS } from "./dispatch-refusals";
import { MONEY_REFUSALS } from "./money-refusals";
import { OFFICE_REFUSALS } from "./office-refusals";

/**
 * Every way a JSON route refuses a request, with its status and the message the visitor reads.
 * Use cases return `{ ok: false, reason }` with a reason from this table (the types hold them to
 * it); routes answer with `refuse(reason)`. Bodies that fail validation answer from
 * parseJsonBody, anything thrown from `handle()`. A refusal with a `field` also names the form
 * part to fix (answered as that field's error).
 */
export const REFUSALS = {
  ...OFFICE_REFUSALS,
  ...DISPATCH_REFUSALS,
  ...MONEY_REFUSALS,
  "sign-in-required": { status: 401, message: "Please sign in." },
  "sign-in-to-book": { status: 401, message: "Please sign in to book." },
  // Owner routes do not tell anyone else they exist.
  "admin-only": { status: 404, message: "Not found." },
  "booking-not-found": { status: 404, message: "That booking was not found." },
  "lead-not-found": { status: 404, message: "That estimate was not found." },
  "closure-not-found": { status: 404, message: "That closure was not found." },
  // Crews (docs/decisions/0019-crews-and-assignment.md).
  "crew-not-found": { status: 404, message: "That crew was not found in the booking's area, or it no longer works." },
  "user-not-found": { status: 404, message: "That person has no account." },
  "customer-not-found": { status: 404, message: "That customer was not found." },
  // Customer merges and invites (decision 0030).
  "merge-into-itself": {
    status: 400,
    message: "A customer cannot be merged into itself. Pick the other customer record.",
    field: "mergeId",
  },
  "merge-not-customer": {
    status: 409,
    message: "Only customer records can be merged: an owner's or a technician's account stays as it is.",
    field: "mergeId",
  },
  "merge-already-merged": {
    status: 409,
    message: "One of these customers was already merged into another. Reload the page to see where.",
  },
  "customer-merged": {
    status: 409,
    message: "This customer was merged into another record. Send the invite from the kept record.",
  },
  "invite-has-password": {
    status: 409,
    message: "This customer already has a password: they can sign in, or reset it from the sign-in page.",
  },
  // A booking taken on the phone (docs/decisions/0031-phone-bookings.md).
  "discount-too-large": { status: 422, message: DISCOUNT_TOO_LARGE, field: "lines" },
  "email-not-customer": {
    status: 409,
    message: "That email belongs to a staff account. Use the caller's own email.",
    field: "customer.email",
  },
  "crew-name-taken": { status: 409, message: "That area already has a crew of that name. Choose another name." },
  "crew-busy": {
    status: 409,
    message: "That crew is busy with another job then, or not on duty for the whole job. Choose another crew.",
  },
  "crew-has-jobs": {
    status: 409,
    message: "That would leave booked jobs without their crew. Give them to another crew or move them first:",
  },
  "booking-changed": { status: 409, message: "The booking was changed meanwhile. Reload the page and try again." },
  // Crew routes, like owner routes, tell nobody else they exist.
  "crew-only": { status: 404, message: "Not found." },
  "visit-not-found": { status: 404, message: "That visit was not found." },
  // The crew's phone (src/domain/visit/visit-steps.ts): sentences a technician can act on.
  "not-today": {
    status: 409,
    message: "This visit is not today. Steps can only be taken on the day of the visit; call the office if it moved.",
  },
  "step-passed": {
    status: 409,
    message: "This visit is already past that step. Reload to see where it stands; the office can correct it.",
  },
  "visit-cancelled": { status: 409, message: "This visit was cancelled. Reload your jobs, or call the office." },
  // A step queued on the phone without signal carries its tapped time.
  "tapped-in-future": {
    status: 422,
    message: "This phone's clock is ahead of the time. Set the phone's clock, then send the step again.",
  },
  "tapped-too-old": {
    status: 422,
    message: "This step waited on the phone for more than a week. Call the office to record it.",
  },
  "eta-not-ahead": {
    status: 400,
    message: "Type an arrival time later today, within the next 4 hours, or tap one of the estimates.",
    field: "at",
  },
  "not-on-the-way": {
    status: 409,
    message: "This visit is not marked On my way. Tap On my way with your estimate first.",
  },
  "wrap-up-not-finished": {
    status: 409,
    message: "The wrap-up goes to the customer once the visit is finished. Tap Finished on the job first.",
  },
  "take-back-closed": {
    status: 409,
    message: "On my way can only be taken back in the first 2 minutes. Call the customer instead.",
  },
  "technician-email-taken": {
    status: 409,
    message: "An account already uses that email. Invite the technician with another address.",
    field: "email",
  },
  // Links from emails (docs/decisions/0012-offers-recurring-and-leads.md).
  "quote-not-found": { status: 422, message: "That estimate link is not valid. Please book from a fresh price." },
  "series-not-found": { status: 404, message: "That recurring service was not found or has ended." },
  "series-not-due": {
    status: 422,
    message:
      "The recurring price is for your series' next visit: the same service at the same address, around its due date, once the last visit is done. Book without it, or call us.",
  },
  // 422, not 409: the booking form reads 409 as "that time was just taken".
  "quote-used": {
    status: 422,
    message:
      "This estimate was just used for another booking, so it no longer sets the price. Reload to see today's price.",
  },
  "series-not-active": { status: 409, message: "This recurring service has already ended." },
  "too-late": {
    status: 409,
    message: "Bookings can be changed online until 24 hours before the appointment. Please call us.",
  },
  "not-active": { status: 409, message: "This booking can no longer be changed." },
  "slot-full": { status: 409, message: SLOT_TAKEN_MESSAGE },
  "slot-unavailable": { status: 422, message: SLOT_UNAVAILABLE_MESSAGE },
  "booking-not-movable": { status: 409, message: "Only pending or confirmed bookings can be moved." },
  // The service address decides the area (docs/decisions/0010-crew-time-capacity.md).
  "outside-area": { status: 422, message: OUTSIDE_AREA_MESSAGE, field: "address" },
  "address-mismatch": { status: 422, message: ADDRESS_MISMATCH_MESSAGE, field: "address" },
  // Only staffed crew time is sold: an area nobody works offers the waitlist (src/server/waitlist).
  "not-staffed": { status: 422, message: NOT_STAFFED_MESSAGE },
  // The owner closed the metro or the ZIP (docs/decisions/0034).
  "area-closed": { status: 422, message: AREA_CLOSED_MESSAGE, field: "address" },
  "waitlist-unknown-zip": { status: 422, message: WAITLIST_MESSAGES.unknownZip, field: "zip" },
  "waitlist-area-served": { status: 409, message: WAITLIST_MESSAGES.served, field: "zip" },
  "too-long": { status: 422, message: TOO_LONG_MESSAGE },
  // The price book changed while the booking page was open (decision 0040); the route answers
  // the sentence with the new price (priceChangedMessage), this one only stands in for it.
  "price-changed": {
    status: 409,
    message: "Our prices changed while this page was open. Reload to see the new price.",
  },
  // A member's plan (decision 0044). 422, not 409: the booking form reads 409 as "that time was just taken".
  "plan-visit-used": {
    status: 422,
    message:
      "Your plan's included visit for this period was just booked by another booking, so this one is not free. Reload to see its price.",
  },
  "member-time": {
    status: 422,
    message: "That day is kept for our plan members. Please choose a later day, or join a plan to book it.",
  },
  // An account's share of the calendar (src/domain/booking/booking-limits.ts).
  "verify-email-to-book": {
    status: 403,
    message:
      "Please verify your email to book more than one visit — we sent you a link when you signed up. You can also call us.",
  },
  // 422, not 409: the booking form reads 409 as "that time was just taken".
  "booking-day-limit": {
    status: 422,
    message: "You already have a visit booked that day. Please pick another date, or reschedule your visit.",
  },
  "booking-upcoming-limit": {
    status: 422,
    message: `You already have ${BOOKING_LIMITS.upcoming} upcoming visits booked. Please call us to book more.`,
  },
  "too-many-bookings": {
    status: 429,
    message: "Too many booking requests. Please wait a minute and try again.",
  },
  "status-not-allowed": {
    status: 409,
    message: "That status change is not allowed from the booking's current status.",
  },
  "too-many-leads": {
    status: 429,
    message: "Too many price requests from your connection. Please wait a minute and try again.",
  },
  "estimate-just-sent": { status: 429, message: "That estimate was just sent. Please check your inbox." },
  "estimate-limit": {
    status: 429,
    message: "We have already emailed this estimate 3 times. Please check your inbox and spam folder, or call us.",
  },
  "too-many-sign-ups": { status: 429, message: "Too many sign-ups from your connection. Please try later." },
  "too-many-events": { status: 429, message: "Too many events." },
  "too-many-requests": { status: 429, message: "Too many requests. Please slow down." },
  // A visit is shown to its customer, its crew and the owner only; anyone else is told the same
  // as for a visit that does not exist ("visit-not-found", above).
  "photo-not-found": { status: 404, message: "That photo was not found." },
  "visit-not-started": {
    status: 409,
    message: "The report and photos can be added once the visit has started. Tap “Arrived / started” first.",
  },
  // Texts (docs/decisions/0022-sms.md).
  "texts-off": { status: 409, message: "The business does not send texts at the moment. We will email you instead." },
  "no-text-number": {
    status: 422,
    message: "We need a US phone number to text you. Add it to your profile or your next booking, then try again.",
    field: "phone",
  },
  // Proof of the number (limits in src/domain/sms/phone-proof.ts).
  "number-unproved": {
    status: 409,
    message: "We text only a number that proved to be yours. Send yourself a code below and type it in.",
    field: "phone",
  },
  "email-unverified": {
    status: 403,
    message: "Verify your email first (use the link we emailed you). Then we can text your phone a code.",
  },
  "number-stopped": {
    status: 409,
    message: "This number replied STOP, so we text it nothing. Text START to our number from it first.",
    field: "phone",
  },
  "number-locked": {
    status: 429,
    message: `Too many wrong codes for this number: it is locked for ${PHONE_PROOF.lockMs / 3_600_000} hour. Try again later with a new code.`,
  },
  "code-cap-number": {
    status: 429,
    message: `We texted this number ${PHONE_PROOF.codeSendsPerNumberPerDay} codes in the last day. Use the last one, or try again tomorrow.`,
  },
  "code-cap-account": {
    status: 429,
    message: `You asked for ${PHONE_PROOF.codeSendsPerAccountPerDay} codes in the last day. Use the last one, or try again tomorrow.`,
  },
  "number-daily-cap": {
    status: 429,
    message: "This number had as many texts from us as we send in a day. Try again tomorrow.",
  },
  "no-code": { status: 409, message: "Send a code to your number first, then type it here.", field: "code" },
  "code-expired": {
    status: 422,
    message: `That code is more than ${PHONE_PROOF.codeTtlMs / 60_000} minutes old. Send a new one.`,
    field: "code",
  },
  "code-wrong": { status: 422, message: "That is not the code we texted. Check it and try again.", field: "code" },
  "unknown-checklist-item": { status: 400, message: UNKNOWN_CHECKLIST_ITEM, field: "checklist" },
  // Visit photos answer from the photo module's own table (decision 0018), under its statuses.
  "photo-not-an-image": PHOTO_REFUSALS["not-an-image"],
  "photo-unsupported-type": PHOTO_REFUSALS["unsupported-type"],
  "photo-too-large": PHOTO_REFUSALS["too-large"],
  "photo-too-many-pixels": PHOTO_REFUSALS["too-many-pixels"],
  "photo-unreadable": PHOTO_REFUSALS.unreadable,
  "photo-too-many-photos": PHOTO_REFUSALS["too-many-photos"],
  // Reviews and claims (docs/decisions/0020).
  "review-link-invalid": {
    status: 404,
    message: "This review link is not valid. Copy the whole link from the email we sent you.",
  },
  "review-link-expired": {
    status: 410,
    message: "This review link has expired. Reply to our email if you would still like to tell us how it went.",
  },
  "review-edit-closed": {
    status: 409,
    message: "Your review can no longer be changed: reviews can be edited for 7 days after they are sent.",
  },
  "photo-no-consent": {
    status: 409,
    message: "The customer has not agreed to publish this visit's photos (asked on their review).",
  },
  "review-not-found": { status: 404, message: "That review was not found." },
  "too-many-reviews": { status: 429, message: "Too many reviews from your connection. Please try again in a minute." },
  "founded-year-future": {
    status: 422,
    message: "The year the business started cannot be in the future.",
    field: "foundedYear",
  },
} as const satisfies Record<string, RefusalEntry>;

export interface RefusalEntry {
  status: number;
  message: string;
  field?: string;
}

export type Refusal = keyof typeof REFUSALS;

/** The refusal of a photo the photo module turned down. */
export const photoRefusal = (reason: PhotoRefusal): Refusal => `photo-${reason}`;
