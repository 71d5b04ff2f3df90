import { localDate } from "../scheduling/schedule";

export const STATUS_LABELS = {
  pending: "Pending",
  confirmed: "Confirmed",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
} as const;

export type BookingStatus = keyof typeof STATUS_LABELS;
/** Every booking status, in workflow order: the database check is built from this list. */
export const BOOKING_STATUSES = Object.keys(STATUS_LABELS) as BookingStatus[];
export const HISTORY_SHOWN = 5;

interface Dated {
  /** The calendar date in the booking's own zone. */
  appointmentDate: string;
  status: string;
  /** The service address's zone: "today" is this zone's date, not the business's. */
  timeZone: string;
}

/** Whether the booking's date is today or later where the job is (a New York visit is past at 23:30 Pacific of its day). */
export function isOnOrAfterToday(booking: Omit<Dated, "status">, now: Date): boolean {
  return booking.appointmentDate >= localDate(now, booking.timeZone);
}

/**
 * docs/product.md#states: upcoming = today or later (in the booking's zone) and not cancelled;
 * history = past or completed. Cancelled future bookings go to history too, so a customer always
 * sees where a booking stands.
 */
export function partitionBookings<B extends Dated>(bookings: readonly B[], now: Date): { upcoming: B[]; history: B[] } {
  const upcoming = bookings.filter(
    (b) => isOnOrAfterToday(b, now) && b.status !== "cancelled" && b.status !== "completed",
  );
  const history = bookings
    .filter((b) => !upcoming.includes(b))
    .sort((a, b) => b.appointmentDate.localeCompare(a.appointmentDate))
    .slice(0, HISTORY_SHOWN);
  return { upcoming, history };
}

/** Price with 2 decimals, as the dashboard and the console show a stored booking's price. */
export { formatStoredPrice as formatPrice } from "../money/format";
