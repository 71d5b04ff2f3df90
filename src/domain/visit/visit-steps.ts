// The visit as its crew moves it forward: "On my way", "Arrived / started" and
// "Finished", one tap each on the crew's phone. A step only moves forward and only on the job's
// own day in the area's time zone. The clock is an input.

import { localDate } from "../scheduling/schedule";

export const VISIT_STEPS = ["on-my-way", "start", "finish"] as const;
export type VisitStep = (typeof VISIT_STEPS)[number];

export const VISIT_STEP_LABELS: Record<VisitStep, string> = {
  "on-my-way": "On my way",
  start: "Arrived / started",
  finish: "Finished",
};

export const isVisitStep = (value: unknown): value is VisitStep =>
  typeof value === "string" && (VISIT_STEPS as readonly string[]).includes(value);

export interface VisitState {
  status: string;
  onMyWayAt: Date | null;
  /** Local date of the job at its address. */
  appointmentDate: string;
  timeZone: string;
}

export type StepRefusal = "not-today" | "visit-cancelled" | "step-passed";

export type StepDecision =
  | {
      ok: true;
      /** Nothing to do: the step was taken already (a double tap, or another member's tap). */
      already: boolean;
      /** The status the booking moves to (unchanged for "on my way"). */
      status: string;
    }
  | { ok: false; reason: StepRefusal };

/** How far along a visit is: 0 booked, 1 on the way, 2 started, 3 finished. */
function reached(visit: Pick<VisitState, "status" | "onMyWayAt">): number {
  if (visit.status === "completed") return 3;
  if (visit.status === "in_progress") return 2;
  return visit.onMyWayAt ? 1 : 0;
}

const ORDER: Record<VisitStep, number> = { "on-my-way": 1, start: 2, finish: 3 };
const STATUS_AFTER: Record<VisitStep, string | null> = { "on-my-way": null, start: "in_progress", finish: "completed" };

/**
 * What a tap on `step` does now. The same step again is done already (the answer is the same, and
 * nothing is recorded or sent twice); an earlier step after a later one is refused ("step-passed").
 * Skipping forward is allowed (a crew may start without having tapped "On my way").
 */
export function decideStep(visit: VisitState, step: VisitStep, now: Date): StepDecision {
  if (visit.status === "cancelled") return { ok: false, reason: "visit-cancelled" };
  if (localDate(now, visit.timeZone) !== visit.appointmentDate) return { ok: false, reason: "not-today" };
  const at = reached(visit);
  const target = ORDER[step];
  if (target === at) return { ok: true, already: true, status: visit.status };
  if (target < at) return { ok: false, reason: "step-passed" };
  return { ok: true, already: false, status: STATUS_AFTER[step] ?? visit.status };
}

/** The step the crew's phone offers next (null once finished or cancelled). */
export function nextStep(visit: Pick<VisitState, "status" | "onMyWayAt">): VisitStep | null {
  if (visit.status === "cancelled") return null;
  return VISIT_STEPS[reached(visit)] ?? null;
}
