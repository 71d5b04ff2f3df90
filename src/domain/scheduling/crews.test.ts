import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fits, HOUR_COUNT, jobsByHour, minutesOf, openStarts, timeOf } from "./capacity";
import {
  assignDay,
  type Crew,
  type CrewJob,
  crewCounts,
  crewsOnDuty,
  type DutyCrew,
  onDutyFor,
  openStartsFor,
  pickCrew,
  strandedJobs,
} from "./crews";

const job = (time: string, hours: number) => ({ time, durationMinutes: hours * 60 });
const crew = (id: string, weekdays = "0111110", staffed = true): Crew => ({ id, name: id, weekdays, staffed });
const WEDNESDAY = 3;
const day = (crews: Crew[], closures: Parameters<typeof crewsOnDuty>[0]["closures"] = [], holiday = false) =>
  crewsOnDuty({ crews, weekday: WEDNESDAY, holiday, closures });
const onDuty = (d: DutyCrew[]) => d.map((c) => [c.id, c.onDuty.filter(Boolean).length]);

describe("crews on duty", () => {
  it("are the crews working that weekday, in name order (Crew 2 before Crew 10)", () => {
    const d = day([crew("Crew 10"), crew("Crew 2"), crew("Weekend", "1000001")]);
    expect(onDuty(d)).toEqual([
      ["Crew 2", HOUR_COUNT],
      ["Crew 10", HOUR_COUNT],
    ]);
  });

  it("a crew nobody is in is on duty for nobody: it offers no time and takes no job", () => {
    const empty = day([crew("A", "0111110", false), crew("B", "0111110", false)]);
    expect(empty).toEqual([]);
    expect(openStartsFor(empty, [], 120)).toEqual([]);
    expect(pickCrew(empty, [], job("09:00", 2))).toBeNull();
    // One staffed crew beside an empty one: only the staffed crew's time, and the empty crew's
    // booked job (kept, waiting for the owner to reassign it) still takes its hour.
    const half = day([crew("A", "0111110", false), crew("B")]);
    expect(half.map((c) => c.id)).toEqual(["B"]);
    const held: CrewJob[] = [{ id: "j", crewId: "A", ...job("09:00", 1) }];
    expect(pickCrew(half, held, job("09:00", 1))).toBeNull();
    expect(pickCrew(half, held, job("10:00", 1))).toBe("B");
  });

  it("nobody on a holiday; a crew's own closure takes only that crew off for its hours", () => {
    expect(crewCounts(day([crew("A"), crew("B")], [], true))).toEqual(Array(HOUR_COUNT).fill(0));
    const sick = day([crew("A"), crew("B")], [{ crewId: "B", fromTime: "12:00", toTime: null, crews: 0 }]);
    expect(crewCounts(sick)).toEqual([2, 2, 2, 2, 1, 1, 1, 1, 1, 1]);
    expect(onDutyFor(sick[1] as DutyCrew, job("08:00", 4))).toBe(true);
    expect(onDutyFor(sick[1] as DutyCrew, job("09:00", 4))).toBe(false);
  });

  it("an area closure closes everyone; an old one that keeps k crews keeps the first k by name", () => {
    const crews = [crew("C"), crew("A"), crew("B")];
    expect(crewCounts(day(crews, [{ crewId: null, fromTime: null, toTime: null, crews: 0 }]))).toEqual(
      Array(HOUR_COUNT).fill(0),
    );
    const short = day(crews, [{ crewId: null, fromTime: null, toTime: "10:00", crews: 1 }]);
    expect(short.map((c) => c.onDuty[0])).toEqual([true, false, false]);
    expect(short.map((c) => c.onDuty[2])).toEqual([true, true, true]);
  });
});

