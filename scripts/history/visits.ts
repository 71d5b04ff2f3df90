import { nextVisitDate } from "@/domain/booking/recurring";
import { bookingPrice } from "@/domain/pricing/booking-price";
import { quote, type ServiceType } from "@/domain/pricing/pricing";
import { HOUR_COUNT, type Job, openStarts } from "@/domain/scheduling/capacity";
import { jobDurationMinutes } from "@/domain/scheduling/duration";
import { appointmentStart, BOOKING_WINDOW_DAYS, localDate } from "@/domain/scheduling/schedule";
import {
  AREA,
  type Customer,
  DAY_MS,
  type History,
  iso,
  later,
  MIN,
  min,
  type Row,
  recorders,
  type SeriesRow,
  TIME_ZONE,
} from "./history";
import { invoicing } from "./invoices";
import { historyMove } from "./moves";
import type { HomeSize, traffic } from "./traffic";

// A booking on a crew's day and everything that followed it up to now: its place in the capacity
// grid, its lead, price, status changes, series, events and emails, and its invoice once done.

const CUSTOMER_REASONS = [
  "Found a date that suits us better with another company.",
  "We are moving sooner than planned.",
  "Schedule conflict at work.",
  "The price is more than we budgeted.",
  "Tenant will not be home.",
  "Already had it cleaned.",
];
const OWNER_REASONS = ["Crew member off sick; customer will rebook.", "Customer asked by phone to cancel."];

