// The price book (decision 0040): the service prices by home size, and the add-ons, as the owner
// sets them in /admin/prices. Every save is a new immutable version; version 0 is the table in
// code (pricing.ts, add-ons.ts), so an install without a saved version charges today's prices.
// Everything is integer cents here; the quote arithmetic (pricing.ts) stays in whole dollars, so a
// service's amounts are whole dollars by validation.

import { z } from "zod";
import { SERVICE_AREAS } from "../areas/service-areas";
import { formatQuoteCents } from "../money/format";
import { singleLine } from "../validation/single-line";
import { ADD_ON_IDS, ADD_ONS, type AddOn, type AddOnId } from "./add-ons";
import { type ExtraPrice, extrasFrom, extrasSchema, previewExtras } from "./book-extras";
import { fromPrice } from "./from-price";
import {
  PRICE_TABLE,
  PRICE_TABLE_VERSION,
  type PriceTable,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type ServiceType,
} from "./pricing";
import { serviceKeyed } from "./service-type-schema";

export interface ServicePrice {
  name: string;
  description: string;
  baseCents: number;
  perBedroomCents: number;
  perBathroomCents: number;
  /** The square-footage surcharge applies (not to dryer vents): fixed per service, not edited. */
  sizeSurcharge: boolean;
}

export interface AddOnPrice {
  name: string;
  description: string;
  cents: number;
}

/** A service's amounts in one area (decision 0046): they replace the default's there. */
export interface AreaServicePrice {
  baseCents: number;
  perBedroomCents: number;
  perBathroomCents: number;
}

/** By area id, the services whose prices differ there; an area or service left out charges the default. */
export type AreaPrices = Partial<Record<string, Partial<Record<ServiceType, AreaServicePrice>>>>;

export interface PriceBook {
  /** 0: the table in code; else the saved version's number. */
  version: number;
  /** What leads, quotes and bookings store as their price table version. */
  label: string;
  services: Record<ServiceType, ServicePrice>;
  addOns: Record<AddOnId, AddOnPrice>;
  /** Per-area prices (decision 0046), read through bookForArea (area-prices.ts). */
  areas: AreaPrices;
  /** The extras the crew may sell on site (book-extras.ts); versions saved before them have none. */
  extras: ExtraPrice[];
}

const SERVICE_DESCRIPTIONS: Record<ServiceType, string> = {
  air_duct: "Whole-home air duct cleaning, priced by bedrooms, bathrooms and size.",
  dryer_vent: "Dryer vent cleaning, one flat price whatever the home's size.",
  duct_and_dryer: "Air ducts and the dryer vent in one visit, priced by bedrooms, bathrooms and size.",
};

/** The label of a saved version: version 0 keeps the code's label, so old rows still read right. */
export const priceBookLabel = (version: number): string => (version === 0 ? PRICE_TABLE_VERSION : `v${version}`);

/** Version 0: today's prices, as the code has them. */
export const BUILT_IN_PRICE_BOOK: PriceBook = {
  version: 0,
  label: priceBookLabel(0),
  services: Object.fromEntries(
    SERVICE_TYPES.map((t) => [
      t,
      {
        name: SERVICE_TYPE_LABELS[t],
        description: SERVICE_DESCRIPTIONS[t],
        baseCents: PRICE_TABLE[t].base * 100,
        perBedroomCents: PRICE_TABLE[t].perBedroom * 100,
        perBathroomCents: PRICE_TABLE[t].perBathroom * 100,
        sizeSurcharge: PRICE_TABLE[t].sizeSurcharge,
      },
    ]),
  ) as Record<ServiceType, ServicePrice>,
  addOns: Object.fromEntries(
    ADD_ON_IDS.map((id) => [
      id,
      { name: ADD_ONS[id].name, description: ADD_ONS[id].description, cents: ADD_ONS[id].cents },
    ]),
  ) as Record<AddOnId, AddOnPrice>,
  areas: {},
  extras: [],
};

