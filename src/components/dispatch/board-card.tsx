import { StatusBadge } from "@/components/admin/status-badge";
import type { BoardJob } from "@/domain/dispatch/board";
import { ARRIVAL_WINDOW_MINUTES } from "@/domain/scheduling/duration";
import { formatArrivalWindow } from "@/domain/scheduling/words";

const hours = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} h` : `${minutes} min`);

/**
 * One job on the board: window, service, customer and status. A live job can be dragged (a mouse
 * or pen) or moved from its Move… button (keyboard, touch, screen reader): both end in one move.
 */
export function BoardCard({
  job,
  pending,
  onMove,
  onDragStart,
}: {
  job: BoardJob;
  pending: boolean;
  onMove: (job: BoardJob, opener: HTMLButtonElement) => void;
  onDragStart: (job: BoardJob) => void;
}) {
  const window = formatArrivalWindow(job.time, ARRIVAL_WINDOW_MINUTES);
  return (
    <article
      data-testid="board-job"
      data-booking={job.id}
      aria-label={`${job.customerName}, ${job.service}, ${window}`}
      aria-busy={pending || undefined}
      draggable={job.movable && !pending}
      onDragStart={(e) => {
        e.dataTransfer.setData("text/plain", job.id);
        e.dataTransfer.effectAllowed = "move";
        onDragStart(job);
      }}
      className={`rounded-md border bg-white p-2 text-xs shadow-sm ${job.movable ? "cursor-grab border-slate-300" : "border-slate-200"} ${pending ? "opacity-60" : ""}`}
    >
      <p className="font-semibold text-slate-900">
        {window} · {hours(job.durationMinutes)}
      </p>
      <p className="text-slate-800">{job.service}</p>
      <p className="truncate text-slate-800">{job.customerName}</p>
      {job.crewId === null && (
        <p className="text-red-800">{job.crewName ? `${job.crewName}: nobody in it` : "No crew"}</p>
      )}
      <div className="mt-1 flex flex-wrap items-center justify-between gap-1">
        <StatusBadge status={job.status} />
        {job.movable && (
          <button
            type="button"
            className="rounded border border-brand-600 px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            aria-label={`Move ${job.customerName}'s ${job.service}`}
            disabled={pending}
            onClick={(e) => onMove(job, e.currentTarget)}
          >
            Move…
          </button>
        )}
      </div>
    </article>
  );
}
