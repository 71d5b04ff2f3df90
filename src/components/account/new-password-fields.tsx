"use client";

import { useState } from "react";
import { Input } from "@/components/ui/input";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/domain/accounts/password-limits";
import { PASSWORD_RULES_TEXT } from "@/domain/accounts/password-rules-text";
import { checkNewPassword } from "./auth-call";
import { ShowPasswordButton } from "./show-password-button";

const label = "font-medium text-slate-700 text-sm";

/**
 * A new password (and, unless `confirm: false`, its confirmation), with the rules shown up front,
 * a show/hide switch, and checked in the browser when the form is sent (the server checks them
 * again). Not on blur: an error appearing as the field loses focus pushed the submit button down
 * between a person's press and release on it, and the click was lost.
 * Sign-up asks once: the switch shows what was typed, so a second copy adds nothing.
 * `validate` answers true when the form may go.
 */
export function useNewPassword(idPrefix: string, { confirm = true }: { confirm?: boolean } = {}) {
  const [error, setError] = useState<{ field: "password" | "confirm"; message: string } | null>(null);
  const [shown, setShown] = useState(false);

  async function validate(form: FormData, passwordName = "password", confirmName = "confirm"): Promise<boolean> {
    const password = String(form.get(passwordName) ?? "");
    const problem = await checkNewPassword(password);
    if (problem) {
      setError({ field: "password", message: problem });
      // After the error has rendered: a focus moved before the re-render was sometimes lost to
      // the submit button's own focus on touch screens.
      requestAnimationFrame(() => document.getElementById(`${idPrefix}-password`)?.focus());
      return false;
    }
    if (confirm && password !== form.get(confirmName)) {
      setError({ field: "confirm", message: "The two passwords do not match. Please type the same password twice." });
      requestAnimationFrame(() => document.getElementById(`${idPrefix}-confirm`)?.focus());
      return false;
    }
    setError(null);
    return true;
  }

  const fields = (passwordLabel = "Password") => (
    <>
      <label className={`${label} mt-4 block`} htmlFor={`${idPrefix}-password`}>
        {passwordLabel}
      </label>
      <div className="flex gap-2">
        <Input
          id={`${idPrefix}-password`}
          name="password"
          type={shown ? "text" : "password"}
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          maxLength={MAX_PASSWORD_LENGTH}
          required
          aria-invalid={error?.field === "password" || undefined}
          aria-describedby={`${idPrefix}-password-rules${error?.field === "password" ? ` ${idPrefix}-password-error` : ""}`}
          className="min-w-0 flex-1 text-base"
        />
        <ShowPasswordButton
          shown={shown}
          onToggle={() => setShown((v) => !v)}
          controls={`${idPrefix}-password`}
          className="mt-1"
        />
      </div>
      <p id={`${idPrefix}-password-rules`} className="mt-1 text-slate-600 text-sm">
        {PASSWORD_RULES_TEXT}
      </p>
      {error?.field === "password" && (
        <p id={`${idPrefix}-password-error`} role="alert" className="mt-1 font-medium text-red-700 text-sm">
          {error.message}
        </p>
      )}
      {confirm && (
        <>
          <label className={`${label} mt-4 block`} htmlFor={`${idPrefix}-confirm`}>
            Confirm password
          </label>
          <Input
            id={`${idPrefix}-confirm`}
            name="confirm"
            type="password"
            autoComplete="new-password"
            maxLength={MAX_PASSWORD_LENGTH}
            required
            aria-invalid={error?.field === "confirm" || undefined}
            aria-describedby={error?.field === "confirm" ? `${idPrefix}-confirm-error` : undefined}
            className="text-base"
          />
          {error?.field === "confirm" && (
            <p id={`${idPrefix}-confirm-error`} role="alert" className="mt-1 font-medium text-red-700 text-sm">
              {error.message}
            </p>
          )}
        </>
      )}
    </>
  );

  return { validate, fields, setError };
}
