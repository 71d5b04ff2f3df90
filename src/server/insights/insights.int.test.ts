import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTouch, type Touch } from "@/domain/analytics/attribution";
import type { InsightsFilters } from "@/domain/insights/filters";
import { createBooking } from "@/server/bookings/create-booking";
import {
  bookingMoves,
  bookingStatusChanges,
  bookings,
  crews,
  outboxMessages,
  pricingLeads,
  visitorTouches,
} from "@/server/db/schema";
import { createLead } from "@/server/leads/create-lead";
import { updateLead } from "@/server/leads/update-lead";
import { addCustomer, bookingInput, leadInput, okOrThrow } from "../../../tests/support/records";
import { createTestDb, rowsOf, type TestDb } from "../../../tests/support/test-db";
import {
  changeFigures,
  crewLoadFigures,
  funnelFigures,
  sourceFigures,
  speedFigures,
  weeklyFigures,
} from "./insights-figures";
import { recordVisitorTouch, touchesForRequest, touchesOfVisitor } from "./touches";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

const fall = parseTouch({
  pageUrl: "https://clearvent.example/ca/san-jose?utm_source=google&utm_campaign=fall&gclid=abc",
  referrer: "https://www.google.com/",
}) as Touch;
const bing = parseTouch({ pageUrl: "https://clearvent.example/services/air-duct-cleaning?msclkid=x" }) as Touch;
const direct = parseTouch({ pageUrl: "https://clearvent.example/faq" }) as Touch;

describe("first and last source on a lead and a booking", () => {
  it("keeps the first landing, moves the last only for a new source, and stamps both on the lead and booking", async () => {
    const t0 = new Date("2026-11-16T17:00:00Z");
    await recordVisitorTouch(t.db, "v-fall", { touch: fall, priceSeen: false }, t0);
    // A direct visit later and the same campaign on another page change nothing.
    await recordVisitorTouch(t.db, "v-fall", { touch: direct, priceSeen: true }, new Date("2026-11-17T17:00:00Z"));
    await recordVisitorTouch(
      t.db,
      "v-fall",
      { touch: { ...fall, landingPath: "/faq" }, priceSeen: false },
      new Date("2026-11-17T18:00:00Z"),
    );
    // A step inside the site repeats the landing's referrer without the campaign: no new source.
    const step = parseTouch({ pageUrl: "https://clearvent.example/faq", referrer: "https://www.google.com/" }) as Touch;
    expect(step.source).toBe("google");
    await recordVisitorTouch(t.db, "v-fall", { touch: step, priceSeen: false }, new Date("2026-11-17T18:05:00Z"));
    expect(await touchesOfVisitor(t.db, "v-fall")).toEqual({ first: fall, last: fall });
    await recordVisitorTouch(t.db, "v-fall", { touch: bing, priceSeen: false }, new Date("2026-11-18T17:00:00Z"));
    const [row] = await t.db.select().from(visitorTouches).where(eq(visitorTouches.visitorId, "v-fall"));
    expect(row).toMatchObject({ firstTouch: fall, lastTouch: bing, firstAt: t0 });
    expect(row?.priceSeenAt).toEqual(new Date("2026-11-17T17:00:00Z"));

    const touches = await touchesForRequest(t.db, new Headers(), "v-fall");
    const lead = await createLead(t.db, leadInput(), {
      visitorId: "v-fall",
      touches,
      now: new Date("2026-11-18T18:00:00Z"),
    });
    const [stored] = await t.db.select().from(pricingLeads).where(eq(pricingLeads.id, lead.id));
    expect(stored?.firstTouch).toEqual(fall);
    expect(stored?.lastTouch).toEqual(bing);
    expect(stored?.serviceArea).toBe("bay-area");

    await addCustomer(t.db, "cust-fall", "Ana");
    const booking = okOrThrow(
      await createBooking(t.db, "cust-fall", bookingInput(), {
        now: new Date("2026-11-20T18:00:00Z"),
        capacity: 2,
        limits: "off",
        visitorId: "v-fall",
        touches,
      }),
    ).booking;
    const [b] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(b?.firstTouch).toEqual(fall);
    expect(b?.lastTouch).toEqual(bing);
  });

  it("credits a request from a visitor not yet reported to the page it came from", async () => {
    const headers = new Headers({ referer: "http://localhost:3000/ca/oakland?utm_source=Newsletter&utm_medium=email" });
    const touches = await touchesForRequest(t.db, headers, "v-unknown");
    expect(touches.first).toMatchObject({ source: "newsletter", medium: "email", landingPath: "/ca/oakland" });
    expect(await touchesForRequest(t.db, new Headers({ referer: "http://localhost:3000/book-service" }), null)).toEqual(
      {
        first: null,
        last: null,
      },
    );
  });

  it("records the owner's first status change once (speed to lead)", async () => {
    const lead = await createLead(t.db, leadInput({ email: "speed@example.com" }), {
      now: new Date("2026-11-18T18:00:00Z"),
    });
    const first = new Date("2026-11-18T19:00:00Z");
    await updateLead(t.db, lead.id, { status: "new" }, new Date("2026-11-18T18:30:00Z"));
    await updateLead(t.db, lead.id, { status: "contacted" }, first);
    await updateLead(t.db, lead.id, { status: "lost" }, new Date("2026-11-19T19:00:00Z"));
    const [row] = await t.db.select().from(pricingLeads).where(eq(pricingLeads.id, lead.id));
    expect(row?.firstStatusChangeAt).toEqual(first);
  });
});

