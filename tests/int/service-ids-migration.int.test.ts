import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  analyticsEvents,
  bookingCheckouts,
  bookingMoneyTerms,
  bookings,
  dueMessages,
  dueSettings,
  memberships,
  planVisits,
  priceVersions,
  pricingLeads,
  quotes,
  recurringSchedules,
  servicePlans,
  user,
  userSessions,
  waitlistSignups,
} from "@/server/db/schema";
import { createTestDb, rowsOf, type TestDb } from "../support/test-db";

// A database written before the service ids were renamed (standard, deep, move_out), then migrated:
// every stored id reads as today's. The migration's own statements are run: its first ones drop the
// checks that would refuse a former id, the rows are written, then the rest rewrites them and puts
// the checks back, as on a production database that still held the old rows.
const FILE = path.resolve(import.meta.dirname, "../../src/server/db/migrations/0059_service_ids.sql");
const statements = fs
  .readFileSync(FILE, "utf8")
  .split("--> statement-breakpoint")
  .map((s) => s.trim());
const dropsChecks = (s: string) => /^(--[^\n]*\n)*ALTER TABLE "\w+" DROP CONSTRAINT/.test(s);
const run = async (list: string[]) => {
  for (const s of list) await t.db.execute(sql.raw(s));
};

let t: TestDb;
const AT = new Date("2026-06-01T17:00:00Z");
const OLD_BOOK = {
  services: {
    standard: { description: "Ducts.", baseCents: 25_900, perBedroomCents: 3_000, perBathroomCents: 2_000 },
    deep: { description: "Vent.", baseCents: 15_900, perBedroomCents: 0, perBathroomCents: 0 },
    move_out: { description: "Both.", baseCents: 38_900, perBedroomCents: 2_500, perBathroomCents: 1_500 },
  },
  addOns: {
    uv_light: { name: "UV Light Installation", description: "A lamp.", cents: 34_900 },
    filter: { name: "Filter Replacement", description: "A filter.", cents: 2_900 },
    video_inspection: { name: "Post-Cleaning Video Inspection", description: "Footage.", cents: 7_900 },
  },
  areas: { "new-york-city": { deep: { baseCents: 19_900, perBedroomCents: 0, perBathroomCents: 0 } }, chicago: {} },
};
const home = { bedrooms: 3, bathrooms: 2, squareFeet: 1500 };

beforeAll(async () => {
  t = await createTestDb();
  await run(statements.filter(dropsChecks));
  await t.db.insert(user).values({ id: "old", name: "Old Customer", email: "old@example.com" });
  const [booking] = await t.db
    .insert(bookings)
    .values({
      userId: "old",
      serviceType: "move_out",
      appointmentDate: "2026-06-10",
      appointmentTime: "09:00",
      address: "1 Main St, San Francisco, CA 94103",
      ...home,
      priceExact: "389.00",
    })
    .returning({ id: bookings.id });
  const bookingId = booking?.id ?? "";
  await t.db.insert(pricingLeads).values({
    fullName: "Old Lead",
    phone: "(415) 555-0142",
    email: "lead@example.com",
    serviceType: "standard",
    ...home,
    pricingExact: 379,
    pricingMin: 322,
    pricingMax: 436,
    priceTableVersion: "2026-01",
    address: "1 Main St",
    pageUrl: "https://example.com/book-service?service=deep&price=149",
  });
  await t.db.insert(waitlistSignups).values({
    email: "wait@example.com",
    zip: "10001",
    serviceArea: "new-york-city",
    serviceType: "deep",
  });
  await t.db.insert(recurringSchedules).values({
    userId: "old",
    originalBookingId: bookingId,
    serviceType: "deep",
    intervalMonths: 12,
    nextScheduledDate: "2027-06-10",
  });
  await t.db.insert(quotes).values({
    token: "old-quote",
    customerId: "old",
    serviceType: "standard",
    street: "1 Main St",
    city: "San Francisco",
    state: "CA",
    zipCode: "94103",
    customerPhone: "(415) 555-0142",
    ...home,
    expiresOn: "2026-06-30",
    priceTableVersion: "2026-01",
    createdAt: AT,
  });
  await t.db
    .insert(dueMessages)
    .values({ userId: "old", dedupeKey: "old:2026-Q2", campaign: "2026-06", serviceType: "move_out", sentAt: AT });
  await t.db.insert(bookingMoneyTerms).values({ serviceType: "deep", kind: "none", changedAt: AT });
  const [plan] = await t.db
    .insert(servicePlans)
    .values({
      name: "Vent care",
      priceCents: 9_900,
      period: "yearly",
      includedVisits: { deep: 1, standard: 0 },
      terms: "One dryer vent visit a year.",
    })
    .returning({ id: servicePlans.id });
  const [membership] = await t.db
    .insert(memberships)
    .values({
      customerId: "old",
      planId: plan?.id ?? "",
      priceCents: 9_900,
      period: "yearly",
      anchorDate: "2026-06-01",
    })
    .returning({ id: memberships.id });
  await t.db.insert(planVisits).values({
    membershipId: membership?.id ?? "",
    bookingId,
    periodKey: "2026-06-01",
    serviceType: "deep",
    included: true,
    createdAt: AT,
  });
  await t.db
    .insert(dueSettings)
    .values({ settings: { enabled: true, intervals: { standard: 36, deep: 12, move_out: 24 } } });
  await t.db.insert(priceVersions).values({ version: 1, book: OLD_BOOK, createdAt: AT });
  await t.db.insert(bookingCheckouts).values({
    userId: "old",
    kind: "deposit",
    input: { serviceType: "deep", ...home, appointmentDate: "2026-06-12" },
    context: { visitorId: null },
    priceCents: 14_900,
    createdAt: AT,
  });
  await t.db.insert(analyticsEvents).values([
    { visitorId: "v1", name: "pricing_interaction", props: { service_type: "standard", estimated_price: 379 } },
    { visitorId: "v1", name: "page_view", props: { kind: "service" } },
  ]);
  await t.db.insert(userSessions).values({ sessionId: "s1", pageUrl: "/book-service?service=move_out" });
  await run(statements.filter((s) => !dropsChecks(s)));
});
afterAll(() => t.close());