/** The quote arithmetic's table (whole dollars) of a book. */
export function tableOf(book: PriceBook): PriceTable {
  return Object.fromEntries(
    SERVICE_TYPES.map((t) => {
      const s = book.services[t];
      return [
        t,
        {
          base: s.baseCents / 100,
          perBedroom: s.perBedroomCents / 100,
          perBathroom: s.perBathroomCents / 100,
          sizeSurcharge: s.sizeSurcharge,
        },
      ];
    }),
  ) as PriceTable;
}

/** The add-ons as the booking and the quote builder list them, with this book's names and prices. */
export function addOnsOf(book: PriceBook): Record<AddOnId, AddOn> {
  return Object.fromEntries(ADD_ON_IDS.map((id) => [id, { ...ADD_ONS[id], ...book.addOns[id] }])) as Record<
    AddOnId,
    AddOn
  >;
}

/** A service's amounts are at most $10,000; an add-on's at most $10,000 too. */
export const MAX_PRICE_CENTS = 1_000_000;

const dollarsOnly = (what: string) =>
  z
    .number({ error: `Enter ${what} as an amount, like 149.` })
    .int(`Enter ${what} in whole cents.`)
    .min(0, `${what[0]?.toUpperCase()}${what.slice(1)} cannot be negative.`)
    .max(MAX_PRICE_CENTS, `Keep ${what} at most $10,000.`)
    // Quotes and "from" prices are whole dollars (decision 0024).
    .refine((c) => c % 100 === 0, `Enter ${what} in whole dollars.`);

const description = z
  .string()
  .trim()
  .max(300, "Keep a description to 300 characters.")
  .refine((v) => !/[\n\r]/.test(v), "Keep a description to one line.");

const serviceSchema = z
  .object({
    description,
    baseCents: dollarsOnly("the base price").refine((c) => c < 0 || c >= 100, "The base price must be at least $1."),
    perBedroomCents: dollarsOnly("the price per bedroom"),
    perBathroomCents: dollarsOnly("the price per bathroom"),
  })
  .strict();

const areaServiceSchema = serviceSchema.omit({ description: true });
const areaSchema = serviceKeyed(
  z
    .object(
      Object.fromEntries(SERVICE_TYPES.map((t) => [t, areaServiceSchema.optional()])) as Record<
        ServiceType,
        z.ZodOptional<typeof areaServiceSchema>
      >,
    )
    .strict(),
);

const addOnSchema = z
  .object({
    name: singleLine(60, "Keep an add-on's name to 60 characters.").pipe(z.string().min(2, "Enter the add-on's name.")),
    description,
    cents: z
      .number({ error: "Enter the add-on's price as an amount, like 29." })
      .int("Enter the add-on's price in whole cents.")
      .min(100, "An add-on costs at least $1.")
      .max(MAX_PRICE_CENTS, "Keep an add-on at most $10,000."),
  })
  .strict();

/** What /admin/prices sends: every service and every add-on, each whole. */
export const priceBookInputSchema = z
  .object({
    services: serviceKeyed(
      z
        .object(
          Object.fromEntries(SERVICE_TYPES.map((t) => [t, serviceSchema])) as Record<ServiceType, typeof serviceSchema>,
        )
        .strict(),
    ),
    addOns: z
      .object(Object.fromEntries(ADD_ON_IDS.map((id) => [id, addOnSchema])) as Record<AddOnId, typeof addOnSchema>)
      .strict(),
    /** Versions saved before decision 0046 have none. */
    areas: z.partialRecord(z.enum(SERVICE_AREAS.map((a) => a.id) as [string, ...string[]]), areaSchema).default({}),
    extras: extrasSchema,
  })
  .strict();

export type PriceBookInput = z.infer<typeof priceBookInputSchema>;

/** The book a saved input makes: service names and the surcharge rule stay the code's. */
export function bookFromInput(input: PriceBookInput, version: number): PriceBook {
  return {
    version,
    label: priceBookLabel(version),
    services: Object.fromEntries(
      SERVICE_TYPES.map((t) => [
        t,
        { ...input.services[t], name: SERVICE_TYPE_LABELS[t], sizeSurcharge: PRICE_TABLE[t].sizeSurcharge },
      ]),
    ) as Record<ServiceType, ServicePrice>,
    addOns: Object.fromEntries(ADD_ON_IDS.map((id) => [id, { ...input.addOns[id] }])) as Record<AddOnId, AddOnPrice>,
    areas: input.areas ?? {},
    extras: extrasFrom(input.extras),
  };
}

