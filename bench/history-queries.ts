// The data each owner page, the open times, a booking, the customer dashboard of the history's
// regular customer and the outbox worker's pass read, called in process against DATABASE_URL (a
// database filled by `npm run db:seed-history`), N times each: p50/p95 wall time and this
// process's CPU per call. The HTTP rows (rendering included) are bench/history.mjs's; this one
// isolates the queries, so 1 year and 3 years can be compared on a busy machine, and with
// --explain prints EXPLAIN (ANALYZE, BUFFERS) of every statement slower than --slow-ms.
//   DATABASE_URL=... npx tsx --import ./scripts/no-server-only.mjs bench/history-queries.ts [--runs 20] [--explain] [--json out.json]
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { eq, sql } from "drizzle-orm";
import { site } from "@/content/site";
import { bookingInputSchema } from "@/domain/booking/booking-input";
import { partitionBookings } from "@/domain/booking/partition";
import { weekDates, weekStart } from "@/domain/dispatch/week";
import { suggestRoute } from "@/domain/geo/route";
import { readFilters } from "@/domain/insights/filters";
import { crewsOnDuty } from "@/domain/scheduling/crews";
import { routeTimes } from "@/domain/scheduling/route-times";
import { appointmentStart, canChangeBooking, localDate } from "@/domain/scheduling/schedule";
import { availabilityOverview } from "@/server/admin/availability-overview";
import { messagesForBookings } from "@/server/admin/booking-messages";
import { dashboardFigures } from "@/server/admin/dashboard-figures";
import { daySchedule } from "@/server/admin/day-schedule";
import { experimentReport } from "@/server/admin/experiment-report";
import { bookingsPage } from "@/server/admin/list-bookings";
import { leadsPage } from "@/server/admin/list-leads";
import { failingMessages, outboxCounts } from "@/server/admin/outbox-report";
import { ownerDay } from "@/server/admin/owner-day";
import { vitalsByPageKind } from "@/server/analytics/vitals-report";
import { availabilityForAddress } from "@/server/bookings/availability";
import { createBooking } from "@/server/bookings/create-booking";
import { listBookings } from "@/server/bookings/list-bookings";
import { listOpenSlots } from "@/server/bookings/list-open-slots";
import { getBusinessFacts } from "@/server/business-facts/business-facts";
import { listCrews } from "@/server/crews/list-crews";
import { readCustomer } from "@/server/customers/read-customer";
import { searchCustomers } from "@/server/customers/search-customers";
import { closeDb, getDb } from "@/server/db/client";
import { newsletterSubscribers, pricingLeads, user } from "@/server/db/schema";
import { dayMap } from "@/server/dispatch/day-map";
import { loadDriveSettings } from "@/server/dispatch/drive-settings";
import { weekBoard } from "@/server/dispatch/week-board";
import { insightsData } from "@/server/insights/insights-tables";
import { runOutboxOnce } from "@/server/outbox/deliver-batch";
import { customerInvoices } from "@/server/payments/customer-invoices";
import { extrasView } from "@/server/payments/extras-view";
import { moneyView } from "@/server/payments/money-view";
import { getProfile } from "@/server/profiles/profile";
import { listSeries } from "@/server/recurring/list-series";
import { listReviewsForOwner } from "@/server/reviews/moderate-review";
import { photosForOwner } from "@/server/reviews/work-photos";
import { stepTimes } from "@/server/technician/step-times";
import { reportsForBookings } from "@/server/visits/visit-report-view";
import { REGULAR_CUSTOMER } from "../scripts/history/seed-history";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "20" },
    json: { type: "string" },
    only: { type: "string" },
  },
});
const RUNS = Number(values.runs);
const AREA = "bay-area";

const db = await getDb();
const now = new Date();
const today = localDate(now, site.timeZone);
const [regular] = await db.select({ id: user.id }).from(user).where(eq(user.email, REGULAR_CUSTOMER.email));
if (!regular) throw new Error("No history here: run npm run db:seed-history first.");
const [someLead] = await db.select({ id: pricingLeads.id }).from(pricingLeads).limit(1);

