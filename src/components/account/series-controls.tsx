"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { usePostAction } from "@/components/ui/post-action";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/toast";
import { RECURRING_INTERVALS } from "@/domain/scheduling/schedule";

export interface SeriesView {
  id: string;
  service: string;
  intervalMonths: number;
  /** "Tuesday, June 8, 2027": the next visit's interval date. */
  nextDate: string;
  address: string;
}

/** One recurring series: change how often it repeats, or end it (after a confirmation). */
export function SeriesControls({ series }: { series: SeriesView }) {
  const [interval, setInterval] = useState(series.intervalMonths);
  const [confirming, setConfirming] = useState(false);
  const action = usePostAction();
  const { busy, error } = action;

  async function send(body: object, done: string) {
    if (!(await action.post(`/api/recurring/${series.id}`, body))) return;
    toast.success(done);
    setConfirming(false);
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5" data-testid="series">
      <p className="font-semibold">{series.service}</p>
      <p className="text-slate-700 text-sm">
        {series.address} · every {series.intervalMonths} months · next visit due {series.nextDate}
      </p>
      <p className="text-slate-600 text-sm">
        We email you a booking link 45 days before, with 10% off, before the calendar opens to everyone.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <SelectField
          label="Repeat every"
          selectClassName="w-40"
          value={String(interval)}
          onChange={(e) => setInterval(Number(e.currentTarget.value))}
          options={RECURRING_INTERVALS.map((m) => [String(m), `${m} months`] as const)}
        />
        <Button
          variant="outline"
          size="md"
          disabled={busy || interval === series.intervalMonths}
          onClick={() => send({ action: "interval", intervalMonths: interval }, "Interval changed")}
        >
          Save interval
        </Button>
        {confirming ? (
          <>
            <Button size="md" disabled={busy} onClick={() => send({ action: "end" }, "Recurring service ended")}>
              Yes, end the series
            </Button>
            <Button variant="quiet" size="md" disabled={busy} onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <Button variant="quiet" size="md" disabled={busy} onClick={() => setConfirming(true)}>
            End recurring service
          </Button>
        )}
      </div>
      {confirming && (
        <p className="mt-2 text-slate-700 text-sm">
          Ending stops future reminders and the 10% discount. Booked visits stay booked.
        </p>
      )}
      {error && (
        <p role="alert" className="mt-2 text-red-800 text-sm">
          {error}
        </p>
      )}
    </li>
  );
}
