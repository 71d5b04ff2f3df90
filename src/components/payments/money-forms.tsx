"use client";

import { useId, useState } from "react";
import { ActionForm, usePostAction } from "@/components/admin/action-form";
import { FormError } from "@/components/admin/form-error";
import { LazyDetails } from "@/components/admin/lazy-details";
import { WhyInput } from "@/components/admin/why-input";
import { Button } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";
import type { Refused } from "@/components/ui/post-json";
import { SelectField } from "@/components/ui/select-field";
import { toast } from "@/components/ui/toast";
import { ON_SITE_METHOD_LABELS, ON_SITE_METHODS, PAYMENT_REASON_MAX } from "@/domain/payments/payment-input";

type Kind = "refund" | "void" | "record" | "credit";

const TITLES: Record<Kind, string> = {
  refund: "Refund",
  void: "Void",
  record: "Record a payment",
  credit: "Issue a credit note",
};
const SUBMIT: Record<Kind, string> = {
  refund: "Refund this amount",
  void: "Void this payment",
  record: "Record it",
  credit: "Issue credit note",
};
const DONE: Record<Kind, string> = {
  refund: "Refund made",
  void: "Payment voided",
  record: "Payment recorded",
  credit: "Credit note issued",
};

/** The refusal's sentence, and the field's beside it when the field says more (an amount's rule). */
function withFieldError(res: Refused): string {
  const field = Object.values(res.fieldErrors ?? {})[0]?.[0];
  return field && field !== res.error ? `${res.error} ${field}` : res.error;
}

/**
 * The owner's money actions, each folded under its own summary: refund part or all of an online
 * payment, void a payment recorded by mistake, record one taken outside the site, correct an
 * invoice with a credit note. Each asks why; all but the void carry a key made once per form, so a double click or a
 * retry is the same request on the server. What was typed stays on a refusal.
 */
export function MoneyActionForm({ kind, url, amount: initial = "" }: { kind: Kind; url: string; amount?: string }) {
  const id = useId();
  const [amount, setAmount] = useState(initial);
  const [reason, setReason] = useState("");
  const [method, setMethod] = useState<string>("check");
  const [checkNumber, setCheckNumber] = useState("");
  const [key, setKey] = useState(() => crypto.randomUUID());
  const action = usePostAction(withFieldError);
  async function send() {
    const body =
      kind === "void"
        ? { reason }
        : kind === "refund" || kind === "credit"
          ? { amount, reason, idempotencyKey: key }
          : { method, amount, checkNumber, reason, idempotencyKey: key };
    if (!(await action.post(url, body))) return;
    toast.success(DONE[kind]);
    setReason("");
    setKey(crypto.randomUUID());
  }
  return (
    <LazyDetails className="mt-1" summaryClassName="cursor-pointer text-slate-700 underline" summary={TITLES[kind]}>
      <ActionForm action={action} onSubmit={send} className="mt-1 flex flex-wrap items-end gap-1">
        {kind === "record" && (
          <>
            <SelectField
              label="How it was paid"
              labelClassName="sr-only"
              selectClassName="w-auto"
              id={`${id}-method`}
              value={method}
              onChange={(e) => setMethod(e.currentTarget.value)}
              options={ON_SITE_METHODS.map((m) => [m, ON_SITE_METHOD_LABELS[m]] as const)}
            />
            {method === "check" && (
              <>
                <label htmlFor={`${id}-check`} className="sr-only">
                  Check number
                </label>
                <input
                  id={`${id}-check`}
                  className={`${INPUT_CLASS} w-28`}
                  placeholder="Check no."
                  maxLength={30}
                  value={checkNumber}
                  onChange={(e) => setCheckNumber(e.currentTarget.value)}
                />
              </>
            )}
          </>
        )}
        {kind !== "void" && (
          <>
            <label htmlFor={`${id}-amount`} className="sr-only">
              Amount in dollars
            </label>
            <input
              id={`${id}-amount`}
              className={`${INPUT_CLASS} w-28`}
              inputMode="decimal"
              placeholder="Amount"
              maxLength={20}
              required
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
            />
          </>
        )}
        <WhyInput id={`${id}-reason`} value={reason} onChange={setReason} maxLength={PAYMENT_REASON_MAX} />
        <Button
          type="submit"
          variant={kind === "record" || kind === "credit" ? "outline" : "danger"}
          size="sm"
          disabled={action.busy || !reason.trim()}
        >
          {SUBMIT[kind]}
        </Button>
        <FormError id={action.errorId} error={action.error} className="w-full" />
      </ActionForm>
    </LazyDetails>
  );
}

/** The tax rate for invoices written from now on, as a percent. */
export function TaxRateForm({ percent }: { percent: string }) {
  const [value, setValue] = useState(percent);
  const action = usePostAction((res) => res.fieldErrors?.taxRate?.[0] ?? res.error);
  return (
    <ActionForm
      action={action}
      onSubmit={async () => {
        if (await action.post("/api/admin/payment-settings", { taxRate: value })) toast.success("Tax rate saved");
      }}
      className="flex flex-wrap items-end gap-2"
    >
      <div>
        <label htmlFor="tax-rate" className="block font-medium text-slate-700 text-sm">
          Tax rate on new invoices (%)
        </label>
        <input
          id="tax-rate"
          className={`${INPUT_CLASS} w-28`}
          inputMode="decimal"
          maxLength={10}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          aria-invalid={action.error ? true : undefined}
        />
      </div>
      <Button type="submit" variant="outline" size="md" disabled={action.busy}>
        Save
      </Button>
      <FormError id={action.errorId} error={action.error} className="w-full" />
    </ActionForm>
  );
}
