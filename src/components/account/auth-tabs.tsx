"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from "@/domain/accounts/password-limits";
import { safeReturnPath } from "@/domain/accounts/return-path";
import { decodeQuoteContact, QUOTE_CONTACT_KEY } from "@/domain/booking/quote-contact";
import { authCall } from "./auth-call";
import { useNewPassword } from "./new-password-fields";

const input = "mt-1 block h-11 w-full rounded-md border border-slate-300 px-3 text-base";
const label = "font-medium text-slate-700 text-sm";
const submit =
  "mt-6 w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function request(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("email") ?? "").trim();
    setBusy(true);
    const result = await authCall("request-password-reset", { email });
    setBusy(false);
    if (!result.ok) {
      toast.error("Reset link not sent", { description: result.message });
      return;
    }
    setSentTo(email);
  }

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-4 font-medium text-brand-700 text-sm underline underline-offset-2"
      >
        Forgot your password?
      </button>
    );
  }
  return (
    <section aria-labelledby="reset-title" className="mt-6 border-slate-200 border-t pt-4">
      <h2 id="reset-title" className="font-semibold text-base">
        Reset your password
      </h2>
      {sentTo ? (
        <p role="status" className="mt-2 text-slate-700 text-sm">
          If an account uses {sentTo}, we have sent it a link to choose a new password. The link works for one hour.
        </p>
      ) : (
        <form onSubmit={request}>
          <label className={`${label} mt-2 block`} htmlFor="reset-email">
            Email of your account
          </label>
          <input
            id="reset-email"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={MAX_EMAIL_LENGTH}
            required
            className={input}
          />
          <button type="submit" disabled={busy} className={submit}>
            {busy ? "Sending..." : "Email me a reset link"}
          </button>
        </form>
      )}
    </section>
  );
}

export function AuthTabs({ next, initialTab }: { next: string; initialTab: "signin" | "signup" }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const newPassword = useNewPassword("signup", { confirm: false });
  // Name and email typed into the price calculator in this tab: not asked again.
  const [known, setKnown] = useState({ fullName: "", email: "" });
  useEffect(() => {
    const typed = decodeQuoteContact(sessionStorage.getItem(QUOTE_CONTACT_KEY));
    if (typed) setKnown({ fullName: typed.fullName, email: typed.email });
  }, []);

  // The server checked `next` already; the browser checks again before it navigates.
  const finish = () => {
    router.replace(safeReturnPath(next));
    router.refresh();
  };

  async function signIn(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    // Whatever happens (a refusal, no network, a thrown error), the button comes back.
    const result = await authCall("sign-in/email", { email: form.get("email"), password: form.get("password") })
      .catch(() => ({ ok: false as const, status: 0, message: "We could not reach the server. Please try again." }))
      .finally(() => setBusy(false));
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
    if (!(await newPassword.validate(form))) return;
    setBusy(true);
    const result = await authCall("sign-up/email", {
      name: String(form.get("name") ?? "").trim(),
      email: form.get("email"),
      password: form.get("password"),
      callbackURL: safeReturnPath(next),
    })
      .catch(() => ({ ok: false as const, status: 0, message: "We could not reach the server. Please try again." }))
      .finally(() => setBusy(false));
    if (!result.ok) {
      toast.error("Signup failed", { description: result.message });
      return;
    }
    toast.success("Account created!", { description: "Please check your email to verify your account." });
    finish();
  }

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
          <input
            id="signin-email"
            name="email"
            defaultValue={known.email}
            key={`signin-email-${known.email}`}
            type="email"
            autoComplete="email"
            maxLength={MAX_EMAIL_LENGTH}
            required
            className={input}
          />
          <label className={`${label} mt-4 block`} htmlFor="signin-password">
            Password
          </label>
          <input
            id="signin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={MAX_PASSWORD_LENGTH}
            required
            className={input}
          />
          <button type="submit" disabled={busy} className={submit}>
            {busy ? "Signing in..." : "Sign In"}
          </button>
        </form>
        <ForgotPassword />
      </TabsContent>
      <TabsContent value="signup" className="mt-6">
        <form onSubmit={signUp}>
          <label className={label} htmlFor="signup-name">
            Full name
          </label>
          <input
            id="signup-name"
            name="name"
            defaultValue={known.fullName}
            key={`name-${known.fullName}`}
            autoComplete="name"
            maxLength={MAX_NAME_LENGTH}
            required
            className={input}
          />
          <label className={`${label} mt-4 block`} htmlFor="signup-email">
            Email
          </label>
          <input
            id="signup-email"
            name="email"
            defaultValue={known.email}
            key={`email-${known.email}`}
            type="email"
            autoComplete="email"
            maxLength={MAX_EMAIL_LENGTH}
            required
            className={input}
          />
          {newPassword.fields()}
          <button type="submit" disabled={busy} className={submit}>
            {busy ? "Creating account..." : "Create account"}
          </button>
        </form>
      </TabsContent>
    </Tabs>
  );
}
