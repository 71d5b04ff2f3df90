// Crews are people, and a job is pinned to one of them when it is booked
// (docs/decisions/0019-crews-and-assignment.md). An area's capacity on a day is the crews on
// duty that day, hour by hour; a job fits when one crew is on duty for all of it and has no other
// job then. Counting jobs per hour (capacity.ts) stays as a second guard: it also counts a job
// that somehow has no crew.

import type { LatLng } from "../geo/distance";
import { DEFAULT_DRIVE, type DrivePolicy, driveMinutes } from "../geo/drive-time";
import { type Closure, DAY_OPENS, fits, HOUR_COUNT, hoursOf, type Job, minutesOf } from "./capacity";
import { TIME_SLOTS, type TimeSlot } from "./schedule";

/**
 * A crew as stored: `weekdays` is seven 0/1 characters, Sunday first; `staffed` says whether
 * anybody is in it (an active technician). Only staffed time is sold: a crew nobody is in is on
 * duty for nobody, so it offers no time and takes no new job (its booked jobs stay, for the owner
 * to give to a crew that exists).
 */
export interface Crew {
  id: string;
  name: string;
  weekdays: string;
  staffed: boolean;
}

/** A closure of the area's day, or (crewId set) of one crew only. */
export interface CrewClosure extends Closure {
  crewId: string | null;
}

/** A crew working on one day: whether it is on duty in each hour of the grid. */
export interface DutyCrew {
  id: string;
  name: string;
  onDuty: boolean[];
  /** Where the crew's day starts (decision 0036); unknown: the first job's drive is not counted. */
  start?: LatLng | null;
}

/** A job and where it is (decision 0036); a job without a place counts only the minimum drive. */
export interface PlacedJob extends Job {
  at?: LatLng | null;
}

export interface CrewJob extends PlacedJob {
  id: string;
  crewId: string | null;
}

/** Name order, "Crew 2" before "Crew 10"; the id settles equal names (never in one area). */
export const byName = (a: { id: string; name: string }, b: { id: string; name: string }) =>
  a.name.localeCompare(b.name, "en", { numeric: true }) || a.id.localeCompare(b.id);

export const WEEKDAYS_PATTERN = /^[01]{7}$/;

export const worksOn = (weekdays: string, weekday: number) => weekdays[weekday] === "1";

function closedRange(c: Closure): [number, number] {
  const open = minutesOf("08:00");
  const from = c.fromTime === null ? 0 : Math.floor((minutesOf(c.fromTime) - open) / 60);
  const to = c.toTime === null ? HOUR_COUNT : Math.ceil((minutesOf(c.toTime) - open) / 60);
  return [Math.max(0, from), Math.min(HOUR_COUNT, to)];
}

/**
 * The crews on duty on one day, in name order: the staffed crews working that weekday, nobody on
 * a holiday, a crew's own closure taking it off for its hours, and an area-wide closure taking
 * everyone off, or (an older closure that says how many crews stay, `crews` > 0) all but the first
 * `crews` crews by name: which people those are was never recorded, so the order is the rule.
 */
export function crewsOnDuty(input: {
  crews: readonly Crew[];
  weekday: number;
  holiday: boolean;
  closures: readonly CrewClosure[];
}): DutyCrew[] {
  const working = input.crews.filter((c) => c.staffed && worksOn(c.weekdays, input.weekday)).sort(byName);
  const duty = working.map((c) => ({
    id: c.id,
    name: c.name,
    onDuty: Array.from({ length: HOUR_COUNT }, () => !input.holiday),
  }));
  for (const closure of input.closures) {
    const [from, to] = closedRange(closure);
    duty.forEach((crew, rank) => {
      const off = closure.crewId !== null ? closure.crewId === crew.id : rank >= Math.max(0, closure.crews);
      if (off) for (let h = from; h < to; h++) crew.onDuty[h] = false;
    });
  }
  return duty;
}

/** Crews on duty in each hour (what the day's page shows, and the counting guard's input). */
export function crewCounts(crews: readonly DutyCrew[]): number[] {
  return Array.from({ length: HOUR_COUNT }, (_, h) => crews.filter((c) => c.onDuty[h]).length);
}

const overlaps = (a: Job, b: Job) =>
  minutesOf(a.time) < minutesOf(b.time) + b.durationMinutes &&
  minutesOf(b.time) < minutesOf(a.time) + a.durationMinutes;

/** Whether the crew is on duty for every hour of the job (inside the working day). */
export function onDutyFor(crew: DutyCrew, job: Job): boolean {
  const [from, to] = hoursOf(job);
  if (from < 0 || to > HOUR_COUNT || to <= from) return false;
  for (let h = from; h < to; h++) if (!crew.onDuty[h]) return false;
  return true;
}

/**
 * The rule before drive time: on duty and no overlap. The backfill and the stranded list keep it:
 * jobs booked before drive time was counted are the crew's, not stranded, and the owner's route
 * suggestion is what spaces them out.
 */
function freeIgnoringDrive(crew: DutyCrew, jobs: readonly CrewJob[], job: Job): boolean {
  return onDutyFor(crew, job) && !jobs.some((j) => j.crewId === crew.id && overlaps(j, job));
}

/** Minutes to drive between two places; a place unknown counts the minimum. */
export function driveBetween(
  from: LatLng | null | undefined,
  to: LatLng | null | undefined,
  policy: DrivePolicy = DEFAULT_DRIVE,
): number {
  return from && to ? driveMinutes(from, to, policy) : policy.minimumMinutes;
}