/** The input that reproduces a book (the form's starting values). */
export function inputOf(book: PriceBook): PriceBookInput {
  return {
    services: Object.fromEntries(
      SERVICE_TYPES.map((t) => {
        const { description: d, baseCents, perBedroomCents, perBathroomCents } = book.services[t];
        return [t, { description: d, baseCents, perBedroomCents, perBathroomCents }];
      }),
    ) as PriceBookInput["services"],
    addOns: Object.fromEntries(ADD_ON_IDS.map((id) => [id, { ...book.addOns[id] }])) as PriceBookInput["addOns"],
    areas: book.areas,
    extras: book.extras.map((e) => ({ ...e })),
  };
}

export interface PriceBookChange {
  /** "Dryer Vent Cleaning: base price" */
  what: string;
  fromCents: number;
  toCents: number;
}

export interface PriceBookPreview {
  changes: PriceBookChange[];
  /** Services whose "from" price changes: their service page and city-service pages change. */
  servicesWithNewFromPrice: ServiceType[];
  /** Plain sentences naming the pages that will show something else. */
  pages: string[];
}

/**
 * What a save would change, and which public pages show it. Every area charges the one table, so
 * a changed service changes its pages in every area.
 */
export function previewPriceBook(current: PriceBook, next: PriceBook): PriceBookPreview {
  const changes: PriceBookChange[] = [];
  const fields = [
    ["baseCents", "base price"],
    ["perBedroomCents", "per bedroom"],
    ["perBathroomCents", "per bathroom"],
  ] as const;
  for (const t of SERVICE_TYPES) {
    for (const [key, words] of fields) {
      const a = current.services[t][key];
      const b = next.services[t][key];
      if (a !== b) changes.push({ what: `${SERVICE_TYPE_LABELS[t]}: ${words}`, fromCents: a, toCents: b });
    }
  }
  for (const id of ADD_ON_IDS) {
    const a = current.addOns[id].cents;
    const b = next.addOns[id].cents;
    if (a !== b) changes.push({ what: `${next.addOns[id].name} (add-on)`, fromCents: a, toCents: b });
  }
  const currentTable = tableOf(current);
  const nextTable = tableOf(next);
  const servicesWithNewFromPrice = SERVICE_TYPES.filter(
    (t) => fromPrice(t, null, currentTable) !== fromPrice(t, null, nextTable),
  );
  const lowest = (table: PriceTable) => Math.min(...SERVICE_TYPES.map((t) => fromPrice(t, null, table)));
  const pages: string[] = [];
  for (const t of servicesWithNewFromPrice)
    pages.push(`${SERVICE_TYPE_LABELS[t]}: its service page, its page in every city, the home page's tiles and FAQ`);
  if (lowest(currentTable) !== lowest(nextTable))
    pages.push('Every city and state page: the lowest "from" price and its structured data');
  const pricesMove = changes.some((c) => !c.what.endsWith("(add-on)"));
  if (pricesMove) pages.push("Every page with the calculator: the instant price");
  if (changes.some((c) => c.what.endsWith("(add-on)")))
    pages.push("The booking page and service pages listing add-ons");
  // Extras are sold on site only: no public page shows them.
  const extras = previewExtras(current.extras, next.extras);
  if (extras.length > 0) pages.push("No public page: the technicians' job card and the quote builder's extras");
  return { changes: [...changes, ...extras], servicesWithNewFromPrice, pages };
}

/**
 * The sentence a booking refused for a changed price answers (decision 0040): the new price, the
 * old one, and what to do. Never silently: the customer confirms by sending the form again.
 */
export function priceChangedMessage(shownCents: number, nowCents: number): string {
  return `Our prices changed while this page was open: this visit now costs ${formatQuoteCents(nowCents)}, not ${formatQuoteCents(shownCents)}. The price above is updated; send the form again to book at the new price.`;
}
