"use client";

import { useId, useRef, useState } from "react";
import { track } from "@/components/analytics/track";
import { useFacts } from "@/components/facts/claims";
import type { LookupUrls } from "@/components/location/capture-location";
import { Checkbox } from "@/components/ui/checkbox";
import { SpinnerIcon } from "@/components/ui/icons";
import Link from "@/components/ui/link";
import { parseAddress } from "@/domain/address/parse-address";
import { MARKETING_CONSENT } from "@/domain/analytics/events";
import { bookingDataToQuery } from "@/domain/booking/booking-data";
import {
  allowedServiceType,
  formatDollars,
  type HomeSize,
  type PriceTable,
  priceQuote,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type ServiceType,
  type Stepper as StepperName,
} from "@/domain/pricing/quote-math";
import type { PageType } from "@/domain/seo/page-type";
import { ContactFields } from "./contact-fields";
import { PriceReveal } from "./price-reveal";
import { Stepper } from "./stepper";
import { useLocation } from "./use-location";
import { type Contact, type ContactField, usePriceRequest } from "./use-price-request";
import { useSendEstimate } from "./use-send-estimate";
import { useVisitorSession } from "./use-visitor-session";

export interface InstantPricingProps {
  pageType: PageType;
  allowedTypes?: readonly ServiceType[];
  defaultType?: ServiceType;
  lookups: LookupUrls;
  heading?: string;
  /** pricing_display_test: a range (default), a fixed starting price, or a discount message. */
  priceDisplay?: { display: "range" | "fixed" | "discount"; text?: string };
  /** The city page's place: booking starts from it when the visitor typed no address. */
  place?: { city: string; state: string };
  /** What each service includes, rendered by the server (PricingSection): shown under the price. */
  included?: Partial<Record<ServiceType, React.ReactNode>>;
  /** The lowest price of each service (from-price.ts), for the "fixed starting price" display. */
  fromPrices?: Partial<Record<ServiceType, number>>;
  /** The price book's rates for the page's services and its version, sent with the page (decision 0040). */
  prices: { table: PriceTable; version: string };
}

const SIZE_STEPPERS: { name: StepperName & keyof HomeSize; label: string }[] = [
  { name: "bedrooms", label: "Bedrooms" },
  { name: "bathrooms", label: "Bathrooms" },
  { name: "squareFeet", label: "Square feet" },
];