// Eight homes across the Bay Area in a zigzag, from the business's address (decision 0036).
const ROUTE_START = { lat: 37.7725, lng: -122.4147 };
const ROUTE_STOPS = [
  [37.3382, -121.8863],
  [37.8044, -122.2712],
  [37.4419, -122.143],
  [37.9735, -122.5311],
  [37.563, -122.3255],
  [37.8716, -122.2727],
  [37.6879, -122.4702],
  [37.5485, -121.9886],
].map(([lat, lng]) => ({ lat: lat as number, lng: lng as number }));

const targets: [string, () => Promise<unknown>][] = [
  [
    "/admin (dashboard)",
    () => Promise.all([ownerDay(db, new Date()), dashboardFigures(db, new Date()), outboxCounts(db)]),
  ],
  [
    "/admin/availability",
    async () => {
      const o = await availabilityOverview(db, { now: new Date() });
      await listOpenSlots(
        db,
        o.conflicts.map((c) => c.booking),
        { now: new Date() },
      );
    },
  ],
  [
    "/admin/bookings",
    async () => {
      const [schedule, list] = await Promise.all([daySchedule(db, AREA, today), bookingsPage(db, {}, null)]);
      const shown = list.rows.map((r) => r.booking.id);
      await Promise.all([
        messagesForBookings(db, shown),
        reportsForBookings(db, shown),
        stepTimes(
          db,
          schedule.jobs.map((j) => j.booking),
        ),
      ]);
    },
  ],
  ["/admin/business-facts", () => getBusinessFacts(db)],
  ["/admin/dispatch (this week, five crews)", () => weekBoard(db, AREA, weekDates(weekStart(today)))],
  [
    // Decision 0043: the day view adds the map's read and the owner's drive figures.
    "/admin/dispatch?view=day (board, map, drive settings)",
    () => Promise.all([weekBoard(db, AREA, [today]), dayMap(db, AREA, today), loadDriveSettings(db)]),
  ],
  ["/admin/crews", () => listCrews(db, AREA, { now: new Date() })],
  ["/admin/experiments", () => experimentReport(db)],
  [
    "/admin/insights (12 weeks)",
    () => insightsData(db, readFilters({}, new Date(), site.timeZone).filters, new Date()),
  ],
  ["/admin/leads", () => leadsPage(db, {}, null)],
  [
    "/admin/leads/[id]",
    () =>
      db
        .select()
        .from(pricingLeads)
        .where(eq(pricingLeads.id, someLead?.id ?? "")),
  ],
  ["/admin/money", () => Promise.all([moneyView(db), extrasView(db, null)])],
  ["/admin/outbox", () => Promise.all([outboxCounts(db), failingMessages(db)])],
  [
    "/admin/reviews",
    async () => {
      const rows = await listReviewsForOwner(db);
      await photosForOwner(
        db,
        rows.filter((r) => r.review.photoConsent).map((r) => r.review.bookingId),
      );
    },
  ],
  ["/admin/speed", () => vitalsByPageKind(db, new Date())],
  ["/admin/subscribers", () => db.select().from(newsletterSubscribers).limit(500)],
  [
    "POST /api/bookings/availability (open times)",
    () =>
      availabilityForAddress(
        db,
        { address: { city: "Oakland", state: "CA", zip: "94610" }, serviceType: "dryer_vent", squareFeet: 1500 },
        { now: new Date() },
      ),
  ],
  [
    // Decision 0036: the far end of the area, 2 h 15 min from the start point, so the drive decides.
    "POST /api/bookings/availability (open times, drive time, San Jose)",
    () =>
      availabilityForAddress(
        db,
        { address: { city: "San Jose", state: "CA", zip: "95112" }, serviceType: "dryer_vent", squareFeet: 1500 },
        { now: new Date() },
      ),
  ],
  [
    "route suggestion (8 jobs, in process)",
    async () => {
      const order = suggestRoute(ROUTE_START, ROUTE_STOPS);
      const [crew] = crewsOnDuty({
        crews: [{ id: "c", name: "Crew 1", weekdays: "1111111", staffed: true }],
        weekday: 3,
        holiday: false,
        closures: [],
      });
      if (crew)
        routeTimes(
          crew,
          order.map((i) => ({ time: "08:00", durationMinutes: 60, at: ROUTE_STOPS[i] })),
        );
    },
  ],
  [
    "/customer-dashboard (40 visits)",
    async () => {
      const [bookings] = await Promise.all([
        listBookings(db, regular.id),
        getProfile(db, regular.id),
        listSeries(db, regular.id),
      ]);
      const n = new Date();
      const { upcoming, history } = partitionBookings(bookings, n);
      const changeable = upcoming.filter((b) =>
        canChangeBooking(appointmentStart(b.appointmentDate, b.appointmentTime, b.timeZone), n),
      );
      await Promise.all([
        listOpenSlots(db, changeable, { now: n }),
        reportsForBookings(
          db,
          history.filter((b) => b.status === "completed").map((b) => b.id),
        ),
        customerInvoices(db, regular.id),
      ]);
    },
  ],
  // The office: the customer search as typed, and the customer page of the customer
  // with 40 visits.
  ["customer search (four phone digits)", () => searchCustomers(db, "0140")],
  ["customer search (a name)", () => searchCustomers(db, "elena")],
  ["customer search (a street)", () => searchCustomers(db, "oak")],
  ["/admin/customers/[id] (40 visits)", () => readCustomer(db, regular.id)],
];