describe("the service ids' migration (0059_service_ids.sql)", () => {
  it("rewrites every service_type column to today's ids", async () => {
    const one = async (table: typeof bookings | typeof pricingLeads | typeof quotes) =>
      (await t.db.select({ s: table.serviceType }).from(table)).map((r) => r.s);
    expect(await one(bookings)).toEqual(["duct_and_dryer"]);
    expect(await one(pricingLeads)).toEqual(["air_duct"]);
    expect(await one(quotes)).toEqual(["air_duct"]);
    const rest = rowsOf<{ s: string }>(
      await t.db.execute(sql`
        select service_type as s from waitlist_signups union all select service_type from recurring_schedules
        union all select service_type from due_messages union all select service_type from booking_money_terms
        union all select service_type from plan_visits`),
    ).map((r) => r.s);
    expect(rest).toEqual(["dryer_vent", "dryer_vent", "duct_and_dryer", "dryer_vent", "dryer_vent"]);
  });

  it("renames the keys of the JSON kept per service, and leaves the rest as it was", async () => {
    const [plan] = await t.db.select({ v: servicePlans.includedVisits }).from(servicePlans);
    expect(plan?.v).toEqual({ dryer_vent: 1, air_duct: 0 });
    const [due] = await t.db.select({ s: dueSettings.settings }).from(dueSettings);
    expect(due?.s).toEqual({ enabled: true, intervals: { air_duct: 36, dryer_vent: 12, duct_and_dryer: 24 } });
    const [book] = await t.db.select({ b: priceVersions.book }).from(priceVersions).where(eq(priceVersions.version, 1));
    expect(book?.b).toEqual({
      ...OLD_BOOK,
      services: {
        air_duct: OLD_BOOK.services.standard,
        dryer_vent: OLD_BOOK.services.deep,
        duct_and_dryer: OLD_BOOK.services.move_out,
      },
      areas: { "new-york-city": { dryer_vent: OLD_BOOK.areas["new-york-city"].deep }, chicago: {} },
    });
    const [checkout] = await t.db.select({ i: bookingCheckouts.input }).from(bookingCheckouts);
    expect(checkout?.i).toEqual({ serviceType: "dryer_vent", ...home, appointmentDate: "2026-06-12" });
  });

  it("rewrites the analytics events' service and a ?service= in the stored page URLs", async () => {
    const events = await t.db
      .select({ name: analyticsEvents.name, props: analyticsEvents.props })
      .from(analyticsEvents);
    expect(events.find((e) => e.name === "pricing_interaction")?.props).toEqual({
      service_type: "air_duct",
      estimated_price: 379,
    });
    expect(events.find((e) => e.name === "page_view")?.props).toEqual({ kind: "service" });
    const [lead] = await t.db.select({ url: pricingLeads.pageUrl }).from(pricingLeads);
    expect(lead?.url).toBe("https://example.com/book-service?service=dryer_vent&price=149");
    const [session] = await t.db.select({ url: userSessions.pageUrl }).from(userSessions);
    expect(session?.url).toBe("/book-service?service=duct_and_dryer");
  });

  it("puts the checks back: a former id is refused from now on", async () => {
    await expect(t.db.update(bookings).set({ serviceType: "deep" })).rejects.toThrow();
    await expect(t.db.update(pricingLeads).set({ serviceType: "standard" })).rejects.toThrow();
  });

  it("rewrites every table that has a service_type column", async () => {
    const tables = rowsOf<{ table_name: string }>(
      await t.db.execute(
        sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'service_type'`,
      ),
    ).map((r) => r.table_name);
    expect(tables.length).toBeGreaterThan(5);
    const migration = fs.readFileSync(FILE, "utf8");
    for (const table of tables) expect(migration).toContain(`UPDATE "${table}" SET "service_type"`);
  });
});
