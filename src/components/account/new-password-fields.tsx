"use client";

import { useState } from "react";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/domain/accounts/password-limits";
import { PASSWORD_RULES_TEXT } from "@/domain/accounts/password-rules-text";
import { checkNewPassword } from "./auth-call";

const input = "mt-1 block h-11 w-full rounded-md border border-slate-300 px-3 text-base";
const label = "font-medium text-slate-700 text-sm";

/**
 * A new password and its confirmation, with the rules shown up front and checked in the browser
 * before submit (the server checks them again). `validate` answers true when the form may go.
 */
export function useNewPassword(idPrefix: string) {
  const [error, setError] = useState<{ field: "password" | "confirm"; message: string } | null>(null);

  async function validate(form: FormData, passwordName = "password", confirmName = "confirm"): Promise<boolean> {
    const password = String(form.get(passwordName) ?? "");
    const problem = await checkNewPassword(password);
    if (problem) {
      setError({ field: "password", message: problem });
      document.getElementById(`${idPrefix}-password`)?.focus();
      return false;
    }
    if (password !== form.get(confirmName)) {
      setError({ field: "confirm", message: "The two passwords do not match. Please type the same password twice." });
      document.getElementById(`${idPrefix}-confirm`)?.focus();
      return false;
    }
    setError(null);
    return true;
  }

  async function onBlur(e: React.FocusEvent<HTMLInputElement>) {
    if (!e.currentTarget.value) return;
    const problem = await checkNewPassword(e.currentTarget.value);
    setError(problem ? { field: "password", message: problem } : null);
  }

  const fields = (passwordLabel = "Password") => (
    <>
      <label className={`${label} mt-4 block`} htmlFor={`${idPrefix}-password`}>
        {passwordLabel}
      </label>
      <input
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        maxLength={MAX_PASSWORD_LENGTH}
        required
        aria-invalid={error?.field === "password" || undefined}
        aria-describedby={`${idPrefix}-password-rules${error?.field === "password" ? ` ${idPrefix}-password-error` : ""}`}
        onBlur={onBlur}
        className={input}
      />
      <p id={`${idPrefix}-password-rules`} className="mt-1 text-slate-600 text-sm">
        {PASSWORD_RULES_TEXT}
      </p>
      {error?.field === "password" && (
        <p id={`${idPrefix}-password-error`} role="alert" className="mt-1 font-medium text-red-700 text-sm">
          {error.message}
        </p>
      )}
      <label className={`${label} mt-4 block`} htmlFor={`${idPrefix}-confirm`}>
        Confirm password
      </label>
      <input
        id={`${idPrefix}-confirm`}
        name="confirm"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
        required
        aria-invalid={error?.field === "confirm" || undefined}
        aria-describedby={error?.field === "confirm" ? `${idPrefix}-confirm-error` : undefined}
        className={input}
      />
      {error?.field === "confirm" && (
        <p id={`${idPrefix}-confirm-error`} role="alert" className="mt-1 font-medium text-red-700 text-sm">
          {error.message}
        </p>
      )}
    </>
  );

  return { validate, fields, setError };
}
