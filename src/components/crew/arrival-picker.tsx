"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { submitStep } from "@/components/crew/offline/outbox";
import { Button } from "@/components/ui/button";
import { usePostAction } from "@/components/ui/post-action";
import type { Posted } from "@/components/ui/post-json";
import { ARRIVAL_MINUTES, type ArrivalEstimate } from "@/domain/visit/arrival";

type ArrivalStep = "on-my-way" | "running-late" | "take-back";

/** Posts one arrival step and shows the page again; a refusal's sentence stays by the buttons. */
function useArrivalStep(bookingId: string, where = "") {
  const router = useRouter();
  const action = usePostAction();
  async function post(step: ArrivalStep, estimate?: ArrivalEstimate) {
    const body = { step, ...(estimate ? { estimate } : {}) };
    // On my way is the step a technician taps without signal: the phone's outbox keeps it and
    // answers for it (sent, waiting, or refused with the server's sentence). A new estimate or a
    // take-back is about now, so it is sent now or not at all.
    if (step === "on-my-way") {
      const res = await action.run(
        async (): Promise<Posted<{ queued?: true }>> => {
          const sent = await submitStep(bookingId, { ...body, step }, `On my way, ${where}`);
          if (sent.kind === "refused") return { ok: false, status: 400, code: "unknown", error: sent.message };
          return sent.kind === "queued" ? { ok: true, status: 202, queued: true } : { ok: true, status: 200 };
        },
        { refresh: false },
      );
      // Waiting to send: the page stays as it is until the outbox sends it.
      if (res && !res.queued) router.refresh();
      return;
    }
    await action.post(`/api/crew/visits/${bookingId}/steps`, body);
  }
  return { busy: action.busy, error: action.error, post };
}

/**
 * "On my way" (or "Running late") with the arrival estimate: one tap on about 15, 30, 45 or 60
 * minutes, or a typed time. The customer is told this estimate, not the booked window.
 */
export function ArrivalPicker({
  bookingId,
  step,
  where = "",
}: {
  bookingId: string;
  step: "on-my-way" | "running-late";
  where?: string;
}) {
  const { busy, error, post } = useArrivalStep(bookingId, where);
  const [at, setAt] = useState("");
  const id = useId();
  const late = step === "running-late";
  return (
    <fieldset className="rounded-xl border border-slate-300 p-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 font-semibold text-lg">
        {late ? "Running late? New arrival estimate" : "On my way: arriving in"}
      </legend>
      {error && (
        <p id={`${id}-error`} role="alert" className="mb-2 font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        {ARRIVAL_MINUTES.map((minutes) => (
          <Button
            key={minutes}
            variant={late ? "outline" : "primary"}
            className="min-h-14 text-lg"
            disabled={busy}
            onClick={() => post(step, { minutes })}
            data-testid={`${step}-${minutes}`}
          >
            {`About ${minutes} min`}
          </Button>
        ))}
      </div>
      <form
        className="mt-3 flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (at) void post(step, { at });
        }}
      >
        <label className="flex-1 text-sm">
          <span className="block font-medium">Or arriving at</span>
          <input
            type="time"
            value={at}
            onChange={(e) => setAt(e.target.value)}
            className="mt-1 min-h-12 w-full rounded-lg border border-slate-400 px-3"
          />
        </label>
        <Button type="submit" variant="quiet" className="min-h-12" disabled={busy || !at}>
          {late ? "Send new time" : "On my way"}
        </Button>
      </form>
    </fieldset>
  );
}

/** Takes back a mistaken On my way (the server allows 2 minutes) and tells the customer. */
export function TakeBackButton({ bookingId }: { bookingId: string }) {
  const { busy, error, post } = useArrivalStep(bookingId);
  return (
    <div>
      {error && (
        <p role="alert" className="mb-2 font-medium text-red-800">
          {error}
        </p>
      )}
      <Button variant="danger" className="min-h-12 w-full" disabled={busy} onClick={() => post("take-back")}>
        Take back On my way (sent by mistake)
      </Button>
    </div>
  );
}
