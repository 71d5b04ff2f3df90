"use client";

import { useRouter } from "next/navigation";
import { type ComponentProps, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { usePostAction } from "@/components/ui/post-action";
import type { Refused } from "@/components/ui/post-json";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from "@/domain/accounts/password-limits";
import { landingAfterSignIn, safeReturnPath } from "@/domain/accounts/return-path";
import { decodeQuoteContact, QUOTE_CONTACT_KEY } from "@/domain/booking/quote-contact";
import { authCall } from "./auth-call";
import { useNewPassword } from "./new-password-fields";

type FieldSpec = ComponentProps<typeof Field> & { id: string };

const EMAIL: Omit<FieldSpec, "id"> = {
  label: "Email",
  name: "email",
  type: "email",
  autoComplete: "email",
  maxLength: MAX_EMAIL_LENGTH,
};

/**
 * A form's fields, one under the other, all required. A field's key carries its prefilled value,
 * so a value read from the calculator after the first paint still lands in the (uncontrolled) input.
 */
function Fields({ fields, first = "" }: { fields: FieldSpec[]; first?: string }) {
  return fields.map((f, i) => (
    <Field key={`${f.id}-${String(f.defaultValue ?? "")}`} required className={i === 0 ? first : "mt-4"} {...f} />
  ));
}

function Submit({ busy, idle, working }: { busy: boolean; idle: string; working: string }) {
  return (
    <Button type="submit" disabled={busy} className="mt-6 w-full">
      {busy ? working : idle}
    </Button>
  );
}

function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const action = usePostAction();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function request(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("email") ?? "").trim();
    const result = await action.run(() => authCall("request-password-reset", { email }), {
      refresh: false,
      onRefused: (refused) => toast.error("Reset link not sent", { description: refused.error }),
    });
    if (result) setSentTo(email);
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
          <Fields first="mt-2" fields={[{ ...EMAIL, id: "reset-email", label: "Email of your account" }]} />
          <Submit busy={action.busy} idle="Email me a reset link" working="Sending..." />
        </form>
      )}
    </section>
  );
}

export function AuthTabs({ next, initialTab }: { next: string; initialTab: "signin" | "signup" }) {
  const router = useRouter();
  // Signing in goes on to another page (finish), which reads the session afresh.
  const action = usePostAction();
  const busy = action.busy;
  const newPassword = useNewPassword("signup", { confirm: false });
  // Name and email typed into the price calculator in this tab: not asked again.
  const [known, setKnown] = useState({ fullName: "", email: "" });
  useEffect(() => {
    const typed = decodeQuoteContact(sessionStorage.getItem(QUOTE_CONTACT_KEY));
    if (typed) setKnown({ fullName: typed.fullName, email: typed.email });
  }, []);

  // The server checked `next` already; the browser checks again before it navigates.
  const finish = (role?: string) => {
    router.replace(landingAfterSignIn(next, role));
    router.refresh();
  };

  /** Sends the form to better-auth; on success greets and goes on, on failure says why. */
  async function submit(path: string, body: object, failed: string, [title, description]: [string, string]) {
    // Whatever happens (a refusal, no network, a thrown error), the button comes back.
    const result = await action.run(
      () =>
        authCall<{ user?: { role?: string } }>(path, body).catch(
          (): Refused => ({
            ok: false,
            status: 0,
            code: "offline",
            error: "We could not reach the server. Please try again.",
          }),
        ),
      { refresh: false, onRefused: (refused) => toast.error(failed, { description: refused.error }) },
    );
    if (!result) return;
    toast.success(title, { description });
    finish(result.user?.role);
  }

  async function signIn(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    await submit("sign-in/email", { email: form.get("email"), password: form.get("password") }, "Login failed", [
      "Welcome back!",
      "You've been successfully logged in.",
    ]);
  }

  async function signUp(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    if (!(await newPassword.validate(form))) return;
    await submit(
      "sign-up/email",
      {
        name: String(form.get("name") ?? "").trim(),
        email: form.get("email"),
        password: form.get("password"),
        callbackURL: safeReturnPath(next),
      },
      "Signup failed",
      ["Account created!", "Please check your email to verify your account."],
    );
  }

  return (
    <Tabs defaultValue={initialTab} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg">
      <TabsList aria-label="Sign in or create an account">
        <TabsTrigger value="signin">Sign In</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="signin" className="mt-6">
        <form onSubmit={signIn}>
          <Fields
            fields={[
              { ...EMAIL, id: "signin-email", defaultValue: known.email },
              {
                id: "signin-password",
                label: "Password",
                name: "password",
                type: "password",
                autoComplete: "current-password",
                maxLength: MAX_PASSWORD_LENGTH,
              },
            ]}
          />
          <Submit busy={busy} idle="Sign In" working="Signing in..." />
        </form>
        <ForgotPassword />
      </TabsContent>
      <TabsContent value="signup" className="mt-6">
        <form onSubmit={signUp}>
          <Fields
            fields={[
              {
                id: "signup-name",
                label: "Full name",
                name: "name",
                defaultValue: known.fullName,
                autoComplete: "name",
                maxLength: MAX_NAME_LENGTH,
              },
              { ...EMAIL, id: "signup-email", defaultValue: known.email },
            ]}
          />
          {newPassword.fields()}
          <Submit busy={busy} idle="Create account" working="Creating account..." />
        </form>
      </TabsContent>
    </Tabs>
  );
}