/** Whether one crew can do both jobs: one ends, the crew drives, then the other starts. */
export function apartEnough(a: PlacedJob, b: PlacedJob, policy: DrivePolicy = DEFAULT_DRIVE): boolean {
  const [first, second] = minutesOf(a.time) <= minutesOf(b.time) ? [a, b] : [b, a];
  if (overlaps(first, second)) return false;
  return (
    minutesOf(first.time) + first.durationMinutes + driveBetween(first.at, second.at, policy) <= minutesOf(second.time)
  );
}

/** Whether the crew can reach the day's first job from its start point, leaving at the earliest the policy allows. */
export function reachableFromStart(crew: DutyCrew, job: PlacedJob, policy: DrivePolicy = DEFAULT_DRIVE): boolean {
  if (!crew.start || !job.at) return true;
  return minutesOf(job.time) - driveMinutes(crew.start, job.at, policy) >= minutesOf(DAY_OPENS) - policy.leadMinutes;
}

/**
 * Whether the crew could take the job: on duty for all of it, every job of its own far enough
 * before or after it to drive between them, and (when it would be the day's first) reachable
 * from where the crew starts.
 */
export function crewFree(
  crew: DutyCrew,
  jobs: readonly CrewJob[],
  job: PlacedJob,
  policy: DrivePolicy = DEFAULT_DRIVE,
): boolean {
  if (!onDutyFor(crew, job)) return false;
  const own = jobs.filter((j) => j.crewId === crew.id);
  if (!own.every((j) => apartEnough(j, job, policy))) return false;
  const first = !own.some((j) => minutesOf(j.time) < minutesOf(job.time));
  return !first || reachableFromStart(crew, job, policy);
}

/** Whether any crew could ever do the job that day (else the time is "unavailable", not "full"). */
export function anyCrewOnDuty(crews: readonly DutyCrew[], job: Job): boolean {
  return crews.some((c) => onDutyFor(c, job));
}

/**
 * The crew for a new job: one free for all of it; of those, the one with the fewest booked minutes
 * that day (work spread evenly), then by name. Null when none is free, or when the hour counts
 * would be exceeded (a job without a crew still takes a crew's time).
 */
export function pickCrew(
  crews: readonly DutyCrew[],
  jobs: readonly CrewJob[],
  job: PlacedJob,
  policy: DrivePolicy = DEFAULT_DRIVE,
): string | null {
  const free = crews.filter((c) => crewFree(c, jobs, job, policy));
  if (free.length === 0 || !fits(jobs, crewCounts(crews), job)) return null;
  const booked = (id: string) => jobs.reduce((sum, j) => sum + (j.crewId === id ? j.durationMinutes : 0), 0);
  return [...free].sort((a, b) => booked(a.id) - booked(b.id) || byName(a, b))[0]?.id ?? null;
}

/** The start times at which some crew could take a job of this length at this place. */
export function openStartsFor(
  crews: readonly DutyCrew[],
  jobs: readonly CrewJob[],
  durationMinutes: number,
  at: LatLng | null = null,
  policy: DrivePolicy = DEFAULT_DRIVE,
): TimeSlot[] {
  return TIME_SLOTS.filter((time) => pickCrew(crews, jobs, { time, durationMinutes, at }, policy) !== null);
}

/**
 * Crews for jobs that have none (the once-per-area backfill): jobs keep a crew they already have;
 * the others, earliest start first, each go to the free crew whose last job ended latest (interval
 * partitioning, best fit). With crews on duty the same hours this never fails while no hour holds
 * more jobs than crews, and it keeps each crew's jobs back to back, so the free time stays in
 * whole stretches: the day offers the start times the old hour counts offered. Null: none free,
 * the day was over its crews.
 */
export function assignDay<J extends CrewJob>(
  crews: readonly DutyCrew[],
  jobs: readonly J[],
): Map<string, string | null> {
  const placed: CrewJob[] = jobs.filter((j) => j.crewId !== null);
  const out = new Map<string, string | null>();
  const waiting = jobs
    .filter((j) => j.crewId === null)
    .map((j, i) => ({ j, i }))
    .sort((a, b) => minutesOf(a.j.time) - minutesOf(b.j.time) || a.i - b.i);
  const lastEnd = (crewId: string, start: number) =>
    Math.max(
      -1,
      ...placed
        .filter((p) => p.crewId === crewId && minutesOf(p.time) + p.durationMinutes <= start)
        .map((p) => minutesOf(p.time) + p.durationMinutes),
    );
  for (const { j } of waiting) {
    const start = minutesOf(j.time);
    const free = fits(placed, crewCounts(crews), j) ? crews.filter((c) => freeIgnoringDrive(c, placed, j)) : [];
    const best = [...free].sort((a, b) => lastEnd(b.id, start) - lastEnd(a.id, start) || byName(a, b))[0];
    out.set(j.id, best?.id ?? null);
    if (best) placed.push({ ...j, crewId: best.id });
  }
  return out;
}

/**
 * The jobs of a day left without a crew: none assigned, their crew not on duty for all of the job
 * (a closure, a holiday, a weekday it no longer works), or overlapping an earlier job of the same
 * crew. Jobs are taken in the order given (start, then booked), so the earlier keeps the crew.
 */
export function strandedJobs<J extends CrewJob>(crews: readonly DutyCrew[], jobs: readonly J[]): J[] {
  const kept: CrewJob[] = [];
  const out: J[] = [];
  for (const job of jobs) {
    const crew = crews.find((c) => c.id === job.crewId);
    if (crew && freeIgnoringDrive(crew, kept, job)) kept.push(job);
    else out.push(job);
  }
  return out;
}
