import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRequest } from "@/domain/paging/cursor";
import { moneyView } from "@/server/payments/money-view";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { bookingsPage } from "./list-bookings";
import { leadsPage } from "./list-leads";

// A page link whose time does not exist (February 31st, hour 24, year 0000) on the owner's three
// paged lists: each is read as its page reads it (the query through pageRequest, then the list), and
// answers its first page with the "not valid" sentence's flag. PostgreSQL refuses those times, so
// before the strict parse the page's query threw and the owner got a 500.

const NOW = new Date("2026-11-27T20:00:00Z");
const ID = "0b7f3c1e-2d4a-4f6b-8c9d-0e1f2a3b4c5d";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await t.db.execute(sql`
    insert into pricing_leads (full_name, phone, email, service_type, bedrooms, bathrooms, square_feet, pricing_exact,
      pricing_min, pricing_max, price_table_version, address, created_at)
    select 'Ann ' || n, '5105550100', 'l' || n || '@example.com', 'dryer_vent', 2, 1, 1000, 149, 126, 172, '2026-01',
      '1 Main St', timestamptz '2026-11-27 10:00:00.123456Z' - n * interval '1 day'
    from generate_series(1, 3) n`);
  await t.db.execute(sql`insert into "user" (id, name, email) values ('u1', 'Cara', 'cara@example.com')`);
  await t.db.execute(sql`
    insert into bookings (user_id, service_type, appointment_date, appointment_time, address, bedrooms, bathrooms,
      square_feet, price_exact, status, created_at)
    select 'u1', 'dryer_vent', date '2026-11-01' + n, '09:00', '1 Main St, Oakland, CA 94610', 2, 1, 1000, 149, 'completed',
      timestamptz '2026-11-27 10:00:00.5Z' - n * interval '1 day'
    from generate_series(1, 3) n`);
  await t.db.execute(sql`
    insert into invoices (booking_id, user_id, number, year, sequence, lines, subtotal_cents, tax_rate_bps, tax_cents,
      total_cents, status, paid_cents, issued_at)
    select id, 'u1', 'CV-' || row_number() over (order by created_at), 2026, row_number() over (order by created_at),
      '[]', 14900, 0, 0, 14900, 'open', 0, created_at + interval '1 hour'
    from bookings`);
});
afterAll(async () => {
  await t.close();
});

/** Each list as its page reads it: the query's cursor, then the rows' ids and whether it said "not valid". */
const lists = {
  "/admin/leads": async (query: Record<string, string>) => {
    const { page, bad } = pageRequest(query);
    return { bad, ids: (await leadsPage(t.db, {}, page)).rows.map((r) => r.lead.id) };
  },
  "/admin/bookings": async (query: Record<string, string>) => {
    const { page, bad } = pageRequest(query);
    return { bad, ids: (await bookingsPage(t.db, {}, page)).rows.map((r) => r.booking.id) };
  },
  "/admin/money": async (query: Record<string, string>) => {
    const { page, bad } = pageRequest(query);
    return { bad, ids: (await moneyView(t.db, page, NOW)).invoices.map((i) => i.id) };
  },
};

describe.each(Object.entries(lists))("%s", (_path, read) => {
  it("answers a cursor whose time does not exist with its first page, flagged", async () => {
    const first = await read({});
    expect(first).toMatchObject({ bad: false });
    expect(first.ids).toHaveLength(3);
    for (const at of ["2026-02-31T00:00:00Z", "0000-01-01T00:00:00Z", "2026-02-29T00:00:00Z", "2026-11-26T24:00:00Z"])
      for (const dir of ["older", "newer"]) {
        const query = { [dir]: `${at}_${ID}` };
        expect(await read(query), JSON.stringify(query)).toEqual({ bad: true, ids: first.ids });
      }
  });

  it("still follows a real one: older than the 25th noon is the two rows of the 25th and 24th", async () => {
    const first = await read({});
    expect(await read({ older: `2026-11-25T12:00:00Z_${ID}` })).toEqual({ bad: false, ids: first.ids.slice(1) });
  });
});
