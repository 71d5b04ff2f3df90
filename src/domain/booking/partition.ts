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
  appointmentDate: string;
  status: string;
}

/**
 * docs/product.md#states: upcoming = today or later and not cancelled; history = past or completed.
 * Cancelled future bookings go to history too, so a customer always sees where a booking stands.
 */
export function partitionBookings<B extends Dated>(
  bookings: readonly B[],
  today: string,
): { upcoming: B[]; history: B[] } {
  const upcoming = bookings.filter(
    (b) => b.appointmentDate >= today && b.status !== "cancelled" && b.status !== "completed",
  );
  const history = bookings
    .filter((b) => !upcoming.includes(b))
    .sort((a, b) => b.appointmentDate.localeCompare(a.appointmentDate))
    .slice(0, HISTORY_SHOWN);
  return { upcoming, history };
}

/** Price with 2 decimals, as the dashboard and the console show a stored booking's price. */
export { formatStoredPrice as formatPrice } from "../money/format";
