"use client";

import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { US_STATE_ABBREVIATIONS } from "@/content/us-states";
import type { ServiceAddress } from "@/domain/address/service-address";

const STATES = Object.values(US_STATE_ABBREVIATIONS).sort();

/**
 * The crew's phone and the visit's address, as the owner types them for a phone booking or a
 * quote. Field names are `${prefix}.phone` and `${prefix}.address.<part>`, the paths the server's
 * zod errors come back under.
 */
export function JobAddressFields({
  prefix,
  phone,
  onPhone,
  address,
  onAddress,
  errors,
}: {
  prefix: string;
  phone: string;
  onPhone(phone: string): void;
  address: ServiceAddress;
  onAddress(address: ServiceAddress): void;
  errors: Record<string, string | undefined>;
}) {
  const line = (name: keyof ServiceAddress) => ({
    name: `${prefix}.address.${name}`,
    value: address[name],
    onChange: (e: { target: { value: string } }) => onAddress({ ...address, [name]: e.target.value }),
    error: errors[`${prefix}.address.${name}`] ?? (name === "street" ? errors[`${prefix}.address`] : undefined),
  });
  return (
    <>
      <Field
        className="sm:col-span-3"
        label="Phone for the crew"
        type="tel"
        maxLength={40}
        name={`${prefix}.phone`}
        value={phone}
        onChange={(e) => onPhone(e.target.value)}
        error={errors[`${prefix}.phone`]}
      />
      <Field className="sm:col-span-4" label="Street address" maxLength={200} {...line("street")} />
      <Field className="sm:col-span-2" label="Apt, suite or unit (optional)" maxLength={40} {...line("unit")} />
      <Field className="sm:col-span-3" label="City" maxLength={100} {...line("city")} />
      <SelectField
        className="sm:col-span-1"
        label="State"
        {...line("state")}
        options={[["", "—"], ...STATES.map((s) => [s, s] as const)]}
      />
      <Field className="sm:col-span-2" label="ZIP code" inputMode="numeric" maxLength={10} {...line("zip")} />
    </>
  );
}