describe("the crew for a new job", () => {
  const two = day([crew("Crew 1"), crew("Crew 2")]);

  it("is a free crew; ties go by name, then work is spread to the crew with fewer minutes", () => {
    const jobs: CrewJob[] = [];
    const book = (time: string, hours: number) => {
      const crewId = pickCrew(two, jobs, job(time, hours));
      if (crewId) jobs.push({ id: time, crewId, ...job(time, hours) });
      return crewId;
    };
    expect(book("08:00", 4)).toBe("Crew 1");
    expect(book("09:00", 1)).toBe("Crew 2");
    expect(book("13:00", 1)).toBe("Crew 2");
    expect(book("09:00", 1)).toBe(null);
    expect(book("14:00", 1)).toBe("Crew 2");
  });

  it("is refused when the free hours are split between crews (fragmentation), and outside the day", () => {
    const jobs: CrewJob[] = [
      { id: "a", crewId: "Crew 1", ...job("08:00", 2) },
      { id: "b", crewId: "Crew 2", ...job("10:00", 2) },
    ];
    // Every hour from 09:00 to 11:00 has a crew free, but no one crew is free for all of it.
    expect(fits(jobs, crewCounts(two), job("09:00", 2))).toBe(true);
    expect(pickCrew(two, jobs, job("09:00", 2))).toBe(null);
    expect(pickCrew(two, [], job("16:00", 5))).toBe(null);
  });

  it("counts a job without a crew against the hour (the counting guard)", () => {
    const jobs: CrewJob[] = [
      { id: "a", crewId: null, ...job("08:00", 4) },
      { id: "b", crewId: "Crew 1", ...job("08:00", 4) },
    ];
    expect(pickCrew(two, jobs, job("09:00", 1))).toBe(null);
    expect(openStartsFor(two, jobs, 60)).toEqual(["13:00", "14:00", "15:00", "16:00"]);
  });
});

// Random days: up to four crews, each on duty for a random span, and requests of 1 to 6 hours.
const dutyCrews = fc.array(fc.tuple(fc.integer({ min: 0, max: HOUR_COUNT }), fc.integer({ min: 0, max: 10 })), {
  minLength: 1,
  maxLength: 4,
});
const requests = fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 6 })), {
  maxLength: 30,
});
const toCrews = (spans: [number, number][]): DutyCrew[] =>
  spans.map(([from, len], i) => ({
    id: `c${i}`,
    name: `Crew ${i + 1}`,
    onDuty: Array.from({ length: HOUR_COUNT }, (_, h) => h >= from && h < from + len),
  }));
const toJob = ([start, hours]: [number, number], i: number): CrewJob => ({
  id: `j${i}`,
  crewId: null,
  time: timeOf(minutesOf("08:00") + start * 60),
  durationMinutes: hours * 60,
});
const overlapping = (a: CrewJob, b: CrewJob) =>
  minutesOf(a.time) < minutesOf(b.time) + b.durationMinutes &&
  minutesOf(b.time) < minutesOf(a.time) + a.durationMinutes;

describe("assignment (properties)", () => {
  it("never gives a crew two overlapping jobs or a job outside its hours, and never beats the counts", () => {
    fc.assert(
      fc.property(dutyCrews, requests, (spans, reqs) => {
        const crews = toCrews(spans);
        const booked: CrewJob[] = [];
        reqs.map(toJob).forEach((j) => {
          const crewId = pickCrew(crews, booked, j);
          if (crewId === null) return;
          expect(fits(booked, crewCounts(crews), j)).toBe(true);
          booked.push({ ...j, crewId });
        });
        for (const a of booked) {
          const c = crews.find((x) => x.id === a.crewId);
          expect(c && onDutyFor(c, a)).toBe(true);
          for (const b of booked) if (a !== b && a.crewId === b.crewId) expect(overlapping(a, b)).toBe(false);
        }
        expect(strandedJobs(crews, booked)).toEqual([]);
      }),
    );
  });

  it("the backfill gives every job a crew and keeps the day's open times, when no hour is over its crews", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), requests, (n, reqs) => {
        const crews = toCrews(Array.from({ length: n }, () => [0, HOUR_COUNT]));
        // Keep the requests that fit by counting, in request order: the old model's day.
        const day: CrewJob[] = [];
        for (const j of reqs.map(toJob)) if (fits(day, crewCounts(crews), j)) day.push(j);
        expect(Math.max(0, ...jobsByHour(day))).toBeLessThanOrEqual(n);
        const assigned = assignDay(crews, day);
        expect([...assigned.values()].filter((c) => c === null)).toEqual([]);
        const withCrews = day.map((j) => ({ ...j, crewId: assigned.get(j.id) ?? null }));
        expect(strandedJobs(crews, withCrews)).toEqual([]);
        // And the day offers what it offered before, for every length of job.
        for (const hours of [1, 2, 3, 4, 5, 6]) {
          expect(openStartsFor(crews, withCrews, hours * 60)).toEqual(openStarts(day, crewCounts(crews), hours * 60));
        }
      }),
    );
  });
});
