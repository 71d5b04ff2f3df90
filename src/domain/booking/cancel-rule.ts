import { CHANGE_CUTOFF_HOURS, canChangeBooking } from "../scheduling/schedule";

/**
 * A booking made by mistake (wrong day, a double booking, a change of mind at once) may be
 * cancelled within this long of making it, even when the visit is less than 24 hours away. The
 * owner has had no time to plan the crew around it, and the alternative is a phone call.
 */
export const CANCEL_GRACE_MINUTES = 60;

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

export { CHANGE_CUTOFF_HOURS };
