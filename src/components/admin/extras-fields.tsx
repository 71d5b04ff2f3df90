"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { centsToPlainDecimal } from "@/domain/money/format";
import type { ExtraPrice } from "@/domain/pricing/book-extras";
import { toCents } from "./area-prices-fields";

// The extras the crew may sell on site, as rows of the price book on /admin/prices (decision 0040,
// amended). An extra saved before keeps its id, so a removal here is a removal from the next
// version only: visits and quotes that took it keep their own copy and price.

export interface ExtraDraft {
  /** React's key: the extra's id, or a key made when the row was added. */
  key: string;
  id?: string;
  name: string;
  description: string;
  cents: string;
}

export const extrasDraftOf = (extras: readonly ExtraPrice[]): ExtraDraft[] =>
  extras.map((e) => ({
    key: e.id,
    id: e.id,
    name: e.name,
    description: e.description,
    cents: centsToPlainDecimal(e.cents),
  }));

export const extrasBodyOf = (draft: readonly ExtraDraft[]) =>
  draft.map((e) => ({
    ...(e.id ? { id: e.id } : {}),
    name: e.name,
    description: e.description,
    cents: toCents(e.cents),
  }));

let added = 0;

export function ExtrasFields({
  draft,
  onChange,
  err,
}: {
  draft: readonly ExtraDraft[];
  onChange: (next: ExtraDraft[]) => void;
  err: (path: string) => string | null;
}) {
  const set = (i: number, k: "name" | "description" | "cents", v: string) =>
    onChange(draft.map((e, j) => (j === i ? { ...e, [k]: v } : e)));
  return (
    <section aria-labelledby="extras-heading" data-testid="price-extras">
      <h2 id="extras-heading" className="font-semibold text-xl">
        Extras sold on site
      </h2>
      <p className="mt-1 text-slate-700 text-sm">
        What a technician may add from the job card, with the customer's yes. A visit or quote that took an extra keeps
        the price it was added at.
      </p>
      {draft.length === 0 && <p className="mt-3 text-slate-700 text-sm">No extras yet.</p>}
      {draft.map((e, i) => (
        <fieldset key={e.key} className="mt-4 rounded-lg border border-slate-200 p-4" data-testid="price-extra">
          <legend className="px-1 font-semibold">{e.name || "New extra"}</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr]">
            <Field
              name={`extras.${i}.name`}
              label="Name"
              value={e.name}
              maxLength={80}
              error={err(`extras.${i}.name`)}
              onChange={(ev) => set(i, "name", ev.currentTarget.value)}
            />
            <Field
              name={`extras.${i}.cents`}
              label="Price ($)"
              inputMode="decimal"
              value={e.cents}
              maxLength={10}
              error={err(`extras.${i}.cents`)}
              onChange={(ev) => set(i, "cents", ev.currentTarget.value)}
            />
          </div>
          <div className="mt-3">
            <Field
              name={`extras.${i}.description`}
              label="Description"
              value={e.description}
              maxLength={200}
              error={err(`extras.${i}.description`)}
              onChange={(ev) => set(i, "description", ev.currentTarget.value)}
            />
          </div>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => onChange(draft.filter((_, j) => j !== i))}
          >
            Remove<span className="sr-only"> {e.name || "this extra"}</span>
          </Button>
        </fieldset>
      ))}
      <Button
        variant="outline"
        size="md"
        className="mt-4"
        onClick={() => onChange([...draft, { key: `new-${++added}`, name: "", description: "", cents: "" }])}
      >
        Add an extra
      </Button>
    </section>
  );
}
