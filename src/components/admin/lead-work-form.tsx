"use client";

import { useId } from "react";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { ActionForm, usePostAction } from "@/components/ui/post-action";
import { SelectField } from "@/components/ui/select-field";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { LEAD_NOTES_MAX, LEAD_STATUS_LABELS, LEAD_STATUSES } from "@/domain/leads/lead-work";

/** The owner's status and notes on one lead. */
export function LeadWorkForm({ leadId, status, notes }: { leadId: string; status: string; notes: string }) {
  const id = useId();
  const action = usePostAction();
  // The fields stay as typed after a refusal (a form `action` would have reset them).
  async function save(element: HTMLFormElement) {
    const form = new FormData(element);
    const saved = await action.post(`/api/admin/leads/${leadId}`, {
      status: form.get("status"),
      notes: String(form.get("notes") ?? ""),
    });
    if (saved) toast.success("Lead saved");
  }
  return (
    <ActionForm action={action} onSubmit={save} className="mt-4 grid max-w-xl gap-4">
      <SelectField
        label="Status"
        id={`${id}-status`}
        name="status"
        defaultValue={status}
        options={LEAD_STATUSES.map((s) => [s, LEAD_STATUS_LABELS[s]] as const)}
      />
      <label className="block font-medium text-sm" htmlFor={`${id}-notes`}>
        Notes
        <Textarea id={`${id}-notes`} name="notes" defaultValue={notes} maxLength={LEAD_NOTES_MAX} rows={5} />
      </label>
      <FormError id={action.errorId} error={action.error} />
      <div>
        <Button type="submit" disabled={action.busy}>
          {action.busy ? "Saving…" : "Save lead"}
        </Button>
      </div>
    </ActionForm>
  );
}
