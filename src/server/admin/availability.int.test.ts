import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availabilityActionSchema } from "@/domain/scheduling/availability-input";
import { crewActionSchema } from "@/domain/scheduling/crew-input";
import { availability } from "@/server/bookings/availability";
import { createBooking } from "@/server/bookings/create-booking";
import { changeCrews } from "@/server/crews/change-crews";
import { profiles } from "@/server/db/schema";
import { addAdmin, addCustomer, bookingInput, outboxOf } from "../../../tests/support/records";
import { staffAllAreas, staffArea } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { availabilityOverview } from "./availability-overview";
import { changeAvailability } from "./change-availability";
import { daySchedule } from "./day-schedule";
import { bookingsPage } from "./list-bookings";
import { moveBooking } from "./move-booking";

let t: TestDb;
// Friday 2026-11-20 10:00 Pacific.
const NOW = new Date("2026-11-20T18:00:00Z");
const options = { now: NOW };
// One customer fills whole days here: the account limits (booking-limits.int.test.ts) are off.
const BOOK_OPTIONS = { now: NOW, limits: "off" as const };
const BAY_AREA = { id: "bay-area", timeZone: "America/Los_Angeles" };

beforeAll(async () => {
  t = await createTestDb();
  // Only staffed crews sell time (src/domain/scheduling/crews.ts).
  await staffAllAreas(t.db, 2);
  await addAdmin(t.db, "owner", "Owner", "owner@example.com");
  await addCustomer(t.db, "dana", "Dana");
  await t.db.insert(profiles).values({ userId: "dana", fullName: "Dana" });
});
afterAll(() => t.close());

// Dana's home in Oakland; the owner's day shows its phone, address and notes.
const book = (appointmentDate: string, appointmentTime: string, serviceType = "dryer_vent") =>
  createBooking(
    t.db,
    "dana",
    bookingInput({
      serviceType,
      address: { street: "1 Main St", unit: "", city: "Oakland", state: "CA", zip: "94607" },
      phone: "5105550100",
      bedrooms: 2,
      bathrooms: 1,
      squareFeet: 1200,
      appointmentDate,
      appointmentTime,
      notes: "Side gate",
    }),
    BOOK_OPTIONS,
  );
const act = (action: unknown) => changeAvailability(t.db, "owner", availabilityActionSchema.parse(action), options);
const openOn = async (date: string, minutes = 60) =>
  (await availability(t.db, BAY_AREA, minutes, options)).find((d) => d.date === date)?.starts ?? [];

