import { HOUR_COUNT, type Job } from "@/domain/scheduling/capacity";
import { worksOn } from "@/domain/scheduling/crews";
import { defaultHolidays } from "@/domain/scheduling/holidays";
import {
  appointmentStart,
  BOOKING_WINDOW_DAYS,
  localDate,
  suggestedInterval,
  weekdayOf,
} from "@/domain/scheduling/schedule";
import {
  addDays,
  bayCities,
  type Customer,
  DAY_MS,
  emptyChunk,
  type History,
  type HistoryChunk,
  type HistoryOptions,
  iso,
  later,
  TIME_ZONE,
} from "./history";
import { seededRandom } from "./random";
import { traffic } from "./traffic";
import { visits } from "./visits";

// Years of a five-crew business, made by the product's own rules: prices from the price table and
// bookingPrice (quotes, the recurring discount), job lengths from jobDurationMinutes, start times
// from the capacity grid (openStarts: a crew never has two jobs at once), statuses along the
// owner's workflow with their status changes, recurring series on their intervals, invoices from
// invoiceLines. Pure: the same options give the same rows.

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
  const h: History = {
    options,
    r,
    now,
    chunk: emptyChunk(),
    series: [],
    customers: [],
    customerById: new Map(),
    invoiceSeq: { ...options.invoiceSequences },
  };
  const { series, customers, customerById, invoiceSeq } = h;
  const { lead, newCustomer, homeSize, trafficOfDay } = traffic(h);
  const book = visits(h, { lead });
  let nextRegular = addDays(firstDay, 3);

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
          serviceType: "dryer_vent",
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
          ["dryer_vent", 62],
          ["air_duct", 29],
          ["duct_and_dryer", 9],
        ] as const);
        const returning = customers.length > 20 && r.chance(0.12);
        const at = appointmentStart(date, "08:00", TIME_ZONE);
        const customer = returning ? (r.pick(customers) as Customer) : newCustomer(later(at, -20 * DAY_MS));
        const recurring = r.chance(serviceType === "dryer_vent" ? 0.2 : 0.08)
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
        yield h.chunk;
        h.chunk = emptyChunk();
      }
    }
    yield h.chunk;
    h.chunk = emptyChunk();
  }

  return {
    chunks,
    /** After the chunks: every series as it stands now, and the invoice numbers given per year. */
    finish: () => ({ series, invoiceSequences: invoiceSeq }),
  };
}
