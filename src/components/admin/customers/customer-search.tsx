"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { INPUT_CLASS } from "@/components/ui/input";
import { CUSTOMER_SEARCH_MAX } from "@/domain/customers/customer-search";
import { formatDateLong } from "@/domain/scheduling/words";
import { useCustomerSearch } from "./use-customer-search";

/** One customer as the list shows it (the search route's answer). */
export interface CustomerListItem {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  lastVisit: string | null;
  visits: number;
}

/**
 * The owner's customer search: the list answers each keystroke (the latest one wins; an older
 * answer arriving late is dropped), and the address keeps the search, so Back from a customer
 * returns to it. Without JavaScript the form is a plain GET of this page.
 */
export function CustomerSearch({ initialQuery, initial }: { initialQuery: string; initial: CustomerListItem[] }) {
  const [query, setQuery] = useState(initialQuery);
  const { customers, error, busy } = useCustomerSearch(query, { initial });
  const first = useRef(true);

  // The address keeps the search, so Back from a customer returns to it.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const url = new URL(window.location.href);
    if (query.trim()) url.searchParams.set("q", query);
    else url.searchParams.delete("q");
    window.history.replaceState(null, "", url);
  }, [query]);

  const summary = error
    ? error
    : customers.length === 0
      ? "No customers match."
      : query.trim().length < 2
        ? `The ${customers.length} newest customers`
        : customers.length === 1
          ? "1 customer matches"
          : `${customers.length} customers match, the most recently visited first`;
  return (
    <>
      <search className="mt-4 block max-w-xl">
        {/* Without JavaScript, Enter asks this page for the search; with it, the list already answers. */}
        <form method="get" action="/admin/customers" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="customer-search" className="block font-medium">
            Find a customer
          </label>
          <input
            id="customer-search"
            type="search"
            name="q"
            value={query}
            maxLength={CUSTOMER_SEARCH_MAX}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Name, phone digits, email or address"
            autoComplete="off"
            aria-describedby="customer-search-summary"
            className={INPUT_CLASS}
          />
        </form>
      </search>
      <p
        id="customer-search-summary"
        aria-live="polite"
        className={`mt-3 text-sm ${error ? "text-red-800" : "text-slate-600"}`}
        data-busy={busy ? "true" : undefined}
        data-testid="customer-search-summary"
      >
        {summary}
      </p>
      <ul className="mt-2 grid gap-2" aria-label="Customers">
        {customers.map((c) => (
          <li key={c.id} className="rounded-lg border border-slate-200 p-3" data-testid="customer-row">
            <Link href={`/admin/customers/${c.id}`} className="font-semibold text-brand-700 underline">
              {c.name}
            </Link>
            <p className="mt-1 text-sm [overflow-wrap:anywhere]">{[c.phone, c.email].filter(Boolean).join(" · ")}</p>
            {c.address && <p className="text-slate-700 text-sm">{c.address}</p>}
            <p className="text-slate-600 text-xs">
              {c.lastVisit
                ? `${c.visits} visit${c.visits === 1 ? "" : "s"}, last ${formatDateLong(c.lastVisit)}`
                : "No visits yet"}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
