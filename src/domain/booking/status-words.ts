import { type BookingStatus, STATUS_LABELS } from "./partition";

/**
 * One word per booking state, and what it means for the homeowner. The toast, the booking page,
 * the dashboard, every email and the calendar file use these and nothing else: a booking the owner
 * has not confirmed is "Requested" everywhere, never "confirmed" in a toast and "pending" in a mail.
 * STATUS_LABELS keeps the owner's words (the console says "Pending"); the customer sees these.
 */
export const CUSTOMER_STATUS: Record<BookingStatus, string> = {
  pending: "Requested",
  confirmed: "Confirmed",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

/** What happens next, in one sentence per state. */
export const STATUS_NEXT: Record<BookingStatus, string> = {
  pending:
    "We check the crew's day and confirm your visit by email, normally within one business day. Your time is held for you meanwhile.",
  confirmed: "Your visit is confirmed. The crew arrives within the arrival window shown.",
  in_progress: "The crew is working at your home.",
  completed: "The work is done. Thank you for choosing us.",
  cancelled: "This visit is cancelled. Nothing is owed.",
};

/** How payment works: nothing is charged online. */
export const PAYMENT_TERMS =
  "Nothing is paid online. You pay the technician when the work is done, by card or check, at the price shown here.";

export function customerStatus(status: string): string {
  return status in CUSTOMER_STATUS ? CUSTOMER_STATUS[status as BookingStatus] : status;
}

export function statusNext(status: string): string {
  return status in STATUS_NEXT ? STATUS_NEXT[status as BookingStatus] : "";
}

export { STATUS_LABELS };
