import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cursor, type PageRequest, pageRequest } from "@/domain/paging/cursor";
import { rowsRead } from "../../../tests/support/rows-read";
import { createTestDb, rowsOf, type TestDb } from "../../../tests/support/test-db";
import { bookingsPage } from "./list-bookings";
import { leadsPage, leadsPageQuery } from "./list-leads";

// The owner's lists, paged by (time, id) cursors: following "Older" from the first page shows every
// row exactly once in the list's order, "Newer" walks back the same pages, filters hold on every
// page, and rows sharing one instant (to the microsecond) are neither lost nor repeated.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  // 130 leads: groups of three share one instant (microseconds kept), every third is "Ann ...",
  // services alternate, spread over 65 days.
  await t.db.execute(sql`
    insert into pricing_leads (full_name, phone, email, service_type, bedrooms, bathrooms, square_feet, pricing_exact,
      pricing_min, pricing_max, price_table_version, address, created_at)
    select case when n % 3 = 0 then 'Ann ' || n else 'Bo ' || n end, '5105550100', 'l' || n || '@example.com',
      case when n % 2 = 0 then 'dryer_vent' else 'air_duct' end, 2, 1, 1000, 149, 126, 172, '2026-01', '1 Main St',
      timestamptz '2026-11-27 20:00:00.123456Z' - (n / 3) * interval '1 day 37 microseconds'
    from generate_series(1, 130) n`);
  await t.db.execute(sql`insert into "user" (id, name, email) values ('u1', 'Cara', 'cara@example.com')`);
  // 120 bookings, pairs created at one instant, statuses alternating, appointments over 60 days.
  await t.db.execute(sql`
    insert into bookings (user_id, service_type, appointment_date, appointment_time, address, bedrooms, bathrooms,
      square_feet, price_exact, status, created_at)
    select 'u1', 'dryer_vent', date '2026-10-01' + n / 2, '09:00', '1 Main St, Oakland, CA 94610', 2, 1, 1000, 149,
      case when n % 2 = 0 then 'confirmed' else 'cancelled' end,
      timestamptz '2026-11-27 20:00:00.5Z' - (n / 2) * interval '5 hours 3 microseconds'
    from generate_series(1, 120) n`);
});
afterAll(async () => {
  await t.close();
});

const ids = async (statement: SQL) => rowsOf<{ id: string }>(await t.db.execute(statement)).map((r) => r.id);

/** Every page from the first, following "Older", then back up following "Newer" from the last. */
async function walk<T>(
  read: (page: PageRequest) => Promise<{ rows: T[]; newer: Cursor | null; older: Cursor | null }>,
  id: (row: T) => string,
) {
  const down: string[][] = [];
  let page = await read(null);
  expect(page.newer).toBeNull();
  for (;;) {
    down.push(page.rows.map(id));
    if (!page.older) break;
    page = await read({ dir: "older", cursor: page.older });
  }
  const up: string[][] = [page.rows.map(id)];
  while (page.newer) {
    page = await read({ dir: "newer", cursor: page.newer });
    up.unshift(page.rows.map(id));
  }
  return { down, up };
}

describe("the leads list", () => {
  const byId = (r: { lead: { id: string } }) => r.lead.id;

  it("shows every lead once, newest first, a page of 50 at a time, and walks back up the same pages", async () => {
    const { down, up } = await walk((p) => leadsPage(t.db, {}, p), byId);
    expect(down.map((p) => p.length)).toEqual([50, 50, 30]);
    expect(down.flat()).toEqual(await ids(sql`select id from pricing_leads order by created_at desc, id desc`));
    expect(up).toEqual(down);
  });

  it("keeps the search, service and dates on every page", async () => {
    const filter = { q: "ann", serviceType: "dryer_vent", from: "2026-09-25", to: "2026-11-20" };
    const { down } = await walk((p) => leadsPage(t.db, filter, p), byId);
    const expected =
      await ids(sql`select id from pricing_leads where full_name ilike '%ann%' and service_type = 'dryer_vent'
      and created_at >= '2026-09-25T00:00:00Z' and created_at <= '2026-11-20T23:59:59Z' order by created_at desc, id desc`);
    expect(expected.length).toBeGreaterThan(5);
    expect(down.flat()).toEqual(expected);
    const wide = await walk((p) => leadsPage(t.db, { serviceType: "air_duct" }, p), byId);
    expect(wide.down.map((p) => p.length)).toEqual([50, 15]);
  });

  it("shows the first page for a cursor it did not make or one past the end, never an error", async () => {
    const first = (await leadsPage(t.db, {}, null)).rows.map(byId);
    const { page, bad } = pageRequest({ older: "2026-11-27T20:00:00Z_' or 1=1 --" });
    expect(bad).toBe(true);
    expect((await leadsPage(t.db, {}, page)).rows.map(byId)).toEqual(first);
    const stale = { at: "1999-01-01T00:00:00Z", id: "00000000-0000-4000-8000-000000000000" };
    expect((await leadsPage(t.db, {}, { dir: "older", cursor: stale })).rows.map(byId)).toEqual(first);
    const future = { at: "2999-01-01T00:00:00Z", id: stale.id };
    expect((await leadsPage(t.db, {}, { dir: "newer", cursor: future })).rows.map(byId)).toEqual(first);
  });
});

describe("the bookings list", () => {
  const byId = (r: { booking: { id: string } }) => r.booking.id;

  it("shows every booking once, newest first, 25 a page, and walks back up the same pages", async () => {
    const { down, up } = await walk((p) => bookingsPage(t.db, {}, p), byId);
    expect(down.map((p) => p.length)).toEqual([25, 25, 25, 25, 20]);
    expect(down.flat()).toEqual(await ids(sql`select id from bookings order by created_at desc, id desc`));
    expect(up).toEqual(down);
  });

  it("keeps the status and appointment dates on every page", async () => {
    const filter = { status: "confirmed", from: "2026-10-05", to: "2026-11-30" };
    const { down } = await walk((p) => bookingsPage(t.db, filter, p), byId);
    const expected = await ids(sql`select id from bookings where status = 'confirmed'
      and appointment_date between '2026-10-05' and '2026-11-30' order by created_at desc, id desc`);
    expect(down.map((p) => p.length)).toEqual([25, 25, 7]);
    expect(down.flat()).toEqual(expected);
  });
});

describe("a page deep in the years", () => {
  it("reads about a page of leads, not the rows before it", async () => {
    // Three years of leads, one every 90 minutes (about 17,500), under the 130 above.
    await t.db.execute(sql`
      insert into pricing_leads (full_name, phone, email, service_type, bedrooms, bathrooms, square_feet, pricing_exact,
        pricing_min, pricing_max, price_table_version, address, created_at)
      select 'Old', '5105550100', 'old@example.com', 'dryer_vent', 2, 1, 1000, 149, 126, 172, '2026-01', '1 Main St', at
      from generate_series(timestamptz '2023-11-27', timestamptz '2026-09-01', interval '90 minutes') at`);
    await t.db.execute(sql`analyze pricing_leads`);
    const cursor = { at: "2024-06-01T00:00:00Z", id: "ffffffff-ffff-4fff-bfff-ffffffffffff" };
    for (const page of [null, { dir: "older" as const, cursor }, { dir: "newer" as const, cursor }]) {
      const statement = leadsPageQuery(t.db, {}, page, 51).getSQL();
      expect(await rowsRead(t.db, statement, "pricing_leads"), JSON.stringify(page)).toBeLessThanOrEqual(60);
    }
  });
});
