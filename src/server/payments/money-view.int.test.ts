import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cursor, PageRequest } from "@/domain/paging/cursor";
import { rowsRead } from "../../../tests/support/rows-read";
import { createTestDb, rowsOf, type TestDb } from "../../../tests/support/test-db";
import { moneyDaysQuery, moneyView } from "./money-view";

// The money page on years of invoices: its day and month sums are those of every invoice, payment
// and refund in the months shown (not of the latest invoices listed), "unpaid" counts every open
// invoice however old, and its invoices page by cursor.

const NOW = new Date("2026-11-27T20:00:00Z");
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await t.db.execute(sql`insert into "user" (id, name, email) values ('u1', 'Cara', 'cara@example.com')`);
  // An invoice a day for three years (1,096), each with its booking; a third open, the rest paid
  // in full the next day; a refund of 10.00 on every tenth paid one, settled two days later.
  await t.db.execute(sql`
    insert into bookings (user_id, service_type, appointment_date, appointment_time, address, bedrooms, bathrooms,
      square_feet, price_exact, status)
    select 'u1', 'dryer_vent', date '2023-11-28' + n, '09:00', '1 Main St, Oakland, CA 94610', 2, 1, 1000, 149, 'completed'
    from generate_series(0, 1095) n`);
  await t.db.execute(sql`
    insert into invoices (booking_id, user_id, number, year, sequence, lines, subtotal_cents, tax_rate_bps, tax_cents,
      total_cents, status, paid_cents, issued_at)
    select b.id, 'u1', 'CV-' || n, 2000 + n / 1000, n, '[]', 10000 + n, 0, 0, 10000 + n,
      case when n % 3 = 0 then 'open' else 'paid' end, case when n % 3 = 0 then 0 else 10000 + n end,
      timestamptz '2023-11-28 18:00Z' + n * interval '1 day'
    from (select id, (appointment_date - date '2023-11-28') n from bookings) b`);
  await t.db.execute(sql`
    insert into payments (invoice_id, method, amount_cents, status, recorded_at)
    select id, 'cash', total_cents, 'succeeded', issued_at + interval '1 day' from invoices where status = 'paid'`);
  await t.db.execute(sql`
    insert into refunds (payment_id, invoice_id, amount_cents, idempotency_key, status, created_at, settled_at)
    select p.id, p.invoice_id, 1000, 'r' || i.sequence, 'succeeded', p.recorded_at, p.recorded_at + interval '2 days'
    from payments p join invoices i on i.id = p.invoice_id where i.sequence % 10 = 1`);
  await t.db.execute(sql`analyze`);
});
afterAll(async () => {
  await t.close();
});

const sum = async (statement: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: string }>(await t.db.execute(statement))[0]?.n ?? 0);

describe("the money page's sums", () => {
  it("are those of every row in each month shown, in the business's time zone", async () => {
    const money = await moneyView(t.db, null, NOW);
    expect(money.since).toBe("2025-12-01");
    expect(money.byMonth.map((m) => m.period)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${i < 11 ? 2026 : 2025}-${String(i < 11 ? 11 - i : 12).padStart(2, "0")}`),
    );
    const zone = "America/Los_Angeles";
    for (const month of money.byMonth) {
      const inMonth = (at: string) => sql.raw(`to_char(${at} at time zone '${zone}', 'YYYY-MM') = '${month.period}'`);
      expect(month.invoiced, month.period).toBe(
        await sum(sql`select sum(total_cents) n from invoices where status <> 'void' and ${inMonth("issued_at")}`),
      );
      expect(month.paid, month.period).toBe(
        await sum(sql`select sum(amount_cents) n from payments where ${inMonth("recorded_at")}`),
      );
      expect(month.refunded, month.period).toBe(
        await sum(sql`select sum(amount_cents) n from refunds where ${inMonth("coalesce(settled_at, created_at)")}`),
      );
    }
    expect(money.byDay).toHaveLength(31);
    expect(money.byDay[0]?.period).toBe("2026-11-27");
  });

  it("count every open invoice as unpaid, however old", async () => {
    const money = await moneyView(t.db, null, NOW);
    expect(money.unpaidCents).toBe(await sum(sql`select sum(total_cents) n from invoices where status = 'open'`));
  });

  it("read the months shown, not the years before them", async () => {
    const statement = moneyDaysQuery("2025-12-01");
    // A year of rows: about 365 invoices and 245 payments, against three times that stored. (Refunds
    // are few enough that reading them whole is the planner's cheaper choice here.)
    expect(await rowsRead(t.db, statement, "invoices")).toBeLessThan(400);
    expect(await rowsRead(t.db, statement, "payments")).toBeLessThan(300);
  });
});

it("pages the invoices newest first, each once", async () => {
  const seen: string[] = [];
  let page: PageRequest = null;
  for (;;) {
    const money = await moneyView(t.db, page, NOW);
    seen.push(...money.invoices.map((i) => i.number));
    if (!money.older) break;
    page = { dir: "older", cursor: money.older as Cursor };
  }
  const all = rowsOf<{ number: string }>(
    await t.db.execute(sql`select number from invoices order by issued_at desc, id desc`),
  );
  expect(seen).toEqual(all.map((r) => r.number));
});
