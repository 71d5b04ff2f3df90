import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useBusinessPhone } from "@/components/layout/business-phone";
import { Button } from "@/components/ui/button";
import { Field, INVALID_RING_CLASS } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { Spinner } from "@/components/ui/spinner";
import type { ServiceAddress } from "@/domain/address/service-address";
import { STATE_OPTIONS } from "@/domain/address/state-options";
import type { FieldErrorState } from "./use-field-errors";
import type { OpenTimesState } from "./use-open-times";

// Loaded only when the address is in an area nobody works yet: /book-service's first load stays
// within its budget (scripts/proof/js-budget.mjs).
const WaitlistForm = lazy(() =>
  import("@/components/waitlist/waitlist-form").then((m) => ({ default: m.WaitlistForm })),
);

const STATES = [["", "-"], ...STATE_OPTIONS.map((s) => [s.code, s.code] as const)] as const;

const LINES: {
  name: "street" | "unit" | "city";
  label: string;
  autoComplete: string;
  maxLength: number;
  span: string;
}[] = [
  { name: "street", label: "Street address", autoComplete: "address-line1", maxLength: 200, span: "sm:col-span-4" },
  {
    name: "unit",
    label: "Apt, suite or unit (optional)",
    autoComplete: "address-line2",
    maxLength: 40,
    span: "sm:col-span-2",
  },
  { name: "city", label: "City", autoComplete: "address-level2", maxLength: 100, span: "sm:col-span-3" },
];

/** The typed address inputs by their autocomplete token (STATE is a select, chosen after hydration). */
const TYPED: [keyof ServiceAddress, string][] = [
  ["zip", "postal-code"],
  ["street", "address-line1"],
  ["unit", "address-line2"],
  ["city", "address-level2"],
];

/**
 * Where the job is: street to ZIP (the ZIP first when the city is not known yet, and it fills the
 * city and state), what is wrong with it, and "Show open times" until the server has answered
 * with the area and its zone.
 */
export function AddressFields({ times, fields }: { times: OpenTimesState; fields: FieldErrorState }) {
  const { address, editAddress, zipFirst, filledCity, open, problem } = times;
  const { errors, fieldProps, fieldId } = fields;
  const phone = useBusinessPhone();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // "Show open times" does nothing until the script runs: it is enabled then, not tapped in vain.
  const [interactive, setInteractive] = useState(false);
  // What a visitor typed before the page's script ran is in the inputs but not in the state; the
  // next render would wipe it. Taken in once, as the page becomes interactive.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    setInteractive(true);
    const typed: Partial<ServiceAddress> = {};
    for (const [name, token] of TYPED) {
      const input = fieldset.current?.querySelector<HTMLInputElement>(`input[autocomplete="${token}"]`);
      if (input && input.value !== address[name]) typed[name] = input.value;
    }
    if (Object.keys(typed).length === 0) return;
    editAddress(typed);
    if (typed.zip) void times.fillFromZip(typed.zip);
  }, []);
  const problemId = fieldId("address-error");
  const line = (name: keyof ServiceAddress) => ({
    ...fieldProps(`address.${name}`),
    error: errors[`address.${name}`],
    inputClassName: INVALID_RING_CLASS,
    value: address[name],
    // Taken in above, with the ZIP's lookup.
    keepEarlyTyping: false,
  });
  const zip = (
    <Field
      {...line("zip")}
      label="ZIP code"
      className={zipFirst ? "sm:col-span-6" : "sm:col-span-2"}
      required
      inputMode="numeric"
      maxLength={10}
      autoComplete="postal-code"
      hint={
        zipFirst ? (
          <span className="text-sm" data-testid="zip-first-hint">
            {filledCity && address.city === filledCity
              ? "City and state are filled from your ZIP code; change them if they are wrong."
              : "Start with the ZIP code: we fill in the city and state."}
          </span>
        ) : undefined
      }
      onChange={(e) => {
        const value = e.currentTarget.value;
        editAddress({ zip: value });
        void times.fillFromZip(value);
      }}
    />
  );
  return (
    <fieldset ref={fieldset} aria-describedby={problem ? problemId : undefined}>
      <legend className="font-semibold text-lg">Service address</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-6">
        {zipFirst && zip}
        {LINES.map(({ name, span, ...f }) => (
          <Field
            key={name}
            {...line(name)}
            {...f}
            className={span}
            required={name !== "unit"}
            onChange={(e) => editAddress({ [name]: e.currentTarget.value })}
          />
        ))}
        <SelectField
          {...fieldProps("address.state")}
          label="State"
          error={errors["address.state"]}
          className="sm:col-span-1"
          options={STATES}
          required
          autoComplete="address-level1"
          value={address.state}
          onChange={(e) => editAddress({ state: e.currentTarget.value })}
          selectClassName={INVALID_RING_CLASS}
        />
        {!zipFirst && zip}
      </div>
      {problem && (
        <div
          id={problemId}
          role="alert"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900 text-sm"
        >
          {problem.message}{" "}
          {problem.code === "outside-area" && phone && (
            <a href={`tel:${phone.phoneE164}`} className="font-semibold underline">
              Call {phone.phone}
            </a>
          )}
        </div>
      )}
      {problem?.code === "not-staffed" && (
        <Suspense fallback={null}>
          <WaitlistForm zip={address.zip} serviceType={times.serviceType} />
        </Suspense>
      )}
      {!open && !problem && (
        <Button
          variant="outline"
          size="md"
          onClick={times.checkTimes}
          disabled={times.checking || !interactive}
          className="mt-3"
        >
          {times.checking && <Spinner />}
          Show open times
        </Button>
      )}
      {open && (
        <p className="mt-3 text-slate-700 text-sm" data-testid="service-area">
          {open.area.name} crew. Times are {open.area.zoneName}.
        </p>
      )}
    </fieldset>
  );
}
