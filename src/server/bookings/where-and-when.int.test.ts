// Where and when a booking can go (bookings-int-setup.ts): the address decides the area and time zone
// whatever the form claims, a job blocks its crew for its length, no job ends after 6 pm, racing
// bookings of mixed lengths never exceed the crews' time, and closed days take no booking.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingInputSchema } from "@/domain/booking/booking-input";
import { crewsByHour, jobsByHour } from "@/domain/scheduling/capacity";
import { pickCrew } from "@/domain/scheduling/crews";
import { jobDurationMinutes } from "@/domain/scheduling/duration";
import { appointmentStart } from "@/domain/scheduling/schedule";
import { bookings, crews, scheduleClosures } from "@/server/db/schema";
import { BERKELEY } from "../../../tests/support/forms";
import { availability } from "./availability";
import { loadDays } from "./booking-days";
import { CAPACITY, input, live, NOW, options, setUpBookings, t } from "./bookings-int-setup";
import { createBooking } from "./create-booking";

const BAY_AREA = { id: "bay-area", timeZone: "America/Los_Angeles" };

setUpBookings();

describe("the address decides where and when", () => {
  it("a tampered city/state cannot move a booking's area or time zone", async () => {
    const body = input({
      appointmentDate: "2026-12-01",
      appointmentTime: "09:00",
      address: { street: "1 Main St", unit: "", city: "Oakland", state: "CA", zip: "94607" },
      city: "New York City",
      state: "NY",
      zipCode: "10001",
      serviceArea: "new-york-city",
      timeZone: "America/New_York",
    });
    const result = await createBooking(t.db, "carol", body, options);
    if (!result.ok) throw new Error(result.reason);
    expect(result.booking).toMatchObject({
      serviceArea: "bay-area",
      timeZone: "America/Los_Angeles",
      city: "Oakland",
      state: "CA",
      zipCode: "94607",
    });
    // 09:00 in Oakland is 17:00 UTC in December.
    expect(
      appointmentStart(result.booking.appointmentDate, result.booking.appointmentTime, result.booking.timeZone),
    ).toEqual(new Date("2026-12-01T17:00:00Z"));
  });

  it("a New York address books in New York's area and time", async () => {
    const result = await createBooking(
      t.db,
      "carol",
      input({
        address: { street: "350 W 31st St", unit: "Apt 4B", city: "New York", state: "NY", zip: "10001" },
        appointmentDate: "2026-12-02",
        appointmentTime: "09:00",
      }),
      options,
    );
    if (!result.ok) throw new Error(result.reason);
    expect(result.booking).toMatchObject({ serviceArea: "new-york-city", timeZone: "America/New_York" });
    expect(appointmentStart("2026-12-02", "09:00", result.booking.timeZone)).toEqual(new Date("2026-12-02T14:00:00Z"));
    // "New York City" is the same pool, not a second one.
    const again = await createBooking(
      t.db,
      "carol",
      input({
        address: { street: "1 Wall St", unit: "", city: "New York City", state: "NY", zip: "10005" },
        appointmentDate: "2026-12-02",
        appointmentTime: "09:00",
      }),
      options,
    );
    expect(again.ok && again.booking.serviceArea).toBe("new-york-city");
  });

  it("an address outside every area is refused and nothing is stored", async () => {
    const before = (await t.db.select().from(bookings)).length;
    for (const address of [
      { street: "100 Ice Rd", unit: "", city: "Anchorage", state: "AK", zip: "99501" },
      { street: "1 Main St", unit: "", city: "Oakland", state: "CA", zip: "10001" },
    ]) {
      const result = await createBooking(t.db, "carol", input({ address, appointmentDate: "2026-12-03" }), options);
      expect(result.ok).toBe(false);
      expect(!result.ok && ["outside-area", "address-mismatch"]).toContain(!result.ok && result.reason);
    }
    expect(
      await createBooking(
        t.db,
        "carol",
        input({ address: { street: "100 Ice Rd", unit: "", city: "Anchorage", state: "AK", zip: "99501" } }),
        options,
      ),
    ).toEqual({ ok: false, reason: "outside-area" });
    expect((await t.db.select().from(bookings)).length).toBe(before);
    expect(bookingInputSchema.safeParse({ ...input(), address: "x" }).success).toBe(false);
    expect(bookingInputSchema.safeParse({ ...input(), address: { ...BERKELEY, street: "x" } }).success).toBe(false);
  });
});

