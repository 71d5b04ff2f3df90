"use client";

import { useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ActionForm, unlessFieldErrors, usePostAction } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";
import type { IntegrationField } from "@/domain/integrations/keys";

/** One field as the page may show it: never the secret, only its last four characters. */
export interface FieldState {
  field: IntegrationField;
  label: string;
  envName: string;
  source: "environment" | "console" | "unreadable" | null;
  shown: string | null;
  savedShown: string | null;
  saved: string | null;
  hint: string;
  secret: boolean;
}

type Check = { ok: boolean; sentence: string };

function Current({ f }: { f: FieldState }) {
  if (f.source === "environment")
    return (
      <p className="text-sm text-slate-700" data-testid={`${f.field}-source`}>
        In use: <span className="font-mono">{f.shown}</span>, from <code>{f.envName}</code> on the server. The
        environment variable wins over this page; change or unset it there.
        {f.savedShown ? ` The value saved here (${f.savedShown}) is kept but not used.` : ""}
      </p>
    );
  if (f.source === "unreadable")
    return (
      <p className="text-red-800 text-sm" data-testid={`${f.field}-source`}>
        The saved value ({f.shown}) cannot be opened with this server's secret: paste it again.
      </p>
    );
  if (f.source === "console")
    return (
      <p className="text-sm text-slate-700" data-testid={`${f.field}-source`}>
        Saved: <span className="font-mono">{f.shown}</span>
        {f.saved ? ` (${f.saved})` : ""}.
      </p>
    );
  return (
    <p className="text-sm text-slate-700" data-testid={`${f.field}-source`}>
      Not set.
    </p>
  );
}

/**
 * One provider's fields (Stripe, or Twilio), saved together: a pasted value replaces the saved
 * one, an empty input keeps it, Remove takes it away. What was pasted is cleared once saved and
 * never comes back from the server; a refused value stays in its field with the reason beside it.
 */
export function IntegrationsForm({
  title,
  fields,
  testLabel,
  testUrl,
}: {
  title: string;
  fields: FieldState[];
  testLabel: string;
  testUrl: string;
}) {
  const action = usePostAction(unlessFieldErrors);
  // The check's refusal is the check's answer (its status line), not the form's error.
  const tester = usePostAction((res) => {
    setCheck({ ok: false, sentence: res.error });
    return "";
  });
  const busy = action.busy || tester.busy;
  const empty = Object.fromEntries(fields.map((f) => [f.field, ""])) as Record<string, string>;
  const [typed, setTyped] = useState(empty);
  const [check, setCheck] = useState<Check | null>(null);

  async function put(body: Record<string, string | null>, done: string) {
    if (!(await action.post("/api/admin/settings/payments", body, { method: "PUT" }))) return;
    setTyped(empty);
    setCheck(null);
    toast.success(done);
  }

  async function save() {
    const body = Object.fromEntries(Object.entries(typed).filter(([, v]) => v.trim() !== ""));
    if (Object.keys(body).length === 0) {
      action.setError("Paste at least one value to save.");
      return;
    }
    await put(body, "Saved. It is in use now, without a restart.");
  }

  async function test() {
    setCheck(null);
    const res = await tester.post<{ check: Check }>(testUrl, {}, { refresh: false });
    if (res) setCheck(res.check);
  }

  return (
    <ActionForm action={action} onSubmit={save} noValidate className="mt-4 max-w-xl space-y-5" autoComplete="off">
      {fields.map((f) => (
        <div key={f.field} className="space-y-1" data-testid={`${f.field}-row`}>
          {f.source === "environment" ? (
            <p className="font-medium text-sm">{f.label}</p>
          ) : (
            <Field
              label={f.label}
              hint={f.hint}
              type={f.secret ? "password" : "text"}
              name={f.field}
              // Not "off": browsers fill a saved sign-in password into a password field unless told it is a new one.
              autoComplete={f.secret ? "new-password" : "off"}
              spellCheck={false}
              value={typed[f.field] ?? ""}
              maxLength={1000}
              error={action.fieldError(f.field)}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setTyped((old) => ({ ...old, [f.field]: value }));
              }}
            />
          )}
          <Current f={f} />
          {(f.source === "console" || f.source === "unreadable") && (
            <Button
              type="button"
              variant="danger"
              size="sm"
              disabled={busy}
              onClick={() => put({ [f.field]: null }, `${f.label} removed.`)}
            >
              Remove {f.label.toLowerCase()}
            </Button>
          )}
        </div>
      ))}
      <FormError id={action.errorId} error={action.error} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Working…" : `Save ${title}`}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={test}>
          {testLabel}
        </Button>
      </div>
      <p
        role="status"
        className={check ? (check.ok ? "text-emerald-800 text-sm" : "text-red-800 text-sm") : "sr-only"}
        data-testid={`${title.toLowerCase()}-check`}
      >
        {check?.sentence ?? ""}
      </p>
    </ActionForm>
  );
}
