"use client";

import { useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { SaveFoot } from "@/components/admin/settings-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ActionForm, unlessFieldErrors, usePostAction } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";
import { DUE_INTERVAL_LIMITS, type DueSettings } from "@/domain/campaigns/due";
import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from "@/domain/pricing/pricing";

/** The owner's "you're due" settings: on or off, and months between visits per service. */
export function DueSettingsForm({ settings }: { settings: DueSettings }) {
  const action = usePostAction(unlessFieldErrors);
  const [enabled, setEnabled] = useState(settings.enabled);
  const [months, setMonths] = useState<Record<ServiceType, string>>({
    air_duct: String(settings.intervals.air_duct),
    dryer_vent: String(settings.intervals.dryer_vent),
    duct_and_dryer: String(settings.intervals.duct_and_dryer),
  });

  async function save() {
    const asNumber = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : s);
    const res = await action.post(
      "/api/admin/settings/reminders",
      {
        enabled,
        intervals: {
          air_duct: asNumber(months.air_duct),
          dryer_vent: asNumber(months.dryer_vent),
          duct_and_dryer: asNumber(months.duct_and_dryer),
        },
      },
      { method: "PUT" },
    );
    if (res) toast.success("Saved.");
  }

  return (
    <ActionForm action={action} onSubmit={save} noValidate className="mt-4 max-w-xl space-y-4">
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
            error={action.fieldError(`intervals.${type}`)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setMonths((old) => ({ ...old, [type]: value }));
            }}
          />
        ))}
      </fieldset>
      <SaveFoot action={action} label="Save settings" />
    </ActionForm>
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
