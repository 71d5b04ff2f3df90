"use client";

import { useEffect, useId, useRef, useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";
import { postJson } from "@/components/ui/post-json";
import { SelectField } from "@/components/ui/select-field";
import { MOVE_REASONS } from "@/domain/booking/move-reasons";
import type { BoardCrew, BoardJob, BoardTarget } from "@/domain/dispatch/board";
import { formatTime } from "@/domain/scheduling/words";

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
  /** Resolves to the refusal's sentence, or "" when the job moved. */
  onMove: (job: BoardJob, to: BoardTarget, reason: string) => Promise<string>;
}) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [crewId, setCrewId] = useState("");
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [reason, setReason] = useState("");
  const [starts, setStarts] = useState<string[] | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

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
  }, [job, crews]);

  useEffect(() => {
    if (!job || !crewId || !date) return;
    const ask = new AbortController();
    setStarts(null);
    postJson<{ starts: string[] }>(
      "/api/admin/dispatch/open-times",
      { bookingId: job.id, crewId, date },
      { signal: ask.signal },
    ).then((res) => {
      if (ask.signal.aborted) return;
      if (!res.ok) {
        setStarts([]);
        setError(res.error);
        return;
      }
      setStarts(res.starts);
      setTime((t) => (res.starts.includes(t) ? t : ""));
    });
    return () => ask.abort();
  }, [job, crewId, date]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!job) return;
    setBusy(true);
    setError("");
    const refused = await onMove(job, { crewId, date, time }, reason);
    setBusy(false);
    if (refused) setError(refused);
    else onClose();
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
        <form onSubmit={submit} className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
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
          <FormError id={`${id}-error`} error={error} />
          <div className="flex gap-2">
            <Button type="submit" size="md" disabled={busy || !crewId || !date || !time}>
              Move job
            </Button>
            <Button type="button" variant="outline" size="md" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
