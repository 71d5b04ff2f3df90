"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { usePostAction } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";
import { NEWSLETTER_EMAIL, NEWSLETTER_NOTICES } from "@/domain/newsletter/newsletter";

export function NewsletterForm({ source, tone = "light" }: { source: string; tone?: "light" | "dark" }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const action = usePostAction();
  const submitting = action.busy;

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = email.trim();
    if (!NEWSLETTER_EMAIL.test(value)) {
      toast.error(NEWSLETTER_NOTICES.invalid.title, { description: NEWSLETTER_NOTICES.invalid.description });
      return;
    }
    const website = (e.currentTarget.elements.namedItem("website") as HTMLInputElement | null)?.value ?? "";
    const res = await action.post(
      "/api/newsletter",
      { email: value, source, website },
      {
        refresh: false,
        onRefused: () =>
          toast.error(NEWSLETTER_NOTICES.failure.title, { description: NEWSLETTER_NOTICES.failure.description }),
      },
    );
    if (!res) return;
    setEmail("");
    toast.success(NEWSLETTER_NOTICES.success.title, { description: NEWSLETTER_NOTICES.success.description });
  }

  const dark = tone === "dark";
  return (
    <form onSubmit={submit} noValidate className="relative">
      <label htmlFor={`${id}-email`} className={`font-medium text-sm ${dark ? "text-white" : "text-slate-700"}`}>
        Get home air tips by email
      </label>
      <div className="mt-1 flex items-end gap-2">
        <Input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="accent" size="md" disabled={submitting} className="h-11 shrink-0">
          {submitting ? "Subscribing..." : "Subscribe"}
        </Button>
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <p className={`mt-1 text-xs ${dark ? "text-slate-300" : "text-slate-600"}`}>
        We confirm by email first. Unsubscribe any time.
      </p>
    </form>
  );
}
