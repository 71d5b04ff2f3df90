"use client";

import Link from "next/link";
import { useState } from "react";
import { INPUT_CLASS } from "@/components/ui/field";
import { CUSTOMER_SEARCH_MAX } from "@/domain/customers/customer-search";
import { useCustomerSearch } from "./use-customer-search";

/**
 * Find a customer as on /admin/customers (name, any four digits of the phone, email or address)
 * and go on with them: each match links to `${hrefPrefix}${id}`, named `${action} ${name}` (plain
 * strings, so a server page can render it).
 */
export function CustomerPicker({
  id,
  action,
  hrefPrefix,
  matchTestId,
}: {
  id: string;
  action: string;
  hrefPrefix: string;
  matchTestId: string;
}) {
  const [query, setQuery] = useState("");
  const { customers, error, answered } = useCustomerSearch(query, { minLength: 2 });
  const note = error || (answered && customers.length === 0 ? "No customers match." : "");
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-700 text-sm">
        Find a customer
      </label>
      <input
        id={id}
        type="search"
        value={query}
        maxLength={CUSTOMER_SEARCH_MAX}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Name, phone digits, email or address"
        autoComplete="off"
        aria-describedby={`${id}-note`}
        className={INPUT_CLASS}
      />
      <p id={`${id}-note`} aria-live="polite" className="mt-1 text-slate-600 text-sm">
        {note}
      </p>
      <ul className="mt-1 grid gap-2" aria-label="Matching customers">
        {customers.map((c) => (
          <li key={c.id} className="rounded-lg border border-slate-200 p-3" data-testid={matchTestId}>
            <Link
              href={`${hrefPrefix}${c.id}`}
              className="font-semibold text-brand-700 underline [overflow-wrap:anywhere]"
            >
              {action} {c.name}
            </Link>
            <p className="text-sm [overflow-wrap:anywhere]">{[c.phone, c.email].filter(Boolean).join(" · ")}</p>
            {c.address && <p className="text-slate-700 text-sm">{c.address}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}