export function visits(h: History, { lead }: Pick<ReturnType<typeof traffic>, "lead">) {
  const { r, now, options, series } = h;
  const { event, message } = recorders(h);
  const invoice = invoicing(h);

  const crewHours = Array.from({ length: HOUR_COUNT }, () => 1);

  interface Placement {
    crewId: string;
    time: string;
  }

  /** The first crew of the day with room for the job, at its earliest open start (openStarts). */
  function place(jobs: Map<string, Job[]>, durationMinutes: number, crewIds: string[]): Placement | null {
    for (const crewId of crewIds) {
      const starts = openStarts(jobs.get(crewId) ?? [], crewHours, durationMinutes);
      if (starts[0]) return { crewId, time: starts.length > 1 && r.chance(0.25) ? (starts[1] as string) : starts[0] };
    }
    return null;
  }

  /** One booking with everything that followed it up to `now`. */
  function book(
    date: string,
    jobs: Map<string, Job[]>,
    crewIds: string[],
    kind: {
      customer: Customer;
      serviceType: ServiceType;
      size: HomeSize;
      series?: SeriesRow;
      recurring?: number;
      fromLead?: boolean;
    },
  ): boolean {
    const durationMinutes = jobDurationMinutes(kind.serviceType, kind.size.squareFeet);
    const spot = place(jobs, durationMinutes, crewIds);
    if (!spot) return false;
    const start = appointmentStart(date, spot.time, TIME_ZONE);
    const end = later(start, durationMinutes * MIN);
    const daysAhead = (start.getTime() - now.getTime()) / DAY_MS;
    // Booked within the window before the visit, and never after now.
    const windowMs = Math.min(BOOKING_WINDOW_DAYS - 1, Math.max(1, BOOKING_WINDOW_DAYS - 1 - daysAhead)) * DAY_MS;
    const createdAt = min(
      later(start, -(DAY_MS + r.next() * (windowMs - DAY_MS / 2))),
      later(now, -r.int(1, 600) * MIN),
    );
    if (createdAt.getTime() >= start.getTime()) return false;
    const id = r.uuid();
    const c = kind.customer;
    const visitorLead = kind.fromLead
      ? lead(later(createdAt, -r.int(10, 3 * 24 * 60) * MIN), c, kind.serviceType, kind.size, "booked", id)
      : null;
    const price = bookingPrice({
      tablePrice: quote(kind.serviceType, kind.size).exact,
      quote: visitorLead
        ? { price: visitorLead.pricing_exact, quotedAt: new Date(visitorLead.created_at), matches: true }
        : null,
      recurring: kind.series !== undefined,
      now: createdAt,
    });
    const cancelled = daysAhead > 0 ? r.chance(0.03) : r.chance(0.11);
    const rescheduled = !cancelled && r.chance(0.06);
    const confirmAt = min(later(createdAt, r.int(5, 20 * 60) * MIN), later(start, -MIN));
    const changes: Row[] = [];
    const change = (from: string, to: string, at: Date, by: string | null) =>
      changes.push({
        id: r.uuid(),
        booking_id: id,
        from_status: from,
        to_status: to,
        changed_by: by,
        changed_at: iso(at),
      });
    let status = "pending";
    let sequence = 0;
    let updatedAt = createdAt;
    let cancelReason: string | null = null;
    let completedAt: Date | null = null;
    if (cancelled) {
      const latest = min(later(start, -DAY_MS), now);
      const cancelAt = later(createdAt, Math.max(60_000, r.next() * (latest.getTime() - createdAt.getTime())));
      if (confirmAt.getTime() < cancelAt.getTime() && confirmAt.getTime() <= now.getTime()) {
        change("pending", "confirmed", confirmAt, options.ownerId);
        status = "confirmed";
        sequence++;
      }
      const byOwner = r.chance(0.25);
      change(status, "cancelled", cancelAt, byOwner ? options.ownerId : null);
      status = "cancelled";
      sequence++;
      cancelReason = byOwner ? r.pick(OWNER_REASONS) : r.chance(0.7) ? r.pick(CUSTOMER_REASONS) : null;
      updatedAt = cancelAt;
    } else {
      jobs.set(spot.crewId, [...(jobs.get(spot.crewId) ?? []), { time: spot.time, durationMinutes }]);
      if (confirmAt.getTime() <= now.getTime()) {
        change("pending", "confirmed", confirmAt, options.ownerId);
        status = "confirmed";
        sequence++;
        updatedAt = confirmAt;
      }
      if (status === "confirmed" && start.getTime() <= now.getTime()) {
        change("confirmed", "in_progress", start, null);
        status = "in_progress";
        updatedAt = start;
      }
      const doneAt = later(end, -r.int(0, 30) * MIN);
      if (status === "in_progress" && doneAt.getTime() <= now.getTime()) {
        change("in_progress", "completed", doneAt, null);
        status = "completed";
        completedAt = doneAt;
        updatedAt = doneAt;
      }
      if (rescheduled) sequence++;
    }
    // A first recurring booking starts a series; a series' visit carries it on.
    let seriesId: string | null = kind.series?.id ?? null;
    const interval = kind.series?.interval_months ?? kind.recurring ?? null;
    if (!kind.series && kind.recurring && !cancelled) {
      seriesId = r.uuid();
      series.push({
        id: seriesId,
        user_id: c.id,
        original_booking_id: id,
        current_booking_id: id,
        service_type: kind.serviceType,
        interval_months: kind.recurring,
        next_scheduled_date: nextVisitDate(date, kind.recurring),
        is_active: true,
        ended_at: null,
        created_at: iso(createdAt),
        updated_at: iso(createdAt),
      });
    }
    if (kind.series) {
      kind.series.current_booking_id = id;
      kind.series.next_scheduled_date = nextVisitDate(date, kind.series.interval_months);
      kind.series.updated_at = iso(createdAt);
    }
    const adjustment = price.adjustment;
    const booking: Row = {
      id,
      user_id: c.id,
      service_type: kind.serviceType,
      appointment_date: date,
      appointment_time: spot.time,
      address: `${c.street}, ${c.city.name}, ${c.city.state} ${c.zip}`,
      city: c.city.name,
      state: c.city.state,
      zip_code: c.zip,
      bedrooms: kind.size.bedrooms,
      bathrooms: kind.size.bathrooms,
      square_feet: kind.size.squareFeet,
      price_exact: price.exact.toFixed(2),
      status,
      is_recurring: interval !== null,
      recurring_interval_months: interval,
      notes: r.chance(0.2) ? "Gate code 1234; dog in the yard." : null,
      customer_phone: c.phone,
      duration_minutes: durationMinutes,
      service_area: AREA,
      time_zone: TIME_ZONE,
      price_table_version: quote(kind.serviceType, kind.size).priceTableVersion,
      sequence,
      cancel_reason: cancelReason,
      discount_kind: adjustment?.kind ?? null,
      discount_label: adjustment?.label ?? null,
      discount_amount: adjustment?.amount ?? 0,
      lead_id: visitorLead?.id ?? null,
      first_touch: visitorLead?.firstTouch ?? null,
      last_touch: visitorLead?.lastTouch ?? null,
      series_id: seriesId,
      crew_id: spot.crewId,
      created_at: iso(createdAt),
      updated_at: iso(updatedAt),
      firstTouch: visitorLead?.firstTouch ?? null,
      lastTouch: visitorLead?.lastTouch ?? null,
    };
    h.chunk.bookings.push(booking);
    h.chunk.booking_status_changes.push(...changes);

    // The visitor's booking steps and conversion, the customer's emails.
    const visitor = visitorLead?.visitor.id ?? r.uuid();
    for (let step = 1; step <= 3; step++)
      event(visitor, "booking_step", later(createdAt, (step - 4) * 45_000), "/book-service", { step });
    event(visitor, "book_service", createdAt, "/book-service", {
      service_type: kind.serviceType,
      value: price.exact,
      currency: "USD",
    });
    const about = { booking_id: id };
    const when = `${date} ${spot.time}`;
    message(
      "booking-confirmation",
      c.email,
      createdAt,
      `Visit requested for ${when}`,
      `Hello ${c.name}, ${booking.address}`,
      about,
    );
    if (sequence > 0 && status !== "cancelled")
      message("booking-confirmed", c.email, confirmAt, `Confirmed: ${when}`, `Hello ${c.name}`, about);
    const movedAt = later(createdAt, 30 * MIN);
    if (rescheduled && movedAt.getTime() <= now.getTime()) {
      message("booking-rescheduled", c.email, movedAt, `Moved to ${when}`, `Hello ${c.name}`, about);
      const move = historyMove(
        {
          id,
          date,
          time: spot.time,
          durationMinutes,
          customerId: c.id,
          createdDay: localDate(createdAt, TIME_ZONE),
          movedAt,
        },
        options.ownerId,
      );
      if (move) h.chunk.booking_moves.push(move);
    }
    if (status === "cancelled")
      message("booking-cancelled", c.email, updatedAt, `Cancelled: ${when}`, `Hello ${c.name}`, about);
    else message("booking-reminder", c.email, later(start, -DAY_MS), `Tomorrow: ${when}`, `Hello ${c.name}`, about);
    if (completedAt) {
      message("visit-completed", c.email, completedAt, "Your visit report", `Hello ${c.name}`, about);
      invoice(booking, completedAt);
    }
    return true;
  }

  return book;
}
