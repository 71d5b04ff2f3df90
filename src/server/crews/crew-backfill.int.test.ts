import fs from "node:fs";
import path from "node:path";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServiceType } from "@/domain/pricing/pricing";
import { crewsByHour, fits, type Job, minutesOf, openStarts } from "@/domain/scheduling/capacity";
import { jobDurationMinutes } from "@/domain/scheduling/duration";
import { holidaysBetween } from "@/domain/scheduling/holidays";
import { TIME_SLOTS, weekdayOf, windowDates } from "@/domain/scheduling/schedule";
import { availability } from "@/server/bookings/availability";
import { areaCrews, bookings, crewSetup, crews, user } from "@/server/db/schema";
import { staffArea } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";

// An area booked under the old model (crews counted per weekday, bookings without a crew), then
// migrated: the crew backfill (migration 0058) gives it crews and its bookings a crew, once.
const MIGRATION = path.resolve(import.meta.dirname, "../db/migrations/0058_crew_backfill.sql");
const backfill = () => t.db.execute(sql.raw(fs.readFileSync(MIGRATION, "utf8")));
let t: TestDb;
// Friday 2026-11-20 10:00 Pacific.
const NOW = new Date("2026-11-20T18:00:00Z");
const BAY_AREA = { id: "bay-area", timeZone: "America/Los_Angeles" };
// The owner's old weekly counts: three crews on Wednesdays, one on Saturdays.
const WEEKLY = [0, 2, 2, 3, 2, 2, 1];
const DATES = windowDates(NOW, BAY_AREA.timeZone).slice(0, 16);
const HOLIDAYS = new Set(holidaysBetween(DATES[0] ?? "", DATES.at(-1) ?? "", []).map((h) => h.date));
const oldCrews = (date: string) =>
  crewsByHour({ weekdayCrews: WEEKLY[weekdayOf(date)] ?? 0, holiday: HOLIDAYS.has(date), closures: [] });

const row = (
  i: number,
  date: string,
  time: string,
  serviceType: ServiceType,
  squareFeet: number,
  status = "pending",
) => ({
  userId: `old${i % 5}`,
  serviceType,
  appointmentDate: date,
  appointmentTime: time,
  address: "2180 Milvia St, Berkeley, CA 94704",
  bedrooms: 3,
  bathrooms: 2,
  squareFeet,
  priceExact: "379.00",
  durationMinutes: jobDurationMinutes(serviceType, squareFeet),
  serviceArea: "bay-area",
  timeZone: BAY_AREA.timeZone,
  status,
  createdAt: new Date(NOW.getTime() - 86_400_000 + i * 1000),
});

/** Each day as the old code filled it: requests in order, each kept when every hour had a crew spare. */
const oldDays = new Map<string, Job[]>();

beforeAll(async () => {
  t = await createTestDb();
  for (let i = 0; i < 5; i++) {
    await t.db.insert(user).values({ id: `old${i}`, name: `Old ${i}`, email: `old${i}@example.com` });
  }
  for (const [weekday, n] of WEEKLY.entries()) {
    await t.db.insert(areaCrews).values({ serviceArea: "bay-area", weekday, crews: n });
  }
  const services = ["air_duct", "dryer_vent", "duct_and_dryer"] as const;
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  let i = 0;
  for (const date of DATES) {
    const jobs: Job[] = [];
    for (let k = 0; k < 14; k++) {
      const serviceType = services[next(3)] ?? "dryer_vent";
      const squareFeet = next(4) === 0 ? 3200 : 1500;
      const time = TIME_SLOTS[next(TIME_SLOTS.length)] ?? "08:00";
      const job = { time, durationMinutes: jobDurationMinutes(serviceType, squareFeet) };
      if (!fits(jobs, oldCrews(date), job)) continue;
      jobs.push(job);
      await t.db.insert(bookings).values(row(i++, date, time, serviceType, squareFeet));
    }
    oldDays.set(date, jobs);
  }
  // A visit done last month, and a cancelled one that holds no crew time.
  await t.db.insert(bookings).values(row(i++, "2026-10-14", "09:00", "dryer_vent", 1500, "completed"));
  await t.db.insert(bookings).values(row(i++, DATES[3] ?? "", "08:00", "duct_and_dryer", 1500, "cancelled"));
});
afterAll(() => t.close());

