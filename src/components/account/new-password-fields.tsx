"use client";

import { useState } from "react";
import { Input } from "@/components/ui/field";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "@/domain/accounts/password-limits";
import { PASSWORD_RULES_TEXT } from "@/domain/accounts/password-rules-text";
import { checkNewPassword } from "./auth-call";

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

  const field = (
    name: "password" | "confirm",
    text: string,
    input: React.InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => {
    const id = `${idPrefix}-${name}`;
    const invalid = error?.field === name;
    const describedBy = [hint ? `${id}-rules` : "", invalid ? `${id}-error` : ""].filter(Boolean).join(" ");
    return (
      <>
        <label className="mt-4 block font-medium text-slate-700 text-sm" htmlFor={id}>
          {text}
        </label>
        <Input
          id={id}
          name={name}
          type="password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {hint && (
          <p id={`${id}-rules`} className="mt-1 text-slate-600 text-sm">
            {hint}
          </p>
        )}
        {invalid && (
          <p id={`${id}-error`} role="alert" className="mt-1 font-medium text-red-700 text-sm">
            {error.message}
          </p>
        )}
      </>
    );
  };

  const fields = (passwordLabel = "Password") => (
    <>
      {field("password", passwordLabel, { minLength: MIN_PASSWORD_LENGTH, onBlur }, PASSWORD_RULES_TEXT)}
      {field("confirm", "Confirm password", {})}
    </>
  );

  return { validate, fields, setError };
}
