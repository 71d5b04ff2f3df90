"use client";

import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { usePostAction } from "@/components/ui/post-action";
import { authCall } from "./auth-call";
import { useNewPassword } from "./new-password-fields";

export function ResetPasswordForm({ token }: { token: string }) {
  const newPassword = useNewPassword("reset");
  const action = usePostAction();
  const { busy, error } = action;
  const [done, setDone] = useState(false);

  async function reset(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    if (!(await newPassword.validate(form))) return;
    const result = await action.run(() => authCall("reset-password", { token, newPassword: form.get("password") }), {
      refresh: false,
    });
    if (result) setDone(true);
  }

  if (done) {
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
      {error && (
        <p role="alert" className="mt-4 font-medium text-red-700 text-sm">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy} className="mt-6 w-full">
        {busy ? "Saving..." : "Save new password"}
      </Button>
    </form>
  );
}
