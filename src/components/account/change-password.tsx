"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { usePostAction } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";
import { MAX_PASSWORD_LENGTH } from "@/domain/accounts/password-limits";
import { authCall } from "./auth-call";
import { useNewPassword } from "./new-password-fields";

/** Changing the password keeps this device signed in and signs out every other one (server rule). */
export function ChangePassword() {
  const newPassword = useNewPassword("change");
  const action = usePostAction();
  const { busy, error } = action;

  async function change(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formElement = e.currentTarget;
    const form = new FormData(formElement);
    if (!(await newPassword.validate(form))) return;
    const result = await action.run(
      () => authCall("change-password", { currentPassword: form.get("current"), newPassword: form.get("password") }),
      { refresh: false },
    );
    if (!result) return;
    formElement.reset();
    toast.success("Password changed", { description: "Every other device is now signed out." });
  }

  return (
    <section aria-labelledby="change-password-title" className="mt-8 max-w-md">
      <h2 id="change-password-title" className="font-bold text-xl">
        Change password
      </h2>
      <form onSubmit={change}>
        <Field
          className="mt-4"
          label="Current password"
          id="change-current"
          name="current"
          type="password"
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
          required
          aria-describedby={error ? "change-error" : undefined}
        />
        {newPassword.fields("New password")}
        {error && (
          <p id="change-error" role="alert" className="mt-4 font-medium text-red-700 text-sm">
            {error}
          </p>
        )}
        <Button type="submit" size="md" disabled={busy} className="mt-6">
          {busy ? "Saving..." : "Change password"}
        </Button>
      </form>
    </section>
  );
}
