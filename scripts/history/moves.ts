import { CUSTOMER_MOVE_REASONS, MOVE_REASONS, type MoveReason } from "@/domain/booking/move-reasons";
import { addDaysToDate } from "@/domain/insights/metrics";
import { appointmentStart, canChangeBooking } from "@/domain/scheduling/schedule";
import { iso, type Row, TIME_ZONE } from "./history";
import { seededRandom } from "./random";

// The move behind a history booking's "booking rescheduled" email (booking_moves, migration 0023):
// from where the booking first was to where it ended up, at the email's instant, so the weekly
// reschedule counts (the emails) and "why bookings were moved" (these rows) tell one story. A
// customer moves only a visit that both starts and lands past the change cutoff
// (canChangeBooking) and gives one of the customer's reasons or none; otherwise the owner moved
// it, for any reason of the list, the crew's most often. Drawn from a stream of the booking's own
// (its id), so adding moves leaves every other row of a seed as it was.

const hash = (text: string) => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

/** The owner moves mostly for the crew, else for what the customer said on the phone. */
const OWNER_WEIGHTS: readonly (readonly [MoveReason, number])[] = MOVE_REASONS.map((m) => [
  m.id,
  m.id === "crew" ? 5 : m.id === "customer-conflict" ? 2 : 1,
]);

export interface MovedBooking {
  id: string;
  date: string;
  time: string;
  durationMinutes: number;
  customerId: string;
  /** The local day the booking was made, and when the move happened (after it, before the visit). */
  createdDay: string;
  movedAt: Date;
}

/** The booking_moves row of a moved booking, or null when no earlier slot fits the rules. */
export function historyMove(b: MovedBooking, ownerId: string | null): Row | null {
  const r = seededRandom(hash(b.id));
  const lastHour = 18 - Math.ceil(b.durationMinutes / 60);
  const fromTime = `${String(r.int(8, Math.max(8, lastHour))).padStart(2, "0")}:00`;
  const shift = r.int(1, 10) * (r.chance(0.5) ? 1 : -1);
  let fromDate = addDaysToDate(b.date, shift);
  if (fromDate <= b.createdDay) fromDate = addDaysToDate(b.date, Math.abs(shift));
  const fromStart = appointmentStart(fromDate, fromTime, TIME_ZONE);
  const toStart = appointmentStart(b.date, b.time, TIME_ZONE);
  if (fromStart.getTime() <= b.movedAt.getTime() || toStart.getTime() <= b.movedAt.getTime()) return null;
  const customerMay = canChangeBooking(fromStart, b.movedAt) && canChangeBooking(toStart, b.movedAt);
  const byCustomer = customerMay && r.chance(0.75);
  const reason = r.chance(byCustomer ? 0.2 : 0.1)
    ? null
    : byCustomer
      ? r.pick(CUSTOMER_MOVE_REASONS).id
      : r.weighted(OWNER_WEIGHTS);
  return {
    id: r.uuid(),
    booking_id: b.id,
    from_date: fromDate,
    from_time: fromTime,
    to_date: b.date,
    to_time: b.time,
    moved_by: byCustomer ? "customer" : "owner",
    reason,
    changed_by: byCustomer ? b.customerId : ownerId,
    moved_at: iso(b.movedAt),
  };
}
