"use client";

import { useEffect, useId, useRef, useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";
import { ActionForm, type PostAction, usePostAction } from "@/components/ui/post-action";
import { SelectField } from "@/components/ui/select-field";
import { MOVE_REASONS } from "@/domain/booking/move-reasons";
import type { BoardCrew, BoardJob, BoardTarget } from "@/domain/dispatch/board";
import { formatTime } from "@/domain/scheduling/words";
import { useFreeStarts } from "./use-free-starts";

/**
 * The keyboard's and the phone's way to do what a drag does: a crew, a day and a start from the
 * times that crew has free for this job (asked of the server as the choices change), then the same
 * move a drop makes. A native modal dialog: it keeps focus inside and Escape closes it.
 */
export function MoveDialog({
  job,
  crews,
  onClose,
  onMove,
}: {
  job: BoardJob | null;
  crews: BoardCrew[];
  onClose: () => void;
  /** Posts the move through the dialog's action (which keeps its refusal); true when the job moved. */
  onMove: (job: BoardJob, to: BoardTarget, reason: string, action: PostAction) => Promise<boolean>;
}) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [crewId, setCrewId] = useState("");
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [reason, setReason] = useState("");
  const action = usePostAction();
  const { setError } = action;
  const starts = useFreeStarts(job?.id ?? null, crewId, date, setError);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (job) {
      setCrewId(job.crewId ?? crews[0]?.id ?? "");
      setDate(job.date);
      setTime("");
      setReason("");
      setError("");
      if (!dialog.open) dialog.showModal();
    } else if (dialog.open) dialog.close();
  }, [job, crews, setError]);

  // A start the new crew or day does not have free is no longer a choice.
  useEffect(() => {
    if (starts) setTime((t) => (starts.includes(t) ? t : ""));
  }, [starts]);

  async function submit() {
    if (!job) return;
    if (await onMove(job, { crewId, date, time }, reason, action)) onClose();
  }

  const timeChoices: [string, string][] =
    starts === null
      ? [["", "Finding free times…"]]
      : starts.length === 0
        ? [["", "No free start that day"]]
        : [["", "Choose"], ...starts.map((t): [string, string] => [t, formatTime(t)])];
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-5 shadow-xl backdrop:bg-slate-900/40"
    >
      {job && (
        <ActionForm action={action} onSubmit={submit} className="space-y-3">
          <h2 id={`${id}-title`} className="font-semibold text-lg">
            Move {job.customerName}&apos;s {job.service}
          </h2>
          <SelectField
            label="Crew"
            value={crewId}
            onChange={(e) => setCrewId(e.currentTarget.value)}
            options={crews.map((c) => [c.id, c.name] as const)}
          />
          <div>
            <label htmlFor={`${id}-date`} className="block font-medium text-slate-700 text-sm">
              Day
            </label>
            <input
              id={`${id}-date`}
              type="date"
              className={INPUT_CLASS}
              value={date}
              required
              onChange={(e) => setDate(e.currentTarget.value)}
            />
          </div>
          <SelectField
            label="Start"
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
            options={timeChoices}
          />
          <SelectField
            label="Why"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            options={[["", "No reason given"], ...MOVE_REASONS.map((r) => [r.id, r.label] as const)]}
          />
          <p className="text-slate-700 text-sm">A new day or start emails the customer the new time.</p>
          <FormError id={action.errorId} error={action.error} />
          <div className="flex gap-2">
            <Button type="submit" size="md" disabled={action.busy || !crewId || !date || !time}>
              Move job
            </Button>
            <Button type="button" variant="outline" size="md" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </ActionForm>
      )}
    </dialog>
  );
}
