// A booking as the server takes it and changes it (bookings-int-setup.ts): stored at the server's price,
// once per idempotency key, never more than a slot holds under simultaneous requests; then the cancel
// window, a reschedule that re-checks crew time, and one customer never seeing another's booking. The
// changes work on the bookings made above, so the two stay in one file.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointmentStart } from "@/domain/scheduling/schedule";
import { bookings, recurringSchedules } from "@/server/db/schema";
import { getProfile } from "@/server/profiles/profile";
import { updateProfile } from "@/server/profiles/update-profile";
import { BERKELEY } from "../../../tests/support/forms";
import { CAPACITY, input, live, NOW, options, setUpBookings, t } from "./bookings-int-setup";
import { cancelBooking } from "./cancel-booking";
import { createBooking } from "./create-booking";
import { listBookings } from "./list-bookings";
import { rescheduleBooking } from "./reschedule-booking";

setUpBookings();

describe("createBooking", () => {
  it("stores a pending booking at the server's price, with its phone, duration and address line", async () => {
    const result = await createBooking(
      t.db,
      "alice",
      input({ serviceType: "air_duct", appointmentTime: "08:00", address: { ...BERKELEY, unit: "Apt 2" } }),
      options,
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.booking).toMatchObject({
      status: "pending",
      priceExact: "379.00",
      serviceArea: "bay-area",
      timeZone: "America/Los_Angeles",
      durationMinutes: 240,
      customerPhone: "(510) 555-0142",
      address: "2180 Milvia St, Apt 2, Berkeley, CA 94704",
      city: "Berkeley",
      state: "CA",
      zipCode: "94704",
    });
    expect((await getProfile(t.db, "alice"))?.phone).toBe("(510) 555-0142");
  });

  it("returns the first booking for a resubmitted form (idempotency key)", async () => {
    const key = randomUUID();
    const [a, b] = await Promise.all([
      createBooking(t.db, "alice", input({ appointmentTime: "10:00", idempotencyKey: key }), options),
      createBooking(t.db, "alice", input({ appointmentTime: "10:00", idempotencyKey: key }), options),
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
      { now: new Date("2026-12-10T18:00:00Z"), limits: "off" },
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
      expect(await createBooking(t.db, "alice", input(patch), options)).toEqual({
        ok: false,
        reason: "slot-unavailable",
      });
    }
  });

  it(`lets exactly ${CAPACITY} of 50 simultaneous bookings into one slot`, async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createBooking(t.db, `racer${i}`, input({ appointmentDate: "2026-11-25", appointmentTime: "13:00" }), options),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(CAPACITY);
    expect(results.filter((r) => !r.ok && r.reason === "slot-full")).toHaveLength(50 - CAPACITY);
    expect(await live("2026-11-25")).toHaveLength(CAPACITY);
  });
});

describe("changing a booking", () => {
  it("allows a cancel 25 hours before and refuses it 23 hours before", async () => {
    const result = await createBooking(
      t.db,
      "bob",
      input({ appointmentDate: "2026-11-27", appointmentTime: "14:00" }),
      options,
    );
    if (!result.ok) throw new Error(result.reason);
    const start = appointmentStart("2026-11-27", "14:00", "America/Los_Angeles");
    const at = (hours: number) => new Date(start.getTime() - hours * 3_600_000);
    expect(await cancelBooking(t.db, "bob", result.booking.id, at(23))).toEqual({ ok: false, reason: "too-late" });
    const cancelled = await cancelBooking(t.db, "bob", result.booking.id, at(25));
    expect(cancelled.ok && cancelled.booking.status).toBe("cancelled");
  });

  it("reschedules within the rule and re-checks crew time for the job's length", async () => {
    const full = { appointmentDate: "2026-11-25", appointmentTime: "13:00" } as const;
    const mine = await createBooking(
      t.db,
      "bob",
      input({ serviceType: "air_duct", appointmentDate: "2026-11-30", appointmentTime: "13:00" }),
      options,
    );
    if (!mine.ok) throw new Error(mine.reason);
    const moveTo = (appointmentDate: string, appointmentTime: string) =>
      rescheduleBooking(t.db, "bob", mine.booking.id, { appointmentDate, appointmentTime }, options);
    expect(await moveTo(full.appointmentDate, full.appointmentTime)).toEqual({ ok: false, reason: "slot-full" });
    // 4 hours from 15:00 runs past 6pm.
    expect(await moveTo("2026-12-01", "15:00")).toEqual({ ok: false, reason: "slot-unavailable" });
    // Moving an hour later the same day does not collide with itself.
    const later = await moveTo("2026-11-30", "14:00");
    expect(later.ok && later.booking.appointmentTime).toBe("14:00");
    const moved = await moveTo("2026-12-01", "10:00");
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
        options,
      ),
    ).toEqual({ ok: false, reason: "booking-not-found" });
    const [still] = await t.db.select().from(bookings).where(eq(bookings.id, alices.id));
    expect(still?.status).toBe("pending");
    await updateProfile(t.db, "bob", { fullName: "Bob B", phone: "4155550100", defaultAddress: "" });
    expect((await getProfile(t.db, "alice"))?.fullName).toBe("alice");
  });
});