describe("the dashboard's figures on a hand-made dataset", () => {
  // A separate database: the figures count everything in it.
  let d: TestDb;
  afterAll(() => d.close());

  const filters: InsightsFilters = { from: "2026-11-02", to: "2026-11-22", area: null, touch: "first" };
  const leadRow = (createdAt: string, touch: Touch | null, extra: Record<string, unknown> = {}) => ({
    fullName: "Dana",
    phone: "5105550100",
    email: "dana@example.com",
    serviceType: "standard",
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 1200,
    pricingExact: 400,
    pricingMin: 360,
    pricingMax: 440,
    priceTableVersion: "2026-01",
    address: "1 Main St, Oakland, CA 94607",
    serviceArea: "bay-area",
    createdAt: new Date(createdAt),
    firstTouch: touch,
    lastTouch: touch,
    ...extra,
  });
  const bookingRow = (
    createdAt: string,
    date: string,
    status: string,
    price: string,
    touch: Touch | null,
    area = "bay-area",
  ) => ({
    userId: "cust",
    serviceType: "standard",
    appointmentDate: date,
    appointmentTime: "09:00",
    address: "1 Main St, Oakland, CA 94607",
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 1200,
    priceExact: price,
    status,
    serviceArea: area,
    durationMinutes: 180,
    createdAt: new Date(createdAt),
    firstTouch: touch,
    lastTouch: touch,
  });

  beforeAll(async () => {
    d = await createTestDb();
    await addCustomer(d.db, "cust", "Cus");
    // Week of Nov 2: two leads from the fall campaign (one answered after 30 business minutes,
    // Monday 9:00 -> 9:30 Pacific), one direct. Week of Nov 9: one from bing. One a year before.
    const answered = await d.db
      .insert(pricingLeads)
      .values([
        leadRow("2026-11-02T17:00:00Z", fall, { firstStatusChangeAt: new Date("2026-11-02T17:30:00Z") }),
        leadRow("2026-11-03T17:00:00Z", fall),
        leadRow("2026-11-04T17:00:00Z", direct),
        leadRow("2026-11-10T17:00:00Z", bing),
        leadRow("2025-11-04T17:00:00Z", fall),
        leadRow("2026-10-20T17:00:00Z", fall),
      ])
      .returning({ id: pricingLeads.id });
    // The second fall lead was answered by an email 90 minutes later (Tuesday 9:00 -> 10:30).
    await d.db.insert(outboxMessages).values({
      kind: "booking-confirmation",
      to: "dana@example.com",
      subject: "s",
      text: "t",
      leadId: answered[1]?.id,
      createdAt: new Date("2026-11-03T18:30:00Z"),
    });
    const made = await d.db
      .insert(bookings)
      .values([
        bookingRow("2026-11-03T18:00:00Z", "2026-11-10", "completed", "500.00", fall),
        bookingRow("2026-11-04T18:00:00Z", "2026-11-12", "cancelled", "300.00", fall),
        bookingRow("2026-11-11T18:00:00Z", "2026-11-30", "confirmed", "250.50", bing),
        bookingRow("2025-11-05T18:00:00Z", "2025-11-11", "completed", "450.00", fall),
      ])
      .returning({ id: bookings.id });
    await d.db
      .update(pricingLeads)
      .set({ bookingId: made[0]?.id })
      .where(eq(pricingLeads.id, answered[0]?.id ?? ""));
    await d.db.insert(bookingStatusChanges).values({
      bookingId: made[1]?.id ?? "",
      fromStatus: "pending",
      toStatus: "cancelled",
      changedAt: new Date("2026-11-05T18:00:00Z"),
      reason: "Found another company",
    });
    await d.db.insert(outboxMessages).values({
      kind: "booking-rescheduled",
      to: "dana@example.com",
      subject: "s",
      text: "t",
      bookingId: made[2]?.id,
      createdAt: new Date("2026-11-12T18:00:00Z"),
    });
    const move = { fromDate: "2026-11-20", fromTime: "09:00", toDate: "2026-11-24", toTime: "11:00" };
    await d.db.insert(bookingMoves).values([
      {
        ...move,
        bookingId: made[2]?.id ?? "",
        movedBy: "customer",
        reason: "sooner",
        movedAt: new Date("2026-11-12T18:00:00Z"),
      },
      {
        ...move,
        bookingId: made[2]?.id ?? "",
        movedBy: "owner",
        reason: "crew",
        movedAt: new Date("2026-11-13T18:00:00Z"),
      },
      {
        ...move,
        bookingId: made[2]?.id ?? "",
        movedBy: "customer",
        reason: null,
        movedAt: new Date("2026-11-13T19:00:00Z"),
      },
      {
        ...move,
        bookingId: made[2]?.id ?? "",
        movedBy: "customer",
        reason: "sooner",
        movedAt: new Date("2026-11-14T18:00:00Z"),
      },
      // Outside the range: not counted.
      {
        ...move,
        bookingId: made[2]?.id ?? "",
        movedBy: "owner",
        reason: "crew",
        movedAt: new Date("2026-09-01T18:00:00Z"),
      },
    ]);
    await d.db.insert(visitorTouches).values([
      {
        visitorId: "a",
        firstTouch: fall,
        lastTouch: fall,
        firstAt: new Date("2026-11-02T16:00:00Z"),
        lastAt: new Date("2026-11-02T16:00:00Z"),
        priceSeenAt: new Date("2026-11-02T16:05:00Z"),
      },
      {
        visitorId: "b",
        firstTouch: fall,
        lastTouch: fall,
        firstAt: new Date("2026-11-03T16:00:00Z"),
        lastAt: new Date("2026-11-03T16:00:00Z"),
      },
      {
        visitorId: "c",
        firstTouch: direct,
        lastTouch: direct,
        firstAt: new Date("2026-11-04T16:00:00Z"),
        lastAt: new Date("2026-11-04T16:00:00Z"),
      },
      {
        visitorId: "d",
        firstTouch: bing,
        lastTouch: bing,
        firstAt: new Date("2026-11-10T16:00:00Z"),
        lastAt: new Date("2026-11-10T16:00:00Z"),
        priceSeenAt: new Date("2026-11-10T16:00:00Z"),
      },
    ]);
  });

  const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await d.db.execute(query))[0]?.n;

  it("weeks: leads, bookings, visits done and booked value, this year and last", async () => {
    const weeks = await weeklyFigures(d.db, filters);
    expect(weeks.map((w) => w.week)).toEqual(["2026-11-02", "2026-11-09", "2026-11-16"]);
    expect(weeks[0]?.now).toMatchObject({ leads: 3, bookings: 2, completed: 0, bookedCents: 50_000 });
    expect(weeks[1]?.now).toMatchObject({ leads: 1, bookings: 1, completed: 1, bookedCents: 25_050 });
    expect(weeks[0]?.before).toMatchObject({ week: "2025-11-03", leads: 1, bookings: 1, bookedCents: 45_000 });
    expect(weeks[1]?.before.completed).toBe(1);
    const sumLeads = weeks.reduce((s, w) => s + w.now.leads, 0);
    expect(sumLeads).toBe(
      await count(
        sql`select count(*)::int as n from pricing_leads where created_at >= '2026-11-02T08:00:00Z' and created_at < '2026-11-23T08:00:00Z'`,
      ),
    );
  });

  it("sources: ranked by booked value, with the lead-to-booking rate", async () => {
    const sources = await sourceFigures(d.db, filters);
    expect(sources[0]).toEqual({
      source: "google",
      medium: "cpc",
      campaign: "fall",
      leads: 2,
      converted: 1,
      bookings: 1,
      bookedCents: 50_000,
    });
    expect(sources[1]).toMatchObject({ source: "bing", medium: "cpc", leads: 1, bookings: 1, bookedCents: 25_050 });
    expect(sources[2]).toMatchObject({ source: "", leads: 1, bookings: 0 });
    expect(sources.reduce((s, r) => s + r.leads, 0)).toBe(4);
  });

  it("funnel per page type and per city", async () => {
    const byType = await funnelFigures(d.db, filters, "pageType");
    expect(byType.find((r) => r.key === "city-hub")).toEqual({
      key: "city-hub",
      visitors: 2,
      priceSeen: 1,
      leads: 2,
      bookings: 1,
      completed: 1,
    });
    expect(byType.find((r) => r.key === "service")).toEqual({
      key: "service",
      visitors: 1,
      priceSeen: 1,
      leads: 1,
      bookings: 1,
      completed: 0,
    });
    expect(byType.find((r) => r.key === "other")).toMatchObject({ visitors: 1, leads: 1, bookings: 0 });
    const byCity = await funnelFigures(d.db, filters, "city");
    expect(byCity.find((r) => r.key === "san-jose")).toMatchObject({ visitors: 2, leads: 2, bookings: 1 });
    const sanJose = await funnelFigures(d.db, { ...filters, area: "bay-area" }, "city");
    expect(sanJose.find((r) => r.key === "san-jose")?.visitors).toBe(2);
    expect(sanJose.find((r) => r.key === "")?.visitors ?? 0).toBe(0);
  });

  it("speed to lead in business minutes", async () => {
    const speed = await speedFigures(d.db, filters);
    expect(speed.overall).toEqual({ answered: 2, waiting: 2, medianMinutes: 60, p90Minutes: 84 });
    expect(speed.weeks[0]?.speed.answered).toBe(2);
  });

  it("cancellations and reschedules per week, with reasons", async () => {
    const changes = await changeFigures(d.db, filters);
    expect(changes.weeks.map((w) => [w.cancelled, w.rescheduled])).toEqual([
      [1, 0],
      [0, 1],
      [0, 0],
    ]);
    expect(changes.reasons).toEqual([{ reason: "found another company", n: 1 }]);
    expect(changes.moveReasons).toEqual([
      { reason: "sooner", customer: 2, owner: 0 },
      { reason: "crew", customer: 0, owner: 1 },
      { reason: null, customer: 1, owner: 0 },
    ]);
    const [direct] = rowsOf<{ n: number }>(
      await d.db.execute(
        sql`select count(*)::int as n from booking_moves where moved_at >= '2026-11-02T08:00:00Z' and moved_at < '2026-11-23T08:00:00Z'`,
      ),
    );
    expect(changes.moveReasons.reduce((sum, r) => sum + r.customer + r.owner, 0)).toBe(direct?.n);
  });

  it("crew load for the next 14 days", async () => {
    await d.db.insert(crews).values({ name: "Crew 1", serviceArea: "bay-area", weekdays: "0111110" });
    const load = await crewLoadFigures(d.db, filters, new Date("2026-11-20T18:00:00Z"));
    expect(load).toHaveLength(1);
    const days = load[0]?.days ?? [];
    expect(days).toHaveLength(14);
    // Thanksgiving (Nov 26) and the day after are holidays by default; weekends are off.
    expect(days.find((x) => x.date === "2026-11-30")).toEqual({
      date: "2026-11-30",
      availableHours: 10,
      bookedHours: 3,
    });
    expect(days.find((x) => x.date === "2026-11-21")?.availableHours).toBe(0);
  });
});