describe("crew time", () => {
  it("a 4-hour job blocks its crew for 4 hours", async () => {
    const date = "2026-12-04";
    // The area's crews were made from the default on its first booking (two); one is off that day.
    const [second] = await t.db
      .select()
      .from(crews)
      .where(and(eq(crews.serviceArea, "bay-area"), eq(crews.name, "Crew 2")));
    if (!second) throw new Error("no Crew 2");
    await t.db
      .insert(scheduleClosures)
      .values({ serviceArea: "bay-area", date, crewId: second.id, reason: "Off sick" });
    const first = await createBooking(
      t.db,
      "bob",
      input({ serviceType: "air_duct", appointmentDate: date, appointmentTime: "08:00" }),
      options,
    );
    expect(first.ok).toBe(true);
    for (const time of ["09:00", "10:00", "11:00"]) {
      expect(
        await createBooking(t.db, "bob", input({ appointmentDate: date, appointmentTime: time }), options),
      ).toEqual({ ok: false, reason: "slot-full" });
    }
    const after = await createBooking(t.db, "bob", input({ appointmentDate: date, appointmentTime: "13:00" }), options);
    expect(after.ok).toBe(true);
    const open = await availability(t.db, BAY_AREA, 60, { now: NOW });
    expect(open.find((d) => d.date === date)?.starts).toEqual(["14:00", "15:00", "16:00"]);
  });

  it("no job ends after 6pm: a 5-hour combo cannot start at 16:00", async () => {
    expect(
      await createBooking(
        t.db,
        "bob",
        input({ serviceType: "duct_and_dryer", appointmentDate: "2026-12-07", appointmentTime: "16:00" }),
        options,
      ),
    ).toEqual({ ok: false, reason: "slot-unavailable" });
    const open = await availability(t.db, BAY_AREA, 300, { now: NOW });
    expect(open.find((d) => d.date === "2026-12-07")?.starts).toEqual(["08:00", "09:00", "10:00", "11:00", "13:00"]);
  });

  it("20 racing bookings of mixed lengths never exceed the crews' time", async () => {
    const date = "2026-12-08";
    const services = ["air_duct", "dryer_vent", "duct_and_dryer"] as const;
    const times = ["08:00", "09:00", "10:00", "11:00", "13:00"] as const;
    const requests = Array.from({ length: 20 }, (_, i) => ({
      serviceType: services[i % 3] as (typeof services)[number],
      appointmentTime: times[(i * 7) % times.length] as (typeof times)[number],
      squareFeet: i % 4 === 0 ? 3000 : 1500, // some larger homes: an hour more
    }));
    const results = await Promise.all(
      requests.map((r, i) => createBooking(t.db, `racer${i}`, input({ ...r, appointmentDate: date }), options)),
    );
    const rows = await live(date);
    const ok = results.filter((r) => r.ok);
    expect(rows).toHaveLength(ok.length);
    expect(ok.length).toBeGreaterThanOrEqual(2);
    const crews = crewsByHour({ weekdayCrews: CAPACITY, holiday: false, closures: [] });
    const jobs = rows.map((r) => ({ time: r.appointmentTime, durationMinutes: r.durationMinutes }));
    jobsByHour(jobs).forEach((n, h) => {
      expect(n, `jobs in hour ${h}`).toBeLessThanOrEqual(crews[h] ?? 0);
    });
    // Every refusal was a full day, and is still one: no crew could take it now either (the
    // crews are pinned, so a time can be refused although the hours alone would fit: decision 0019).
    const day = (await loadDays(t.db, "bay-area", [date])).get(date);
    if (!day) throw new Error("no day");
    results.forEach((r, i) => {
      if (r.ok) return;
      expect(r.reason).toBe("slot-full");
      const req = requests[i];
      if (!req) return;
      const minutes = jobDurationMinutes(req.serviceType, req.squareFeet);
      expect(pickCrew(day.duty, day.jobs, { time: req.appointmentTime, durationMinutes: minutes })).toBeNull();
    });
  });
});

describe("closed days", () => {
  it("a closed day offers no slot and takes no booking", async () => {
    const date = "2026-12-09";
    await t.db.insert(scheduleClosures).values({ serviceArea: "bay-area", date, reason: "Crew training" });
    const open = await availability(t.db, BAY_AREA, 60, { now: NOW });
    expect(open.map((d) => d.date)).not.toContain(date);
    expect(open.map((d) => d.date)).toContain("2026-12-10");
    expect(await createBooking(t.db, "bob", input({ appointmentDate: date }), options)).toEqual({
      ok: false,
      reason: "slot-unavailable",
    });
    // Other areas keep working.
    const ny = await availability(t.db, { id: "new-york-city", timeZone: "America/New_York" }, 60, { now: NOW });
    expect(ny.map((d) => d.date)).toContain(date);
  });

  it("Thanksgiving is closed by default", async () => {
    const open = await availability(t.db, BAY_AREA, 60, { now: NOW });
    expect(open.map((d) => d.date)).not.toContain("2026-11-26");
    expect(open.map((d) => d.date)).toContain("2026-11-25");
    expect(
      await createBooking(t.db, "bob", input({ appointmentDate: "2026-11-26", appointmentTime: "10:00" }), options),
    ).toEqual({ ok: false, reason: "slot-unavailable" });
  });
});
