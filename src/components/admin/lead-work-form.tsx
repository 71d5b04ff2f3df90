"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { Options } from "@/components/admin/options";
import { Button } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";
import { postJson } from "@/components/ui/post-json";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { LEAD_NOTES_MAX, LEAD_STATUS_LABELS, LEAD_STATUSES } from "@/domain/leads/lead-work";

/** The owner's status and notes on one lead. */
export function LeadWorkForm({ leadId, status, notes }: { leadId: string; status: string; notes: string }) {
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  async function save(form: FormData) {
    setBusy(true);
    setError("");
    const result = await postJson(`/api/admin/leads/${leadId}`, {
      status: form.get("status"),
      notes: String(form.get("notes") ?? ""),
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    toast.success("Lead saved");
    router.refresh();
  }
  return (
    <form action={save} className="mt-4 grid max-w-xl gap-4" aria-describedby={error ? `${id}-error` : undefined}>
      <label className="block font-medium text-sm" htmlFor={`${id}-status`}>
        Status
        <select id={`${id}-status`} name="status" defaultValue={status} className={INPUT_CLASS}>
          <Options items={LEAD_STATUSES.map((s) => [s, LEAD_STATUS_LABELS[s]] as const)} />
        </select>
      </label>
      <label className="block font-medium text-sm" htmlFor={`${id}-notes`}>
        Notes
        <Textarea id={`${id}-notes`} name="notes" defaultValue={notes} maxLength={LEAD_NOTES_MAX} rows={5} />
      </label>
      <FormError id={`${id}-error`} error={error} />
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Save lead"}
        </Button>
      </div>
    </form>
  );
}
