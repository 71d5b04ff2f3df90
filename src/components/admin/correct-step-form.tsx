"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { LazyDetails } from "@/components/admin/lazy-details";
import { Button } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";
import { postJson } from "@/components/ui/post-json";
import { toast } from "@/components/ui/toast";
import { VISIT_STEP_LABELS, VISIT_STEPS } from "@/domain/visit/visit-steps";

const CHOICES = [["booked", "Booked (no step taken)"], ...VISIT_STEPS.map((s) => [s, VISIT_STEP_LABELS[s]])] as const;

/** Puts a visit at the step it really reached (a tap at the wrong house), with the reason kept. */
export function CorrectStepForm({ bookingId }: { bookingId: string }) {
  const id = useId();
  const router = useRouter();
  const [step, setStep] = useState("booked");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  async function correct(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError("");
    const res = await postJson(`/api/admin/bookings/${bookingId}/steps/correct`, { step, reason });
    setBusy(false);
    if (!res.ok) {
      setError(res.error);
      return;
    }
    toast.success("Step corrected");
    setReason("");
    router.refresh();
  }
  return (
    <LazyDetails
      className="mt-1 print:hidden"
      summaryClassName="cursor-pointer text-slate-700 underline"
      summary="Correct the step"
    >
      <form
        onSubmit={correct}
        className="mt-1 flex flex-wrap items-end gap-1"
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <label htmlFor={`${id}-step`} className="sr-only">
          The step the visit really reached
        </label>
        <select
          id={`${id}-step`}
          className={`${INPUT_CLASS} w-auto`}
          value={step}
          onChange={(e) => setStep(e.currentTarget.value)}
        >
          {CHOICES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-reason`} className="sr-only">
          Why
        </label>
        <input
          id={`${id}-reason`}
          className={`${INPUT_CLASS} w-48`}
          placeholder="Why"
          maxLength={200}
          required
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Button type="submit" variant="outline" size="sm" disabled={busy || !reason.trim()}>
          Correct
        </Button>
        <FormError id={`${id}-error`} error={error} className="w-full" />
      </form>
    </LazyDetails>
  );
}
