// Drive time between two homes (docs/decisions/0036-coordinates-and-drive-time.md): the distance
// along the earth between the two places, scaled by a road factor (roads are not straight), at an
// average speed, rounded up to the 15 minutes a crew's day is planned in, never under a minimum.
import { distanceKm, type LatLng } from "./distance";

export interface DrivePolicy {
  /** Road distance per straight-line kilometre. */
  roadFactor: number;
  /** Average door-to-door speed, parking included. */
  speedKmh: number;
  /** Never planned shorter than this between two homes (0: next door is next door). */
  minimumMinutes: number;
  /** How long before the working day opens a crew may leave its start point for the first home. */
  leadMinutes: number;
}

/** Drives are planned in these steps. */
export const DRIVE_STEP_MINUTES = 15;

/**
 * The defaults until the owner has a settings page for them (the note in decision 0036): a metro's
 * roads run about 1.3 times the straight line, at about 40 km/h (25 mph) door to door. The minimum
 * is 0 because a job's booked length is already its upper end, with set-up and clean-up
 * (duration.ts): two homes in one ZIP need no extra time. A crew leaves up to an hour before 08:00.
 */
export const DEFAULT_DRIVE: DrivePolicy = { roadFactor: 1.3, speedKmh: 40, minimumMinutes: 0, leadMinutes: 60 };

/** Minutes planned to drive from `a` to `b`: a multiple of 15, at least the minimum. */
export function driveMinutes(a: LatLng, b: LatLng, policy: DrivePolicy = DEFAULT_DRIVE): number {
  const km = distanceKm(a, b) * policy.roadFactor;
  const minutes = (km / policy.speedKmh) * 60;
  // A hair over a step (floating point on equal places) is still the step below.
  const steps = Math.ceil(minutes / DRIVE_STEP_MINUTES - 1e-9);
  return Math.max(policy.minimumMinutes, Math.max(0, steps) * DRIVE_STEP_MINUTES);
}

/** "12 min", "1 h 15 min": a drive as the crew reads it. */
export function formatDrive(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
