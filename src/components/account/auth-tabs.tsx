"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { humanAuthError } from "@/domain/accounts/auth-messages";

const input = "mt-1 block h-11 w-full rounded-md border border-slate-300 px-3 text-base";
const label = "font-medium text-slate-700 text-sm";

async function authCall(path: string, body: object): Promise<{ ok: true } | { ok: false; message: string }> {
  const res = await fetch(`/api/auth/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.ok) return { ok: true };
  const data = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
  return { ok: false, message: humanAuthError(res.status, data?.code, data?.message) };
}

export function AuthTabs({ next, initialTab }: { next: string; initialTab: "signin" | "signup" }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const finish = () => {
    router.replace(next);
    router.refresh();
  };

  async function signIn(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    const result = await authCall("sign-in/email", { email: form.get("email"), password: form.get("password") });
    setBusy(false);
    if (!result.ok) {
      toast.error("Login failed", { description: result.message });
      return;
    }
    toast.success("Welcome back!", { description: "You've been successfully logged in." });
    finish();
  }

  async function signUp(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    if (form.get("password") !== form.get("confirm")) {
      toast.error("Password mismatch", { description: "Passwords do not match. Please try again." });
      return;
    }
    setBusy(true);
    const result = await authCall("sign-up/email", {
      name: String(form.get("name") ?? "").trim(),
      email: form.get("email"),
      password: form.get("password"),
      callbackURL: next,
    });
    setBusy(false);
    if (!result.ok) {
      toast.error("Signup failed", { description: result.message });
      return;
    }
    toast.success("Account created!", { description: "Please check your email to verify your account." });
    finish();
  }

  const submit =
    "mt-6 w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
  return (
    <Tabs defaultValue={initialTab} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg">
      <TabsList aria-label="Sign in or create an account">
        <TabsTrigger value="signin">Sign In</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="signin" className="mt-6">
        <form onSubmit={signIn}>
          <label className={label} htmlFor="signin-email">
            Email
          </label>
          <input id="signin-email" name="email" type="email" autoComplete="email" required className={input} />
          <label className={`${label} mt-4 block`} htmlFor="signin-password">
            Password
          </label>
          <input
            id="signin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={input}
          />
          <button type="submit" disabled={busy} className={submit}>
            {busy ? "Signing in..." : "Sign In"}
          </button>
        </form>
      </TabsContent>
      <TabsContent value="signup" className="mt-6">
        <form onSubmit={signUp}>
          <label className={label} htmlFor="signup-name">
            Full name
          </label>
          <input id="signup-name" name="name" autoComplete="name" required className={input} />
          <label className={`${label} mt-4 block`} htmlFor="signup-email">
            Email
          </label>
          <input id="signup-email" name="email" type="email" autoComplete="email" required className={input} />
          <label className={`${label} mt-4 block`} htmlFor="signup-password">
            Password
          </label>
          <input
            id="signup-password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={128}
            required
            aria-describedby="password-rules"
            className={input}
          />
          <p id="password-rules" className="mt-1 text-slate-600 text-sm">
            At least 8 characters. A longer passphrase is stronger than a short complex one.
          </p>
          <label className={`${label} mt-4 block`} htmlFor="signup-confirm">
            Confirm password
          </label>
          <input
            id="signup-confirm"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            className={input}
          />
          <button type="submit" disabled={busy} className={submit}>
            {busy ? "Creating account..." : "Create account"}
          </button>
        </form>
      </TabsContent>
    </Tabs>
  );
}
