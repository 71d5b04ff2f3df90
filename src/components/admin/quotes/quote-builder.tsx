"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormError } from "@/components/admin/form-error";
import { JobAddressFields } from "@/components/admin/job-address-fields";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { usePostAction } from "@/components/ui/post-action";
import { SelectField } from "@/components/ui/select-field";
import type { ServiceAddress } from "@/domain/address/service-address";
import type { OfficePrices } from "@/domain/booking/office-lines";
import { centsToDecimal } from "@/domain/money/format";
import { parseDollarInput } from "@/domain/payments/invoice";
import { addOnsFor } from "@/domain/pricing/add-ons";
import { priceQuote, SERVICE_TYPE_LABELS, SERVICE_TYPES, type ServiceType } from "@/domain/pricing/quote-math";
import { QUOTE_OPTIONS_MAX } from "@/domain/quotes/quote-input";
import { type CatalogueItem, newLine, type OptionDraft, OptionEditor } from "./option-editor";

export interface QuoteBuilderStart {
  customer: { id: string; name: string; email: string; phone: string; address: ServiceAddress };
  /** The price book's extras: `description` is the name, `detail` the owner's description. */
  extras: readonly { id: string; description: string; detail?: string; unitCents: number }[];
  /** The business's date two weeks ahead (YYYY-MM-DD). */
  expiresOn: string;
  /** The price book's current version (decision 0040): the services and add-ons the lines start from. */
  prices: OfficePrices;
  /**
   * Where it saves and where it goes after (":id" is the quote's id): the owner's new quote when
   * left out; a technician's job, or an edit (decision 0046).
   */
  saveTo?: { url: string; done: string };
  /** A saved quote being edited: what it holds now (its customer stays). */
  editing?: QuoteEditStart;
}

/** A saved quote as the builder starts an edit from it. */
export interface QuoteEditStart {
  serviceType: ServiceType;
  phone: string;
  address: ServiceAddress;
  size: { bedrooms: string; bathrooms: string; squareFeet: string };
  note: string;
  expiresOn: string;
  options: {
    label: string;
    lines: {
      name: string;
      description: string;
      quantity: number;
      unitCents: number;
      optional: boolean;
      sourceExtraId: string | null;
    }[];
  }[];
}

const draftsOf = (options: QuoteEditStart["options"]): OptionDraft[] =>
  options.map((o) => ({
    key: crypto.randomUUID(),
    label: o.label,
    lines: o.lines.map((l) => ({
      key: crypto.randomUUID(),
      name: l.name,
      description: l.description,
      quantity: String(l.quantity),
      price: centsToDecimal(l.unitCents),
      optional: l.optional,
      sourceExtraId: l.sourceExtraId,
    })),
  }));

const LABELS = ["Good", "Better", "Best"];
const number = (text: string) => (text.trim() === "" ? null : Number(text));
const newOption = (index: number): OptionDraft => ({
  key: crypto.randomUUID(),
  label: LABELS[index] ?? "",
  lines: [],
});

/** The service for this home at today's table price, the add-ons, and the owner's extras. */
function catalogueFor(
  serviceType: ServiceType,
  size: { bedrooms: string; bathrooms: string; squareFeet: string },
  extras: QuoteBuilderStart["extras"],
  prices: OfficePrices,
): CatalogueItem[] {
  const home = {
    bedrooms: number(size.bedrooms) ?? 0,
    bathrooms: number(size.bathrooms) ?? 0,
    squareFeet: number(size.squareFeet) ?? 0,
  };
  const services = SERVICE_TYPES.map((t) => ({
    id: `service:${t}`,
    name: SERVICE_TYPE_LABELS[t],
    description: "",
    cents: priceQuote(t, home, prices.table, "").exact * 100,
    sourceExtraId: null,
  }));
  const addOns = addOnsFor(serviceType).map((a) => ({
    id: `add-on:${a.id}`,
    name: prices.addOns[a.id].name,
    description: "",
    cents: prices.addOns[a.id].cents,
    sourceExtraId: null,
  }));
  const owner = extras.map((e) => ({
    id: `extra:${e.id}`,
    name: e.description,
    description: e.detail ?? "",
    cents: e.unitCents,
    sourceExtraId: e.id,
  }));
  return [...services, ...addOns, ...owner];
}

/**
 * The owner's quote builder (decision 0032): the job (where and what, as a booking has it), up to
 * three options of lines from the price list or typed, add-ons the customer may tick, a note and
 * an expiry date. The server checks every line; a refusal keeps everything typed.
 */
