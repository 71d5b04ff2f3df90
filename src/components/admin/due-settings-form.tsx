"use client";

import { useId, useState } from "react";
import { ActionForm, usePostAction } from "@/components/admin/action-form";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Field, focusFirstInvalid } from "@/components/ui/field";
import { postJson } from "@/components/ui/post-json";
import { toast } from "@/components/ui/toast";
import { DUE_INTERVAL_LIMITS, type DueSettings } from "@/domain/campaigns/due";
import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from "@/domain/pricing/pricing";

/** The owner's "you're due" settings: on or off, and months between visits per service. */
export function DueSettingsForm({ settings }: { settings: DueSettings }) {
  const errorId = `${useId()}-error`;
  const [enabled, setEnabled] = useState(settings.enabled);
  const [months, setMonths] = useState<Record<ServiceType, string>>({
    standard: String(settings.intervals.standard),
    deep: String(settings.intervals.deep),
    move_out: String(settings.intervals.move_out),
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[] | undefined>>({});

  async function save(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    setBusy(true);
    setError("");
    setFieldErrors({});
    const asNumber = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : s);
    const res = await postJson(
      "/api/admin/settings/reminders",
      {
        enabled,
        intervals: {
          standard: asNumber(months.standard),
          deep: asNumber(months.deep),
          move_out: asNumber(months.move_out),
        },
      },
      { method: "PUT" },
    );
    setBusy(false);
    if (!res.ok) {
      const fields = res.fieldErrors ?? {};
      setFieldErrors(fields);
      if (Object.keys(fields).length > 0) requestAnimationFrame(() => focusFirstInvalid(form));
      else setError(res.error);
      return;
    }
    toast.success("Saved.");
  }

  return (
    <form onSubmit={save} noValidate aria-describedby={error ? errorId : undefined} className="mt-4 max-w-xl space-y-4">
      <label className="flex items-center gap-2 font-medium text-sm">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
        />
        Send "you're due" reminders
      </label>
      <fieldset className="space-y-3">
        <legend className="font-semibold">Months between visits</legend>
        {SERVICE_TYPES.map((type) => (
          <Field
            key={type}
            label={SERVICE_TYPE_LABELS[type]}
            inputMode="numeric"
            value={months[type]}
            maxLength={3}
            hint={`Whole months, ${DUE_INTERVAL_LIMITS.min} to ${DUE_INTERVAL_LIMITS.max}.`}
            error={fieldErrors[`intervals.${type}`]?.[0] ?? null}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setMonths((old) => ({ ...old, [type]: value }));
            }}
          />
        ))}
      </fieldset>
      <FormError id={errorId} error={error} />
      <Button type="submit" disabled={busy}>
        {busy ? "Saving…" : "Save settings"}
      </Button>
    </form>
  );
}

/** "Send now": the same run as the daily one (safe to repeat); the answer says how many were written to. */
export function DueRunButton() {
  const action = usePostAction();
  const [result, setResult] = useState<string>("");
  return (
    <ActionForm
      action={action}
      className="mt-3"
      onSubmit={async () => {
        setResult("");
        const res = await action.post<{ sent: number }>("/api/admin/settings/reminders/run", {});
        if (res) setResult(`Sent ${res.sent} ${res.sent === 1 ? "reminder" : "reminders"}.`);
      }}
    >
      <Button type="submit" disabled={action.busy}>
        {action.busy ? "Sending…" : "Send now"}
      </Button>
      <FormError id={action.errorId} error={action.error} />
      <p role="status" className="mt-2 text-sm" data-testid="due-run-result">
        {result}
      </p>
    </ActionForm>
  );
}
