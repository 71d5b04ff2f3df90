import "server-only";
import { SLOT_TAKEN_MESSAGE } from "@/domain/booking/booking-messages";

const SLOT_UNAVAILABLE = "That date or time can't be booked. Please pick a weekday in the next 30 days.";

/**
 * Every way a JSON route refuses a request, with its status and the message the visitor reads.
 * Use cases return `{ ok: false, reason }` with a reason from this table (the types hold them to
 * it); routes answer with `refuse(reason)`. Bodies that fail validation answer from
 * parseJsonBody, anything thrown from `handle()`.
 */
export const REFUSALS = {
  "sign-in-required": { status: 401, message: "Please sign in." },
  "sign-in-to-book": { status: 401, message: "Please sign in to book." },
  // Owner routes do not tell anyone else they exist.
  "admin-only": { status: 404, message: "Not found." },
  "booking-not-found": { status: 404, message: "That booking was not found." },
  "lead-not-found": { status: 404, message: "That estimate was not found." },
  "too-late": {
    status: 409,
    message: "Bookings can be changed online until 24 hours before the appointment. Please call us.",
  },
  "not-active": { status: 409, message: "This booking can no longer be changed." },
  "slot-full": { status: 409, message: SLOT_TAKEN_MESSAGE },
  "slot-unavailable": { status: 422, message: SLOT_UNAVAILABLE },
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
} as const satisfies Record<string, { status: number; message: string }>;

export type Refusal = keyof typeof REFUSALS;
