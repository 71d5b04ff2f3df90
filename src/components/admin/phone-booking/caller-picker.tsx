"use client";

import Link from "next/link";
import { CustomerPicker } from "@/components/admin/customers/customer-picker";
import { Field } from "@/components/ui/field";

export interface PickedCustomer {
  id: string;
  name: string;
  email: string;
}

/**
 * Who is calling: a customer found as on /admin/customers (name, any four digits of the phone,
 * email or address; picking one opens the form with their details), or a new caller's name and
 * email. The new caller's account is made with the booking (decision 0031).
 */
export function CallerPicker({
  picked,
  caller,
  onCaller,
  errors,
}: {
  picked: PickedCustomer | null;
  caller: { name: string; email: string };
  onCaller(caller: { name: string; email: string }): void;
  errors: Record<string, string>;
}) {
  if (picked) {
    return (
      <div className="rounded-lg border border-slate-200 p-3" data-testid="picked-customer">
        <p className="font-semibold [overflow-wrap:anywhere]">{picked.name}</p>
        <p className="text-sm [overflow-wrap:anywhere]">{picked.email}</p>
        <Link href="/admin/bookings/new" className="mt-1 inline-block font-semibold text-brand-700 text-sm underline">
          Another customer
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <CustomerPicker
        id="caller-search"
        action="Book for"
        hrefPrefix="/admin/bookings/new?customer="
        matchTestId="caller-match"
      />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 font-medium">Or a new caller</legend>
        <Field
          label="Caller's name"
          name="customer.name"
          value={caller.name}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => onCaller({ ...caller, name: e.target.value })}
          error={errors["customer.name"]}
        />
        <Field
          label="Caller's email"
          name="customer.email"
          type="email"
          value={caller.email}
          maxLength={254}
          autoComplete="off"
          hint="Their account is made without a password; they can set one later."
          onChange={(e) => onCaller({ ...caller, email: e.target.value })}
          error={errors["customer.email"]}
        />
      </fieldset>
    </div>
  );
}
