// The crew's word on when it arrives, and how Today reads a day going wrong. "On my
// way" carries an estimate the technician picks ("about 30 min") or types ("5:45 PM"); the customer
// is told that, not the booked window. The clock is an input everywhere.

import { appointmentStart, localDate } from "../scheduling/schedule";
import { z } from "../validation/zod";
import { clockTime } from "./crew-visit";

/** The estimates offered as one tap each. */
export const ARRIVAL_MINUTES = [15, 30, 45, 60] as const;

/** A typed arrival time may be up to this far ahead: past it, the crew is not on its way yet. */
export const MAX_ETA_MINUTES = 4 * 60;

/** How long a mistaken On my way can be taken back. */
export const ON_MY_WAY_UNDO_MS = 2 * 60_000;

/** The estimate as the phone sends it: a tap (minutes) or a typed local time ("17:45"). */
export const arrivalEstimateSchema = z.union([
  z.object({ minutes: z.number().int().min(5).max(MAX_ETA_MINUTES) }).strict(),
  z.object({ at: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Type the time as hh:mm.") }).strict(),
]);
export type ArrivalEstimate = z.infer<typeof arrivalEstimateSchema>;

export type EtaResult = { ok: true; eta: Date } | { ok: false; reason: "eta-not-ahead" };

/**
 * The instant the crew expects to arrive. A typed time is today's, in the visit's zone, and must
 * lie ahead of now by at most MAX_ETA_MINUTES.
 */
export function arrivalEta(estimate: ArrivalEstimate, now: Date, timeZone: string): EtaResult {
  if ("minutes" in estimate) return { ok: true, eta: new Date(now.getTime() + estimate.minutes * 60_000) };
  const eta = appointmentStart(localDate(now, timeZone), estimate.at, timeZone);
  const ahead = eta.getTime() - now.getTime();
  if (ahead <= 0 || ahead > MAX_ETA_MINUTES * 60_000) return { ok: false, reason: "eta-not-ahead" };
  return { ok: true, eta };
}

/** "about 30 min (around 5:31 PM)": what the customer reads, rounded to the 5 minutes a drive is known to. */
export function arrivalText(eta: Date, now: Date, timeZone: string): string {
  const minutes = Math.max(5, Math.round((eta.getTime() - now.getTime()) / 300_000) * 5);
  const span =
    minutes < 60
      ? `${minutes} min`
      : minutes % 60 === 0
        ? `${minutes / 60} h`
        : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return `about ${span} (around ${clockTime(eta, timeZone)})`;
}

/** On my way may be taken back by its crew for 2 minutes, and only before the visit starts. */
export function canTakeBackOnMyWay(visit: { status: string; onMyWayAt: Date | null }, now: Date): boolean {
  if (!visit.onMyWayAt || visit.status === "in_progress" || visit.status === "completed") return false;
  const since = now.getTime() - visit.onMyWayAt.getTime();
  return since >= 0 && since <= ON_MY_WAY_UNDO_MS;
}

export interface DayVisit {
  status: string;
  appointmentDate: string;
  appointmentTime: string;
  timeZone: string;
  durationMinutes: number;
  onMyWayAt: Date | null;
}

export type DayMark = "late" | "not-started" | null;

export const DAY_MARK_WORDS: Record<Exclude<DayMark, null>, string> = {
  late: "Late",
  "not-started": "Not started",
};

/**
 * How Today reads a visit that should be under way: "Late" once its arrival window has passed
 * without On my way, "Not started" once the whole visit's time has passed and it has not started.
 * A visit started, finished or cancelled is neither.
 */
export function dayMark(visit: DayVisit, now: Date, arrivalWindowMinutes: number): DayMark {
  if (visit.status !== "confirmed" && visit.status !== "pending") return null;
  const start = appointmentStart(visit.appointmentDate, visit.appointmentTime, visit.timeZone).getTime();
  const t = now.getTime();
  if (t >= start + visit.durationMinutes * 60_000) return "not-started";
  if (!visit.onMyWayAt && t >= start + arrivalWindowMinutes * 60_000) return "late";
  return null;
}
