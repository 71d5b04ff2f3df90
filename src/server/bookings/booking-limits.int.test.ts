// Replays "one account takes a whole day": many parallel booking attempts by one account. On
// PostgreSQL (`node scripts/test-pg.mjs`) the attempts really run at once; the customer's row
// lock must make them count one after the other.
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKING_LIMITS } from "@/domain/booking/booking-limits";
import { holidaysBetween } from "@/domain/scheduling/holidays";
import { bookableDates, TIME_SLOTS } from "@/domain/scheduling/schedule";
import { bookings } from "@/server/db/schema";
import { addCustomer, bookingInput } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { cancelBooking } from "./cancel-booking";
import { createBooking } from "./create-booking";

let t: TestDb;
// Friday 2026-11-20 10:00 Pacific.
const NOW = new Date("2026-11-20T18:00:00Z");
const OPTIONS = { now: NOW };
// Working days only: the business is closed on its default holidays (Thanksgiving is in the window).
const WINDOW = bookableDates(NOW, "America/Los_Angeles");
const CLOSED = new Set(holidaysBetween(WINDOW[0] ?? "", WINDOW.at(-1) ?? "", []).map((h) => h.date));
const DATES = WINDOW.filter((d) => !CLOSED.has(d));

beforeAll(async () => {
  t = await createTestDb();
  // Only staffed crews sell time (src/domain/scheduling/crews.ts).
  await staffAllAreas(t.db, 50);
  await addCustomer(t.db, "unverified", "U", false);
  await addCustomer(t.db, "verified", "V");
  await addCustomer(t.db, "other", "O");
});
afterAll(() => t.close());

// A dryer vent (an hour): every start of the day fits the crews' day.
const input = (appointmentDate: string, appointmentTime: string) => bookingInput({ appointmentDate, appointmentTime });

const live = async (userId: string) =>
  t.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.userId, userId), ne(bookings.status, "cancelled")));

describe("per-account booking limits", () => {
  it("an unverified account gets one of 16 parallel attempts at a whole day", async () => {
    const day = DATES[3] as string;
    const attempts = [...TIME_SLOTS, ...TIME_SLOTS].map((time) =>
      createBooking(t.db, "unverified", input(day, time), OPTIONS),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(new Set(results.filter((r) => !r.ok).map((r) => (r.ok ? "" : r.reason)))).toEqual(
      new Set(["verify-email-to-book"]),
    );
    expect(await live("unverified")).toHaveLength(BOOKING_LIMITS.upcomingUnverified);
    // Another day does not help.
    expect(await createBooking(t.db, "unverified", input(DATES[5] as string, "09:00"), OPTIONS)).toEqual({
      ok: false,
      reason: "verify-email-to-book",
    });
  });

  it("a verified account: one visit per day, four upcoming in all, also in parallel", async () => {
    const day = DATES[4] as string;
    const sameDay = await Promise.all(
      TIME_SLOTS.map((time) => createBooking(t.db, "verified", input(day, time), OPTIONS)),
    );
    expect(sameDay.filter((r) => r.ok)).toHaveLength(1);
    expect(sameDay.filter((r) => !r.ok).every((r) => !r.ok && r.reason === "booking-day-limit")).toBe(true);

    const manyDays = await Promise.all(
      DATES.slice(5, 15).map((date) => createBooking(t.db, "verified", input(date, "10:00"), OPTIONS)),
    );
    expect(manyDays.filter((r) => r.ok)).toHaveLength(BOOKING_LIMITS.upcoming - 1);
    expect(manyDays.filter((r) => !r.ok).every((r) => !r.ok && r.reason === "booking-upcoming-limit")).toBe(true);
    expect(await live("verified")).toHaveLength(BOOKING_LIMITS.upcoming);
    // Another account is not affected.
    expect((await createBooking(t.db, "other", input(day, "13:00"), OPTIONS)).ok).toBe(true);
  });

  it("a cancelled visit gives its place back", async () => {
    const [first] = await live("unverified");
    if (!first) throw new Error("no booking");
    expect((await cancelBooking(t.db, "unverified", first.id, NOW)).ok).toBe(true);
    expect((await createBooking(t.db, "unverified", input(DATES[6] as string, "11:00"), OPTIONS)).ok).toBe(true);
  });
});

describe("the same form sent twice at once", () => {
  it("answers the first booking to both, with the limits on", async () => {
    await addCustomer(t.db, "twice", "T", false);
    const form = input(DATES[12] as string, "15:00");
    const [a, b] = await Promise.all([
      createBooking(t.db, "twice", form, OPTIONS),
      createBooking(t.db, "twice", form, OPTIONS),
    ]);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.booking.id).toBe(b.booking.id);
    expect([a.duplicate, b.duplicate].sort()).toEqual([false, true]);
  });
});

describe("rescheduling", () => {
  it("cannot move a visit onto a day that already holds another of the customer's visits", async () => {
    const { rescheduleBooking } = await import("./reschedule-booking");
    await addCustomer(t.db, "mover", "M");
    const a = await createBooking(t.db, "mover", input(DATES[8] as string, "08:00"), OPTIONS);
    const b = await createBooking(t.db, "mover", input(DATES[9] as string, "08:00"), OPTIONS);
    if (!a.ok || !b.ok) throw new Error("setup failed");
    const moveTo = (date: number) =>
      rescheduleBooking(
        t.db,
        "mover",
        b.booking.id,
        { appointmentDate: DATES[date] as string, appointmentTime: "14:00" },
        OPTIONS,
      );
    expect(await moveTo(8)).toEqual({ ok: false, reason: "booking-day-limit" });
    // Another time on its own day, or a free day, is fine.
    expect((await moveTo(9)).ok).toBe(true);
    expect((await moveTo(10)).ok).toBe(true);
  });
});
