"use client";

import { useRef, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { usePostAction } from "@/components/ui/post-action";
import { MARKETING_CONSENT } from "@/domain/analytics/events";
import type { AskUsId } from "@/domain/leads/ask-us-input";
import { firstContactProblem } from "@/domain/leads/lead-form";

type Errors = Partial<Record<"fullName" | "phone" | "email" | "question", string>>;

/**
 * "Ask us for a price": a lead the owner calls back (POST /api/ask-us). What was typed stays in the
 * fields on any refusal; on success the form is replaced by what happens next, nothing else moves.
 */
export function AskUsForm({ service, serviceName }: { service: AskUsId; serviceName: string }) {
  const action = usePostAction();
  const honeypot = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState({ fullName: "", phone: "", email: "", question: "" });
  const [consent, setConsent] = useState(false);
  const [sent, setSent] = useState(false);
  // The server may name a field this form does not have: only its own are marked.
  const errors: Errors = Object.fromEntries(
    Object.keys(values).flatMap((key) => (action.fieldError(key) ? [[key, action.fieldError(key)]] : [])),
  );
  const problem = action.error;

  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
    action.clearFieldError(key);
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (action.busy || sent) return;
    const local = firstContactProblem(values);
    if (local) {
      action.refuse({ [local.field]: [local.notice.description] });
      return;
    }
    const answer = await action.post<{ leadId: string | null }>(
      "/api/ask-us",
      {
        service,
        fullName: values.fullName.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        question: values.question.trim() || undefined,
        pageUrl: window.location.href,
        marketingConsent: consent,
        website: honeypot.current?.value ?? "",
      },
      { refresh: false },
    );
    if (answer) setSent(true);
  }

  if (sent) {
    return (
      <div role="status" className="rounded-2xl border border-brand-100 bg-brand-50 p-6" data-testid="ask-us-sent">
        <p className="font-bold text-ink text-xl">Thanks, we have your question.</p>
        <p className="mt-2 text-slate-700">
          We will call {values.phone.trim()} about {serviceName.toLowerCase()} with a price, and reply to{" "}
          {values.email.trim()} if we miss you.
        </p>
      </div>
    );
  }

  return (
    <form
      ref={action.formRef}
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={`Ask about ${serviceName}`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Full name"
          name="fullName"
          type="text"
          autoComplete="name"
          required
          value={values.fullName}
          onChange={set("fullName")}
          error={errors.fullName}
        />
        <Field
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          required
          value={values.phone}
          onChange={set("phone")}
          error={errors.phone}
        />
      </div>
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set("email")}
        error={errors.email}
      />
      <Field
        label={
          <>
            What would you like to know? <span className="font-normal text-muted">(optional)</span>
          </>
        }
        name="question"
        type="text"
        maxLength={500}
        value={values.question}
        onChange={set("question")}
        error={errors.question}
      />
      <Checkbox
        checked={consent}
        onChange={setConsent}
        className="items-start text-slate-700 text-sm"
        boxClassName="mt-0.5"
      >
        {MARKETING_CONSENT.text}
      </Checkbox>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="ask-us-website">Leave this field empty</label>
        <input ref={honeypot} id="ask-us-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {problem && (
        <p role="alert" className="text-red-800 text-sm">
          {problem}
        </p>
      )}
      <button
        type="submit"
        disabled={action.busy}
        className="inline-flex w-full items-center justify-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-lg text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {action.busy ? "Sending..." : "Ask for a price"}
      </button>
    </form>
  );
}
