import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingInput, bookingInputSchema } from "@/domain/booking/booking-input";
import { appointmentStart } from "@/domain/scheduling/schedule";
import { bookings, profiles, recurringSchedules, user } from "@/server/db/schema";
import { getProfile, updateProfile } from "@/server/profiles/profile";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { cancelBooking, rescheduleBooking } from "./change-booking";
import { createBooking } from "./create-booking";
import { listBookings } from "./list-bookings";

// These tests are about slots and capacity; the account limits have their own file
// (booking-limits.int.test.ts).
let t: TestDb;
// Friday 2026-11-20 10:00 Pacific.
const NOW = new Date("2026-11-20T18:00:00Z");
const CAPACITY = 2;

beforeAll(async () => {
  t = await createTestDb();
  for (const id of ["alice", "bob", ...Array.from({ length: 50 }, (_, i) => `racer${i}`)]) {
    await t.db.insert(user).values({ id, name: id, email: `${id}@example.com`, emailVerified: true });
    await t.db.insert(profiles).values({ userId: id, fullName: id });
  }
});
afterAll(() => t.close());

function input(patch: Partial<BookingInput> = {}): BookingInput {
  return bookingInputSchema.parse({
    serviceType: "standard",
    address: "2180 Milvia St, Berkeley, CA 94704",
    city: "Berkeley",
    state: "CA",
    zipCode: "94704",
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1500,
    appointmentDate: "2026-11-24",
    appointmentTime: "09:00",
    isRecurring: false,
    idempotencyKey: randomUUID(),
    ...patch,
  });
}

describe("createBooking", () => {
  it("stores a pending booking at the server's price", async () => {
    const result = await createBooking(t.db, "alice", input({ appointmentTime: "08:00" }), {
      now: NOW,
      capacity: CAPACITY,
      limits: "off",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.booking).toMatchObject({ status: "pending", priceExact: "379.00", serviceArea: "bay-area" });
  });

  it("returns the first booking for a resubmitted form (idempotency key)", async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([
      createBooking(t.db, "alice", input({ appointmentTime: "10:00", idempotencyKey: key }), {
        now: NOW,
        capacity: CAPACITY,
        limits: "off",
      }),
      createBooking(t.db, "alice", input({ appointmentTime: "10:00", idempotencyKey: key }), {
        now: NOW,
        capacity: CAPACITY,
        limits: "off",
      }),
    ]);
    expect(a.ok && b.ok && a.booking.id === b.booking.id).toBe(true);
    const rows = await t.db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
    expect(rows).toHaveLength(1);
  });

  it("creates the recurring schedule with a month-end clamp", async () => {
    const result = await createBooking(
      t.db,
      "alice",
      input({ appointmentDate: "2026-12-31", appointmentTime: "11:00", isRecurring: true, recurringIntervalMonths: 6 }),
      { now: new Date("2026-12-10T18:00:00Z"), capacity: CAPACITY, limits: "off" },
    );
    if (!result.ok) throw new Error(result.reason);
    const [schedule] = await t.db
      .select()
      .from(recurringSchedules)
      .where(eq(recurringSchedules.originalBookingId, result.booking.id));
    expect(schedule).toMatchObject({ intervalMonths: 6, nextScheduledDate: "2027-06-30", isActive: true });
  });

  it("refuses today, weekends and unknown times", async () => {
    for (const patch of [{ appointmentDate: "2026-11-20" }, { appointmentDate: "2026-11-21" }]) {
      expect(await createBooking(t.db, "alice", input(patch), { now: NOW, capacity: CAPACITY, limits: "off" })).toEqual(
        {
          ok: false,
          reason: "slot-unavailable",
        },
      );
    }
  });

  it(`lets exactly ${CAPACITY} of 50 simultaneous bookings into one slot`, async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createBooking(t.db, `racer${i}`, input({ appointmentDate: "2026-11-25", appointmentTime: "13:00" }), {
          now: NOW,
          capacity: CAPACITY,
          limits: "off",
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(CAPACITY);
    expect(results.filter((r) => !r.ok && r.reason === "slot-full")).toHaveLength(50 - CAPACITY);
    const rows = await t.db.select().from(bookings).where(eq(bookings.appointmentDate, "2026-11-25"));
    expect(rows).toHaveLength(CAPACITY);
  });
});

describe("changing a booking", () => {
  it("allows a cancel 25 hours before and refuses it 23 hours before", async () => {
    const result = await createBooking(
      t.db,
      "bob",
      input({ appointmentDate: "2026-11-27", appointmentTime: "14:00" }),
      {
        now: NOW,
        capacity: CAPACITY,
        limits: "off",
      },
    );
    if (!result.ok) throw new Error(result.reason);
    const start = appointmentStart("2026-11-27", "14:00", "America/Los_Angeles");
    const at = (hours: number) => new Date(start.getTime() - hours * 3_600_000);
    expect(await cancelBooking(t.db, "bob", result.booking.id, at(23))).toEqual({ ok: false, reason: "too-late" });
    const cancelled = await cancelBooking(t.db, "bob", result.booking.id, at(25));
    expect(cancelled.ok && cancelled.booking.status).toBe("cancelled");
  });

  it("reschedules within the rule and re-checks capacity", async () => {
    const full = { appointmentDate: "2026-11-25", appointmentTime: "13:00" };
    const mine = await createBooking(t.db, "bob", input({ appointmentDate: "2026-11-30", appointmentTime: "15:00" }), {
      now: NOW,
      capacity: CAPACITY,
      limits: "off",
    });
    if (!mine.ok) throw new Error(mine.reason);
    expect(await rescheduleBooking(t.db, "bob", mine.booking.id, full, { now: NOW, capacity: CAPACITY })).toEqual({
      ok: false,
      reason: "slot-full",
    });
    const moved = await rescheduleBooking(
      t.db,
      "bob",
      mine.booking.id,
      { appointmentDate: "2026-12-01", appointmentTime: "16:00" },
      { now: NOW, capacity: CAPACITY },
    );
    expect(moved.ok && moved.booking.appointmentDate).toBe("2026-12-01");
  });

  it("never lets one customer see or change another's booking or profile", async () => {
    const [alices] = await listBookings(t.db, "alice");
    if (!alices) throw new Error("alice has no booking");
    expect((await listBookings(t.db, "bob")).every((b) => b.userId === "bob")).toBe(true);
    expect(await cancelBooking(t.db, "bob", alices.id, NOW)).toEqual({ ok: false, reason: "booking-not-found" });
    expect(
      await rescheduleBooking(
        t.db,
        "bob",
        alices.id,
        { appointmentDate: "2026-12-02", appointmentTime: "08:00" },
        {
          now: NOW,
          capacity: CAPACITY,
        },
      ),
    ).toEqual({ ok: false, reason: "booking-not-found" });
    const [still] = await t.db.select().from(bookings).where(eq(bookings.id, alices.id));
    expect(still?.status).toBe("pending");
    await updateProfile(t.db, "bob", { fullName: "Bob B", phone: "4155550100", defaultAddress: "" });
    expect((await getProfile(t.db, "alice"))?.fullName).toBe("alice");
  });
});
