// The start times of one crew's day in a given route order (decision 0036): each job at the
// earliest start the day offers after the one before it, with the drive between them and the
// first counted from the crew's start point. Null: the order does not fit the crew's day.
import { DEFAULT_DRIVE, type DrivePolicy } from "../geo/drive-time";
import { minutesOf } from "./capacity";
import { type CrewJob, crewFree, type DutyCrew, type PlacedJob } from "./crews";
import { TIME_SLOTS, type TimeSlot } from "./slots";

export function routeTimes(
  crew: DutyCrew,
  jobs: readonly PlacedJob[],
  policy: DrivePolicy = DEFAULT_DRIVE,
): TimeSlot[] | null {
  const placed: CrewJob[] = [];
  for (const [i, job] of jobs.entries()) {
    const after = placed.at(-1);
    const time = TIME_SLOTS.find(
      (t) => (!after || minutesOf(t) > minutesOf(after.time)) && crewFree(crew, placed, { ...job, time: t }, policy),
    );
    if (!time) return null;
    placed.push({ ...job, time, id: String(i), crewId: crew.id });
  }
  return placed.map((p) => p.time as TimeSlot);
}
