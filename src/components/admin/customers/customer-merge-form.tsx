"use client";

import { useEffect, useId, useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { Button } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/input";
import { usePostAction } from "@/components/ui/post-action";
import { CUSTOMER_SEARCH_MAX } from "@/domain/customers/customer-search";
import type { MergePreview } from "@/server/customers/preview-customer-merge";
import type { CustomerListItem } from "./customer-search";

/**
 * "Merge another customer into this one": find the duplicate, read what the merge moves and how
 * each conflict is settled, then confirm. Nothing changes before the confirm button.
 */
export function CustomerMergeForm({ keepId, keepName }: { keepId: string; keepName: string }) {
  const id = useId();
  const action = usePostAction();
  const { busy, error, setError } = action;
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<CustomerListItem[]>([]);
  const [preview, setPreview] = useState<MergePreview | null>(null);
  const [done, setDone] = useState("");

  useEffect(() => {
    if (query.trim().length < 2) {
      setHits([]);
      return;
    }
    const controller = new AbortController();
    fetch(`/api/admin/customers?q=${encodeURIComponent(query)}`, { signal: controller.signal })
      .then(async (res) => {
        const answer = (await res.json()) as { ok: boolean; customers?: CustomerListItem[]; error?: string };
        if (controller.signal.aborted) return;
        if (answer.ok) setHits((answer.customers ?? []).filter((c) => c.id !== keepId));
        else setError(answer.error ?? "The search failed.");
      })
      .catch(() => {
        if (!controller.signal.aborted) setError("The search did not reach the server. Check the connection.");
      });
    return () => controller.abort();
  }, [query, keepId, setError]);

  async function ask(mergeId: string) {
    setDone("");
    const res = await action.post<{ preview: MergePreview }>(
      "/api/admin/customers/merge/preview",
      { keepId, mergeId },
      { refresh: false },
    );
    if (res) setPreview(res.preview);
  }

  async function confirm(p: MergePreview) {
    if (!(await action.post("/api/admin/customers/merge", { keepId, mergeId: p.merge.id }))) return;
    setPreview(null);
    setHits([]);
    setQuery("");
    setDone(`${p.merge.name} was merged into ${keepName}.`);
  }

  return (
    <div className="mt-3 max-w-2xl">
      <label htmlFor={`${id}-find`} className="block font-medium text-sm">
        Find the duplicate
      </label>
      <input
        id={`${id}-find`}
        type="search"
        value={query}
        maxLength={CUSTOMER_SEARCH_MAX}
        onChange={(e) => {
          setQuery(e.target.value);
          setPreview(null);
        }}
        placeholder="Name, phone digits, email or address"
        autoComplete="off"
        className={INPUT_CLASS}
      />
      {hits.length > 0 && !preview && (
        <ul className="mt-2 grid gap-2" aria-label="Customers to merge">
          {hits.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-3 text-sm">
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                <span className="font-medium">{c.name}</span> · {[c.email, c.phone].filter(Boolean).join(" · ")}
              </span>
              <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => ask(c.id)}>
                Preview merge<span className="sr-only"> of {c.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FormError id={`${id}-error`} error={error} className="mt-2" />
      {done && (
        <p role="status" className="mt-2 text-green-800 text-sm">
          {done}
        </p>
      )}
      {preview && (
        <section
          aria-labelledby={`${id}-preview`}
          className="mt-3 rounded-lg border border-slate-300 p-4 text-sm"
          data-testid="merge-preview"
        >
          <h3 id={`${id}-preview`} className="font-semibold text-base [overflow-wrap:anywhere]">
            Merge {preview.merge.name} ({preview.merge.email}) into {preview.keep.name}
          </h3>
          <p className="mt-2 font-medium">What moves to {preview.keep.name}</p>
          {preview.lines.length ? (
            <ul className="list-disc pl-5" aria-label="What moves">
              {preview.lines.map((l) => (
                <li key={l.label}>
                  {l.label}: {l.count}
                </li>
              ))}
            </ul>
          ) : (
            <p>Nothing but the record itself.</p>
          )}
          <p className="mt-2 font-medium">What is kept</p>
          <ul className="list-disc pl-5 [overflow-wrap:anywhere]" aria-label="What is kept">
            {preview.resolutions.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          <p className="mt-2 text-slate-600">
            {preview.merge.name}'s record then shows "Merged into {preview.keep.name}" and can no longer sign in. This
            cannot be undone.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="button" variant="danger" size="md" disabled={busy} onClick={() => confirm(preview)}>
              {busy ? "Merging…" : `Merge into ${keepName}`}
            </Button>
            <Button type="button" variant="quiet" size="md" disabled={busy} onClick={() => setPreview(null)}>
              Cancel
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
