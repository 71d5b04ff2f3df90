"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ActionForm, usePostAction } from "@/components/ui/post-action";
import { centsToDecimal, formatCents } from "@/domain/money/format";
import { ON_SITE_METHOD_LABELS, ON_SITE_METHODS, type OnSiteMethod } from "@/domain/payments/payment-input";

/**
 * The crew records money taken at the door: how (card reader, cash, check with its number) and
 * how much, prefilled with what is owed. The key is made once per payment, so a retried tap after
 * a dropped connection is the same payment on the server; what was typed stays on a refusal.
 */
export function OnSitePaymentForm({ bookingId, dueCents }: { bookingId: string; dueCents: number }) {
  const action = usePostAction();
  const { busy, error, fieldError } = action;
  const [method, setMethod] = useState<OnSiteMethod>("card_reader");
  const [amount, setAmount] = useState(centsToDecimal(dueCents));
  const [checkNumber, setCheckNumber] = useState("");
  const [key, setKey] = useState(() => crypto.randomUUID());
  async function record() {
    const res = await action.post<{ invoiceStatus: string }>(`/api/crew/visits/${bookingId}/payment`, {
      method,
      amount,
      checkNumber,
      idempotencyKey: key,
    });
    if (res) setKey(crypto.randomUUID());
  }
  return (
    <ActionForm action={action} onSubmit={record} noValidate className="space-y-4" aria-labelledby="on-site-heading">
      <h2 id="on-site-heading" className="font-bold text-xl">
        Payment taken on site
      </h2>
      <p className="text-slate-700">Owed: {formatCents(dueCents)}</p>
      <fieldset>
        <legend className="font-medium text-slate-700 text-sm">How the customer paid</legend>
        <div className="mt-1 grid grid-cols-3 gap-2">
          {ON_SITE_METHODS.map((m) => (
            <label
              key={m}
              className="flex min-h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 px-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="method"
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
                className="size-5"
              />
              {ON_SITE_METHOD_LABELS[m]}
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        label="Amount (dollars)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.currentTarget.value)}
        error={fieldError("amount")}
      />
      {method === "check" && (
        <Field
          label="Check number"
          name="checkNumber"
          inputMode="numeric"
          autoComplete="off"
          maxLength={30}
          value={checkNumber}
          onChange={(e) => setCheckNumber(e.currentTarget.value)}
          error={fieldError("checkNumber")}
        />
      )}
      {error && (
        <p id={action.errorId} role="alert" className="font-medium text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" className="min-h-14 w-full text-lg" disabled={busy}>
        {busy ? "Saving..." : "Record payment"}
      </Button>
    </ActionForm>
  );
}
