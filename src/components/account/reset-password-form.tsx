"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { authCall } from "./auth-call";
import { useNewPassword } from "./new-password-fields";

export function ResetPasswordForm({ token }: { token: string }) {
  const newPassword = useNewPassword("reset");
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<{ done: true } | { done: false; error: string } | null>(null);

  async function reset(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    if (!(await newPassword.validate(form))) return;
    setBusy(true);
    const result = await authCall("reset-password", { token, newPassword: form.get("password") });
    setBusy(false);
    setState(result.ok ? { done: true } : { done: false, error: result.message });
  }

  if (state?.done) {
    return (
      <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
        Your password is changed and every device is signed out.{" "}
        <Link href="/customer-login" className="font-semibold underline">
          Sign in with your new password
        </Link>
        .
      </p>
    );
  }
  return (
    <form onSubmit={reset} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg">
      {newPassword.fields("New password")}
      {state && !state.done && (
        <p role="alert" className="mt-4 font-medium text-red-700 text-sm">
          {state.error}
        </p>
      )}
      <Button type="submit" disabled={busy} className="mt-6 w-full">
        {busy ? "Saving..." : "Save new password"}
      </Button>
    </form>
  );
}
