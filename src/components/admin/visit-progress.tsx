import { clockTime } from "@/domain/visit/crew-visit";
import type { StepTimes } from "@/server/technician/step-times";

/** The crew's steps of one visit, as the owner follows the day: "On my way 9:02 AM · Started ...". */
export function VisitProgress({ steps, timeZone }: { steps: StepTimes | undefined; timeZone: string }) {
  if (!steps) return null;
  const parts = [
    steps.onMyWayAt && `On my way ${clockTime(steps.onMyWayAt, timeZone)}`,
    steps.startedAt && `Started ${clockTime(steps.startedAt, timeZone)}`,
    steps.finishedAt && `Finished ${clockTime(steps.finishedAt, timeZone)}`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <span className="block text-emerald-800" data-testid="visit-progress">
      {parts.join(" · ")}
    </span>
  );
}
