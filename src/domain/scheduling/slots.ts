// The booking's fixed figures, apart from the date arithmetic in schedule.ts so a browser page
// that needs only these (the booking form) does not carry the time-zone library.

/** docs/product.md#booking: the eight start times (local time at the service address). */
export const TIME_SLOTS = ["08:00", "09:00", "10:00", "11:00", "13:00", "14:00", "15:00", "16:00"] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const BOOKING_WINDOW_DAYS = 30;
export const RECURRING_INTERVALS = [6, 12, 18, 24, 36] as const;
export type RecurringInterval = (typeof RECURRING_INTERVALS)[number];
export const DEFAULT_RECURRING_INTERVAL: RecurringInterval = 12;
export const CHANGE_CUTOFF_HOURS = 24;

/**
 * A booking made by mistake (wrong day, a double booking, a change of mind at once) may be
 * cancelled within this long of making it, even when the visit is less than 24 hours away. The
 * owner has had no time to plan the crew around it, and the alternative is a phone call.
 */
export const CANCEL_GRACE_MINUTES = 60;