describe("the crew backfill migration", () => {
  it("makes the crews from the old counts: crew k works where the old count was k or more", async () => {
    // The test database was migrated empty (the migration found nothing); the old rows came after.
    expect(await t.db.select().from(crews)).toEqual([]);
    await backfill();
    const made = await t.db.select().from(crews).where(eq(crews.serviceArea, "bay-area")).orderBy(crews.name);
    expect(made.map((c) => [c.name, c.weekdays])).toEqual([
      ["Crew 1", "0111111"],
      ["Crew 2", "0111110"],
      ["Crew 3", "0001000"],
    ]);
    expect(await t.db.select().from(crewSetup)).toEqual([expect.objectContaining({ serviceArea: "bay-area" })]);
  });

  it("gives every live booking a crew working that day, and no crew two jobs at once", async () => {
    const made = await t.db.select().from(crews).where(eq(crews.serviceArea, "bay-area"));
    const rows = await t.db.select().from(bookings).where(ne(bookings.status, "cancelled"));
    expect(rows.length).toBeGreaterThan(DATES.length);
    for (const b of rows) {
      const crew = made.find((c) => c.id === b.crewId);
      expect(crew, `${b.appointmentDate} ${b.appointmentTime}`).toBeDefined();
      expect(crew?.weekdays[weekdayOf(b.appointmentDate)]).toBe("1");
      for (const other of rows) {
        if (other === b || other.crewId !== b.crewId || other.appointmentDate !== b.appointmentDate) continue;
        const [s1, s2] = [minutesOf(b.appointmentTime), minutesOf(other.appointmentTime)];
        expect(s1 < s2 + other.durationMinutes && s2 < s1 + b.durationMinutes).toBe(false);
      }
    }
    const cancelled = await t.db.select().from(bookings).where(eq(bookings.status, "cancelled"));
    expect(cancelled.map((b) => b.crewId)).toEqual([null]);
  });

  it("once people are in the crews, every day offers the start times it offered before, for every length", async () => {
    // The backfill made crews nobody is in, so they sell no time until the owner staffs them.
    expect(await availability(t.db, BAY_AREA, 60, { now: NOW })).toEqual([]);
    await staffArea(t.db, "bay-area", 2);
    for (const minutes of [60, 240, 300, 360]) {
      const now = await availability(t.db, BAY_AREA, minutes, { now: NOW });
      for (const date of DATES) {
        const before = openStarts(oldDays.get(date) ?? [], oldCrews(date), minutes);
        expect(now.find((d) => d.date === date)?.starts ?? [], `${date}, ${minutes} minutes`).toEqual(before);
      }
    }
  });

  it("changes nothing where it ran: crews the owner removes do not come back; a new old area gets its own", async () => {
    await t.db.delete(crews).where(and(eq(crews.serviceArea, "bay-area"), eq(crews.name, "Crew 3")));
    const weekday = DATES.find((d) => weekdayOf(d) >= 1 && weekdayOf(d) <= 5) ?? "";
    // An area with an old booking and no weekly counts: the old default, two crews Monday to Friday.
    const [boston] = await t.db
      .insert(bookings)
      .values({
        ...row(999, weekday, "09:00", "dryer_vent", 1500),
        serviceArea: "boston",
        timeZone: "America/New_York",
      })
      .returning();
    const before = await t.db.select().from(bookings).where(eq(bookings.serviceArea, "bay-area"));
    await backfill();
    expect(await t.db.select().from(crews).where(eq(crews.serviceArea, "bay-area"))).toHaveLength(2);
    expect(await t.db.select().from(bookings).where(eq(bookings.serviceArea, "bay-area"))).toEqual(before);
    const bostonCrews = await t.db.select().from(crews).where(eq(crews.serviceArea, "boston")).orderBy(crews.name);
    expect(bostonCrews.map((c) => [c.name, c.weekdays])).toEqual([
      ["Crew 1", "0111110"],
      ["Crew 2", "0111110"],
    ]);
    const [placed] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, boston?.id ?? ""));
    expect(placed?.crewId).toBe(bostonCrews[0]?.id);
    // Deleting a crew leaves its jobs without one, for the owner to see (not silently reassigned).
    expect((await t.db.select().from(bookings).where(isNull(bookings.crewId))).length).toBeGreaterThan(1);
    // A third run on a database in the new shape finds nothing to do.
    const all = await t.db.select().from(bookings).orderBy(bookings.id);
    await backfill();
    expect(await t.db.select().from(bookings).orderBy(bookings.id)).toEqual(all);
    expect(await t.db.select().from(crews)).toHaveLength(4);
  });
});