export function InstantPricing({
  pageType,
  allowedTypes = SERVICE_TYPES,
  defaultType = "air_duct",
  lookups,
  heading = "Get your instant price",
  priceDisplay = { display: "range" },
  place,
  included,
  fromPrices,
  prices,
}: InstantPricingProps) {
  const quote = (type: ServiceType, home: HomeSize) => priceQuote(type, home, prices.table, prices.version);
  const formId = useId();
  const [serviceType, setServiceType] = useState<ServiceType>(allowedServiceType(defaultType, allowedTypes));
  const [size, setSize] = useState<HomeSize>({ bedrooms: 3, bathrooms: 2, squareFeet: 1500 });
  const [contact, setContact] = useState<Contact>({ fullName: "", phone: "", email: "", address: "" });
  const [marketingConsent, setMarketingConsent] = useState(false);
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | null>>>({});
  const honeypot = useRef<HTMLInputElement>(null);
  const { phase, result, announcement, invalid, fieldMessage, setInvalid, submit } = usePriceRequest({
    pageType,
    serviceType,
    size,
    contact,
    marketingConsent,
    honeypot,
    fields,
  });

  const current = allowedServiceType(serviceType, allowedTypes);
  if (current !== serviceType) setServiceType(current);
  const isDryerVent = serviceType === "dryer_vent";
  const live = quote(serviceType, size);
  const fixedPrice = priceDisplay.display === "fixed";
  // The variant's discount words, until the owner's offer end (then no offer is shown).
  const offer = useFacts()?.offer;

  const location = useLocation(lookups, (address, onlyIfEmpty) =>
    setContact((c) => (onlyIfEmpty && c.address ? c : { ...c, address })),
  );
  useVisitorSession(pageType, contact.address, location.coordinates);
  const { sending, sendEstimate } = useSendEstimate(result, contact.email);

  const interact = (action: string, type: ServiceType, nextSize: HomeSize) =>
    track("pricing_interaction", {
      action_type: action,
      service_type: type,
      estimated_price: quote(type, nextSize).exact,
    });
  const changeSize = (key: keyof HomeSize) => (value: number) => {
    const next = { ...size, [key]: value };
    setSize(next);
    interact(`change_${key}`, serviceType, next);
  };

  const update = (field: keyof Contact) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    if (field === "address") location.markTyped();
    if (invalid === field) setInvalid(null);
    setContact((c) => ({ ...c, [field]: value }));
  };

  const liveRegion = (
    <p className="sr-only" aria-live="polite" data-testid="price-announcement">
      {announcement}
    </p>
  );

  if (phase === "revealed" && result) {
    const parts = parseAddress(contact.address);
    // No address typed: the page's city and state, never a placeholder sentence.
    const booking = bookingDataToQuery({
      serviceType,
      address: contact.address.trim(),
      city: parts.city ?? place?.city ?? null,
      state: parts.state ?? place?.state ?? null,
      zipCode: parts.zipCode,
      ...size,
      priceExact: result.charged,
    });
    return (
      <div>
        {liveRegion}
        <PriceReveal
          serviceType={serviceType}
          price={result.charged}
          tablePrice={result.exact}
          included={included?.[serviceType]}
          bookHref={`/book-service?${booking}`}
          sending={sending}
          onSendEstimate={sendEstimate}
        />
      </div>
    );
  }

  return (
    <form
      id={formId}
      onSubmit={submit}
      noValidate
      className="@container rounded-2xl border border-brand-100 bg-white p-5 shadow-lg md:p-8"
      aria-labelledby={`${formId}-heading`}
    >
      {liveRegion}
      <h2 id={`${formId}-heading`} className="font-bold text-2xl text-ink">
        {heading}
      </h2>
      <fieldset className="mt-4">
        <legend className="font-medium text-slate-700 text-sm">Service</legend>
        <div className="mt-1 grid gap-2 @lg:grid-cols-3">
          {allowedTypes.map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
            >
              <input
                type="radio"
                name="serviceType"
                value={type}
                checked={serviceType === type}
                onChange={() => {
                  setServiceType(type);
                  interact("change_service_type", type, size);
                  const place = parseAddress(contact.address);
                  track("service_interaction", {
                    service_type: type,
                    action_type: "select_service",
                    city: place.city,
                    state: place.state,
                  });
                }}
                className="accent-brand-600"
              />
              {SERVICE_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 grid grid-cols-1 gap-3 @lg:grid-cols-3">
        {SIZE_STEPPERS.map(({ name, label }) => (
          <Stepper
            key={name}
            name={name}
            label={label}
            value={size[name]}
            disabled={isDryerVent}
            onChange={changeSize(name)}
          />
        ))}
      </div>
      <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-ink" aria-live="polite" data-testid="price-range">
        {fixedPrice ? "Starting at " : "Estimated price: "}
        <strong className="font-bold text-brand-700 text-xl tabular-nums">
          {fixedPrice
            ? formatDollars(fromPrices?.[serviceType] ?? live.exact)
            : `${formatDollars(live.min)} – ${formatDollars(live.max)}`}
        </strong>
        {priceDisplay.display === "discount" && priceDisplay.text && offer?.running !== false && (
          <span className="ml-2 inline-block rounded-full bg-amber-100 px-3 py-0.5 font-semibold text-amber-900 text-sm">
            {priceDisplay.text}
          </span>
        )}
      </p>
      {/* The location hook's state and "Use my location" go to the address field. */}
      <ContactFields
        formId={formId}
        contact={contact}
        update={update}
        {...location}
        invalid={invalid}
        fieldMessage={fieldMessage}
        fields={fields}
      />
      <Checkbox
        checked={marketingConsent}
        onChange={setMarketingConsent}
        className="mt-4 items-start text-slate-700 text-sm"
        boxClassName="mt-0.5"
      >
        {MARKETING_CONSENT.text}
      </Checkbox>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${formId}-website`}>Leave this field empty</label>
        <input
          ref={honeypot}
          id={`${formId}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button
        type="submit"
        disabled={phase === "submitting"}
        className="mt-5 inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-lg text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {phase === "submitting" && <SpinnerIcon aria-hidden="true" className="h-5 w-5 animate-spin" />}
        Reveal my exact price
      </button>
      <p className="mt-3 text-muted text-xs">
        We use your name, phone, email and address only to send your estimate and arrange your service. See our{" "}
        <Link href="/privacy" className="underline">
          privacy policy
        </Link>
        .
      </p>
    </form>
  );
}
