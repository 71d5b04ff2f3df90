// The shared world of the booking integration tests: a database per test file with three customers
// (alice, bob, carol) and fifty racers, a fixed clock, and a capacity of two crews.
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { bookings, profiles, user } from "@/server/db/schema";
import { bookingInput } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";

// These tests are about crew time and capacity; the account limits have their own file
// (booking-limits.int.test.ts), so every call here turns them off.
export let t: TestDb;
// Friday 2026-11-20 10:00 Pacific.
export const NOW = new Date("2026-11-20T18:00:00Z");
export const CAPACITY = 2;
export const options = { now: NOW, limits: "off" as const };

/** The body as the route receives it: parsed by the route's own schema. */
export const input = (patch: Record<string, unknown> = {}) => bookingInput({ phone: "(510) 555-0142", ...patch });

export const live = (date: string, area = "bay-area") =>
  t.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.serviceArea, area), eq(bookings.appointmentDate, date), ne(bookings.status, "cancelled")));

/** Opens the database with its customers before the file's tests, and closes it after. */
export function setUpBookings() {
  beforeAll(async () => {
    t = await createTestDb();
    for (const id of ["alice", "bob", "carol", ...Array.from({ length: 50 }, (_, i) => `racer${i}`)]) {
      await t.db.insert(user).values({ id, name: id, email: `${id}@example.com`, emailVerified: true });
      await t.db.insert(profiles).values({ userId: id, fullName: id });
    }
    // Only staffed crews sell time: every area's crews get a technician.
    await staffAllAreas(t.db, CAPACITY);
  });
  afterAll(() => t.close());
}
