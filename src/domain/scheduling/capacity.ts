// The crew-time model (docs/decisions/0010-crew-time-capacity.md). A working day is a grid of
// hours; each hour has a number of crews on duty; a job occupies one crew for every hour from its
// start to its end. Crews are interchangeable, so a set of jobs can be crewed exactly when no
// hour holds more jobs than crews (interval scheduling: the greedy assignment never fails then).

import { TIME_SLOTS, type TimeSlot } from "./slots";

/** The working day at the service address: 8am to 6pm (site hours). */
export const DAY_OPENS = "08:00";
export const DAY_CLOSES = "18:00";
export const HOUR_COUNT = 10;
/** The longest job one crew can do in a day. */
export const WORKDAY_MINUTES = HOUR_COUNT * 60;

/** Where an owner's closure may start or end: every hour of the working day. */
export const CLOSURE_TIMES = [
  "08:00",
  "09:00",
  "10:00",
  "11:00",
  "12:00",
  "13:00",
  "14:00",
  "15:00",
  "16:00",
  "17:00",
  "18:00",
] as const;

export interface Job {
  /** Local "HH:MM" start. */
  time: string;
  durationMinutes: number;
}

export interface Closure {
  /** null: from the start of the day. */
  fromTime: string | null;
  /** null: to the end of the day. */
  toTime: string | null;
  /** Crews on duty during the closure: 0 closes it, 1 when one of two crews is off sick. */
  crews: number;
}

export function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export function endTime(time: string, durationMinutes: number): string {
  return timeOf(minutesOf(time) + durationMinutes);
}

const OPEN = minutesOf(DAY_OPENS);

/** The hour indexes [first, last) a job covers on the grid; may run past the grid. */
export function hoursOf(job: Job): [number, number] {
  const start = Math.floor((minutesOf(job.time) - OPEN) / 60);
  const end = Math.ceil((minutesOf(job.time) + job.durationMinutes - OPEN) / 60);
  return [start, end];
}

/**
 * Crews on duty in each hour of one day: the weekday's crews, nothing on a holiday, and each
 * closure lowering the hours it covers to its own crew count.
 */
export function crewsByHour(input: { weekdayCrews: number; holiday: boolean; closures: readonly Closure[] }): number[] {
  const hours = Array.from({ length: HOUR_COUNT }, () => (input.holiday ? 0 : Math.max(0, input.weekdayCrews)));
  for (const c of input.closures) {
    const from = c.fromTime === null ? 0 : Math.floor((minutesOf(c.fromTime) - OPEN) / 60);
    const to = c.toTime === null ? HOUR_COUNT : Math.ceil((minutesOf(c.toTime) - OPEN) / 60);
    for (let h = Math.max(0, from); h < Math.min(HOUR_COUNT, to); h++) {
      hours[h] = Math.min(hours[h] ?? 0, Math.max(0, c.crews));
    }
  }
  return hours;
}

/** Jobs running in each hour. */
export function jobsByHour(jobs: readonly Job[]): number[] {
  const load = Array.from({ length: HOUR_COUNT }, () => 0);
  for (const job of jobs) {
    const [from, to] = hoursOf(job);
    for (let h = Math.max(0, from); h < Math.min(HOUR_COUNT, to); h++) load[h] = (load[h] ?? 0) + 1;
  }
  return load;
}

/** Whether a job can start at `time`: inside the working day and a crew free for all of it. */
export function fits(jobs: readonly Job[], crews: readonly number[], candidate: Job): boolean {
  const [from, to] = hoursOf(candidate);
  if (from < 0 || to > HOUR_COUNT || to <= from) return false;
  const load = jobsByHour(jobs);
  for (let h = from; h < to; h++) if ((load[h] ?? 0) + 1 > (crews[h] ?? 0)) return false;
  return true;
}

/** Whether the hours are open at all (a closure or a day without crews is "unavailable", not "full"). */
export function isOpen(crews: readonly number[], candidate: Job): boolean {
  return fits([], crews, candidate);
}

/** The start times offered for a job of this length on a day. */
export function openStarts(jobs: readonly Job[], crews: readonly number[], durationMinutes: number): TimeSlot[] {
  return TIME_SLOTS.filter((time) => fits(jobs, crews, { time, durationMinutes }));
}
