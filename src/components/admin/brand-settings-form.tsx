"use client";

import { useId, useRef } from "react";
import { SaveFoot, useSettingsForm } from "@/components/admin/settings-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ActionForm, usePostAction } from "@/components/ui/post-action";
import { postBytes } from "@/components/ui/post-bytes";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/toast";
import { brandColourProblem, HOURS_MAX, normalizeHex, TIME_ZONES } from "@/domain/business/brand";
import { LOGO_ACCEPT, LOGO_LIMITS, LOGO_REFUSALS } from "@/domain/business/logo-rules";

export interface BrandValues {
  colour: string;
  hours: string;
  timeZone: string;
}

/**
 * The brand colour, the hours calls are answered and the time zone (decision 0041), beside the
 * identity's form: kept as typed when refused, the colour's contrast said before saving.
 */
export function BrandSettingsForm({ initial }: { initial: BrandValues }) {
  const form = useSettingsForm(initial);
  const { colour } = form.values;
  const hex = normalizeHex(colour);
  const colourNote = colour.trim() === "" ? null : brandColourProblem(colour);

  async function save() {
    if (await form.post("/api/admin/settings/brand", form.values, { method: "PUT" }))
      toast.success("Saved. Every page shows it within a minute.");
  }

  const colourField = form.bind("colour");
  return (
    <ActionForm action={form} onSubmit={save} noValidate className="mt-6 max-w-xl space-y-4" data-testid="brand-form">
      <div className="flex items-end gap-3">
        <Field
          className="flex-1"
          label="Brand colour"
          hint="A hex code, like #1d5fd1. White text must stay readable on it (contrast 4.5:1), so very light colours are refused. Empty: the built-in blue."
          maxLength={20}
          {...colourField}
          error={colourField.error ?? (colourNote && hex ? colourNote : null)}
        />
        <span
          aria-hidden="true"
          className="mb-1 grid h-10 w-16 shrink-0 place-items-center rounded-md border border-slate-300 font-semibold text-sm text-white"
          style={{ background: hex ?? "#1d5fd1" }}
        >
          Aa
        </span>
      </div>
      <Field
        label="Hours calls are answered"
        hint="One line, shown beside the phone number. “Mon-Sat 8am-6pm” is also given to search engines."
        maxLength={HOURS_MAX}
        {...form.bind("hours")}
      />
      <SelectField
        label="Time zone"
        {...form.bind("timeZone")}
        options={TIME_ZONES.map((z) => [z.id, z.label] as const)}
      />
      <SaveFoot action={form} label="Save colour, hours and time zone" />
    </ActionForm>
  );
}

/** The logo: the one shown now, a new one uploaded at once, or none. */
export function LogoUpload({
  logo,
  brand,
}: {
  logo: { url: string; width: number; height: number } | null;
  brand: string;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const action = usePostAction();
  const { busy, error } = action;

  async function upload(file: File | undefined) {
    if (!file) return;
    action.setError("");
    // The server judges the bytes; this only spares a long upload of a file it would refuse.
    if (file.size > LOGO_LIMITS.maxBytes) {
      action.setError(LOGO_REFUSALS["too-large"].message);
      return;
    }
    const res = await action.run(() =>
      postBytes<{ version: number }>("/api/admin/settings/logo", file, {
        contentType: file.type || "application/octet-stream",
      }),
    );
    if (input.current) input.current.value = "";
    if (res) toast.success("Logo saved. Every page shows it within a minute.");
  }

  async function remove() {
    await action.post("/api/admin/settings/logo", {}, { method: "DELETE" });
  }

  return (
    <div className="mt-6 max-w-xl space-y-3" data-testid="logo-upload">
      {logo ? (
        // biome-ignore lint/performance/noImgElement: the owner's logo as the pages serve it.
        <img
          src={logo.url}
          alt={`${brand} logo`}
          width={logo.width}
          height={logo.height}
          className="h-16 w-auto rounded border border-slate-200 bg-white p-1"
          data-testid="current-logo"
        />
      ) : (
        <p className="text-slate-700 text-sm">No logo: the pages show the business's name.</p>
      )}
      <label htmlFor={inputId} className="block font-medium text-sm">
        {logo ? "Replace the logo" : "Upload a logo"}
      </label>
      <p id={`${inputId}-hint`} className="text-slate-600 text-sm">
        PNG, JPEG or WebP, up to {LOGO_LIMITS.maxBytes / (1024 * 1024)} MB; a PNG with a transparent background looks
        best. SVG files are not accepted.
      </p>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={LOGO_ACCEPT}
        disabled={busy}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => void upload(e.currentTarget.files?.[0])}
        // A thumb's target on the first-run page at 390 px (axe target-size), not the browser's 20 px.
        className="block min-h-11 w-full py-2 text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-400 file:bg-white file:px-4 file:font-semibold"
      />
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-red-700 text-sm" data-testid="logo-error">
          {error}
        </p>
      )}
      {busy && <p className="text-slate-600 text-sm">Uploading…</p>}
      {logo && (
        <Button type="button" variant="outline" disabled={busy} onClick={() => void remove()}>
          Remove the logo
        </Button>
      )}
    </div>
  );
}
