"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { usePostAction } from "@/components/ui/post-action";
import type { Refused } from "@/components/ui/post-json";
import { SelectField } from "@/components/ui/select-field";
import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from "@/domain/pricing/quote-math";

const FIELDS = ["email", "zip", "serviceType"] as const;
type Errors = Partial<Record<(typeof FIELDS)[number], string>>;

/**
 * "Not in your area yet": an email, a ZIP and a service, for the one email we send when a crew
 * works there. The server's sentence for a field is shown at that field; what was typed stays.
 */
export function WaitlistForm({
  zip: initialZip = "",
  serviceType: initialService = "air_duct",
}: {
  zip?: string;
  serviceType?: ServiceType;
}) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [zip, setZip] = useState(initialZip);
  const [serviceType, setServiceType] = useState<ServiceType>(initialService);
  // A refusal about a field is said at that field, any other under the group.
  const named = (res: Refused) => FIELDS.filter((k) => res.fieldErrors?.[k]?.[0]);
  const action = usePostAction((res) => (named(res).length === 0 ? res.error : ""));
  const { busy, error: problem } = action;
  const errors: Errors = Object.fromEntries(
    FIELDS.flatMap((k) => (action.fieldError(k) ? [[k, action.fieldError(k)]] : [])),
  );
  const [joined, setJoined] = useState<string | null>(null);

  async function send() {
    // A group, not a form, so the hook has no form to move focus in: the first refused field takes it here.
    const res = await action.post<{ areaName: string }>(
      "/api/waitlist",
      { email, zip, serviceType },
      {
        refresh: false,
        onRefused: (refused) => {
          const first = named(refused)[0];
          if (first) document.getElementById(`${id}-${first}`)?.focus();
        },
      },
    );
    if (res) setJoined(res.areaName);
  }

  if (joined !== null)
    return (
      <p
        role="status"
        className="mt-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-emerald-950"
        data-testid="waitlist-joined"
      >
        Thank you. We'll write to {email} once, when our crews work{joined ? ` in ${joined}` : " there"}.
      </p>
    );

  return (
    // A group, not a form: it also sits inside the booking form, and forms do not nest. Enter in a
    // field sends it, as in a form of its own.
    <fieldset
      className="mt-3 grid gap-3 sm:grid-cols-3"
      data-testid="waitlist-form"
      onKeyDown={(e) => {
        if (e.key === "Enter" && e.target instanceof HTMLInputElement) {
          e.preventDefault();
          void send();
        }
      }}
    >
      <legend className="sr-only">Tell me when you're here</legend>
      <Field
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        aria-invalid={errors.email ? true : undefined}
        onChange={(e) => {
          setEmail(e.currentTarget.value);
          action.clearFieldError("email");
        }}
      />
      <Field
        id={`${id}-zip`}
        label="ZIP code"
        inputMode="numeric"
        autoComplete="postal-code"
        required
        value={zip}
        error={errors.zip}
        aria-invalid={errors.zip ? true : undefined}
        onChange={(e) => {
          setZip(e.currentTarget.value);
          action.clearFieldError("zip");
        }}
      />
      <SelectField
        id={`${id}-serviceType`}
        label="Service"
        value={serviceType}
        error={errors.serviceType}
        options={SERVICE_TYPES.map((t) => [t, SERVICE_TYPE_LABELS[t]] as const)}
        onChange={(e) => setServiceType(e.currentTarget.value as ServiceType)}
      />
      {problem && (
        <p role="alert" className="text-red-700 text-sm sm:col-span-3">
          {problem}
        </p>
      )}
      <Button
        type="button"
        variant="primary"
        size="md"
        disabled={busy}
        onClick={() => void send()}
        className="sm:col-span-3 sm:justify-self-start"
      >
        Tell me when you're here
      </Button>
    </fieldset>
  );
}
