"use client";

import { useId, useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { ActionForm, usePostAction } from "@/components/ui/post-action";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/toast";

/** Gives a booked job to another crew of its area; the server refuses a crew that is busy then. */
export function ReassignCrewForm({
  bookingId,
  crewId,
  crews,
}: {
  bookingId: string;
  crewId: string;
  crews: { id: string; name: string }[];
}) {
  const id = useId();
  const action = usePostAction();
  const [choice, setChoice] = useState(crewId);
  async function reassign() {
    const res = await action.post<{ crew: string }>(`/api/admin/bookings/${bookingId}/crew`, { crewId: choice });
    if (res) toast.success(`Job given to ${res.crew}`);
  }
  return (
    <ActionForm action={action} onSubmit={reassign} className="mt-1 flex flex-wrap items-end gap-1 print:hidden">
      <SelectField
        label="Crew for this job"
        labelClassName="sr-only"
        selectClassName="w-auto"
        id={`${id}-crew`}
        value={choice}
        onChange={(e) => setChoice(e.currentTarget.value)}
        options={[
          ...(crewId === "" ? [["", "Choose a crew"] as const] : []),
          ...crews.map((c) => [c.id, c.name] as const),
        ]}
      />
      <Button type="submit" variant="outline" size="sm" disabled={action.busy || !choice || choice === crewId}>
        Reassign
      </Button>
      <FormError id={action.errorId} error={action.error} className="w-full" />
    </ActionForm>
  );
}
