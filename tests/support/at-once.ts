import { eq, sql } from "drizzle-orm";
import { bookings } from "@/server/db/schema";
import { rowsOf, type TestDb } from "./test-db";

/**
 * Runs `calls` so that they meet: on PostgreSQL the booking's row is held until every call waits
 * on a lock, then let go, so their transactions really overlap; PGlite runs one at a time anyway.
 */
export async function allAtOnce<T>(t: TestDb, bookingId: string, calls: (() => Promise<T>)[]): Promise<T[]> {
  if (t.kind !== "postgres") return Promise.all(calls.map((call) => call()));
  let results: Promise<T[]> = Promise.resolve([]);
  await t.db.transaction(async (tx) => {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for("update");
    results = Promise.all(calls.map((call) => call()));
    for (let poll = 0; ; poll++) {
      const [waiting] = rowsOf<{ n: number }>(
        await t.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        ),
      );
      if ((waiting?.n ?? 0) >= calls.length) break;
      if (poll > 500) throw new Error("the calls never met at the row lock");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
  return results;
}
