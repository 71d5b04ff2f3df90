"use client";

import { useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { NEWSLETTER_EMAIL, NEWSLETTER_NOTICES } from "@/domain/newsletter/newsletter";

export function NewsletterForm({ source, tone = "light" }: { source: string; tone?: "light" | "dark" }) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = email.trim();
    if (!NEWSLETTER_EMAIL.test(value)) {
      toast.error(NEWSLETTER_NOTICES.invalid.title, { description: NEWSLETTER_NOTICES.invalid.description });
      return;
    }
    setSubmitting(true);
    try {
      const website = (e.currentTarget.elements.namedItem("website") as HTMLInputElement | null)?.value ?? "";
      const res = await fetch("/api/newsletter", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: value, source, website }),
      });
      if (!res.ok) throw new Error(`newsletter answered ${res.status}`);
      setEmail("");
      toast.success(NEWSLETTER_NOTICES.success.title, { description: NEWSLETTER_NOTICES.success.description });
    } catch {
      toast.error(NEWSLETTER_NOTICES.failure.title, { description: NEWSLETTER_NOTICES.failure.description });
    } finally {
      setSubmitting(false);
    }
  }

  const dark = tone === "dark";
  return (
    <form onSubmit={submit} noValidate className="relative">
      <label htmlFor={`${id}-email`} className={`font-medium text-sm ${dark ? "text-white" : "text-slate-700"}`}>
        Get home air tips by email
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          className="h-11 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-ink"
        />
        <button
          type="submit"
          disabled={submitting}
          className="h-11 shrink-0 rounded-md bg-accent-600 px-4 font-semibold text-white hover:bg-accent-700 disabled:opacity-60"
        >
          {submitting ? "Subscribing..." : "Subscribe"}
        </button>
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
