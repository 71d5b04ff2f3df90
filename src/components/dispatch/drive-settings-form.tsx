"use client";

import { useId, useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Field, focusFirstInvalid } from "@/components/ui/field";
import { postJson } from "@/components/ui/post-json";
import { toast } from "@/components/ui/toast";
import { DRIVE_LIMITS, type DriveSettings } from "@/domain/geo/drive-settings";

type Typed = Record<"speedKmh" | "minimumMinutes" | "roadFactor" | "tileUrl", string>;

/**
 * The owner's drive figures (decision 0043): what every open time, move and route plans drives
 * with, and the map's tile address (empty: no tiles). The server checks the limits; what was typed
 * stays in the fields with the sentence beside the one to fix.
 */
export function DriveSettingsForm({ settings }: { settings: DriveSettings }) {
  const errorId = `${useId()}-error`;
  const [typed, setTyped] = useState<Typed>({
    speedKmh: String(settings.speedKmh),
    minimumMinutes: String(settings.minimumMinutes),
    roadFactor: String(settings.roadFactor),
    tileUrl: settings.tileUrl ?? "",
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[] | undefined>>({});
  // Read the value now: the updater runs later, when the event's currentTarget is already null
  // (the second field typed in crashed the page).
  const set = (k: keyof Typed) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setTyped((t) => ({ ...t, [k]: value }));
  };

  async function save(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    setBusy(true);
    setError("");
    setFieldErrors({});
    const res = await postJson("/api/admin/dispatch/drive-settings", { ...typed, tileUrl: typed.tileUrl.trim() });
    setBusy(false);
    if (!res.ok) {
      const fields = res.fieldErrors ?? {};
      setFieldErrors(fields);
      if (Object.keys(fields).length > 0) requestAnimationFrame(() => focusFirstInvalid(form));
      else setError(res.error);
      return;
    }
    toast.success("Drive settings saved.", { description: "Open times and routes use them from now on." });
  }

  const { speedKmh, minimumMinutes, roadFactor } = DRIVE_LIMITS;
  return (
    <form
      onSubmit={save}
      noValidate
      aria-describedby={error ? errorId : undefined}
      className="mt-3 grid max-w-3xl gap-3 sm:grid-cols-3"
      aria-label="Drive settings"
    >
      <Field
        label="Average speed (km/h)"
        inputMode="numeric"
        hint={`Door to door, parking included; ${speedKmh.min}-${speedKmh.max}.`}
        value={typed.speedKmh}
        onChange={set("speedKmh")}
        error={fieldErrors.speedKmh?.[0]}
      />
      <Field
        label="Minimum drive (minutes)"
        inputMode="numeric"
        hint={`Between any two homes; ${minimumMinutes.min}-${minimumMinutes.max}.`}
        value={typed.minimumMinutes}
        onChange={set("minimumMinutes")}
        error={fieldErrors.minimumMinutes?.[0]}
      />
      <Field
        label="Road factor"
        inputMode="decimal"
        hint={`Road distance per straight-line km; ${roadFactor.min}-${roadFactor.max}.`}
        value={typed.roadFactor}
        onChange={set("roadFactor")}
        error={fieldErrors.roadFactor?.[0]}
      />
      <Field
        className="sm:col-span-3"
        label="Map tile address (optional)"
        type="url"
        maxLength={300}
        autoComplete="off"
        hint="Empty: the map draws on a plain background. https only, with {z}, {x} and {y}."
        value={typed.tileUrl}
        onChange={set("tileUrl")}
        error={fieldErrors.tileUrl?.[0]}
      />
      <div className="sm:col-span-3">
        <Button type="submit" size="md" disabled={busy}>
          Save drive settings
        </Button>
        <FormError id={errorId} error={error} className="mt-2" />
      </div>
    </form>
  );
}