// A booking: a new customer each time (the account limits are the customer's), the first open
// start of the area's window for a dryer vent job.
let booked = 0;
targets.push([
  "booking (createBooking)",
  async () => {
    booked++;
    const id = `bench-${process.pid}-${booked}`;
    await db.insert(user).values({ id, name: "Bench Customer", email: `${id}@bench.example`, emailVerified: true });
    const open = await availabilityForAddress(
      db,
      { address: { city: "Oakland", state: "CA", zip: "94610" }, serviceType: "dryer_vent", squareFeet: 1500 },
      { now: new Date() },
    );
    const day = open.ok ? open.days[0] : undefined;
    if (!day) throw new Error("no open time left for the bench booking");
    const result = await createBooking(
      db,
      id,
      bookingInputSchema.parse({
        serviceType: "dryer_vent",
        appointmentDate: day.date,
        appointmentTime: day.starts[0] as string,
        address: { street: "12 Bench St", city: "Oakland", state: "CA", zip: "94610" },
        phone: "(510) 555-0100",
        bedrooms: 2,
        bathrooms: 1,
        squareFeet: 1500,
        isRecurring: false,
        notes: "",
        idempotencyKey: randomUUID(),
      }),
      { now: new Date(), limits: "off" },
    );
    if (!result.ok) throw new Error(`booking refused: ${result.reason}`);
  },
]);
targets.push([
  "outbox worker pass (10 due among all sent)",
  async () => {
    await db.execute(sql`insert into outbox_messages (kind, "to", subject, text)
      select 'lead-owner-notice', 'owner@bench.example', 'Bench', 'Bench' from generate_series(1, 10)`);
    await runOutboxOnce(db, new Date(), async () => {});
  },
]);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

const rows: { name: string; p50: number; p95: number; cpuMs: number }[] = [];
const load = os.loadavg().map((l) => l.toFixed(2));
for (const [name, run] of targets) {
  if (values.only && !name.includes(values.only)) continue;
  await run(); // plans and caches warm
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const row = {
    name,
    p50: Math.round(percentile(times, 50) * 10) / 10,
    p95: Math.round(percentile(times, 95) * 10) / 10,
    cpuMs: Math.round(((used.user + used.system) / 1000 / RUNS) * 10) / 10,
  };
  rows.push(row);
  console.log(`  ${name}: p50 ${row.p50} ms, p95 ${row.p95} ms, app CPU ${row.cpuMs} ms per call`);
}
console.log(
  `load average at start: ${load.join(" ")}; at end: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
if (values.json) fs.writeFileSync(values.json, JSON.stringify({ date: new Date().toISOString(), load, rows }, null, 2));
await closeDb();
