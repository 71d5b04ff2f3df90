"use client";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { centsToDecimal, formatCents } from "@/domain/money/format";
import { parseDollarInput } from "@/domain/payments/invoice";
import { QUOTE_LINES_MAX } from "@/domain/quotes/quote-input";

/** A line as the builder holds it: what the owner typed, parsed when sent. */
export interface LineDraft {
  key: string;
  name: string;
  description: string;
  quantity: string;
  price: string;
  optional: boolean;
  sourceExtraId: string | null;
}

export interface OptionDraft {
  key: string;
  label: string;
  lines: LineDraft[];
}

/** What "Add from the price list" offers: the service for this home, the add-ons, the owner's extras. */
export interface CatalogueItem {
  id: string;
  name: string;
  description: string;
  cents: number;
  sourceExtraId: string | null;
}

export const newLine = (from?: CatalogueItem): LineDraft => ({
  key: crypto.randomUUID(),
  name: from?.name ?? "",
  description: from?.description ?? "",
  quantity: "1",
  price: from ? centsToDecimal(from.cents) : "",
  optional: false,
  sourceExtraId: from?.sourceExtraId ?? null,
});

/** The option's total without its add-ons, from what is typed so far (lines not yet priced count 0). */
export function draftTotal(option: OptionDraft): number {
  return option.lines
    .filter((l) => !l.optional)
    .reduce((sum, l) => sum + (Number.parseInt(l.quantity, 10) || 0) * (parseDollarInput(l.price) ?? 0), 0);
}

/** One option of the quote: its label, its lines (picked from the price list or typed), its total. */
export function OptionEditor({
  option,
  index,
  catalogue,
  errors,
  onChange,
  onRemove,
}: {
  option: OptionDraft;
  index: number;
  catalogue: readonly CatalogueItem[];
  errors: Record<string, string>;
  onChange(option: OptionDraft): void;
  onRemove: (() => void) | null;
}) {
  const at = `quote.options.${index}`;
  const setLine = (key: string, patch: Partial<LineDraft>) =>
    onChange({ ...option, lines: option.lines.map((l) => (l.key === key ? { ...l, ...patch } : l)) });
  const full = option.lines.length >= QUOTE_LINES_MAX;
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-slate-300 p-3" data-testid={`option-${index}`}>
      <legend className="px-1 font-semibold">Option {index + 1}</legend>
      <Field
        label="Label"
        name={`${at}.label`}
        maxLength={40}
        value={option.label}
        onChange={(e) => onChange({ ...option, label: e.target.value })}
        error={errors[`${at}.label`]}
      />
      {option.lines.map((line, n) => (
        <div key={line.key} className="grid gap-2 border-slate-200 border-t pt-3 sm:grid-cols-6">
          <Field
            className="sm:col-span-6"
            label={`Line ${n + 1}`}
            name={`${at}.lines.${n}.name`}
            maxLength={80}
            value={line.name}
            onChange={(e) => setLine(line.key, { name: e.target.value })}
            error={errors[`${at}.lines.${n}.name`]}
          />
          <Field
            className="sm:col-span-2"
            label="Quantity"
            inputMode="numeric"
            maxLength={2}
            name={`${at}.lines.${n}.quantity`}
            value={line.quantity}
            onChange={(e) => setLine(line.key, { quantity: e.target.value })}
            error={errors[`${at}.lines.${n}.quantity`]}
          />
          <Field
            className="sm:col-span-4"
            label="Unit price ($)"
            inputMode="decimal"
            maxLength={10}
            name={`${at}.lines.${n}.unitCents`}
            value={line.price}
            onChange={(e) => setLine(line.key, { price: e.target.value })}
            error={errors[`${at}.lines.${n}.unitCents`]}
          />
          <Checkbox
            className="sm:col-span-4"
            checked={line.optional}
            onChange={(optional) => setLine(line.key, { optional })}
          >
            Add-on the customer may tick
          </Checkbox>
          <Button
            type="button"
            variant="quiet"
            size="sm"
            className="sm:col-span-2"
            onClick={() => onChange({ ...option, lines: option.lines.filter((l) => l.key !== line.key) })}
          >
            Remove line {n + 1}
          </Button>
        </div>
      ))}
      {errors[`${at}.lines`] && <p className="text-red-700 text-sm">{errors[`${at}.lines`]}</p>}
      <div className="grid gap-2 sm:grid-cols-2">
        <SelectField
          label="Add from the price list"
          value=""
          disabled={full}
          onChange={(e) => {
            const item = catalogue.find((c) => c.id === e.target.value);
            if (item) onChange({ ...option, lines: [...option.lines, newLine(item)] });
          }}
          options={[
            ["", "Choose a line"],
            ...catalogue.map((c) => [c.id, `${c.name} (${formatCents(c.cents)})`] as const),
          ]}
        />
        <div className="self-end">
          <Button
            type="button"
            variant="outline"
            size="md"
            disabled={full}
            onClick={() => onChange({ ...option, lines: [...option.lines, newLine()] })}
          >
            Add a typed line
          </Button>
        </div>
      </div>
      <p className="font-semibold" data-testid={`option-${index}-total`}>
        Total without add-ons: {formatCents(draftTotal(option))}
      </p>
      {onRemove && (
        <Button type="button" variant="quiet" size="sm" onClick={onRemove}>
          Remove option {index + 1}
        </Button>
      )}
    </fieldset>
  );
}
