"use client";

import Link from "next/link";
import { useState } from "react";
import { useCustomerSearch } from "@/components/admin/customers/use-customer-search";
import { Field, INPUT_CLASS } from "@/components/ui/field";
import { CUSTOMER_SEARCH_MAX } from "@/domain/customers/customer-search";

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
  const [query, setQuery] = useState("");
  const { customers: found, error, answered } = useCustomerSearch(query, { minLength: 2 });
  const note = error || (answered && found.length === 0 ? "No customers match." : "");

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
      <div>
        <label htmlFor="caller-search" className="block font-medium text-slate-700 text-sm">
          Find a customer
        </label>
        <input
          id="caller-search"
          type="search"
          value={query}
          maxLength={CUSTOMER_SEARCH_MAX}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Name, phone digits, email or address"
          autoComplete="off"
          aria-describedby="caller-search-note"
          className={INPUT_CLASS}
        />
        <p id="caller-search-note" aria-live="polite" className="mt-1 text-slate-600 text-sm">
          {note}
        </p>
        <ul className="mt-1 grid gap-2" aria-label="Matching customers">
          {found.map((c) => (
            <li key={c.id} className="rounded-lg border border-slate-200 p-3" data-testid="caller-match">
              <Link
                href={`/admin/bookings/new?customer=${c.id}`}
                className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]"
              >
                Book for {c.name}
              </Link>
              <p className="text-sm [overflow-wrap:anywhere]">{[c.phone, c.email].filter(Boolean).join(" · ")}</p>
              {c.address && <p className="text-slate-700 text-sm">{c.address}</p>}
            </li>
          ))}
        </ul>
      </div>
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
