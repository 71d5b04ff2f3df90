"use client";

import { useEffect, useState } from "react";
import { checkNewPassword } from "@/components/account/auth-call";
import { ShowPasswordButton } from "@/components/account/show-password-button";
import { Field, FieldError, INVALID_RING_CLASS, Input } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from "@/domain/accounts/password-limits";
import { PASSWORD_RULES_TEXT } from "@/domain/accounts/password-rules-text";
import type { FieldIds } from "./use-field-errors";

export interface AccountDraft {
  fullName: string;
  email: string;
  password: string;
}

/** Where the verification link lands: the dashboard, saying the email is verified, with the visit. */
export const VERIFIED_LANDING = "/customer-dashboard?verified=1";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first thing wrong with the account part, checked before anything is sent. */
export async function accountProblem(draft: AccountDraft): Promise<{ field: string; message: string } | null> {
  if (!draft.fullName.trim()) return { field: "fullName", message: "Please enter your name." };
  if (!EMAIL.test(draft.email.trim())) return { field: "email", message: "Please enter a valid email address." };
  const problem = await checkNewPassword(draft.password);
  return problem ? { field: "password", message: problem } : null;
}

interface Props {
  draft: AccountDraft;
  onChange: (patch: Partial<AccountDraft>) => void;
  errors: Record<string, string>;
  fieldProps: (name: string) => FieldIds;
}

// The error under each is Field's `<input id>-error`, the id the form's fieldProps(name) names.
const NAME_AND_EMAIL: {
  name: "fullName" | "email";
  label: string;
  type?: string;
  autoComplete: string;
  maxLength: number;
}[] = [
  { name: "fullName", label: "Full name", autoComplete: "name", maxLength: MAX_NAME_LENGTH },
  { name: "email", label: "Email", type: "email", autoComplete: "email", maxLength: MAX_EMAIL_LENGTH },
];

/**
 * The account, created with the booking: name and email come from the price calculator (shown so
 * they can be corrected, not typed again); the one new field is a password, with show/hide and
 * its rules in view before submit.
 */
export function AccountFields({ draft, onChange, errors, fieldProps }: Props) {
  const [shown, setShown] = useState(false);
  const [here, setHere] = useState("/book-service");
  useEffect(() => setHere(`${window.location.pathname}${window.location.search}`), []);
  const password = fieldProps("password");
  return (
    <fieldset className="rounded-xl border border-slate-200 p-5" data-testid="account-fields">
      <legend className="px-1 font-semibold text-lg">Your account</legend>
      <p className="text-slate-700 text-sm">
        We create your account with this visit, so you can see, move or cancel it.{" "}
        <a href={`/customer-login?next=${encodeURIComponent(here)}`} className="font-medium text-brand-700 underline">
          Already have one? Sign in
        </a>
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {NAME_AND_EMAIL.map(({ name, ...f }) => (
          <Field
            key={name}
            {...fieldProps(name)}
            {...f}
            required
            error={errors[name]}
            inputClassName={INVALID_RING_CLASS}
            value={draft[name]}
            onChange={(e) => onChange({ [name]: e.currentTarget.value })}
          />
        ))}
      </div>
      <Label htmlFor={password.id} className="mt-3">
        Choose a password
      </Label>
      <div className="mt-1 flex gap-2">
        <Input
          {...password}
          aria-describedby={[`${password.id}-rules`, password["aria-describedby"]].filter(Boolean).join(" ")}
          type={shown ? "text" : "password"}
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          required
          value={draft.password}
          onChange={(e) => onChange({ password: e.currentTarget.value })}
          className={`${INVALID_RING_CLASS} mt-0 min-w-0 flex-1`}
        />
        <ShowPasswordButton shown={shown} onToggle={() => setShown((v) => !v)} controls={password.id} />
      </div>
      <p id={`${password.id}-rules`} className="mt-1 text-slate-600 text-sm">
        {PASSWORD_RULES_TEXT}
      </p>
      <FieldError fieldId={password.id} error={errors.password} />
    </fieldset>
  );
}
