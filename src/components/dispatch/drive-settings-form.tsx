"use client";

import { FormError } from "@/components/admin/form-error";
import { useSettingsForm } from "@/components/admin/settings-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ActionForm } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";
import { DRIVE_LIMITS, type DriveSettings } from "@/domain/geo/drive-settings";

/**
 * The owner's drive figures (decision 0043): what every open time, move and route plans drives
 * with, and the map's tile address (empty: no tiles). The server checks the limits; what was typed
 * stays in the fields with the sentence beside the one to fix, and focus moves to the first.
 */
export function DriveSettingsForm({ settings }: { settings: DriveSettings }) {
  const form = useSettingsForm({
    speedKmh: String(settings.speedKmh),
    minimumMinutes: String(settings.minimumMinutes),
    roadFactor: String(settings.roadFactor),
    tileUrl: settings.tileUrl ?? "",
  });

  async function save() {
    const body = { ...form.values, tileUrl: form.values.tileUrl.trim() };
    if (await form.post("/api/admin/dispatch/drive-settings", body))
      toast.success("Drive settings saved.", { description: "Open times and routes use them from now on." });
  }

  const { speedKmh, minimumMinutes, roadFactor } = DRIVE_LIMITS;
  return (
    <ActionForm
      action={form}
      onSubmit={save}
      noValidate
      className="mt-3 grid max-w-3xl gap-3 sm:grid-cols-3"
      aria-label="Drive settings"
    >
      <Field
        label="Average speed (km/h)"
        inputMode="numeric"
        hint={`Door to door, parking included; ${speedKmh.min}-${speedKmh.max}.`}
        {...form.bind("speedKmh")}
      />
      <Field
        label="Minimum drive (minutes)"
        inputMode="numeric"
        hint={`Between any two homes; ${minimumMinutes.min}-${minimumMinutes.max}.`}
        {...form.bind("minimumMinutes")}
      />
      <Field
        label="Road factor"
        inputMode="decimal"
        hint={`Road distance per straight-line km; ${roadFactor.min}-${roadFactor.max}.`}
        {...form.bind("roadFactor")}
      />
      <Field
        className="sm:col-span-3"
        label="Map tile address (optional)"
        type="url"
        maxLength={300}
        autoComplete="off"
        hint="Empty: the map draws on a plain background. https only, with {z}, {x} and {y}."
        {...form.bind("tileUrl")}
      />
      <div className="sm:col-span-3">
        <Button type="submit" size="md" disabled={form.busy}>
          Save drive settings
        </Button>
        <FormError id={form.errorId} error={form.error} className="mt-2" />
      </div>
    </ActionForm>
  );
}
