import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, profiles, user } from "@/server/db/schema";
import { createTestDb, type TestDb } from "../support/test-db";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

async function insertUser(id: string) {
  await t.db.insert(user).values({ id, name: "Test", email: `${id}@example.com` });
}

const booking = (userId: string, extra: Partial<typeof bookings.$inferInsert> = {}) => ({
  userId,
  serviceType: "air_duct",
  appointmentDate: "2026-12-01",
  appointmentTime: "09:00",
  address: "1 Main St, San Francisco, CA 94103",
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1500,
  priceExact: "379.00",
  ...extra,
});

describe("migrated schema", () => {
  it("creates every table of docs/product.md#records and the auth tables", async () => {
    const rows = await t.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = (rows as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        "bookings",
        "profiles",
        "recurring_schedules",
        "user_sessions",
        "pricing_leads",
        "user",
        "session",
        "account",
        "verification",
      ]),
    );
  });

  it("stores a valid booking as pending and rejects an unknown status or service type", async () => {
    await insertUser("u1");
    const [row] = await t.db.insert(bookings).values(booking("u1")).returning();
    expect(row?.status).toBe("pending");
    await expect(t.db.insert(bookings).values(booking("u1", { status: "lost" }))).rejects.toThrow();
    await expect(t.db.insert(bookings).values(booking("u1", { serviceType: "chimney" }))).rejects.toThrow();
  });

  it("requires an allowed interval exactly when a booking recurs", async () => {
    await insertUser("u2");
    await expect(t.db.insert(bookings).values(booking("u2", { isRecurring: true }))).rejects.toThrow();
    await expect(
      t.db.insert(bookings).values(booking("u2", { isRecurring: true, recurringIntervalMonths: 7 })),
    ).rejects.toThrow();
    await expect(
      t.db.insert(bookings).values(booking("u2", { isRecurring: true, recurringIntervalMonths: 12 })),
    ).resolves.toBeDefined();
  });

  it("refuses rows that point at a user who does not exist", async () => {
    await expect(t.db.insert(profiles).values({ userId: "ghost", fullName: "Nobody" })).rejects.toThrow();
    await expect(t.db.insert(bookings).values(booking("ghost"))).rejects.toThrow();
  });
});

describe("the crew-time migration's backfill (0006_crew_time_scheduling.sql)", () => {
  const file = path.resolve(import.meta.dirname, "../../src/server/db/migrations/0006_crew_time_scheduling.sql");
  // The hand-written statements after the generated DDL: every one updates bookings. They name the
  // service ids of their time, read here as today's (0059_service_ids.sql renamed them).
  const backfill = fs
    .readFileSync(file, "utf8")
    .replaceAll("'deep'", "'dryer_vent'")
    .replaceAll("'move_out'", "'duct_and_dryer'")
    .split("--> statement-breakpoint")
    .filter((statement) => statement.includes('update "bookings"'));
  const runBackfill = async () => {
    for (const statement of backfill ?? []) await t.db.execute(sql.raw(statement));
  };

  it("gives old rows their job length and metro area, and running it again changes nothing", async () => {
    expect(backfill?.length).toBeGreaterThan(1);
    await insertUser("u3");
    const rows = await t.db
      .insert(bookings)
      .values([
        booking("u3", { serviceType: "dryer_vent", squareFeet: 4000 }),
        booking("u3", { serviceType: "air_duct", squareFeet: 4000, serviceArea: "ny" }),
        booking("u3", { serviceType: "duct_and_dryer", squareFeet: 2500, serviceArea: "tx", city: "Houston" }),
        booking("u3", { serviceType: "air_duct", squareFeet: 1_000_000 }),
      ])
      .returning({ id: bookings.id });
    const state = async () =>
      Promise.all(
        rows.map(async ({ id }) => {
          const [row] = await t.db
            .select({ minutes: bookings.durationMinutes, area: bookings.serviceArea })
            .from(bookings)
            .where(eq(bookings.id, id));
          return row;
        }),
      );
    await runBackfill();
    const expected = [
      { minutes: 60, area: "bay-area" },
      { minutes: 360, area: "new-york-city" },
      { minutes: 300, area: "houston" },
      { minutes: 1440, area: "bay-area" },
    ];
    expect(await state()).toEqual(expected);
    await runBackfill();
    expect(await state()).toEqual(expected);
  });
});
