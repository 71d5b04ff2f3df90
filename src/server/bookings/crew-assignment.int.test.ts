import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minutesOf } from "@/domain/scheduling/capacity";
import { crewActionSchema } from "@/domain/scheduling/crew-input";
import { TIME_SLOTS, weekdayOf } from "@/domain/scheduling/schedule";
import { moveBooking } from "@/server/admin/move-booking";
import { changeCrews } from "@/server/crews/change-crews";
import { reassignCrew } from "@/server/crews/reassign-crew";
import { bookingStatusChanges, bookings, crews, profiles, user } from "@/server/db/schema";
import { addAdmin, bookingInput, okOrThrow } from "../../../tests/support/records";
import { staffAllAreas, staffArea } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { availability } from "./availability";
import { createBooking } from "./create-booking";

// Crews are pinned to jobs when booked (docs/decisions/0019-crews-and-assignment.md). Runs on
// PGlite and, with `node scripts/test-pg.mjs <this file>`, on PostgreSQL, where the races are real.
let t: TestDb;
// Friday 2026-11-20 10:00 Pacific.
const NOW = new Date("2026-11-20T18:00:00Z");
const OPTIONS = { now: NOW, limits: "off" as const };
const BAY_AREA = { id: "bay-area", timeZone: "America/Los_Angeles" };
const ADMIN_OPTIONS = { now: NOW };

beforeAll(async () => {
  t = await createTestDb();
  // Only staffed crews sell time (src/domain/scheduling/crews.ts).
  await staffAllAreas(t.db, 2);
  await addAdmin(t.db);
  for (const id of Array.from({ length: 24 }, (_, i) => `racer${i}`)) {
    await t.db.insert(user).values({ id, name: id, email: `${id}@example.com`, emailVerified: true });
    await t.db.insert(profiles).values({ userId: id, fullName: id });
  }
});
afterAll(() => t.close());

const book = (who: string, date: string, time: string, serviceType = "dryer_vent", squareFeet = 1500) =>
  createBooking(
    t.db,
    who,
    bookingInput({ serviceType, squareFeet, appointmentDate: date, appointmentTime: time }),
    OPTIONS,
  );
const live = (date: string) =>
  t.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.appointmentDate, date), ne(bookings.status, "cancelled")));
const overlapping = (a: typeof bookings.$inferSelect, b: typeof bookings.$inferSelect) =>
  minutesOf(a.appointmentTime) < minutesOf(b.appointmentTime) + b.durationMinutes &&
  minutesOf(b.appointmentTime) < minutesOf(a.appointmentTime) + a.durationMinutes;

describe("every booking has a crew", () => {
  it("assignment never gives one crew two overlapping jobs under 20 racing bookings", async () => {
    const date = "2026-12-08";
    const services = ["air_duct", "dryer_vent", "duct_and_dryer"] as const;
    // Starts where even the 6-hour job ends by 18:00: every refusal is a full day.
    const times = ["08:00", "09:00", "10:00", "11:00"] as const;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        book(`racer${i}`, date, times[(i * 3) % times.length] ?? "08:00", services[i % 3], i % 4 ? 1500 : 3000),
      ),
    );
    const rows = await live(date);
    expect(rows).toHaveLength(results.filter((r) => r.ok).length);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const dayCrews = await t.db.select().from(crews).where(eq(crews.serviceArea, "bay-area"));
    for (const a of rows) {
      const crew = dayCrews.find((c) => c.id === a.crewId);
      expect(crew?.weekdays[weekdayOf(date)], `${a.appointmentTime} has a crew working that day`).toBe("1");
      for (const b of rows) if (a !== b && a.crewId === b.crewId) expect(overlapping(a, b)).toBe(false);
    }
    for (const r of results) if (!r.ok) expect(r.reason).toBe("slot-full");
  });

  it("the form offers exactly the times a booking is then given a crew for", async () => {
    const date = "2026-12-08";
    for (const [i, time] of TIME_SLOTS.entries()) {
      // One hour-long job at a time, each checked against the day as the last one left it.
      const open = (await availability(t.db, BAY_AREA, 60, ADMIN_OPTIONS)).find((d) => d.date === date)?.starts ?? [];
      const result = await book(`racer${20 + (i % 4)}`, date, time, "dryer_vent");
      expect(result.ok, `${time} offered: ${open.includes(time)}`).toBe(open.includes(time));
    }
  });

  it("spreads work: a new job goes to the free crew with fewer booked minutes", async () => {
    const date = "2026-12-09";
    const first = okOrThrow(await book("racer0", date, "08:00", "air_duct"));
    const second = okOrThrow(await book("racer1", date, "13:00", "dryer_vent"));
    expect(first.booking.crewId).not.toBe(second.booking.crewId);
  });

  it("a moved job gets a crew free at its new time, or the move is refused", async () => {
    const date = "2026-12-10";
    const a = okOrThrow(await book("racer2", date, "08:00", "air_duct"));
    okOrThrow(await book("racer3", date, "08:00", "air_duct"));
    const c = okOrThrow(await book("racer4", "2026-12-11", "09:00"));
    expect(await moveBooking(t.db, c.booking.id, { appointmentDate: date, appointmentTime: "10:00" }, OPTIONS)).toEqual(
      {
        ok: false,
        reason: "slot-full",
      },
    );
    const moved = await moveBooking(t.db, c.booking.id, { appointmentDate: date, appointmentTime: "13:00" }, OPTIONS);
    if (!moved.ok) throw new Error(moved.reason);
    expect(moved.booking.crewId).not.toBeNull();
    // The two crews are busy until 12:00; the moved job takes the one with fewer minutes then.
    expect(a.booking.crewId).not.toBeNull();
  });
});

