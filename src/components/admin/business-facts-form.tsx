"use client";

import { useId, useState } from "react";
import { SaveFoot } from "@/components/admin/settings-form";
import { Field } from "@/components/ui/field";
import { ActionForm, unlessFieldErrors, usePostAction } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";
import { type BusinessFacts, SAME_DAY_POSSIBLE } from "@/domain/business-facts/business-facts";

function Check({
  label,
  checked,
  onChange,
  disabled,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
  hint?: string;
}) {
  const id = useId();
  return (
    <div>
      <label className="flex items-center gap-2 font-medium text-sm">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-slate-600 text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The owner's claims form: everything at once, kept as typed when the server refuses part of it. */
export function BusinessFactsForm({ facts }: { facts: BusinessFacts }) {
  const action = usePostAction(unlessFieldErrors);
  const [v, setV] = useState({
    insured: facts.insured,
    insurerName: facts.insurerName ?? "",
    licenseNumber: facts.licenseNumber ?? "",
    associationName: facts.associationName ?? "",
    foundedYear: facts.foundedYear ? String(facts.foundedYear) : "",
    emergencyOn: facts.emergency !== null,
    emergencyPhone: facts.emergency?.phone ?? "",
    emergencyHours: facts.emergency?.hours ?? "",
    sameDay: facts.sameDay,
    googleReviewUrl: facts.googleReviewUrl ?? "",
    offerEndsOn: facts.offerEndsOn ?? "",
  });
  const set = <K extends keyof typeof v>(k: K, value: (typeof v)[K]) => setV((old) => ({ ...old, [k]: value }));
  const err = action.fieldError;

  async function save() {
    const year = v.foundedYear.trim();
    const res = await action.post<{ facts: BusinessFacts }>(
      "/api/admin/business-facts",
      {
        ...v,
        foundedYear: year === "" ? null : /^\d+$/.test(year) ? Number(year) : year,
      },
      { method: "PUT" },
    );
    if (res) toast.success("Saved. The site shows these within a minute or two.");
  }

  return (
    <ActionForm action={action} onSubmit={save} noValidate className="mt-6 max-w-xl space-y-6">
      <fieldset className="space-y-3">
        <legend className="font-semibold text-lg">Insurance and license</legend>
        <Check
          label="The business is insured"
          checked={v.insured}
          onChange={(x) => set("insured", x)}
          hint={err("insured") ?? undefined}
        />
        <Field
          label="Insurer (optional)"
          value={v.insurerName}
          maxLength={80}
          error={err("insurerName")}
          onChange={(e) => set("insurerName", e.currentTarget.value)}
        />
        <Field
          label="License number (optional)"
          hint="As the licensing board writes it, e.g. CSLB #1098765."
          value={v.licenseNumber}
          maxLength={60}
          error={err("licenseNumber")}
          onChange={(e) => set("licenseNumber", e.currentTarget.value)}
        />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-lg">The business</legend>
        <Field
          label="Association membership (optional)"
          hint="Shown as “Member of …”: only an association the business belongs to."
          value={v.associationName}
          maxLength={80}
          error={err("associationName")}
          onChange={(e) => set("associationName", e.currentTarget.value)}
        />
        <Field
          label="In business since (year, optional)"
          inputMode="numeric"
          value={v.foundedYear}
          maxLength={4}
          error={err("foundedYear")}
          onChange={(e) => set("foundedYear", e.currentTarget.value)}
        />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-lg">Service</legend>
        <Check
          label="Emergency service"
          checked={v.emergencyOn}
          onChange={(x) => set("emergencyOn", x)}
          hint="Shown with the phone number and the hours it is answered."
        />
        {v.emergencyOn && (
          <>
            <Field
              label="Emergency phone"
              type="tel"
              value={v.emergencyPhone}
              maxLength={30}
              error={err("emergencyPhone")}
              onChange={(e) => set("emergencyPhone", e.currentTarget.value)}
            />
            <Field
              label="Hours it is answered"
              hint="For example: every day 7am-10pm."
              value={v.emergencyHours}
              maxLength={60}
              error={err("emergencyHours")}
              onChange={(e) => set("emergencyHours", e.currentTarget.value)}
            />
          </>
        )}
        <Check
          label="Same-day visits"
          checked={v.sameDay}
          disabled={!SAME_DAY_POSSIBLE && !v.sameDay}
          onChange={(x) => set("sameDay", x)}
          hint={
            SAME_DAY_POSSIBLE
              ? undefined
              : "Not available: the booking form offers the first visit from tomorrow, so the site cannot promise today."
          }
        />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-lg">Reviews</legend>
        <Field
          label="Google review page (optional)"
          hint="Offered to a customer after they leave a review here, never instead of it."
          type="url"
          value={v.googleReviewUrl}
          maxLength={300}
          error={err("googleReviewUrl")}
          onChange={(e) => set("googleReviewUrl", e.currentTarget.value)}
        />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-lg">Offers</legend>
        <Field
          label="Last day of the home page's offers (optional)"
          hint="The same day for every visitor, shown as “Offer ends …”. Empty: no end date is shown. After it, no offer is shown or applied."
          type="date"
          value={v.offerEndsOn}
          maxLength={10}
          error={err("offerEndsOn")}
          onChange={(e) => set("offerEndsOn", e.currentTarget.value)}
        />
      </fieldset>
      <SaveFoot action={action} label="Save business facts" />
    </ActionForm>
  );
}