export function QuoteBuilder({ start }: { start: QuoteBuilderStart }) {
  const router = useRouter();
  const action = usePostAction();
  const { busy, error, fieldMessages: errors } = action;
  const edit = start.editing;
  const [phone, setPhone] = useState(edit?.phone ?? start.customer.phone);
  const [address, setAddress] = useState<ServiceAddress>(edit?.address ?? start.customer.address);
  const [serviceType, setServiceType] = useState<ServiceType>(edit?.serviceType ?? "air_duct");
  const [size, setSize] = useState(edit?.size ?? { bedrooms: "3", bathrooms: "2", squareFeet: "1800" });
  const [options, setOptions] = useState<OptionDraft[]>(() => (edit ? draftsOf(edit.options) : [newOption(0)]));
  const [note, setNote] = useState(edit?.note ?? "");
  const [expiresOn, setExpiresOn] = useState(edit?.expiresOn ?? start.expiresOn);
  const saveTo = start.saveTo ?? { url: "/api/admin/quotes", done: "/admin/quotes/:id" };
  const catalogue = catalogueFor(serviceType, size, start.extras, start.prices);
  async function save(send: boolean) {
    const body = {
      send,
      quote: {
        // An edit keeps the quote's customer: the server takes none.
        ...(edit ? {} : { customerId: start.customer.id }),
        serviceType,
        address,
        phone,
        bedrooms: number(size.bedrooms),
        bathrooms: number(size.bathrooms),
        squareFeet: number(size.squareFeet),
        options: options.map((o) => ({
          label: o.label,
          lines: o.lines.map((l) => ({
            name: l.name,
            description: l.description,
            quantity: number(l.quantity),
            unitCents: parseDollarInput(l.price),
            optional: l.optional,
            sourceExtraId: l.sourceExtraId,
          })),
        })),
        note,
        expiresOn,
      },
    };
    // The quote's own page comes next, read afresh after the push.
    const res = await action.post<{ quoteId: string }>(saveTo.url, body, { refresh: false });
    if (!res) return;
    router.push(saveTo.done.replace(":id", res.quoteId));
    router.refresh();
  }

  return (
    <form
      ref={action.formRef}
      className="mt-6 grid gap-8"
      aria-describedby={error ? "quote-error" : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        void save(true);
      }}
    >
      <section aria-labelledby="job" className="grid max-w-3xl gap-3 sm:grid-cols-6">
        <h2 id="job" className="font-semibold text-xl sm:col-span-6">
          Where and what
        </h2>
        <JobAddressFields
          prefix="quote"
          phone={phone}
          onPhone={setPhone}
          address={address}
          onAddress={setAddress}
          errors={errors}
        />
        <SelectField
          className="sm:col-span-3"
          label="Service (decides the visit's length)"
          name="quote.serviceType"
          value={serviceType}
          onChange={(e) => setServiceType(e.target.value as ServiceType)}
          options={SERVICE_TYPES.map((t) => [t, SERVICE_TYPE_LABELS[t]] as const)}
        />
        {(["bedrooms", "bathrooms", "squareFeet"] as const).map((k) => (
          <Field
            key={k}
            className="sm:col-span-1"
            label={k === "squareFeet" ? "Sq ft" : k === "bedrooms" ? "Bedrooms" : "Bathrooms"}
            inputMode="numeric"
            maxLength={5}
            name={`quote.${k}`}
            value={size[k]}
            onChange={(e) => setSize({ ...size, [k]: e.target.value })}
            error={errors[`quote.${k}`]}
          />
        ))}
      </section>
      <section aria-labelledby="options" className="grid gap-3">
        <h2 id="options" className="font-semibold text-xl">
          Options
        </h2>
        {errors["quote.options"] && <p className="text-red-700 text-sm">{errors["quote.options"]}</p>}
        <div className="grid gap-4 lg:grid-cols-3">
          {options.map((o, i) => (
            <OptionEditor
              key={o.key}
              option={o}
              index={i}
              catalogue={catalogue}
              errors={errors}
              onChange={(next) => setOptions(options.map((x) => (x.key === o.key ? next : x)))}
              onRemove={options.length > 1 ? () => setOptions(options.filter((x) => x.key !== o.key)) : null}
            />
          ))}
        </div>
        {options.length < QUOTE_OPTIONS_MAX && (
          <div>
            <Button
              type="button"
              variant="outline"
              size="md"
              onClick={() =>
                setOptions([
                  ...options,
                  {
                    ...newOption(options.length),
                    lines: options.at(-1)?.lines.map((l) => ({ ...l, key: crypto.randomUUID() })) ?? [newLine()],
                  },
                ])
              }
            >
              Add an option
            </Button>
          </div>
        )}
      </section>
      <section aria-labelledby="terms" className="grid max-w-3xl gap-3 sm:grid-cols-3">
        <h2 id="terms" className="font-semibold text-xl sm:col-span-3">
          Note and expiry
        </h2>
        <Field
          className="sm:col-span-2"
          label="Note to the customer (optional)"
          maxLength={1000}
          name="quote.note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={errors["quote.note"]}
        />
        <Field
          className="sm:col-span-1"
          label="Good until"
          type="date"
          name="quote.expiresOn"
          value={expiresOn}
          onChange={(e) => setExpiresOn(e.target.value)}
          error={errors["quote.expiresOn"] ?? errors.expiresOn}
        />
      </section>
      <div className="grid max-w-3xl gap-2">
        <FormError id="quote-error" error={error} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? "Saving…" : edit ? "Save and send the changes" : "Save and send to the customer"}
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={() => void save(false)}>
            {edit ? "Save without sending" : "Save as a draft"}
          </Button>
        </div>
      </div>
    </form>
  );
}
