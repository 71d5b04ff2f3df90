// How much of the calendar one customer account may hold, so one account cannot take a whole day
// (an unverified account once booked 16 of 16 places). Shown beside the booking form's button and
// enforced by the create-booking use case under a lock on the customer's row.

export interface BookingLimits {
  /** Live bookings one customer may hold on one date. */
  perDay: number;
  /** Live bookings one customer may hold from today on, in all. */
  upcoming: number;
  /** Live upcoming bookings an account may hold before its email address is verified. */
  upcomingUnverified: number;
}

export const BOOKING_LIMITS: BookingLimits = { perDay: 1, upcoming: 4, upcomingUnverified: 1 };

export type BookingLimitRefusal = "booking-day-limit" | "booking-upcoming-limit" | "verify-email-to-book";

/**
 * The line the booking form shows next to its button: what the customer can do (verify, pick
 * another day, call), not the rule's mechanics; the refusals say the rest when one applies.
 */
export const BOOKING_LIMITS_NOTE = `Need more visits? Book each on its own day once your email is verified, or call us for more than ${BOOKING_LIMITS.upcoming}.`;

/**
 * Whether a customer may book `date`, given the dates of the live (not cancelled, not completed)
 * bookings they hold from today on. null: allowed.
 */
export function bookingLimitRefusal(input: {
  date: string;
  upcomingDates: string[];
  emailVerified: boolean;
  limits?: BookingLimits;
}): BookingLimitRefusal | null {
  const limits = input.limits ?? BOOKING_LIMITS;
  const held = input.upcomingDates.length;
  if (!input.emailVerified && held >= limits.upcomingUnverified) return "verify-email-to-book";
  if (input.upcomingDates.filter((d) => d === input.date).length >= limits.perDay) return "booking-day-limit";
  if (held >= limits.upcoming) return "booking-upcoming-limit";
  return null;
}
