import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_MOVE_REASONS } from "@/domain/booking/move-reasons";
import { recurringDiscount } from "@/domain/pricing/booking-price";
import { quote, type ServiceType } from "@/domain/pricing/pricing";
import { jobDurationMinutes } from "@/domain/scheduling/duration";
import { bookings, pricingLeads, user } from "@/server/db/schema";
import { insertDemoAccounts } from "@/server/seed/demo-accounts";
import { createTestDb, rowsOf, type TestDb } from "../../tests/support/test-db";
import { historyGenerator } from "./generate";
import { HISTORY_EMAIL_DOMAIN } from "./history";
import { HistoryRefused, REGULAR_CUSTOMER, realRows, seedHistory } from "./seed-history";

const NOW = new Date("2026-11-27T20:00:00Z");
const SMALL = { seed: 7, days: 14, scale: 0.05, now: NOW, production: false };

let t: TestDb;
let written: Record<string, number>;
beforeAll(async () => {
  t = await createTestDb();
  // A trial database as `npm start` makes it: the demo accounts and the demo crews' day.
  await insertDemoAccounts(t.db, NOW);
  written = await seedHistory(t.db, SMALL);
});
afterAll(async () => {
  await t.close();
});

const all = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.db.execute(query));

describe("db:seed-history at small scale (two weeks)", () => {
  it("writes a consistent history beside the demo seed's rows", async () => {
    expect(written.bookings).toBeGreaterThan(50);
    expect(written.pricing_leads).toBeGreaterThan(50);
    expect(written.analytics_events).toBeGreaterThan(500);
    expect(written.outbox_messages).toBeGreaterThan(100);
    const [counts] = await all<{ bookings: number; events: number }>(
      sql`select (select count(*)::int from bookings) as bookings, (select count(*)::int from analytics_events) as events`,
    );
    // The demo day's four bookings are kept.
    expect(counts?.bookings).toBe((written.bookings ?? 0) + 4);
    expect(counts?.events).toBe(written.analytics_events);
  });

  it("prices every booking by the price table and the booking rules", async () => {
    const rows = await t.db.select().from(bookings);
    for (const b of rows) {
      const table = quote(b.serviceType as ServiceType, b).exact;
      const follows = b.seriesId !== null && b.discountKind === "recurring";
      const expected = follows ? table - recurringDiscount(table) : table;
      expect({ id: b.id, price: Number(b.priceExact) }).toEqual({ id: b.id, price: expected });
      expect(Number(b.priceExact)).toBe(table - b.discountAmount);
      expect(b.durationMinutes).toBe(jobDurationMinutes(b.serviceType as ServiceType, b.squareFeet));
    }
    // Leads carry the quote the table gives.
    for (const l of await t.db.select().from(pricingLeads).limit(500))
      expect(l.pricingExact).toBe(quote(l.serviceType as ServiceType, l).exact);
  });

  it("never gives a crew two jobs at once", async () => {
    const overlaps = await all(sql`
      select a.id, b.id from bookings a join bookings b
        on a.crew_id = b.crew_id and a.appointment_date = b.appointment_date and a.id < b.id
       and a.status <> 'cancelled' and b.status <> 'cancelled'
       and a.appointment_time::time < b.appointment_time::time + make_interval(mins => b.duration_minutes)
       and b.appointment_time::time < a.appointment_time::time + make_interval(mins => a.duration_minutes)`);
    expect(overlaps).toEqual([]);
    const [late] = await all<{ n: number }>(
      sql`select count(*)::int as n from bookings where appointment_time::time + make_interval(mins => duration_minutes) > '18:00'::time`,
    );
    expect(late?.n).toBe(0);
  });

  it("keeps statuses, their changes, invoices and time in order", async () => {
    // Each booking's status is the last status change's (a pending booking has none; the demo
    // day's bookings are written without changes, so only the history's are read).
    const mismatched = await all(sql`
      select b.id from bookings b
      join "user" u on u.id = b.user_id and u.email like ${`%@${HISTORY_EMAIL_DOMAIN}`}
      left join lateral (select to_status from booking_status_changes c where c.booking_id = b.id
                         order by changed_at desc limit 1) last on true
      where coalesce(last.to_status, 'pending') <> b.status`);
    expect(mismatched).toEqual([]);
    const [future] = await all<{ n: number }>(sql`
      select (select count(*) from bookings where created_at > ${NOW})
           + (select count(*) from pricing_leads where created_at > ${NOW})
           + (select count(*) from outbox_messages where created_at > ${NOW})
           + (select count(*) from analytics_events where created_at > ${NOW})
           + (select count(*) from booking_status_changes where changed_at > ${NOW}) as n`);
    expect(Number(future?.n)).toBe(0);
    const [unbilled] = await all<{ n: number }>(sql`
      select count(*)::int as n from bookings b left join invoices i on i.booking_id = b.id
      where (b.status = 'completed') <> (i.id is not null) and b.created_at > '2000-01-01'`);
    expect(unbilled?.n).toBe(0);
    const [wrongTotal] = await all<{ n: number }>(sql`
      select count(*)::int as n from invoices i join bookings b on b.id = i.booking_id
      where i.total_cents <> (b.price_exact * 100)::int`);
    expect(wrongTotal?.n).toBe(0);
    const [cancelled] = await all<{ n: number; reasons: number }>(
      sql`select count(*)::int as n, count(cancel_reason)::int as reasons from bookings where status = 'cancelled'`,
    );
    expect(cancelled?.reasons).toBeLessThanOrEqual(cancelled?.n ?? 0);
  });

  it("moves each rescheduled booking with a reason its mover may give, as its email says", async () => {
    const moves = await all<{
      moved_at: Date | string;
      email_at: Date | string | null;
      moved_by: string;
      reason: string | null;
      changed_by: string | null;
      customer: string;
      moved: boolean;
    }>(sql`
      select m.moved_at, m.moved_by, m.reason, m.changed_by, b.user_id as customer,
        (m.from_date, m.from_time) is distinct from (m.to_date, m.to_time) as moved,
        (select o.created_at from outbox_messages o where o.booking_id = m.booking_id and o.kind = 'booking-rescheduled') as email_at
      from booking_moves m join bookings b on b.id = m.booking_id
      where m.to_date = b.appointment_date and m.to_time = b.appointment_time`);
    const [emails] = await all<{ n: number }>(
      sql`select count(*)::int as n from outbox_messages where kind = 'booking-rescheduled'`,
    );
    expect(written.booking_moves).toBe(emails?.n);
    expect(moves).toHaveLength(written.booking_moves ?? -1);
    expect(moves.length).toBeGreaterThan(0);
    const customerReasons = CUSTOMER_MOVE_REASONS.map((r) => r.id as string);
    for (const m of moves) {
      expect(new Date(m.moved_at)).toEqual(new Date(m.email_at ?? 0));
      expect(m.moved).toBe(true);
      if (m.moved_by === "customer") {
        expect(m.changed_by).toBe(m.customer);
        if (m.reason !== null) expect(customerReasons).toContain(m.reason);
      } else expect(m.moved_by).toBe("owner");
    }
  });

  it("keeps each visitor's last page view for the dashboard, as the events say", async () => {
    const [check] = await all<{ rollup: number; direct: number }>(sql`
      select (select count(*)::int from visitor_last_seen where last_seen_at >= ${NOW}::timestamptz - interval '10 days') as rollup,
        (select count(distinct visitor_id)::int from analytics_events where name = 'page_view'
          and created_at >= ${NOW}::timestamptz - interval '10 days') as direct`);
    expect(check?.direct).toBeGreaterThan(0);
    expect(check?.rollup).toBe(check?.direct);
  });

  it("refuses to write into a database with real rows, and refuses production", async () => {
    // The history just written is itself real by this rule: a second run refuses.
    expect(await realRows(t.db)).toMatchObject({ leads: written.pricing_leads });
    await expect(seedHistory(t.db, SMALL)).rejects.toThrow(HistoryRefused);
    const empty = await createTestDb();
    try {
      await insertDemoAccounts(empty.db, NOW);
      await expect(seedHistory(empty.db, { ...SMALL, production: true })).rejects.toThrow(/NODE_ENV=production/);
      // One booking of a customer who is not a demo account makes the database real.
      await empty.db.insert(user).values({ id: "real-1", name: "Real Person", email: "real@example.com" });
      await empty.db.insert(bookings).values({
        userId: "real-1",
        serviceType: "dryer_vent",
        appointmentDate: "2026-12-01",
        appointmentTime: "09:00",
        address: "1 Real St, Oakland, CA 94610",
        bedrooms: 2,
        bathrooms: 1,
        squareFeet: 1000,
        priceExact: "149.00",
      });
      expect(await realRows(empty.db)).toEqual({ leads: 0, bookings: 1 });
      await expect(seedHistory(empty.db, SMALL)).rejects.toThrow(/real rows \(0 leads, 1 bookings/);
      expect(await realRows(empty.db)).toEqual({ leads: 0, bookings: 1 });
    } finally {
      await empty.close();
    }
  });

  it("gives the regular customer their visits", async () => {
    const [regular] = await all<{ n: number }>(sql`
      select count(*)::int as n from bookings b join "user" u on u.id = b.user_id where u.email = ${REGULAR_CUSTOMER.email}`);
    expect(regular?.n).toBeGreaterThan(0);
  });
});

describe("the history generator", () => {
  it("gives the same rows for the same seed and clock", () => {
    const digest = (seed: number) => {
      const h = createHash("sha256");
      const g = historyGenerator({
        seed,
        days: 10,
        scale: 0.05,
        now: NOW,
        crews: [{ id: "00000000-0000-4000-8000-000000000001", name: "Crew 1", weekdays: "0111111" }],
        existingJobs: [],
        ownerId: null,
        invoiceSequences: {},
        regular: null,
        regularEveryDays: 10,
      });
      for (const chunk of g.chunks()) h.update(JSON.stringify(chunk));
      return h.digest("hex");
    };
    expect(digest(1)).toBe(digest(1));
    expect(digest(1)).not.toBe(digest(2));
  });
});
