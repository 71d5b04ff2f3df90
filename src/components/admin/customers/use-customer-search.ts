"use client";

import { useEffect, useRef, useState } from "react";
import type { CustomerListItem } from "./customer-search";

type Answer = { ok: true; customers: CustomerListItem[] } | { ok: false; error: string };

const NONE: CustomerListItem[] = [];

/**
 * The owner's customer search (/api/admin/customers) as the query changes: the latest keystroke
 * wins, an older answer arriving late is dropped. The first render keeps `initial` (the page's own
 * answer); below `minLength` characters nothing is asked and the list is empty. `answered` is the
 * query the list answers, so "no match" is said only of a finished search.
 */
export function useCustomerSearch(
  query: string,
  { initial = NONE, minLength = 0 }: { initial?: CustomerListItem[]; minLength?: number } = {},
) {
  const [customers, setCustomers] = useState(initial);
  const [answered, setAnswered] = useState<string | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (query.trim().length < minLength) {
      setCustomers(NONE);
      setAnswered(null);
      setError("");
      return;
    }
    const controller = new AbortController();
    setBusy(true);
    fetch(`/api/admin/customers?q=${encodeURIComponent(query)}`, { signal: controller.signal })
      .then(async (res) => {
        const answer = (await res.json()) as Answer;
        if (controller.signal.aborted) return;
        if (answer.ok) {
          setCustomers(answer.customers);
          setError("");
        } else setError(answer.error);
        setAnswered(query);
      })
      .catch(() => {
        if (!controller.signal.aborted) setError("The search did not reach the server. Check the connection.");
      })
      .finally(() => {
        if (!controller.signal.aborted) setBusy(false);
      });
    return () => controller.abort();
  }, [query, minLength]);

  return { customers, error, busy, answered: answered === query };
}
