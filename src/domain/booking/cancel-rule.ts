import { CHANGE_CUTOFF_HOURS, canChangeBooking } from "../scheduling/schedule";
import { CANCEL_GRACE_MINUTES } from "../scheduling/slots";

/** Longest cancel reason stored (it is shown to the owner in the notice and the console). */
export const CANCEL_REASON_MAX = 500;

/**
 * Whether the customer may cancel online at `now`: until 24 hours before the visit, or within an
 * hour of making the booking as long as the visit has not begun.
 */
export function canCancelBooking(booking: { start: Date; createdAt: Date }, now: Date): boolean {
  if (canChangeBooking(booking.start, now)) return true;
  const sinceMade = now.getTime() - booking.createdAt.getTime();
  return sinceMade >= 0 && sinceMade <= CANCEL_GRACE_MINUTES * 60_000 && now.getTime() < booking.start.getTime();
}

export { CANCEL_GRACE_MINUTES, CHANGE_CUTOFF_HOURS };
