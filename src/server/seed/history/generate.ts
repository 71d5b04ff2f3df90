import { cities } from "@/content/lookups";
import { areaOfCity } from "@/content/service-area";
import { site } from "@/content/site";
import { nextVisitDate } from "@/domain/booking/recurring";
import { invoiceLines, invoiceNumber, invoiceTotals } from "@/domain/payments/invoice";
import { bookingPrice } from "@/domain/pricing/booking-price";
import { quote, type ServiceType } from "@/domain/pricing/pricing";
import { HOUR_COUNT, type Job, openStarts } from "@/domain/scheduling/capacity";
import { worksOn } from "@/domain/scheduling/crews";
import { jobDurationMinutes } from "@/domain/scheduling/duration";
import { defaultHolidays } from "@/domain/scheduling/holidays";
import {
  appointmentStart,
  BOOKING_WINDOW_DAYS,
  localDate,
  suggestedInterval,
  weekdayOf,
} from "@/domain/scheduling/schedule";
import { seededRandom } from "./random";
import { type Touch, visitorTouch } from "./touch";

// Years of a five-crew business, made by the product's own rules: prices from the price table and
// bookingPrice (quotes, the recurring discount), job lengths from jobDurationMinutes, start times
// from the capacity grid (openStarts: a crew never has two jobs at once), statuses along the
// owner's workflow with their status changes, recurring series on their intervals, invoices from
// invoiceLines. Pure: the same options give the same rows.

export type Row = Record<string, unknown>;

export const HISTORY_TABLES = [
  "user",
  "profiles",
  "pricing_leads",
  "bookings",
  "booking_status_changes",
  "invoices",
  "payments",
  "outbox_messages",
  "analytics_events",
  "visitor_touches",
] as const;
export type HistoryTable = (typeof HISTORY_TABLES)[number];
export type HistoryChunk = Record<HistoryTable, Row[]>;

export interface HistoryOptions {
  seed: number;
  /** Days of history ending today (three years: 1095). */
  days: number;
  /** Multiplies the traffic: visitors, leads, their events and emails. Crews and their jobs stay. */
  scale: number;
  now: Date;
  /** The area's crews (made beforehand to five), with the weekdays each works. */
  crews: readonly { id: string; name: string; weekdays: string }[];
  /** Jobs already booked (the demo day's), so the history fits around them. */
  existingJobs: readonly { crewId: string | null; date: string; time: string; durationMinutes: number }[];
  ownerId: string | null;
  /** The invoice numbers already given, per year (the next is one more). */
  invoiceSequences: Record<number, number>;
  /** The customer of many visits (the bench's dashboard): their user id, written beforehand. */
  regular: { id: string; name: string; email: string } | null;
  /** Days between the regular customer's visits. */
  regularEveryDays: number;
}

export interface SeriesRow extends Row {
  id: string;
  user_id: string;
  original_booking_id: string;
  current_booking_id: string;
  service_type: ServiceType;
  interval_months: number;
  next_scheduled_date: string;
  is_active: boolean;
  ended_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Leads a day at scale 1, before season and weekday: about 150,000 in three years with the booked ones. */
export const LEADS_PER_DAY = 127;
/** Visitors who leave no lead, per lead. */
const BROWSERS_PER_LEAD = 2.4;
const AREA = "bay-area";
const TIME_ZONE = site.timeZone;
const DAY_MS = 86_400_000;
const MIN = 60_000;
const SEASON = [0.7, 0.75, 0.9, 1.1, 1.2, 1.1, 1.0, 1.0, 1.15, 1.25, 1.1, 0.85];
const WEEKDAY = [0.6, 1.1, 1.1, 1.1, 1.1, 1.05, 0.8];
const OWNER_EMAIL = "office@history.clearvent.example";
export const HISTORY_EMAIL_DOMAIN = "history.clearvent.example";

const FIRST = ["Ana", "Ben", "Chloe", "David", "Elena", "Farid", "Grace", "Hugo", "Iris", "Jamal", "Keiko", "Liam"];
const LAST = ["Nguyen", "Garcia", "Smith", "Chen", "Patel", "Johnson", "Kim", "Lopez", "Brown", "Singh", "Rossi"];
const STREETS = [
  "Oak St",
  "Pine Ave",
  "Market St",
  "Elm Dr",
  "Hillcrest Rd",
  "Bay View Ct",
  "Cedar Ln",
  "Mission Blvd",
];
const CUSTOMER_REASONS = [
  "Found a date that suits us better with another company.",
  "We are moving sooner than planned.",
  "Schedule conflict at work.",
  "The price is more than we budgeted.",
  "Tenant will not be home.",
  "Already had it cleaned.",
];
const OWNER_REASONS = ["Crew member off sick; customer will rebook.", "Customer asked by phone to cancel."];

const bayCities = cities.filter((c) => areaOfCity(c) === AREA);

function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}
const iso = (d: Date) => d.toISOString();
const later = (a: Date, ms: number) => new Date(a.getTime() + ms);
const min = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

