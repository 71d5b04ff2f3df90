// The owner's suggested route for a crew's day (decision 0036): shorter, applied through the
// owner's move rules when every customer can still be told in time, and only then.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appointmentStart, windowDates } from "@/domain/scheduling/schedule";
import { bookingMoves, bookings } from "@/server/db/schema";
import { addAdmin, addBooking, addCustomer, outboxOf } from "../../../tests/support/records";
import { staffArea } from "../../../tests/support/staff";
import { testDbPerFile } from "../../../tests/support/test-db";
import { isWorkingWeekday } from "../../../tests/support/working-days";
import { applyCrewRoute, suggestCrewRoute } from "./crew-route";

const t = testDbPerFile();
const NOW = new Date();
// A working weekday a few days ahead, in the area's zone: every job in it is more than 24 hours away.
const DAY = windowDates(NOW, "America/Los_Angeles").filter(isWorkingWeekday)[3] as string;
const OPTIONS = { now: NOW };

const place = {
  oakland: { address: "1 Broadway, Oakland, CA 94612", city: "Oakland", state: "CA", zipCode: "94612" },
  daly: { address: "1 Mission St, Daly City, CA 94014", city: "Daly City", state: "CA", zipCode: "94014" },
  berkeley: { address: "2180 Milvia St, Berkeley, CA 94704", city: "Berkeley", state: "CA", zipCode: "94704" },
};

beforeAll(async () => {
  await addAdmin(t.db);
  await addCustomer(t.db, "cara", "Cara");
});

/** A crew's day in a zigzag from San Francisco: across the bay, back to Daly City, across again. */
async function zigzag() {
  const [crewId] = await staffArea(t.db, "bay-area", 2);
  if (!crewId) throw new Error("no crew");
  const at = (time: string, p: (typeof place)[keyof typeof place]) =>
    addBooking(t.db, { appointmentDate: DAY, appointmentTime: time, durationMinutes: 60, crewId, ...p });
  return {
    crewId,
    oak: await at("09:00", place.oakland),
    daly: await at("11:00", place.daly),
    berk: await at("14:00", place.berkeley),
  };
}

describe("a crew's suggested route", () => {
  it("is shorter, and the owner's click moves each job through the move rules with its email", async () => {
    const { crewId, oak, daly, berk } = await zigzag();
    const s = await suggestCrewRoute(t.db, crewId, DAY, OPTIONS);
    if (!s.ok) throw new Error(s.reason);
    // 59 km as booked, 36 in the suggested order.
    expect(s.suggestion.suggested.order).toEqual([daly.id, oak.id, berk.id]);
    expect(s.suggestion.suggested.km).toBeLessThan(s.suggestion.nowKm);
    // Daly City at 08:00 (30 min from the start), Oakland 45 min on: 10:00, Berkeley 15 min on: 13:00.
    expect(s.suggestion.suggested.times).toEqual(["08:00", "10:00", "13:00"]);
    expect(s.suggestion.applicable).toBe(true);

    const applied = await applyCrewRoute(t.db, crewId, DAY, { ...OPTIONS, ownerId: "owner" });
    if (!applied.ok) throw new Error(applied.reason);
    expect(applied.moved).toHaveLength(3);
    const rows = await t.db.select().from(bookings).where(eq(bookings.crewId, crewId));
    const timeOf = (id: string) => rows.find((r) => r.id === id)?.appointmentTime;
    expect([timeOf(daly.id), timeOf(oak.id), timeOf(berk.id)]).toEqual(["08:00", "10:00", "13:00"]);
    expect(await outboxOf(t.db, { kind: "booking-rescheduled" })).toHaveLength(3);
    expect(await t.db.select().from(bookingMoves)).toHaveLength(3);
    // Applied once: the day is now the shortest the heuristic finds.
    expect(await applyCrewRoute(t.db, crewId, DAY, { ...OPTIONS, ownerId: "owner" })).toEqual({
      ok: false,
      reason: "route-shortest",
    });
  });

  it("is not applied when a customer could no longer be told in time", async () => {
    await t.db.delete(bookingMoves);
    await t.db.delete(bookings);
    const { crewId } = await zigzag();
    // Twelve hours before the day's first job: its customer can no longer be moved.
    const late = new Date(appointmentStart(DAY, "09:00", "America/Los_Angeles").getTime() - 12 * 3_600_000);
    const s = await suggestCrewRoute(t.db, crewId, DAY, { ...OPTIONS, now: late });
    expect(s.ok && s.suggestion.reason).toBe("route-too-late");
    expect(await applyCrewRoute(t.db, crewId, DAY, { now: late, ownerId: "owner" })).toEqual({
      ok: false,
      reason: "route-too-late",
    });
    expect(await t.db.select().from(bookingMoves)).toHaveLength(0);
  });
});
