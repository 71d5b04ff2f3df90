"use client";

import { useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { centsToPlainDecimal } from "@/domain/money/format";
import type { AreaPrices } from "@/domain/pricing/price-book";
import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from "@/domain/pricing/quote-math";

// The owner's per-area prices on /admin/prices (decision 0046): pick an area, give a service its
// own amounts there, or leave it on the default. The form sends every area's rows with the rest
// of the book, so a save never drops another area's prices.

export type Money = "baseCents" | "perBedroomCents" | "perBathroomCents";
export type AreaDraft = Record<string, Partial<Record<ServiceType, Record<Money, string>>>>;

/** "149" or "149.50" typed as dollars, sent as cents; anything else is sent as is for zod to name. */
export const toCents = (text: string): number | string => {
  const t = text.trim().replace(/^\$/, "");
  return /^-?\d{1,7}(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : text;
};

export const MONEY: { key: Money; label: string }[] = [
  { key: "baseCents", label: "Base price ($)" },
  { key: "perBedroomCents", label: "Per bedroom ($)" },
  { key: "perBathroomCents", label: "Per bathroom ($)" },
];

export function areaDraftOf(areas: AreaPrices): AreaDraft {
  const draft: AreaDraft = {};
  for (const [id, services] of Object.entries(areas)) {
    const own: AreaDraft[string] = {};
    for (const t of SERVICE_TYPES) {
      const s = services?.[t];
      if (s)
        own[t] = {
          baseCents: centsToPlainDecimal(s.baseCents),
          perBedroomCents: centsToPlainDecimal(s.perBedroomCents),
          perBathroomCents: centsToPlainDecimal(s.perBathroomCents),
        };
    }
    if (Object.keys(own).length > 0) draft[id] = own;
  }
  return draft;
}

export function areaBodyOf(draft: AreaDraft) {
  return Object.fromEntries(
    Object.entries(draft)
      .filter(([, services]) => Object.keys(services).length > 0)
      .map(([id, services]) => [
        id,
        Object.fromEntries(
          Object.entries(services).map(([t, s]) => [
            t,
            {
              baseCents: toCents(s.baseCents),
              perBedroomCents: toCents(s.perBedroomCents),
              perBathroomCents: toCents(s.perBathroomCents),
            },
          ]),
        ),
      ]),
  );
}

/** One area at a time: its services on the default, or on prices of their own. */
export function AreaPricesFields({
  areas,
  draft,
  defaults,
  onChange,
  err,
}: {
  areas: readonly { id: string; name: string }[];
  draft: AreaDraft;
  /** The default's amounts as typed above: an area's own price starts from them. */
  defaults: Record<ServiceType, Record<Money, string>>;
  onChange(next: AreaDraft): void;
  err(path: string): string | null;
}) {
  const [areaId, setAreaId] = useState(() => Object.keys(draft)[0] ?? areas[0]?.id ?? "");
  const name = areas.find((a) => a.id === areaId)?.name ?? areaId;
  const own = draft[areaId] ?? {};
  const setService = (t: ServiceType, value: Record<Money, string> | null) => {
    const next = { ...own };
    if (value) next[t] = value;
    else delete next[t];
    onChange({ ...draft, [areaId]: next });
  };
  return (
    <section aria-labelledby="area-prices-heading" data-testid="area-prices">
      <h2 id="area-prices-heading" className="font-semibold text-xl">
        Prices in one area
      </h2>
      <p className="mt-1 text-slate-700 text-sm">
        An area charges the prices above unless a service has its own here. Its city pages, calculator and bookings
        there use them.
      </p>
      <SelectField
        className="mt-3 max-w-sm"
        label="Area"
        value={areaId}
        onChange={(e) => setAreaId(e.currentTarget.value)}
        options={areas.map(
          (a) =>
            [
              a.id,
              draft[a.id] && Object.keys(draft[a.id] ?? {}).length > 0 ? `${a.name} (own prices)` : a.name,
            ] as const,
        )}
      />
      {SERVICE_TYPES.map((t) => {
        const s = own[t];
        return (
          <fieldset key={t} className="mt-4 rounded-lg border border-slate-200 p-4" data-testid={`area-price-${t}`}>
            <legend className="px-1 font-semibold">
              {SERVICE_TYPE_LABELS[t]} in {name}
            </legend>
            <Checkbox checked={Boolean(s)} onChange={(on) => setService(t, on ? { ...defaults[t] } : null)}>
              Its own price in {name}
            </Checkbox>
            {s && (
              <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
                {MONEY.map(({ key, label }) => (
                  <Field
                    key={key}
                    name={`areas.${areaId}.${t}.${key}`}
                    label={label}
                    inputMode="decimal"
                    value={s[key]}
                    maxLength={10}
                    error={err(`areas.${areaId}.${t}.${key}`)}
                    onChange={(e) => setService(t, { ...s, [key]: e.currentTarget.value })}
                  />
                ))}
              </div>
            )}
          </fieldset>
        );
      })}
    </section>
  );
}
