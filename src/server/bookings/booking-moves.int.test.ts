import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rescheduleInputSchema } from "@/domain/booking/booking-input";
import { moveBooking } from "@/server/admin/move-booking";
import { bookingMoves, profiles, user } from "@/server/db/schema";
import { bookingInput } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { createBooking } from "./create-booking";
import { rescheduleBooking } from "./reschedule-booking";

let t: TestDb;
// Friday 2026-11-20 10:00 Pacific.
const NOW = new Date("2026-11-20T18:00:00Z");
const options = { now: NOW, limits: "off" as const };

beforeAll(async () => {
  t = await createTestDb();
  // Only staffed crews sell time (src/domain/scheduling/crews.ts).
  await staffAllAreas(t.db, 2);
  for (const id of ["mover", "owner-1"]) {
    await t.db.insert(user).values({ id, name: id, email: `${id}@example.com`, emailVerified: true });
    await t.db.insert(profiles).values({ userId: id, fullName: id });
  }
});
afterAll(() => t.close());

async function booked(date: string, time: string) {
  const made = await createBooking(
    t.db,
    "mover",
    bookingInput({ phone: "(510) 555-0142", appointmentDate: date, appointmentTime: time }),
    options,
  );
  if (!made.ok) throw new Error(made.reason);
  return made.booking;
}

const movesOf = (bookingId: string) => t.db.select().from(bookingMoves).where(eq(bookingMoves.bookingId, bookingId));

describe("a moved booking keeps its move and reason for the owner's insights", () => {
  it("records the customer's move: from, to, who and why, at the given time", async () => {
    const booking = await booked("2026-11-30", "09:00");
    const result = await rescheduleBooking(
      t.db,
      "mover",
      booking.id,
      { appointmentDate: "2026-12-01", appointmentTime: "11:00", reason: "sooner" },
      options,
    );
    expect(result.ok).toBe(true);
    expect(await movesOf(booking.id)).toMatchObject([
      {
        fromDate: "2026-11-30",
        fromTime: "09:00",
        toDate: "2026-12-01",
        toTime: "11:00",
        movedBy: "customer",
        reason: "sooner",
        changedBy: "mover",
        movedAt: NOW,
      },
    ]);
  });

  it("records the owner's move with the owner's reason, and none for a refused move", async () => {
    const booking = await booked("2026-12-02", "09:00");
    const refused = await moveBooking(
      t.db,
      booking.id,
      { appointmentDate: "2026-12-02", appointmentTime: "03:00", reason: "crew" },
      { now: NOW, ownerId: "owner-1" },
    );
    expect(refused.ok).toBe(false);
    expect(await movesOf(booking.id)).toEqual([]);
    const moved = await moveBooking(
      t.db,
      booking.id,
      { appointmentDate: "2026-12-03", appointmentTime: "09:00", reason: "crew" },
      { now: NOW, ownerId: "owner-1" },
    );
    expect(moved.ok).toBe(true);
    expect(await movesOf(booking.id)).toMatchObject([
      { fromDate: "2026-12-02", toDate: "2026-12-03", movedBy: "owner", reason: "crew", changedBy: "owner-1" },
    ]);
  });

  it("a move without a reason is kept as one without, and a customer cannot blame the crew", async () => {
    const booking = await booked("2026-12-04", "09:00");
    const body = rescheduleInputSchema.parse({ appointmentDate: "2026-12-07", appointmentTime: "09:00" });
    expect((await rescheduleBooking(t.db, "mover", booking.id, body, options)).ok).toBe(true);
    expect(await movesOf(booking.id)).toMatchObject([{ movedBy: "customer", reason: null }]);
    const blamed = rescheduleInputSchema.safeParse({
      appointmentDate: "2026-12-08",
      appointmentTime: "09:00",
      reason: "crew",
    });
    expect(blamed.success).toBe(false);
  });
});
