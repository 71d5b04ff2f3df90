// A suggested order for one crew's day (decision 0036): nearest neighbour from the crew's start
// point, then 2-opt (reverse any stretch that shortens the drive) until nothing improves. An open
// path: the drive home after the last job is the crew's own. Never longer than the order given:
// when the heuristic finds nothing shorter, the given order is the answer.
import { distanceKm, type LatLng } from "./distance";
import { DEFAULT_DRIVE, type DrivePolicy, driveMinutes } from "./drive-time";

/** Kilometres along the earth from the start through the stops in this order. */
export function routeKm(start: LatLng | null, stops: readonly LatLng[], order: readonly number[]): number {
  let km = 0;
  let at = start;
  for (const i of order) {
    const next = stops[i];
    if (!next) continue;
    if (at) km += distanceKm(at, next);
    at = next;
  }
  return km;
}

function nearestNeighbour(start: LatLng | null, stops: readonly LatLng[]): number[] {
  const left = new Set(stops.map((_, i) => i));
  const order: number[] = [];
  let at = start ?? stops[0] ?? null;
  while (left.size > 0) {
    let best = -1;
    let bestKm = Number.POSITIVE_INFINITY;
    for (const i of left) {
      const km = at ? distanceKm(at, stops[i] as LatLng) : 0;
      if (km < bestKm) [best, bestKm] = [i, km];
    }
    order.push(best);
    left.delete(best);
    at = stops[best] ?? at;
  }
  return order;
}

function twoOpt(start: LatLng | null, stops: readonly LatLng[], order: number[]): number[] {
  let best = order;
  let bestKm = routeKm(start, stops, best);
  for (let improved = true, rounds = 0; improved && rounds < 50; rounds++) {
    improved = false;
    for (let i = 0; i < best.length - 1; i++) {
      for (let k = i + 1; k < best.length; k++) {
        const candidate = [...best.slice(0, i), ...best.slice(i, k + 1).reverse(), ...best.slice(k + 1)];
        const km = routeKm(start, stops, candidate);
        if (km < bestKm - 1e-9) [best, bestKm, improved] = [candidate, km, true];
      }
    }
  }
  return best;
}

/**
 * The suggested order of the stops (indexes into `stops`), starting from `start`: never longer
 * than `given` (default: the stops' own order), and `given` itself when nothing is shorter.
 */
export function suggestRoute(
  start: LatLng | null,
  stops: readonly LatLng[],
  given: readonly number[] = stops.map((_, i) => i),
): number[] {
  if (stops.length < 2) return [...given];
  const fromGiven = twoOpt(start, stops, [...given]);
  const fromNearest = twoOpt(start, stops, nearestNeighbour(start, stops));
  const givenKm = routeKm(start, stops, given);
  const [best] = [fromNearest, fromGiven].sort((a, b) => routeKm(start, stops, a) - routeKm(start, stops, b));
  return best && routeKm(start, stops, best) < givenKm - 1e-9 ? best : [...given];
}

/** Minutes planned to drive from the start through the stops in this order, each leg as a crew plans it. */
export function routeDriveMinutes(
  start: LatLng | null,
  stops: readonly LatLng[],
  order: readonly number[],
  policy: DrivePolicy = DEFAULT_DRIVE,
): number {
  let minutes = 0;
  let at = start;
  for (const i of order) {
    const next = stops[i];
    if (!next) continue;
    if (at) minutes += driveMinutes(at, next, policy);
    at = next;
  }
  return minutes;
}
