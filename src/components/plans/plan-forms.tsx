"use client";

import { useState } from "react";
import { ActionForm, firstFieldError, usePostAction } from "@/components/admin/action-form";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { Field, INPUT_CLASS } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { PLAN_NAME_MAX, PLAN_TERMS_MAX } from "@/domain/plans/plan-input";
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from "@/domain/pricing/pricing";

export interface PlanFormValues {
  id?: string;
  name: string;
  price: string;
  period: "yearly" | "monthly";
  includedVisits: Record<string, string>;
  discountPercent: string;
  terms: string;
  priority: boolean;
  /** Days ahead whose open times only members see. */
  priorityDays: string;
  active: boolean;
}

export const EMPTY_PLAN: PlanFormValues = {
  name: "",
  price: "",
  period: "yearly",
  includedVisits: Object.fromEntries(SERVICE_TYPES.map((s) => [s, "0"])),
  discountPercent: "0",
  terms: "",
  priority: false,
  priorityDays: "0",
  active: true,
};

/** The owner defines a plan, or changes one (members keep the price they joined at). */
export function PlanForm({ initial, idPrefix }: { initial: PlanFormValues; idPrefix: string }) {
  const [v, setV] = useState(initial);
  const action = usePostAction(firstFieldError);
  const set = <K extends keyof PlanFormValues>(key: K, value: PlanFormValues[K]) =>
    setV((old) => ({ ...old, [key]: value }));
  return (
    <ActionForm
      action={action}
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={async () => {
        const done = await action.post("/api/admin/plans", v);
        if (done && !initial.id) setV(EMPTY_PLAN);
      }}
    >
      <Field
        label="Plan name"
        id={`${idPrefix}-name`}
        maxLength={PLAN_NAME_MAX}
        value={v.name}
        onChange={(e) => set("name", e.currentTarget.value)}
        required
      />
      <Field
        label="Price (dollars)"
        id={`${idPrefix}-price`}
        inputMode="decimal"
        placeholder="149.00"
        value={v.price}
        onChange={(e) => set("price", e.currentTarget.value)}
        required
      />
      <SelectField
        label="Charged"
        id={`${idPrefix}-period`}
        value={v.period}
        onChange={(e) => set("period", e.currentTarget.value as PlanFormValues["period"])}
        options={[
          ["yearly", "Yearly"],
          ["monthly", "Monthly"],
        ]}
      />
      <Field
        label="Member discount on other work (%)"
        id={`${idPrefix}-discount`}
        inputMode="decimal"
        value={v.discountPercent}
        onChange={(e) => set("discountPercent", e.currentTarget.value)}
      />
      <fieldset className="sm:col-span-2">
        <legend className="font-medium text-slate-700 text-sm">Visits included each period</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-3">
          {SERVICE_TYPES.map((s) => (
            <Field
              key={s}
              label={SERVICE_TYPE_LABELS[s]}
              id={`${idPrefix}-visits-${s}`}
              inputMode="numeric"
              value={v.includedVisits[s] ?? "0"}
              onChange={(e) => set("includedVisits", { ...v.includedVisits, [s]: e.currentTarget.value })}
            />
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <label htmlFor={`${idPrefix}-terms`} className="block font-medium text-slate-700 text-sm">
          Terms (what is included, and what cancelling does to the current period)
        </label>
        <textarea
          id={`${idPrefix}-terms`}
          className={`${INPUT_CLASS} min-h-24`}
          maxLength={PLAN_TERMS_MAX}
          value={v.terms}
          onChange={(e) => set("terms", e.currentTarget.value)}
          required
        />
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={v.priority} onChange={(e) => set("priority", e.currentTarget.checked)} />
        Members get priority times
      </label>
      <Field
        label="Days ahead kept for members"
        id={`${idPrefix}-priority-days`}
        inputMode="numeric"
        value={v.priorityDays}
        onChange={(e) => set("priorityDays", e.currentTarget.value)}
        disabled={!v.priority}
      />
      <label className="flex items-center gap-2">
        <input type="checkbox" checked={v.active} onChange={(e) => set("active", e.currentTarget.checked)} />
        Open to new members
      </label>
      <div className="sm:col-span-2">
        <Button type="submit" size="md" disabled={action.busy}>
          {initial.id ? "Save plan" : "Add plan"}
        </Button>
        <FormError id={action.errorId} error={action.error} className="mt-2" />
      </div>
    </ActionForm>
  );
}

/** The owner's steps on one membership, each with a reason: pause, resume, end. */
export function MembershipActions({
  membershipId,
  status,
  label,
}: {
  membershipId: string;
  status: string;
  label: string;
}) {
  const [reason, setReason] = useState("");
  const action = usePostAction(firstFieldError);
  const steps: ("pause" | "resume" | "end")[] =
    status === "paused" ? ["resume", "end"] : status === "cancelled" ? [] : ["pause", "end"];
  if (steps.length === 0) return null;
  const words = { pause: "Pause", resume: "Resume", end: "End now" };
  return (
    <ActionForm action={action} className="flex flex-wrap items-end gap-2" onSubmit={() => {}}>
      <Field
        label="Reason"
        id={`reason-${membershipId}`}
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        className="min-w-40 flex-1"
      />
      {steps.map((step) => (
        <Button
          key={step}
          variant={step === "end" ? "danger" : "outline"}
          size="sm"
          className="min-h-11"
          disabled={action.busy}
          onClick={() => action.post("/api/admin/memberships", { action: step, membershipId, reason })}
        >
          {words[step]}
          <span className="sr-only"> {label}</span>
        </Button>
      ))}
      <FormError id={action.errorId} error={action.error} className="w-full" />
    </ActionForm>
  );
}

/** Refund one period's charge in full, with a reason (the owner's books keep it). */
export function RefundChargeButton({ chargeId, label }: { chargeId: string; label: string }) {
  const [reason, setReason] = useState("");
  const action = usePostAction(firstFieldError);
  return (
    <ActionForm
      action={action}
      className="flex flex-wrap items-end gap-2"
      onSubmit={() => action.post("/api/admin/memberships", { action: "refund", chargeId, reason })}
    >
      <Field
        label="Refund reason"
        id={`refund-${chargeId}`}
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <Button type="submit" variant="outline" size="sm" className="min-h-11" disabled={action.busy}>
        Refund<span className="sr-only"> {label}</span>
      </Button>
      <FormError id={action.errorId} error={action.error} className="w-full" />
    </ActionForm>
  );
}

/** The owner enrols a customer on the phone: the answer is Stripe's page for the customer's card. */
export function EnrolForm({ customerId, plans }: { customerId: string; plans: { id: string; name: string }[] }) {
  const [planId, setPlanId] = useState(plans[0]?.id ?? "");
  const [link, setLink] = useState<string | null>(null);
  const action = usePostAction(firstFieldError);
  return (
    <ActionForm
      action={action}
      className="mt-3 flex flex-wrap items-end gap-2"
      onSubmit={async () => {
        const done = await action.post<{ url: string | null }>("/api/admin/memberships", {
          action: "enrol",
          customerId,
          planId,
        });
        if (done) setLink(done.url);
      }}
    >
      <SelectField
        label="Plan"
        id="enrol-plan"
        value={planId}
        onChange={(e) => setPlanId(e.currentTarget.value)}
        options={plans.map((p) => [p.id, p.name] as const)}
      />
      <Button type="submit" size="md" className="min-h-12" disabled={action.busy || !planId}>
        Enrol
      </Button>
      <FormError id={action.errorId} error={action.error} className="w-full" />
      {link && (
        <p className="w-full text-sm" data-testid="enrol-link">
          Enrolled, waiting for a card. Send the customer Stripe's card page (valid 24 hours), or they add it from their
          account: <span className="break-all font-mono">{link}</span>
        </p>
      )}
    </ActionForm>
  );
}

/** A customer's button that opens Stripe's card page: joining a plan, or updating the card. */
export function StripeCardButton({ url, body, children }: { url: string; body: object; children: React.ReactNode }) {
  const action = usePostAction();
  const { busy, error } = action;
  return (
    <div>
      <Button
        size="md"
        disabled={busy}
        onClick={async () => {
          const res = await action.post<{ url: string | null }>(url, body, { leaves: true });
          if (res?.url) window.location.assign(res.url);
          else if (res) window.location.reload();
        }}
      >
        {children}
      </Button>
      {error && (
        <p role="alert" className="mt-2 text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

/** The customer cancels their plan; the terms (shown beside it) say what happens to this period. */
export function CancelPlanButton({ membershipId, planName }: { membershipId: string; planName: string }) {
  const [asked, setAsked] = useState(false);
  const action = usePostAction();
  if (!asked)
    return (
      <Button variant="outline" size="sm" className="min-h-11" onClick={() => setAsked(true)}>
        Cancel plan<span className="sr-only"> {planName}</span>
      </Button>
    );
  return (
    <div className="flex flex-wrap items-center gap-2" aria-describedby={action.error ? action.errorId : undefined}>
      <span>Cancel your {planName}? Nothing more is charged.</span>
      <Button
        variant="danger"
        size="sm"
        className="min-h-11"
        disabled={action.busy}
        onClick={() => action.post(`/api/plans/${membershipId}/cancel`, {})}
      >
        Yes, cancel
      </Button>
      <Button variant="quiet" size="sm" className="min-h-11" onClick={() => setAsked(false)}>
        Keep it
      </Button>
      <FormError id={action.errorId} error={action.error} className="w-full" />
    </div>
  );
}
