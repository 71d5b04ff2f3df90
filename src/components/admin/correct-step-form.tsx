"use client";

import { useId, useState } from "react";
import { ActionForm, usePostAction } from "@/components/admin/action-form";
import { FormError } from "@/components/admin/form-error";
import { LazyDetails } from "@/components/admin/lazy-details";
import { WhyInput } from "@/components/admin/why-input";
import { Button } from "@/components/ui/button";
import type { SelectOption } from "@/components/ui/select";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/toast";
import { VISIT_STEP_LABELS, VISIT_STEPS } from "@/domain/visit/visit-steps";

const CHOICES: readonly SelectOption[] = [
  ["booked", "Booked (no step taken)"],
  ...VISIT_STEPS.map((s) => [s, VISIT_STEP_LABELS[s]] as const),
];

/** Puts a visit at the step it really reached (a tap at the wrong house), with the reason kept. */
export function CorrectStepForm({ bookingId }: { bookingId: string }) {
  const id = useId();
  const [step, setStep] = useState("booked");
  const [reason, setReason] = useState("");
  const action = usePostAction();
  return (
    <LazyDetails
      className="mt-1 print:hidden"
      summaryClassName="cursor-pointer text-slate-700 underline"
      summary="Correct the step"
    >
      <ActionForm
        action={action}
        className="mt-1 flex flex-wrap items-end gap-1"
        onSubmit={async () => {
          if (!(await action.post(`/api/admin/bookings/${bookingId}/steps/correct`, { step, reason }))) return;
          toast.success("Step corrected");
          setReason("");
        }}
      >
        <SelectField
          label="The step the visit really reached"
          labelClassName="sr-only"
          selectClassName="w-auto"
          id={`${id}-step`}
          value={step}
          onChange={(e) => setStep(e.currentTarget.value)}
          options={CHOICES}
        />
        <WhyInput id={`${id}-reason`} value={reason} onChange={setReason} maxLength={200} />
        <Button type="submit" variant="outline" size="sm" disabled={action.busy || !reason.trim()}>
          Correct
        </Button>
        <FormError id={action.errorId} error={action.error} className="w-full" />
      </ActionForm>
    </LazyDetails>
  );
}
