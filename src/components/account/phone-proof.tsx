"use client";

import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { usePostAction } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";

/**
 * Proof of the number before any text: the customer types the number, we text it a
 * 6-digit code, the customer types the code back; texts start then. Every answer is said in the
 * live region, so a screen reader hears "code sent", "wrong code" or "locked" where it happens.
 */
export function PhoneProof({ initialPhone, codeSent }: { initialPhone: string; codeSent: boolean }) {
  const id = useId();
  const action = usePostAction();
  const [phone, setPhone] = useState(initialPhone);
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"number" | "code">(codeSent ? "code" : "number");
  const [status, setStatus] = useState(codeSent ? "We texted a code to this number. Type it below." : "");
  // Which field the last refusal is about (null: the whole step, said under the forms).
  const [refusedField, setRefusedField] = useState<"phone" | "code" | null>(null);
  const error = action.error ? { field: refusedField, text: action.error } : null;
  const busy = action.busy;

  async function send(event: FormEvent) {
    event.preventDefault();
    const result = await action.post<{ phone: string }>(
      "/api/account/phone-proof/send",
      { phone },
      { refresh: false, onRefused: (refused) => setRefusedField(refused.fieldErrors?.phone ? "phone" : null) },
    );
    if (!result) return;
    setStep("code");
    setStatus(`We texted a 6-digit code to ${phone}. It works for 10 minutes.`);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    const result = await action.post<{ texts: { on: boolean } }>(
      "/api/account/phone-proof/confirm",
      { code },
      {
        onRefused: (refused) => {
          setRefusedField(refused.code === "number-locked" ? null : "code");
          if (refused.code === "number-locked" || refused.code === "code-expired") setCode("");
        },
      },
    );
    if (!result) return;
    setStatus("Your number is confirmed. Texts about your visits are on.");
    toast.success("Your number is confirmed. Texts about your visits are on.");
  }

  return (
    <div className="mt-4 border-slate-200 border-t pt-4" data-testid="phone-proof">
      <p className="text-slate-800 text-sm">
        We text only a number that proves it is yours: we send it a code, you type the code here.
      </p>
      <form onSubmit={send} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
        <Field
          label="Mobile number for texts"
          className="grow"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={40}
          value={phone}
          onChange={(e) => {
            setPhone(e.target.value);
            setStep("number");
          }}
          error={error?.field === "phone" ? error.text : null}
        />
        <Button type="submit" size="md" variant={step === "code" ? "outline" : "primary"} disabled={busy}>
          {step === "code" ? "Send a new code" : "Send code"}
        </Button>
      </form>
      {step === "code" && (
        <form onSubmit={confirm} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
          <Field
            label="Code we texted"
            className="grow"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
            error={error?.field === "code" ? error.text : null}
          />
          <Button type="submit" size="md" disabled={busy || code.length !== 6}>
            Confirm
          </Button>
        </form>
      )}
      <p
        id={`${id}-status`}
        aria-live="polite"
        className="mt-2 text-slate-700 text-sm"
        data-testid="phone-proof-status"
      >
        {status}
      </p>
      {error && error.field === null && (
        <p role="alert" className="mt-2 text-red-800 text-sm" data-testid="phone-proof-error">
          {error.text}
        </p>
      )}
    </div>
  );
}
