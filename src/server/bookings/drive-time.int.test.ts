// Drive time under the day lock (decision 0036): bookings racing across the Bay Area never give a
// crew two jobs closer than the drive between them, nor a first job it cannot reach from its start.
import { describe, expect, it } from "vitest";
import { cities } from "@/content/lookups";
import { areaOfCity } from "@/domain/areas/service-areas";
import { driveMinutes } from "@/domain/geo/drive-time";
import { minutesOf } from "@/domain/scheduling/capacity";
import { TIME_SLOTS } from "@/domain/scheduling/slots";
import { areaStart, locateAddress } from "@/server/geo/locate";
import { availabilityForAddress } from "./availability";
import { input, live, options, setUpBookings, t } from "./bookings-int-setup";
import { createBooking } from "./create-booking";

setUpBookings();

const DAY = "2026-11-24";
const EMPTY_DAY = "2026-11-25";
const bay = cities.filter((c) => areaOfCity(c) === "bay-area" && c.zipCodes.length > 0);
// Twenty homes spread over the area's cities, each at a start of the day, taken in a fixed scatter.
const homes = Array.from({ length: 20 }, (_, i) => {
  const city = bay[(i * 7) % bay.length];
  if (!city) throw new Error("no Bay Area cities");
  return {
    address: { street: `${100 + i} Main St`, city: city.name, state: city.state, zip: city.zipCodes[0] as string },
    time: TIME_SLOTS[(i * 3) % TIME_SLOTS.length] as string,
  };
});

describe("drive time between a crew's jobs", () => {
  it("twenty racing bookings across the area never put a crew in two places at once", async () => {
    const results = await Promise.all(
      homes.map((h, i) =>
        createBooking(
          t.db,
          `racer${i}`,
          input({ address: h.address, appointmentDate: DAY, appointmentTime: h.time, serviceType: "dryer_vent" }),
          options,
        ),
      ),
    );
    const booked = results.filter((r) => r.ok);
    expect(booked.length).toBeGreaterThan(1);
    expect(results.every((r) => r.ok || r.reason === "slot-full" || r.reason === "slot-unavailable")).toBe(true);
    const rows = await live(DAY);
    expect(rows).toHaveLength(booked.length);
    const start = areaStart("bay-area");
    if (!start) throw new Error("the Bay Area has a start point");
    for (const crewId of new Set(rows.map((r) => r.crewId))) {
      expect(crewId).not.toBeNull();
      const own = rows
        .filter((r) => r.crewId === crewId)
        .sort((a, b) => minutesOf(a.appointmentTime) - minutesOf(b.appointmentTime));
      own.forEach((job, k) => {
        // Stored where the ZIP's centre is, without a network call.
        const at = locateAddress({ zip: job.zipCode, city: job.city, state: job.state });
        expect(at && { lat: job.latitude, lng: job.longitude }).toEqual(at);
        const here = { lat: job.latitude as number, lng: job.longitude as number };
        const before = own[k - 1];
        if (!before) {
          expect(minutesOf(job.appointmentTime) - driveMinutes(start, here)).toBeGreaterThanOrEqual(minutesOf("07:00"));
          return;
        }
        const there = { lat: before.latitude as number, lng: before.longitude as number };
        expect(
          minutesOf(before.appointmentTime) + before.durationMinutes + driveMinutes(there, here),
        ).toBeLessThanOrEqual(minutesOf(job.appointmentTime));
      });
    }
  });

  it("offers an address only the starts a crew can drive to, and refuses the others", async () => {
    const far = { street: "1 Far St", city: "San Jose", state: "CA", zip: "95112" };
    const open = await availabilityForAddress(
      t.db,
      { address: far, serviceType: "dryer_vent", squareFeet: 1500 },
      { now: options.now },
    );
    if (!open.ok) throw new Error(open.reason);
    // An empty day: San Jose is 2 h 15 min from the start point in San Francisco, leaving at 07:00.
    const day = open.days.find((d) => d.date === EMPTY_DAY);
    expect(day?.starts[0]).toBe("10:00");
    const early = await createBooking(
      t.db,
      "alice",
      input({ address: far, appointmentDate: EMPTY_DAY, appointmentTime: "09:00", serviceType: "dryer_vent" }),
      options,
    );
    expect(early).toEqual({ ok: false, reason: "slot-full" });
    const r = await createBooking(
      t.db,
      "alice",
      input({ address: far, appointmentDate: EMPTY_DAY, appointmentTime: "10:00", serviceType: "dryer_vent" }),
      options,
    );
    expect(r.ok && r.booking.latitude).toBeCloseTo(37.35, 1);
  });
});
