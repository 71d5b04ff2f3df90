import { describe, expect, it } from "vitest";
import { crewsByHour, fits, openStarts } from "./capacity";
import { ARRIVAL_WINDOW_MINUTES, formatDuration, jobDurationMinutes } from "./duration";
import { formatArrivalWindow } from "./schedule";

const two = crewsByHour({ weekdayCrews: 2, holiday: false, closures: [] });
const job = (time: string, hours: number) => ({ time, durationMinutes: hours * 60 });

describe("crew time", () => {
  it("a 4-hour job at 08:00 keeps its crew busy until 12:00", () => {
    const one = crewsByHour({ weekdayCrews: 1, holiday: false, closures: [] });
    const day = [job("08:00", 4)];
    for (const t of ["08:00", "09:00", "10:00", "11:00"]) expect(fits(day, one, job(t, 1)), t).toBe(false);
    expect(fits(day, one, job("13:00", 1))).toBe(true);
    expect(openStarts(day, one, 60)).toEqual(["13:00", "14:00", "15:00", "16:00"]);
  });

  it("no job runs past 6pm: a 5-hour combo starts at 13:00 at the latest", () => {
    expect(openStarts([], two, 300)).toEqual(["08:00", "09:00", "10:00", "11:00", "13:00"]);
    expect(openStarts([], two, 240)).toEqual(["08:00", "09:00", "10:00", "11:00", "13:00", "14:00"]);
    expect(openStarts([], two, 11 * 60)).toEqual([]);
  });

  it("two crews take two full-day jobs, not sixteen", () => {
    const day = [job("08:00", 5), job("13:00", 5), job("08:00", 4), job("13:00", 4)];
    expect(openStarts(day, two, 60)).toEqual([]);
    expect(openStarts(day, two, 60).length + day.length).toBeLessThan(16);
  });

  it("a closed day, a closed afternoon and a crew off sick", () => {
    expect(openStarts([], crewsByHour({ weekdayCrews: 2, holiday: true, closures: [] }), 60)).toEqual([]);
    const noon = crewsByHour({
      weekdayCrews: 2,
      holiday: false,
      closures: [{ fromTime: "12:00", toTime: null, crews: 0 }],
    });
    expect(openStarts([], noon, 60)).toEqual(["08:00", "09:00", "10:00", "11:00"]);
    expect(openStarts([], noon, 240)).toEqual(["08:00"]);
    const sick = crewsByHour({
      weekdayCrews: 2,
      holiday: false,
      closures: [{ fromTime: null, toTime: null, crews: 1 }],
    });
    expect(openStarts([job("09:00", 4)], sick, 60)).toEqual(["08:00", "13:00", "14:00", "15:00", "16:00"]);
  });
});

describe("durations", () => {
  it("follow the service and grow with the home", () => {
    expect(jobDurationMinutes("air_duct", 1800)).toBe(240);
    expect(jobDurationMinutes("dryer_vent", 9000)).toBe(60);
    expect(jobDurationMinutes("duct_and_dryer", 2500)).toBe(300);
    expect(jobDurationMinutes("air_duct", 2501)).toBe(300);
    expect(jobDurationMinutes("air_duct", 4600)).toBe(420);
    expect(formatDuration(240)).toBe("about 4 hours");
    expect(formatDuration(60)).toBe("about 1 hour");
    expect(formatArrivalWindow("09:00", ARRIVAL_WINDOW_MINUTES)).toBe("9:00\u20139:30 AM");
    expect(formatArrivalWindow("11:45", ARRIVAL_WINDOW_MINUTES)).toBe("11:45 AM\u201312:15 PM");
  });
});
