import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsRead as readFrom } from "../../../tests/support/rows-read";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { bookedAddresses, bookedAddressesQuery, listLeads } from "./list-leads";
import { outboxCounts, outboxCountsQuery } from "./outbox-report";
import { leadsToCallQuery } from "./owner-day";

// Owner pages read a window, not the years behind it: each statement below is run with
// EXPLAIN ANALYZE over a table holding years of rows, and the rows it reads are counted.

const NOW = new Date("2026-11-27T20:00:00Z");
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t.close();
});

const rowsRead = (statement: SQL, table: string) => readFrom(t.db, statement, table);

describe("the outbox counts", () => {
  it("count what waits, what failed and what was sent in 30 days, reading those rows only", async () => {
    // Three years of sent messages (one an hour), then this month's and the queue.
    await t.db.execute(sql`
      insert into outbox_messages (kind, "to", subject, text, status, attempts, created_at, next_attempt_at, sent_at)
      select 'account', 'person@example.com', 'M', 'B', 'sent', 1, t, t, t
      from generate_series(${NOW}::timestamptz - interval '3 years', ${NOW}::timestamptz - interval '31 days', interval '1 hour') t`);
    await t.db.execute(sql`
      insert into outbox_messages (kind, "to", subject, text, status, attempts, next_attempt_at)
      select 'account', 'p@example.com', 'M', 'B', s, a, ${NOW}::timestamptz - interval '2 days'
      from (values ('sent', 1), ('sent', 1), ('queued', 0), ('queued', 3), ('failed', 7)) v(s, a)`);
    await t.db.execute(sql`analyze outbox_messages`);
    expect(await outboxCounts(t.db, NOW)).toEqual({ queued: 2, sending: 0, sent: 2, failed: 1, failing: 2 });
    expect(await rowsRead(outboxCountsQuery(t.db, NOW).getSQL(), "outbox_messages")).toBeLessThan(20);
  });
});

describe("the leads list's 'converted'", () => {
  it("is true when an account with the lead's address (any case) has booked", async () => {
    await t.db.execute(sql`
      insert into "user" (id, name, email) values ('u1', 'Booked', 'booked@example.com'), ('u2', 'Never', 'never@example.com')`);
    await t.db.execute(sql`
      insert into bookings (user_id, service_type, appointment_date, appointment_time, address, bedrooms, bathrooms, square_feet, price_exact)
      values ('u1', 'dryer_vent', '2026-12-01', '09:00', '1 Main St, Oakland, CA 94610', 2, 1, 1000, 149)`);
    await t.db.execute(sql`
      insert into pricing_leads (full_name, phone, email, service_type, bedrooms, bathrooms, square_feet, pricing_exact,
        pricing_min, pricing_max, price_table_version, address)
      select 'Lead', '5105550100', e, 'dryer_vent', 2, 1, 1000, 149, 126, 172, '2026-01', '1 Main St'
      from unnest(array['Booked@Example.com', 'never@example.com', 'stranger@example.com']) e`);
    const rows = await listLeads(t.db, {});
    expect(Object.fromEntries(rows.map((r) => [r.lead.email, r.converted]))).toEqual({
      "Booked@Example.com": true,
      "never@example.com": false,
      "stranger@example.com": false,
    });
  });

  it("looks each shown address up, never reading every account or booking", async () => {
    // Years of customers: 5,000 accounts, each with two bookings.
    await t.db.execute(sql`
      insert into "user" (id, name, email) select 'c' || n, 'Customer', 'c' || n || '@example.com' from generate_series(1, 5000) n`);
    await t.db.execute(sql`
      insert into bookings (user_id, service_type, appointment_date, appointment_time, address, bedrooms, bathrooms, square_feet, price_exact)
      select 'c' || (n % 5000 + 1), 'dryer_vent', date '2024-01-01' + n % 900, '09:00', '1 Main St, Oakland, CA 94610', 2, 1, 1000, 149
      from generate_series(1, 10000) n`);
    await t.db.execute(sql`analyze`);
    const keys = Array.from({ length: 50 }, (_, i) => `c${i * 7 + 1}@example.com`);
    expect((await bookedAddresses(t.db, [...keys, "nobody@example.com"])).sort()).toEqual([...keys].sort());
    const accounts = await rowsRead(bookedAddressesQuery([...keys, "nobody@example.com"]), "user");
    const booked = await rowsRead(bookedAddressesQuery([...keys, "nobody@example.com"]), "bookings");
    expect(accounts).toBeLessThanOrEqual(60);
    expect(booked).toBeLessThanOrEqual(60);
  });
});

describe("the leads still to call (/admin)", () => {
  it("reads the waiting leads, not the years of answered ones before them", async () => {
    // Three years of answered leads (one every two hours), then this week's three waiting ones.
    await t.db.execute(sql`
      insert into pricing_leads (full_name, phone, email, service_type, bedrooms, bathrooms, square_feet, pricing_exact,
        pricing_min, pricing_max, price_table_version, address, status, created_at)
      select 'Old', '5105550100', 'old@example.com', 'dryer_vent', 2, 1, 1000, 149, 126, 172, '2026-01', '1 Main St',
        (array['contacted', 'lost'])[1 + (extract(hour from t)::int / 2) % 2], t
      from generate_series(${NOW}::timestamptz - interval '3 years', ${NOW}::timestamptz - interval '8 days', interval '2 hours') t`);
    await t.db.execute(sql`
      insert into pricing_leads (full_name, phone, email, service_type, bedrooms, bathrooms, square_feet, pricing_exact,
        pricing_min, pricing_max, price_table_version, address, created_at)
      select 'Waiting', '5105550101', 'wait@example.com', 'dryer_vent', 2, 1, 1000, 149, 126, 172, '2026-01', '1 Main St',
        ${NOW}::timestamptz - d * interval '1 day'
      from generate_series(1, 3) d`);
    await t.db.execute(sql`analyze pricing_leads`);
    const waiting = await leadsToCallQuery(t.db);
    expect(waiting.filter((l) => l.fullName === "Waiting")).toHaveLength(3);
    expect(waiting.some((l) => l.fullName === "Old")).toBe(false);
    expect(await rowsRead(leadsToCallQuery(t.db).getSQL(), "pricing_leads")).toBeLessThan(20);
  });
});
