"use client";

import { useState } from "react";
import { SaveFoot } from "@/components/admin/settings-form";
import { Field } from "@/components/ui/field";
import { ActionForm, unlessFieldErrors, usePostAction } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";
import { centsToPlainDecimal, formatCents } from "@/domain/money/format";
import { ADD_ON_IDS, type AddOnId } from "@/domain/pricing/add-ons";
import { previewAreaPrices } from "@/domain/pricing/area-prices";
import {
  bookFromInput,
  type PriceBook,
  type PriceBookInput,
  previewPriceBook,
  priceBookInputSchema,
} from "@/domain/pricing/price-book";
import { SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from "@/domain/pricing/quote-math";
import {
  type AreaDraft,
  AreaPricesFields,
  areaBodyOf,
  areaDraftOf,
  MONEY,
  type Money,
  toCents,
} from "./area-prices-fields";
import { type ExtraDraft, ExtrasFields, extrasBodyOf, extrasDraftOf } from "./extras-fields";

interface Draft {
  services: Record<ServiceType, { description: string } & Record<Money, string>>;
  addOns: Record<AddOnId, { name: string; description: string; cents: string }>;
  areas: AreaDraft;
  extras: ExtraDraft[];
}

function draftOf(input: PriceBookInput): Draft {
  return {
    services: Object.fromEntries(
      SERVICE_TYPES.map((t) => {
        const s = input.services[t];
        return [
          t,
          {
            description: s.description,
            baseCents: centsToPlainDecimal(s.baseCents),
            perBedroomCents: centsToPlainDecimal(s.perBedroomCents),
            perBathroomCents: centsToPlainDecimal(s.perBathroomCents),
          },
        ];
      }),
    ) as Draft["services"],
    addOns: Object.fromEntries(
      ADD_ON_IDS.map((id) => [id, { ...input.addOns[id], cents: centsToPlainDecimal(input.addOns[id].cents) }]),
    ) as Draft["addOns"],
    areas: areaDraftOf(input.areas ?? {}),
    extras: extrasDraftOf(
      (input.extras ?? []).map((e) => ({ id: e.id ?? "", name: e.name, description: e.description, cents: e.cents })),
    ),
  };
}

function bodyOf(d: Draft) {
  return {
    services: Object.fromEntries(
      SERVICE_TYPES.map((t) => {
        const s = d.services[t];
        return [
          t,
          {
            description: s.description,
            baseCents: toCents(s.baseCents),
            perBedroomCents: toCents(s.perBedroomCents),
            perBathroomCents: toCents(s.perBathroomCents),
          },
        ];
      }),
    ),
    addOns: Object.fromEntries(ADD_ON_IDS.map((id) => [id, { ...d.addOns[id], cents: toCents(d.addOns[id].cents) }])),
    areas: areaBodyOf(d.areas),
    extras: extrasBodyOf(d.extras),
  };
}

/** The price book as an editable table, a preview of what changes and where, and Save. */
export function PriceBookForm({
  current,
  initial,
  areas,
}: {
  current: PriceBook;
  initial: PriceBookInput;
  /** The areas we serve, by id and name, for the per-area prices (decision 0046). */
  areas: readonly { id: string; name: string }[];
}) {
  const action = usePostAction(unlessFieldErrors);
  const [d, setD] = useState(() => draftOf(initial));
  const err = action.fieldError;
  const parsed = priceBookInputSchema.safeParse(bodyOf(d));
  const next = parsed.success ? bookFromInput(parsed.data, current.version + 1) : null;
  const base = next ? previewPriceBook(current, next) : null;
  const own = next ? previewAreaPrices(current, next) : null;
  const preview =
    base && own ? { changes: [...base.changes, ...own.changes], pages: [...base.pages, ...own.pages] } : null;

  const setService = (t: ServiceType, k: Money | "description", v: string) =>
    setD((o) => ({ ...o, services: { ...o.services, [t]: { ...o.services[t], [k]: v } } }));
  const setAddOn = (id: AddOnId, k: "name" | "description" | "cents", v: string) =>
    setD((o) => ({ ...o, addOns: { ...o.addOns, [id]: { ...o.addOns[id], [k]: v } } }));

  async function save() {
    const res = await action.post<{ version: number }>("/api/admin/prices", bodyOf(d), { method: "PUT" });
    if (res) toast.success(`Saved as version ${res.version}. Every page shows it within a minute.`);
  }

  return (
    <ActionForm action={action} onSubmit={save} noValidate className="mt-6 max-w-3xl space-y-8">
      <section aria-labelledby="services-heading">
        <h2 id="services-heading" className="font-semibold text-xl">
          Services
        </h2>
        <p className="mt-1 text-slate-700 text-sm">
          Whole dollars. Homes over 1,500 sq ft add the size adjustment (not dryer vents).
        </p>
        {SERVICE_TYPES.map((t) => (
          <fieldset key={t} className="mt-4 rounded-lg border border-slate-200 p-4" data-testid={`price-service-${t}`}>
            <legend className="px-1 font-semibold">{SERVICE_TYPE_LABELS[t]}</legend>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {MONEY.map(({ key, label }) => (
                <Field
                  key={key}
                  name={`services.${t}.${key}`}
                  label={label}
                  inputMode="decimal"
                  value={d.services[t][key]}
                  maxLength={10}
                  error={err(`services.${t}.${key}`)}
                  onChange={(e) => setService(t, key, e.currentTarget.value)}
                />
              ))}
            </div>
            <div className="mt-3">
              <Field
                name={`services.${t}.description`}
                label="Description"
                value={d.services[t].description}
                maxLength={300}
                error={err(`services.${t}.description`)}
                onChange={(e) => setService(t, "description", e.currentTarget.value)}
              />
            </div>
          </fieldset>
        ))}
      </section>
      <section aria-labelledby="add-ons-heading">
        <h2 id="add-ons-heading" className="font-semibold text-xl">
          Add-ons
        </h2>
        {ADD_ON_IDS.map((id) => (
          <fieldset key={id} className="mt-4 rounded-lg border border-slate-200 p-4" data-testid={`price-add-on-${id}`}>
            <legend className="px-1 font-semibold">{d.addOns[id].name || id}</legend>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-[2fr_1fr]">
              <Field
                name={`addOns.${id}.name`}
                label="Name"
                value={d.addOns[id].name}
                maxLength={60}
                error={err(`addOns.${id}.name`)}
                onChange={(e) => setAddOn(id, "name", e.currentTarget.value)}
              />
              <Field
                name={`addOns.${id}.cents`}
                label="Price ($)"
                inputMode="decimal"
                value={d.addOns[id].cents}
                maxLength={10}
                error={err(`addOns.${id}.cents`)}
                onChange={(e) => setAddOn(id, "cents", e.currentTarget.value)}
              />
            </div>
            <div className="mt-3">
              <Field
                name={`addOns.${id}.description`}
                label="Description"
                value={d.addOns[id].description}
                maxLength={300}
                error={err(`addOns.${id}.description`)}
                onChange={(e) => setAddOn(id, "description", e.currentTarget.value)}
              />
            </div>
          </fieldset>
        ))}
      </section>
      <ExtrasFields draft={d.extras} onChange={(x) => setD((o) => ({ ...o, extras: x }))} err={err} />
      <AreaPricesFields
        areas={areas}
        draft={d.areas}
        defaults={d.services}
        onChange={(a) => setD((o) => ({ ...o, areas: a }))}
        err={err}
      />
      <section aria-labelledby="preview-heading" className="rounded-lg bg-slate-50 p-4" data-testid="prices-preview">
        <h2 id="preview-heading" className="font-semibold text-xl">
          What changes
        </h2>
        {!parsed.success ? (
          <p className="mt-2 text-slate-700 text-sm">{parsed.error.issues[0]?.message}</p>
        ) : preview && preview.changes.length === 0 ? (
          <p className="mt-2 text-slate-700 text-sm">No price changes yet.</p>
        ) : (
          preview && (
            <>
              <ul className="mt-2 space-y-1 text-sm">
                {preview.changes.map((c) => (
                  <li key={c.what}>
                    {c.what}: {formatCents(c.fromCents)} → {formatCents(c.toCents)}
                  </li>
                ))}
              </ul>
              <h3 className="mt-3 font-semibold">Pages that change</h3>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" data-testid="prices-preview-pages">
                {preview.pages.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </>
          )
        )}
      </section>
      <SaveFoot action={action} label="Save prices" />
    </ActionForm>
  );
}
