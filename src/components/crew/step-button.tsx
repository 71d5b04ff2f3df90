"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { submitStep } from "@/components/crew/offline/outbox";
import { Button } from "@/components/ui/button";
import { VISIT_STEP_LABELS, type VisitStep } from "@/domain/visit/visit-steps";

/**
 * The one action of a job card, full width at its bottom for a thumb. The tap is idempotent on the
 * server, so a retry after a dropped connection does no harm; the page re-renders from the server.
 * Without signal the tap waits in the phone's outbox with its time and the card shows it
 * taken (QueuedSteps).
 */
export function StepButton({ bookingId, step, where }: { bookingId: string; step: VisitStep; where: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function take() {
    setBusy(true);
    setError(null);
    const res = await submitStep(bookingId, { step }, `${VISIT_STEP_LABELS[step]}, ${where}`);
    setBusy(false);
    if (res.kind === "refused") {
      setError(res.message);
      return;
    }
    // Finished opens the visit report (checklist, findings, photos); the job list is one tap back.
    // Queued, the report comes from the phone's copy (a full load the service worker answers).
    if (step === "finish" && res.kind === "queued") window.location.assign(`/crew/visits/${bookingId}/report`);
    else if (step === "finish") router.push(`/crew/visits/${bookingId}/report`);
    else if (res.kind === "sent") router.refresh();
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
