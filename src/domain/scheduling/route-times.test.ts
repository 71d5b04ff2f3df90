import { expect, it } from "vitest";
import { crewsOnDuty } from "./crews";
import { routeTimes } from "./route-times";

const sf = { lat: 37.7725, lng: -122.4147 };
const daly = { lat: 37.6879, lng: -122.4702 };
const sanJose = { lat: 37.3382, lng: -121.8863 };
const [crew] = crewsOnDuty({
  crews: [{ id: "c", name: "Crew 1", weekdays: "0111110", staffed: true }],
  weekday: 3,
  holiday: false,
  closures: [],
}).map((c) => ({ ...c, start: sf }));
if (!crew) throw new Error("one crew expected");
const hour = (at: { lat: number; lng: number }) => ({ time: "08:00", durationMinutes: 60, at });

it("starts each job at the first time after the one before, leaving room for the drive", () => {
  // SF at 08:00 ends 09:00; Daly City is 30 minutes away: 10:00, ends 11:00; San Jose is 2 h 15 min
  // from there: 13:15, so 14:00 (the next start the day offers).
  expect(routeTimes(crew, [hour(sf), hour(daly), hour(sanJose)])).toEqual(["08:00", "10:00", "14:00"]);
  // One place twice needs no drive: back to back.
  expect(routeTimes(crew, [hour(sf), hour(sf)])).toEqual(["08:00", "09:00"]);
});

it("says when the order does not fit the day", () => {
  const long = (at: { lat: number; lng: number }) => ({ time: "08:00", durationMinutes: 300, at });
  expect(routeTimes(crew, [long(sanJose), long(sf)])).toBeNull();
});
