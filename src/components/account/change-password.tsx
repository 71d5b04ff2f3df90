"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { MAX_PASSWORD_LENGTH } from "@/domain/accounts/password-limits";
import { authCall } from "./auth-call";
import { useNewPassword } from "./new-password-fields";

const input = "mt-1 block h-11 w-full rounded-md border border-slate-300 px-3 text-base";
const label = "font-medium text-slate-700 text-sm";

/** Changing the password keeps this device signed in and signs out every other one (server rule). */
export function ChangePassword() {
  const newPassword = useNewPassword("change");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function change(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formElement = e.currentTarget;
    const form = new FormData(formElement);
    if (!(await newPassword.validate(form))) return;
    setBusy(true);
    const result = await authCall("change-password", {
      currentPassword: form.get("current"),
      newPassword: form.get("password"),
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    formElement.reset();
    toast.success("Password changed", { description: "Every other device is now signed out." });
  }

  return (
    <section aria-labelledby="change-password-title" className="mt-8 max-w-md">
      <h2 id="change-password-title" className="font-bold text-xl">
        Change password
      </h2>
      <form onSubmit={change}>
        <label className={`${label} mt-4 block`} htmlFor="change-current">
          Current password
        </label>
        <input
          id="change-current"
          name="current"
          type="password"
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
          required
          aria-describedby={error ? "change-error" : undefined}
          className={input}
        />
        {newPassword.fields("New password")}
        {error && (
          <p id="change-error" role="alert" className="mt-4 font-medium text-red-700 text-sm">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="mt-6 rounded-full bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {busy ? "Saving..." : "Change password"}
        </button>
      </form>
    </section>
  );
}
