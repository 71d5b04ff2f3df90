import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cities } from "@/content/lookups";
import { areaOfCity } from "@/domain/areas/service-areas";
import { DEFAULT_DRIVE, driveMinutes } from "../geo/drive-time";
import { minutesOf } from "./capacity";
import { type CrewJob, crewsOnDuty, type DutyCrew, openStartsFor, pickCrew } from "./crews";
import { TIME_SLOTS } from "./slots";

// Random homes across the Bay Area: a city of the area, a little off its centre.
const bayCities = cities.filter((c) => areaOfCity(c) === "bay-area");
const home = fc
  .record({
    city: fc.integer({ min: 0, max: bayCities.length - 1 }),
    dLat: fc.double({ min: -0.03, max: 0.03, noNaN: true }),
    dLng: fc.double({ min: -0.03, max: 0.03, noNaN: true }),
  })
  .map(({ city, dLat, dLng }) => {
    const c = bayCities[city]?.coordinates ?? { lat: 37.77, lng: -122.42 };
    return { lat: c.lat + dLat, lng: c.lng + dLng };
  });
const sf = { lat: 37.7725, lng: -122.4147 };
const duty = (n: number): DutyCrew[] =>
  crewsOnDuty({
    crews: Array.from({ length: n }, (_, i) => ({
      id: `c${i}`,
      name: `Crew ${i}`,
      weekdays: "0111110",
      staffed: true,
    })),
    weekday: 3,
    holiday: false,
    closures: [],
  }).map((c) => ({ ...c, start: sf }));

/** Each crew's jobs in time order: every one ends, the crew drives, then the next starts. */
function expectNoTwoPlaces(crews: readonly DutyCrew[], jobs: readonly CrewJob[]) {
  for (const c of crews) {
    const own = jobs.filter((j) => j.crewId === c.id).sort((a, b) => minutesOf(a.time) - minutesOf(b.time));
    own.forEach((j, i) => {
      const before = own[i - 1];
      if (!before) {
        if (c.start && j.at)
          expect(minutesOf(j.time) - driveMinutes(c.start, j.at)).toBeGreaterThanOrEqual(
            minutesOf("08:00") - DEFAULT_DRIVE.leadMinutes,
          );
        return;
      }
      const end = minutesOf(before.time) + before.durationMinutes;
      expect(end + driveMinutes(before.at ?? sf, j.at ?? sf)).toBeLessThanOrEqual(minutesOf(j.time));
    });
  }
}

describe("a day with drive time", () => {
  it("never puts a crew in two places at once, however the bookings come in", () => {
    const request = fc.record({
      at: home,
      time: fc.constantFrom(...TIME_SLOTS),
      hours: fc.constantFrom(1, 2, 4, 5),
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(request, { maxLength: 25 }), (n, requests) => {
        const crews = duty(n);
        const jobs: CrewJob[] = [];
        requests.forEach((r, i) => {
          const job = { time: r.time, durationMinutes: r.hours * 60, at: r.at };
          // What is offered is what is booked: a start offered for the place always gets a crew.
          const offered = openStartsFor(crews, jobs, job.durationMinutes, r.at).includes(r.time);
          const crewId = pickCrew(crews, jobs, job);
          expect(crewId !== null).toBe(offered);
          if (crewId) jobs.push({ ...job, id: `j${i}`, crewId });
        });
        expectNoTwoPlaces(crews, jobs);
      }),
      { numRuns: 200 },
    );
  });

  it("keeps back-to-back jobs in one place, and refuses them across the bay", () => {
    const [crew] = duty(1);
    if (!crew) throw new Error("one crew expected");
    const oakland = { lat: 37.8044, lng: -122.2712 };
    const booked: CrewJob[] = [{ id: "a", crewId: crew.id, time: "09:00", durationMinutes: 60, at: sf }];
    expect(pickCrew([crew], booked, { time: "10:00", durationMinutes: 60, at: sf })).toBe(crew.id);
    expect(pickCrew([crew], booked, { time: "10:00", durationMinutes: 60, at: oakland })).toBeNull();
    expect(pickCrew([crew], booked, { time: "11:00", durationMinutes: 60, at: oakland })).toBe(crew.id);
    // Before the booked job, too: 08:00 in Oakland ends at 09:00, no time to reach SF.
    expect(pickCrew([crew], booked, { time: "08:00", durationMinutes: 60, at: oakland })).toBeNull();
  });

  it("counts the day's first job from the crew's start point", () => {
    const [crew] = duty(1);
    if (!crew) throw new Error("one crew expected");
    const sanJose = { lat: 37.3382, lng: -121.8863 }; // 135 minutes from SF: leaving at 07:00, there at 09:15
    const starts = openStartsFor([crew], [], 60, sanJose);
    expect(starts).not.toContain("08:00");
    expect(starts).not.toContain("09:00");
    expect(starts).toContain("10:00");
    expect(openStartsFor([{ ...crew, start: null }], [], 60, sanJose)).toContain("08:00");
  });
});
