"use client";

import { useId, useState } from "react";
import { ActionForm, firstFieldError, usePostAction } from "@/components/admin/action-form";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { BookingMoneyKind, BookingMoneyTerms } from "@/domain/deposits/booking-money";
import { centsToDecimal } from "@/domain/money/format";

export interface ServiceMoneyRow {
  serviceType: string;
  label: string;
  terms: BookingMoneyTerms;
  /** "Dec 6, 2:10 PM by Olivia Owner", or null when never set. */
  changed: string | null;
}

/** "50" or "49.50" typed as dollars, sent as cents; anything else is sent as typed for the server to name. */
const toCents = (text: string): number | string => {
  const t = text.trim().replace(/^\$/, "");
  return /^\d{1,5}(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : text;
};
const dollars = (cents: number | null | undefined) => (cents ? centsToDecimal(cents) : "");

/** One service's deposit or no-show fee (decision 0045): owner only, every save kept with who and when. */
function ServiceMoneyForm({ row }: { row: ServiceMoneyRow }) {
  const action = usePostAction(firstFieldError);
  const id = useId();
  const t = row.terms;
  const [kind, setKind] = useState<BookingMoneyKind>(t.kind);
  const [by, setBy] = useState<"cents" | "percent">(
    t.kind === "deposit" && t.depositBps !== null ? "percent" : "cents",
  );
  const [amount, setAmount] = useState(
    t.kind === "deposit"
      ? t.depositBps !== null
        ? String(t.depositBps / 100)
        : dollars(t.depositCents)
      : t.kind === "no-show-fee"
        ? dollars(t.feeCents)
        : "",
  );
  const [saved, setSaved] = useState(false);
  const body = () => {
    if (kind === "deposit")
      return by === "percent"
        ? { serviceType: row.serviceType, kind, depositPercent: amount.trim() }
        : { serviceType: row.serviceType, kind, depositCents: toCents(amount) };
    if (kind === "no-show-fee") return { serviceType: row.serviceType, kind, feeCents: toCents(amount) };
    return { serviceType: row.serviceType, kind };
  };
  return (
    <ActionForm
      action={action}
      className="rounded-xl border border-slate-200 p-4"
      data-testid={`booking-money-${row.serviceType}`}
      onSubmit={async () => {
        setSaved(false);
        if (await action.post("/api/admin/booking-money", body())) setSaved(true);
      }}
    >
      <h3 className="font-semibold">{row.label}</h3>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        <div>
          <Label htmlFor={`${id}-kind`}>Before the visit, ask</Label>
          <Select
            id={`${id}-kind`}
            value={kind}
            onChange={(e) => setKind(e.target.value as BookingMoneyKind)}
            options={[
              ["none", "Nothing"],
              ["deposit", "A deposit at booking"],
              ["no-show-fee", "A card on file, with a no-show fee"],
            ]}
          />
        </div>
        {kind === "deposit" && (
          <div>
            <Label htmlFor={`${id}-by`}>Deposit as</Label>
            <Select
              id={`${id}-by`}
              value={by}
              onChange={(e) => setBy(e.target.value as "cents" | "percent")}
              options={[
                ["cents", "An amount in dollars"],
                ["percent", "A percent of the price"],
              ]}
            />
          </div>
        )}
        {kind !== "none" && (
          <Field
            label={kind === "no-show-fee" ? "No-show fee ($)" : by === "percent" ? "Deposit (%)" : "Deposit ($)"}
            hint={kind === "no-show-fee" ? "Never more than the visit's price." : "Capped at the visit's price."}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
          />
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={action.busy}>
          Save {row.label.toLowerCase()}
        </Button>
        {saved && <span className="text-emerald-800 text-sm">Saved.</span>}
        {row.changed && <span className="text-slate-600 text-sm">Last set {row.changed}.</span>}
      </div>
      <FormError id={action.errorId} error={action.error} className="mt-2" />
    </ActionForm>
  );
}

export function BookingMoneyForms({ rows, paymentsOn }: { rows: readonly ServiceMoneyRow[]; paymentsOn: boolean }) {
  return (
    <section aria-labelledby="booking-money" className="mt-10 max-w-3xl">
      <h2 id="booking-money" className="font-semibold text-xl">
        Deposits and no-show fees
      </h2>
      <p className="mt-1 text-slate-700 text-sm">
        Asked on the booking page before the customer books, through Stripe. A deposit is paid on the invoice and
        refunded in full if the customer cancels within an hour of booking. A no-show fee is charged only when you press
        its button on a missed visit.
        {paymentsOn ? "" : " Online payments are off, so nothing is asked until they are on."}
      </p>
      <div className="mt-3 space-y-3">
        {rows.map((row) => (
          <ServiceMoneyForm key={row.serviceType} row={row} />
        ))}
      </div>
    </section>
  );
}
