// The extras for on-site sale (a bird guard, an extra length of vent) as rows of the price book
// (decision 0040, amended): the owner sets each one's name, description and price in cents on
// /admin/prices, a change is a new version, and the technician's job card offers the current
// version's. An extra keeps its id from version to version, so a visit's extra and a quote's line
// still name the extra after its price changes; what they charge is their own copy.

import { z } from "zod";
import { MAX_INVOICE_CENTS } from "../payments/invoice";
import { singleLine } from "../validation/single-line";

export interface ExtraPrice {
  /** Stable across versions: given by the server when the owner adds the extra. */
  id: string;
  /** What the customer reads on the job card, the invoice and a quote. */
  name: string;
  description: string;
  cents: number;
}

/** At most this many extras in one book: the job card lists them all. */
export const EXTRAS_MAX = 60;

// The limits the old price list had (any amount an invoice may carry, a name of 80 characters),
// so every row the migration brought over parses.
export const extraSchema = z
  .object({
    id: z.uuid({ error: "Please reload the page and try again." }).optional(),
    name: singleLine(80, "Keep an extra's name to 80 characters.", "Enter the extra's name.").pipe(
      z.string().min(2, "Enter the extra's name."),
    ),
    // A quote line copies it: the quote line's limits (one line, no links, 200 characters).
    description: singleLine(200, "Keep an extra's description to 200 characters.").default(""),
    cents: z
      .number({ error: "Enter the extra's price as an amount, like 49." })
      .int("Enter the extra's price in whole cents.")
      .min(1, "An extra costs at least $0.01.")
      .max(MAX_INVOICE_CENTS, "Keep an extra at most $100,000."),
  })
  .strict();

export const extrasSchema = z
  .array(extraSchema)
  .max(EXTRAS_MAX, `Keep the extras to ${EXTRAS_MAX}.`)
  .refine((list) => {
    const ids = list.flatMap((e) => (e.id ? [e.id] : []));
    return new Set(ids).size === ids.length;
  }, "Please reload the page and try again.")
  .default([]);

export type ExtraInput = z.input<typeof extraSchema>;

/** The book's extras from a parsed input; an extra not saved yet has no id (the preview's). */
export const extrasFrom = (list: readonly z.infer<typeof extraSchema>[] | undefined): ExtraPrice[] =>
  (list ?? []).map((e) => ({ id: e.id ?? "", name: e.name, description: e.description, cents: e.cents }));

/** The extras as the job card and the quote builder list them: by name. */
export const extrasByName = (list: readonly ExtraPrice[]): ExtraPrice[] =>
  [...list].sort((a, b) => a.name.localeCompare(b.name));

/** What a save changes in the extras, for the preview (old and new cents; 0 for none). */
export function previewExtras(
  current: readonly ExtraPrice[],
  next: readonly ExtraPrice[],
): { what: string; fromCents: number; toCents: number }[] {
  const changes: { what: string; fromCents: number; toCents: number }[] = [];
  const before = new Map(current.map((e) => [e.id, e]));
  const kept = new Set<string>();
  for (const e of next) {
    const old = e.id ? before.get(e.id) : undefined;
    if (old) kept.add(old.id);
    if (!old) changes.push({ what: `${e.name} (new extra)`, fromCents: 0, toCents: e.cents });
    else if (old.cents !== e.cents) changes.push({ what: `${e.name} (extra)`, fromCents: old.cents, toCents: e.cents });
  }
  for (const e of current)
    if (!kept.has(e.id)) changes.push({ what: `${e.name} (extra, removed)`, fromCents: e.cents, toCents: 0 });
  return changes;
}