interface Customer {
  id: string;
  name: string;
  email: string;
  phone: string;
  street: string;
  city: (typeof bayCities)[number];
  zip: string;
}

interface Visitor {
  id: string;
  touch: Touch;
}

interface LeadDraft extends Row {
  id: string;
  created_at: string;
  pricing_exact: number;
  /** Where the visitor came from (the attribution columns, touch.ts). */
  firstTouch: Touch;
  lastTouch: Touch;
}

const emptyChunk = (): HistoryChunk => ({
  user: [],
  profiles: [],
  pricing_leads: [],
  bookings: [],
  booking_status_changes: [],
  invoices: [],
  payments: [],
  outbox_messages: [],
  analytics_events: [],
  visitor_touches: [],
});

/**
 * The history, a week of days at a time (so three years never sit in memory at once), then
 * `finish()` for what is known only at the end (the series' last state, the invoice counters).
 */
export function historyGenerator(options: HistoryOptions) {
  const r = seededRandom(options.seed);
  const now = options.now;
  const today = localDate(now, TIME_ZONE);
  const firstDay = addDays(today, -options.days);
  const lastDay = addDays(today, BOOKING_WINDOW_DAYS);
  const holidays = new Set<string>();
  for (let y = Number(firstDay.slice(0, 4)); y <= Number(lastDay.slice(0, 4)); y++)
    for (const h of defaultHolidays(y)) holidays.add(h.date);
  const jobsByDay = new Map<string, Map<string, Job[]>>();
  for (const j of options.existingJobs) {
    if (!j.crewId) continue;
    const day = jobsByDay.get(j.date) ?? new Map<string, Job[]>();
    day.set(j.crewId, [...(day.get(j.crewId) ?? []), { time: j.time, durationMinutes: j.durationMinutes }]);
    jobsByDay.set(j.date, day);
  }
  const invoiceSeq: Record<number, number> = { ...options.invoiceSequences };
  const series: SeriesRow[] = [];
  const customers: Customer[] = [];
  const customerById = new Map<string, Customer>();
  let nextRegular = addDays(firstDay, 3);
  let chunk = emptyChunk();

  // ---- people and their traffic ----

  const event = (visitor: string, name: string, at: Date, path: string | null, props: Row = {}) => {
    chunk.analytics_events.push({
      id: r.uuid(),
      visitor_id: visitor,
      name,
      props,
      path,
      created_at: iso(at),
    });
  };

  const message = (
    kind: string,
    to: string,
    at: Date,
    subject: string,
    text: string,
    about: { lead_id?: string; booking_id?: string } = {},
  ) => {
    if (at.getTime() > now.getTime()) return;
    const failed = r.chance(0.004);
    chunk.outbox_messages.push({
      id: r.uuid(),
      kind,
      channel: "email",
      to,
      subject,
      text,
      lead_id: about.lead_id ?? null,
      booking_id: about.booking_id ?? null,
      status: failed ? "failed" : "sent",
      attempts: failed ? 7 : 1,
      next_attempt_at: iso(at),
      last_error: failed ? "550 5.1.1 mailbox unavailable" : null,
      created_at: iso(at),
      sent_at: failed ? null : iso(later(at, 3000)),
    });
  };

  function landing(): { path: string; pageType: string } {
    const city = r.pick(bayCities);
    return r.weighted([
      [{ path: `/${city.stateSlug}/${city.slug}`, pageType: "city-hub" }, 40],
      [{ path: `/${city.stateSlug}/${city.slug}/dryer-vent-cleaning`, pageType: "city-service" }, 20],
      [{ path: "/services/air-duct-cleaning", pageType: "service" }, 12],
      [{ path: "/services/dryer-vent-cleaning", pageType: "service" }, 8],
      [{ path: "/", pageType: "homepage" }, 15],
      [{ path: "/blog/how-often-clean-dryer-vent", pageType: "other" }, 5],
    ] as const);
  }

  const newVisitor = (path: string): Visitor => ({ id: r.uuid(), touch: visitorTouch(r, path) });

  /** The visitor's row of visitor_touches, as the events route keeps it: first landing, price seen. */
  function touched(visitor: Visitor, firstAt: Date, priceSeenAt: Date | null) {
    chunk.visitor_touches.push({
      visitor_id: visitor.id,
      first_touch: visitor.touch,
      last_touch: visitor.touch,
      first_at: iso(firstAt),
      last_at: iso(firstAt),
      price_seen_at: priceSeenAt ? iso(priceSeenAt) : null,
    });
  }

  function browse(visitor: Visitor, start: Date, page: { path: string; pageType: string }, pages: number) {
    event(visitor.id, "page_view", start, page.path, { page_type: page.pageType });
    for (let i = 1; i < pages; i++) {
      const next = landing();
      event(visitor.id, "page_view", later(start, i * r.int(20, 240) * 1000), next.path, { page_type: next.pageType });
    }
  }

  function newCustomer(at: Date): Customer {
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const city = r.pick(bayCities);
    const c: Customer = {
      id: r.uuid().replaceAll("-", ""),
      name: `${first} ${last}`,
      email: `${first}.${last}.${customers.length + 1}@${HISTORY_EMAIL_DOMAIN}`.toLowerCase(),
      phone: `(415) 555-${String(r.int(0, 9999)).padStart(4, "0")}`,
      street: `${r.int(10, 9999)} ${r.pick(STREETS)}`,
      city,
      zip: r.pick(city.zipCodes),
    };
    customers.push(c);
    customerById.set(c.id, c);
    const created = iso(later(at, -r.int(2, 30) * MIN));
    chunk.user.push({
      id: c.id,
      name: c.name,
      email: c.email,
      email_verified: true,
      role: "customer",
      created_at: created,
      updated_at: created,
    });
    chunk.profiles.push({
      user_id: c.id,
      full_name: c.name,
      phone: c.phone,
      default_address: null,
      created_at: created,
      updated_at: created,
    });
    return c;
  }

  function homeSize() {
    return { bedrooms: r.int(1, 5), bathrooms: r.int(1, 4), squareFeet: r.int(8, 42) * 100 };
  }

  /** A price request: the visitor's pages, the quote from the price table, the lead row and its emails. */
  function lead(
    at: Date,
    who: { name: string; email: string; phone: string; street: string; city: Customer["city"]; zip: string },
    serviceType: ServiceType,
    size: ReturnType<typeof homeSize>,
    status: string,
    bookingId: string | null,
  ): LeadDraft & { visitor: Visitor } {
    const page = landing();
    const visitor = newVisitor(page.path);
    const q = quote(serviceType, size);
    const landed = later(at, -r.int(2, 25) * MIN);
    browse(visitor, landed, page, r.int(1, 4));
    const priced = r.int(1, 3);
    for (let i = priced; i > 0; i--)
      event(visitor.id, "pricing_interaction", later(at, -i * 40_000), page.path, { service_type: serviceType });
    touched(visitor, landed, later(at, -priced * 40_000));
    event(visitor.id, "lead", at, page.path, { service_type: serviceType, value: q.exact });
    event(visitor.id, "generate_lead", at, page.path, { value: q.exact, currency: "USD" });
    const consent = r.chance(0.3);
    const row: LeadDraft & { visitor: Visitor } = {
      id: r.uuid(),
      full_name: who.name,
      phone: who.phone,
      email: who.email,
      service_type: serviceType,
      bedrooms: size.bedrooms,
      bathrooms: size.bathrooms,
      square_feet: size.squareFeet,
      pricing_exact: q.exact,
      pricing_min: q.min,
      pricing_max: q.max,
      price_table_version: q.priceTableVersion,
      address: `${who.street}, ${who.city.name}, ${who.city.state} ${who.zip}`,
      city: who.city.name,
      state: who.city.state,
      zip_code: who.zip,
      page_url: page.path,
      page_type: page.pageType,
      marketing_consent: consent,
      consent_text_version: consent ? "2026-11-marketing-v1" : null,
      consent_at: consent ? iso(at) : null,
      visitor_id: visitor.id,
      status,
      // The owner's first answer (speed to lead): minutes to hours after the request.
      first_status_change_at: status === "new" ? null : iso(min(later(at, r.int(3, 600) * MIN), now)),
      service_area: AREA,
      booking_id: bookingId,
      last_request_at: iso(at),
      created_at: iso(at),
      firstTouch: visitor.touch,
      lastTouch: r.chance(0.2) ? visitorTouch(r, page.path) : visitor.touch,
      visitor,
    };
    chunk.pricing_leads.push(row);
    message("lead-owner-notice", OWNER_EMAIL, at, `New lead: ${who.name}`, `${who.name} asked for a price.`, {
      lead_id: row.id,
    });
    if (r.chance(0.15))
      message("lead-estimate", who.email, later(at, 5 * MIN), "Your estimate", `Hello ${who.name}`, {
        lead_id: row.id,
      });
    return row;
  }

  function trafficOfDay(date: string, progress: number) {
    const dayStart = appointmentStart(date, "00:00", TIME_ZONE);
    const month = Number(date.slice(5, 7)) - 1;
    const mean =
      LEADS_PER_DAY * options.scale * (SEASON[month] ?? 1) * (WEEKDAY[weekdayOf(date)] ?? 1) * (0.85 + 0.3 * progress);
    const leads = Math.max(0, Math.round(mean * (0.85 + 0.3 * r.next())));
    // Daytime mostly: 07:00-22:00 local.
    const timeOfDay = () => later(dayStart, (7 * 60 + r.int(0, 15 * 60 - 1)) * MIN + r.int(0, 59) * 1000);
    for (let i = 0; i < leads; i++) {
      const at = timeOfDay();
      if (at.getTime() > now.getTime()) continue;
      const first = r.pick(FIRST);
      const last = r.pick(LAST);
      const city = r.pick(bayCities);
      const ageDays = (now.getTime() - at.getTime()) / DAY_MS;
      const status =
        ageDays < 2
          ? r.weighted([
              ["new", 6],
              ["contacted", 4],
            ] as const)
          : r.weighted([
              ["contacted", 3],
              ["lost", 7],
            ] as const);
      lead(
        at,
        {
          name: `${first} ${last}`,
          email: `${first}.${last}.l${r.int(1, 999_999)}@${HISTORY_EMAIL_DOMAIN}`.toLowerCase(),
          phone: `(510) 555-${String(r.int(0, 9999)).padStart(4, "0")}`,
          street: `${r.int(10, 9999)} ${r.pick(STREETS)}`,
          city,
          zip: r.pick(city.zipCodes),
        },
        r.weighted([
          ["deep", 50],
          ["standard", 38],
          ["move_out", 12],
        ] as const),
        homeSize(),
        status,
        null,
      );
    }
    const browsers = Math.round(leads * BROWSERS_PER_LEAD);
    for (let i = 0; i < browsers; i++) {
      const at = timeOfDay();
      if (at.getTime() > now.getTime()) continue;
      const page = landing();
      const visitor = newVisitor(page.path);
      browse(visitor, at, page, r.int(1, 4));
      const priced = r.chance(0.3);
      if (priced) event(visitor.id, "pricing_interaction", later(at, 90_000), page.path, { service_type: "deep" });
      touched(visitor, at, priced ? later(at, 90_000) : null);
      if (r.chance(0.15)) event(visitor.id, "service_interaction", later(at, 60_000), page.path, {});
    }
  }

  // ---- the crews' days ----

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
      size: ReturnType<typeof homeSize>;
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
    chunk.bookings.push(booking);
    chunk.booking_status_changes.push(...changes);

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
    if (rescheduled)
      message("booking-rescheduled", c.email, later(createdAt, 30 * MIN), `Moved to ${when}`, `Hello ${c.name}`, about);
    if (status === "cancelled")
      message("booking-cancelled", c.email, updatedAt, `Cancelled: ${when}`, `Hello ${c.name}`, about);
    else message("booking-reminder", c.email, later(start, -DAY_MS), `Tomorrow: ${when}`, `Hello ${c.name}`, about);
    if (completedAt) {
      message("visit-completed", c.email, completedAt, "Your visit report", `Hello ${c.name}`, about);
      invoice(booking, completedAt);
    }
    return true;
  }

  function invoice(booking: Row, issuedAt: Date) {
    const year = Number(localDate(issuedAt, TIME_ZONE).slice(0, 4));
    const sequence = (invoiceSeq[year] ?? 0) + 1;
    invoiceSeq[year] = sequence;
    const lines = invoiceLines({
      serviceType: String(booking.service_type),
      bedrooms: Number(booking.bedrooms),
      bathrooms: Number(booking.bathrooms),
      squareFeet: Number(booking.square_feet),
      priceExact: String(booking.price_exact),
      discountAmount: Number(booking.discount_amount),
      discountLabel: (booking.discount_label as string | null) ?? null,
    });
    const totals = invoiceTotals(lines, 0);
    const method = r.weighted([
      ["stripe", 40],
      ["card_reader", 35],
      ["cash", 10],
      ["check", 15],
    ] as const);
    const paidAt = later(issuedAt, method === "stripe" ? r.int(60, 4 * 24 * 60) * MIN : r.int(0, 10) * MIN);
    const paid = paidAt.getTime() <= now.getTime() && r.chance(0.97);
    const id = r.uuid();
    chunk.invoices.push({
      id,
      booking_id: booking.id,
      user_id: booking.user_id,
      number: invoiceNumber(year, sequence),
      year,
      sequence,
      lines,
      subtotal_cents: totals.subtotalCents,
      tax_rate_bps: totals.taxRateBps,
      tax_cents: totals.taxCents,
      total_cents: totals.totalCents,
      status: paid ? "paid" : "open",
      paid_cents: paid ? totals.totalCents : 0,
      paid_at: paid ? iso(paidAt) : null,
      issued_at: iso(issuedAt),
    });
    const email = customerById.get(String(booking.user_id))?.email ?? OWNER_EMAIL;
    message("invoice", email, issuedAt, `Invoice ${invoiceNumber(year, sequence)}`, "Your invoice", {
      booking_id: String(booking.id),
    });
    if (!paid) return;
    chunk.payments.push({
      id: r.uuid(),
      invoice_id: id,
      method,
      amount_cents: totals.totalCents,
      check_number: method === "check" ? String(r.int(1000, 9999)) : null,
      stripe_payment_intent_id: method === "stripe" ? `pi_history_${id.replaceAll("-", "")}` : null,
      fee_cents: method === "stripe" ? Math.round(totals.totalCents * 0.029) + 30 : null,
      status: "succeeded",
      recorded_by: method === "stripe" ? null : options.ownerId,
      recorded_at: iso(paidAt),
    });
    message("payment-receipt", email, paidAt, "Payment received", "Thank you", { booking_id: String(booking.id) });
  }

  function crewDay(date: string) {
    const weekday = weekdayOf(date);
    const crewIds = options.crews.filter((c) => worksOn(c.weekdays, weekday)).map((c) => c.id);
    if (crewIds.length === 0 || holidays.has(date)) return;
    const jobs = jobsByDay.get(date) ?? new Map<string, Job[]>();
    jobsByDay.delete(date);
    const daysAhead = (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
    if (daysAhead >= BOOKING_WINDOW_DAYS) return;
    // The series that have come due: their customers book the next visit (most of them).
    for (const s of series) {
      if (!s.is_active || s.next_scheduled_date > date) continue;
      if (r.chance(0.12)) {
        s.is_active = false;
        s.ended_at = iso(appointmentStart(date, "09:00", TIME_ZONE));
        continue;
      }
      const customer = customerById.get(s.user_id);
      if (customer) book(date, jobs, crewIds, { customer, serviceType: s.service_type, size: homeSize(), series: s });
    }
    if (options.regular && date >= nextRegular && daysAhead < BOOKING_WINDOW_DAYS) {
      const regular = regularCustomer(options.regular);
      if (
        book(date, jobs, crewIds, {
          customer: regular,
          serviceType: "deep",
          size: { bedrooms: 3, bathrooms: 2, squareFeet: 1800 },
        })
      )
        nextRegular = addDays(date, options.regularEveryDays);
    }
    // Further ahead, fewer days are already booked.
    const fill = 0.92 * (daysAhead <= 0 ? 1 : Math.max(0, 1 - daysAhead / (BOOKING_WINDOW_DAYS + 5)));
    const minutesPerCrew = HOUR_COUNT * 60;
    for (const crewId of crewIds) {
      let misses = 0;
      while (misses < 3) {
        const booked = (jobs.get(crewId) ?? []).reduce((s, j) => s + j.durationMinutes, 0);
        if (booked / minutesPerCrew >= fill) break;
        const serviceType = r.weighted([
          ["deep", 62],
          ["standard", 29],
          ["move_out", 9],
        ] as const);
        const returning = customers.length > 20 && r.chance(0.12);
        const at = appointmentStart(date, "08:00", TIME_ZONE);
        const customer = returning ? (r.pick(customers) as Customer) : newCustomer(later(at, -20 * DAY_MS));
        const recurring = r.chance(serviceType === "deep" ? 0.2 : 0.08)
          ? suggestedInterval(serviceType).months
          : undefined;
        const ok = book(date, jobs, [crewId], {
          customer,
          serviceType,
          size: homeSize(),
          recurring,
          fromLead: r.chance(0.45),
        });
        if (!ok) misses++;
      }
    }
  }

  let regularRow: Customer | null = null;
  function regularCustomer(who: { id: string; name: string; email: string }): Customer {
    if (regularRow) return regularRow;
    const city = bayCities[0] as Customer["city"];
    regularRow = { ...who, phone: "(415) 555-0140", street: "1 Regular Way", city, zip: city.zipCodes[0] ?? "94000" };
    customers.push(regularRow);
    customerById.set(regularRow.id, regularRow);
    return regularRow;
  }

  function* chunks(): Generator<HistoryChunk> {
    const total = Math.max(1, options.days);
    let n = 0;
    for (let date = firstDay; date <= lastDay; date = addDays(date, 1)) {
      if (date <= today) trafficOfDay(date, n / total);
      crewDay(date);
      n++;
      if (n % 7 === 0) {
        yield chunk;
        chunk = emptyChunk();
      }
    }
    yield chunk;
    chunk = emptyChunk();
  }

  return {
    chunks,
    /** After the chunks: every series as it stands now, and the invoice numbers given per year. */
    finish: () => ({ series, invoiceSequences: invoiceSeq }),
  };
}