describe("the owner reassigns", () => {
  it("reassignment refused when busy, or when the crew is not on duty; recorded when done", async () => {
    const date = "2026-12-14";
    const a = okOrThrow(await book("racer5", date, "08:00", "air_duct"));
    const b = okOrThrow(await book("racer6", date, "09:00", "dryer_vent"));
    const other = b.booking.crewId;
    if (!other || !a.booking.crewId) throw new Error("no crews");
    expect(await reassignCrew(t.db, "owner", a.booking.id, other, ADMIN_OPTIONS)).toEqual({
      ok: false,
      reason: "crew-busy",
    });
    const weekend = okOrThrow(
      await changeCrews(
        t.db,
        "owner",
        crewActionSchema.parse({ action: "create", name: "Weekend crew", area: "bay-area", weekdays: "1000001" }),
        ADMIN_OPTIONS,
      ),
    );
    expect(await reassignCrew(t.db, "owner", b.booking.id, weekend.crew.id, ADMIN_OPTIONS)).toEqual({
      ok: false,
      reason: "crew-busy",
    });
    // The deep clean (09:00-10:00) fits the first crew only after its 4-hour job: move that one later.
    const late = okOrThrow(await book("racer7", date, "13:00", "dryer_vent"));
    const to = late.booking.crewId === a.booking.crewId ? other : a.booking.crewId;
    const done = await reassignCrew(t.db, "owner", late.booking.id, to, ADMIN_OPTIONS);
    if (!done.ok) throw new Error(done.reason);
    expect(done.booking.crewId).toBe(to);
    const [history] = await t.db
      .select()
      .from(bookingStatusChanges)
      .where(eq(bookingStatusChanges.bookingId, late.booking.id));
    const names = [(await crews_(late.booking.crewId)).name, (await crews_(to)).name];
    expect(history).toMatchObject({
      fromStatus: "pending",
      toStatus: "pending",
      changedBy: "owner",
      reason: `crew: ${names[0]} -> ${names[1]}`,
    });
  });

  it("two reassignments racing for one free crew: one wins, the other is refused", async () => {
    const date = "2026-12-15";
    const x = okOrThrow(await book("racer8", date, "08:00", "air_duct"));
    const y = okOrThrow(await book("racer9", date, "08:00", "air_duct"));
    const third = okOrThrow(
      await changeCrews(
        t.db,
        "owner",
        crewActionSchema.parse({ action: "create", name: "Crew 9", area: "bay-area", weekdays: "0111110" }),
        ADMIN_OPTIONS,
      ),
    );
    await staffArea(t.db, "bay-area", 2);
    const results = await Promise.all(
      [x, y].map((r) => reassignCrew(t.db, "owner", r.booking.id, third.crew.id, ADMIN_OPTIONS)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "crew-busy")).toHaveLength(1);
    await t.db.update(crews).set({ active: false }).where(eq(crews.id, third.crew.id));
  });
});

describe("the owner's crew changes keep every booked job crewed", () => {
  it("a crew off sick is refused while it has jobs then, and the jobs are named", async () => {
    const date = "2026-12-16";
    const job = okOrThrow(await book("racer10", date, "09:00", "dryer_vent"));
    const crew = await crews_(job.booking.crewId);
    const off = (patch: Record<string, unknown>) =>
      changeCrews(
        t.db,
        "owner",
        crewActionSchema.parse({ action: "off", id: crew.id, date, reason: "Off sick", ...patch }),
        ADMIN_OPTIONS,
      );
    const refused = await off({});
    expect(refused.ok === false && refused.reason === "crew-has-jobs" && refused.bookings).toEqual([
      expect.objectContaining({ id: job.booking.id, appointmentTime: "09:00", customerName: "racer10" }),
    ]);
    expect((await off({ fromTime: "12:00" })).ok).toBe(true);
    // The afternoon is then one crew short.
    const open = (await availability(t.db, BAY_AREA, 300, ADMIN_OPTIONS)).find((d) => d.date === date)?.starts;
    expect(open).toEqual(["08:00", "09:00", "10:00", "11:00", "13:00"]);
    okOrThrow(await book("racer11", date, "13:00", "duct_and_dryer"));
    // The other crew has the afternoon's job and the morning free; the sick one its morning.
    expect((await availability(t.db, BAY_AREA, 60, ADMIN_OPTIONS)).find((d) => d.date === date)?.starts).toEqual([
      "08:00",
      "09:00",
      "10:00",
      "11:00",
    ]);
  });

  it("a crew's weekdays cannot drop a day it has jobs on, nor can it stop working then", async () => {
    const date = "2026-12-17"; // a Thursday
    const job = okOrThrow(await book("racer12", date, "10:00", "dryer_vent"));
    const crew = await crews_(job.booking.crewId);
    const update = (weekdays: string, active: boolean) =>
      changeCrews(
        t.db,
        "owner",
        crewActionSchema.parse({ action: "update", id: crew.id, weekdays, active }),
        ADMIN_OPTIONS,
      );
    for (const [weekdays, active] of [
      ["0111010", true],
      [crew.weekdays, false],
    ] as const) {
      const refused = await update(weekdays, active);
      expect(refused.ok === false && refused.reason).toBe("crew-has-jobs");
    }
    expect((await update("0111111", true)).ok).toBe(true);
  });
});

async function crews_(id: string | null) {
  const [crew] = await t.db
    .select()
    .from(crews)
    .where(eq(crews.id, id ?? ""));
  if (!crew) throw new Error("no crew");
  return crew;
}
