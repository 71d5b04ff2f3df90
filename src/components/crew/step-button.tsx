"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { postJson } from "@/components/ui/post-json";
import { VISIT_STEP_LABELS, type VisitStep } from "@/domain/visit/visit-steps";

/**
 * The one action of a job card, full width at its bottom for a thumb. The tap is idempotent on the
 * server, so a retry after a dropped connection does no harm; the page re-renders from the server.
 */
export function StepButton({ bookingId, step }: { bookingId: string; step: VisitStep }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function take() {
    setBusy(true);
    setError(null);
    const res = await postJson(`/api/crew/visits/${bookingId}/steps`, { step });
    setBusy(false);
    if (!res.ok) {
      setError(res.error);
      return;
    }
    // Finished opens the visit report (checklist, findings, photos); the job list is one tap back.
    if (step === "finish") router.push(`/crew/visits/${bookingId}/report`);
    else router.refresh();
  }
  const errorId = `step-error-${bookingId}`;
  return (
    <div>
      {error && (
        <p id={errorId} role="alert" className="mb-2 font-medium text-red-800">
          {error}
        </p>
      )}
      <Button
        className="min-h-14 w-full text-lg"
        disabled={busy}
        onClick={take}
        aria-describedby={error ? errorId : undefined}
        data-testid="step-button"
      >
        {busy ? "Saving..." : VISIT_STEP_LABELS[step]}
      </Button>
    </div>
  );
}