describe("the owner's availability", () => {
  it("closing a day that has bookings lists them, and the day offers nothing more", async () => {
    const booked = await book("2026-12-01", "09:00");
    if (!booked.ok) throw new Error(booked.reason);
    const result = await act({ action: "add-closure", area: "bay-area", date: "2026-12-01", reason: "Van repairs" });
    expect(result.ok && result.affected.map((a) => a.booking.id)).toEqual([booked.booking.id]);
    expect(await openOn("2026-12-01")).toEqual([]);
    expect((await availabilityOverview(t.db, options)).conflicts.map((c) => c.booking.id)).toContain(booked.booking.id);
  });

  it("the owner moves a stranded booking to an open start, and nowhere closed or full", async () => {
    const [stranded] = (await availabilityOverview(t.db, options)).conflicts;
    if (!stranded) throw new Error("nothing stranded");
    const move = (appointmentDate: string, appointmentTime: string) =>
      moveBooking(t.db, stranded.booking.id, { appointmentDate, appointmentTime }, { now: NOW });
    expect(await move("2026-12-01", "10:00")).toEqual({ ok: false, reason: "slot-unavailable" });
    const moved = await move("2026-12-07", "10:00");
    expect(moved.ok && [moved.booking.appointmentDate, moved.customerEmail]).toEqual([
      "2026-12-07",
      "dana@example.com",
    ]);
    // The customer's email with the new time was queued with the move (and only with it).
    const queued = await outboxOf(t.db, { bookingId: stranded.booking.id, kind: "booking-rescheduled" });
    expect(queued).toHaveLength(1);
    expect(queued[0]?.to).toBe("dana@example.com");
    expect((await availabilityOverview(t.db, options)).conflicts).toEqual([]);
  });

  it("closes some hours, or takes a crew off sick", async () => {
    await act({ action: "add-closure", area: "bay-area", date: "2026-12-02", fromTime: "12:00", reason: "Inspection" });
    expect(await openOn("2026-12-02")).toEqual(["08:00", "09:00", "10:00", "11:00"]);
    await act({ action: "add-closure", area: "all", date: "2026-12-03", crews: 1, reason: "Sam off sick" });
    await book("2026-12-03", "08:00", "air_duct");
    expect(await openOn("2026-12-03")).toEqual(["13:00", "14:00", "15:00", "16:00"]);
  });

  it("crews decide the weekdays: Saturdays open when the owner adds a crew that works them", async () => {
    expect(await openOn("2026-12-05")).toEqual([]);
    const added = await changeCrews(
      t.db,
      "owner",
      crewActionSchema.parse({ action: "create", name: "Saturday crew", area: "bay-area", weekdays: "0000001" }),
      options,
    );
    expect(added.ok).toBe(true);
    // Nobody is in it yet: it sells no time until somebody is.
    expect(await openOn("2026-12-05", 240)).toEqual([]);
    await staffArea(t.db, "bay-area", 2);
    expect(await openOn("2026-12-05", 240)).toEqual(["08:00", "09:00", "10:00", "11:00", "13:00", "14:00"]);
  });

  it("Thanksgiving is closed until the owner reopens it; another day can be added", async () => {
    const overview = await availabilityOverview(t.db, options);
    expect(overview.holidays.find((h) => h.date === "2026-11-26")).toEqual({
      date: "2026-11-26",
      name: "Thanksgiving",
      closed: true,
    });
    expect(await openOn("2026-11-26")).toEqual([]);
    await act({ action: "set-holiday", date: "2026-11-26", name: "Thanksgiving", closed: false });
    expect(await openOn("2026-11-26")).toHaveLength(8);
    await act({ action: "set-holiday", date: "2026-11-27", name: "Day after Thanksgiving", closed: true });
    expect(await openOn("2026-11-27")).toEqual([]);
  });

  it("refuses bad input with a message", () => {
    const bad = availabilityActionSchema.safeParse({
      action: "add-closure",
      area: "atlantis",
      date: "2026-12-01",
      reason: "x",
    });
    expect(bad.success).toBe(false);
    const backwards = availabilityActionSchema.safeParse({
      action: "add-closure",
      area: "all",
      date: "2026-12-01",
      fromTime: "14:00",
      toTime: "10:00",
      reason: "x",
    });
    expect(backwards.error?.issues[0]?.message).toBe("The closure must end after it starts.");
  });
});

describe("the owner's day", () => {
  it("lists one area's jobs with window, phone, address and notes, and a crew each", async () => {
    await book("2026-12-04", "08:00", "air_duct");
    await book("2026-12-04", "09:00");
    await book("2026-12-04", "13:00");
    const ny = await createBooking(
      t.db,
      "dana",
      bookingInput({
        address: { street: "1 Wall St", unit: "", city: "New York", state: "NY", zip: "10005" },
        phone: "2125550100",
        bedrooms: 0,
        bathrooms: 0,
        squareFeet: 0,
        appointmentDate: "2026-12-04",
      }),
      // Made a minute after the others: the newest-first list below puts it on top.
      { ...BOOK_OPTIONS, now: new Date(NOW.getTime() + 60_000) },
    );
    expect(ny.ok).toBe(true);
    const day = await daySchedule(t.db, "bay-area", "2026-12-04");
    // Each job kept the crew it was given when booked: the free crew with the fewest minutes.
    expect(day.jobs.map((j) => [j.booking.appointmentTime, j.booking.durationMinutes, j.crew?.name])).toEqual([
      ["08:00", 240, "Crew 1"],
      ["09:00", 60, "Crew 2"],
      ["13:00", 60, "Crew 2"],
    ]);
    expect(day.jobs[0]?.booking).toMatchObject({ customerPhone: "5105550100", notes: "Side gate" });
  });

  it("lists bookings newest first, a page at a time, by appointment dates", async () => {
    const all = await bookingsPage(t.db, {}, null);
    const created = all.rows.map((r) => r.booking.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(all.rows[0]?.booking.city).toBe("New York");
    expect(all).toMatchObject({ newer: null, older: null });
    const dated = await bookingsPage(t.db, { from: "2026-12-04", to: "2026-12-04" }, null);
    expect(dated.rows).toHaveLength(4);
  });
});
