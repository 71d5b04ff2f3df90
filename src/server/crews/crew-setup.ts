import "server-only";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { assignDay } from "@/domain/scheduling/crews";
import { readDays } from "@/server/bookings/read-days";
import type { Db, Reader } from "@/server/db/client";
import { areaCrews, bookings, crewSetup, crews } from "@/server/db/schema";
import { logger } from "@/server/logger";

/** Crews on a weekday in the old model when the owner set nothing: the default Monday-Friday, none at weekends. */
export function defaultCrews(weekday: number, weekdayDefault: number): number {
  return weekday === 0 || weekday === 6 ? 0 : weekdayDefault;
}

/** The old model's crews of an area per weekday, Sunday first (area_crews over the defaults). */
export async function legacyWeeklyCrews(db: Reader, serviceArea: string, weekdayDefault: number): Promise<number[]> {
  const rows = await db.select().from(areaCrews).where(eq(areaCrews.serviceArea, serviceArea));
  return Array.from(
    { length: 7 },
    (_, d) => rows.find((r) => r.weekday === d)?.crews ?? defaultCrews(d, weekdayDefault),
  );
}

// Areas whose crew_setup row this database handle has seen: the row is never removed, so every
// booking and open-times read after the first skips the query.
const setUp = new WeakMap<object, Set<string>>();
function remember(db: object, serviceArea: string) {
  const areas = setUp.get(db) ?? new Set<string>();
  areas.add(serviceArea);
  setUp.set(db, areas);
}

/**
 * Makes an area's crews from the old per-weekday counts the first time the area is read, once
 * (crew_setup), and gives every live booking of the area a crew. Crew k works a weekday when the
 * old count there was at least k, so every day keeps its old capacity; the bookings of each day
 * are placed earliest start first, which places them all unless a day was already over its crews
 * (those keep no crew and are logged; the owner's conflict list shows them).
 *
 * Safe with two processes at once: inserting the crew_setup row is the lock. A second process's
 * insert waits for the first's transaction and then finds the row, so it makes nothing. Run it
 * before taking any day lock: a transaction that holds a day and waits here could otherwise wait
 * on one that waits for that day.
 */
export async function ensureCrews(db: Reader, serviceArea: string, weekdayDefault: number): Promise<void> {
  if (setUp.get(db)?.has(serviceArea)) return;
  const [done] = await db
    .select({ area: crewSetup.serviceArea })
    .from(crewSetup)
    .where(eq(crewSetup.serviceArea, serviceArea));
  if (done) {
    remember(db, serviceArea);
    return;
  }
  // A transaction of its own, or a savepoint inside the caller's.
  await (db as Db).transaction(async (tx) => {
    const claimed = await tx.insert(crewSetup).values({ serviceArea }).onConflictDoNothing().returning();
    if (claimed.length === 0) return;
    const existing = await tx.select({ id: crews.id }).from(crews).where(eq(crews.serviceArea, serviceArea));
    // Crews the owner made before the first read are the area's crews; nothing is added to them.
    if (existing.length === 0) {
      const counts = await legacyWeeklyCrews(tx, serviceArea, weekdayDefault);
      const n = Math.max(0, ...counts);
      if (n > 0) {
        await tx.insert(crews).values(
          Array.from({ length: n }, (_, i) => ({
            name: `Crew ${i + 1}`,
            serviceArea,
            weekdays: counts.map((c) => (c >= i + 1 ? "1" : "0")).join(""),
          })),
        );
      }
    }
    const waiting = await tx
      .selectDistinct({ date: bookings.appointmentDate })
      .from(bookings)
      .where(and(eq(bookings.serviceArea, serviceArea), isNull(bookings.crewId), ne(bookings.status, "cancelled")));
    const days = await readDays(
      tx,
      serviceArea,
      waiting.map((w) => w.date),
      { allCrews: true },
    );
    const unplaced: string[] = [];
    for (const day of days.values()) {
      const byCrew = new Map<string, string[]>();
      for (const [bookingId, crewId] of assignDay(day.duty, day.jobs)) {
        if (crewId === null) unplaced.push(bookingId);
        else byCrew.set(crewId, [...(byCrew.get(crewId) ?? []), bookingId]);
      }
      for (const [crewId, ids] of byCrew) {
        await tx
          .update(bookings)
          .set({ crewId })
          .where(and(inArray(bookings.id, ids), isNull(bookings.crewId)));
      }
    }
    if (unplaced.length > 0) {
      logger.warn(
        { serviceArea, bookingIds: unplaced },
        "crew backfill: bookings beyond their day's crews kept no crew",
      );
    }
  });
}

/** ensureCrews for several areas (a page that reads them all), skipping those already made. */
export async function ensureAreasCrews(db: Db, areas: readonly string[], weekdayDefault: number): Promise<void> {
  const done = new Set((await db.select({ area: crewSetup.serviceArea }).from(crewSetup)).map((r) => r.area));
  for (const area of areas) if (!done.has(area)) await ensureCrews(db, area, weekdayDefault);
}
