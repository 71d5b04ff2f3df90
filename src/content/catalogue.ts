// The catalogue a visitor sees (home tiles, "Our services", service pages): every entry leads to
// something a person can price or book (docs/decisions/0024-one-price.md). A priced entry opens a
// calculator that prices it; an entry we price after a conversation opens an "ask us" form that
// makes a lead. One name per service: priced entries take the price table's label.

import { ASK_US_IDS, type AskUsId } from "@/domain/leads/ask-us-ids";
import { INCLUDED } from "@/domain/pricing/included";
import { SERVICE_TYPE_LABELS, type ServiceType } from "@/domain/pricing/pricing";

export { ASK_US_IDS, type AskUsId };

interface Common {
  id: string;
  name: string;
  /** The tile's one line. */
  note: string;
  icon: "wind" | "flame" | "layers" | "gauge" | "sparkles" | "fan";
  /** A sentence for its page and for "Our services". */
  summary: string;
  included: readonly string[];
}

export type CatalogueEntry =
  | (Common & { id: "air-duct-cleaning" | "dryer-vent-cleaning" | "duct-dryer-combo"; serviceType: ServiceType })
  | (Common & { id: AskUsId; serviceType: null });

const priced = (
  id: "air-duct-cleaning" | "dryer-vent-cleaning" | "duct-dryer-combo",
  serviceType: ServiceType,
  rest: Pick<Common, "note" | "icon" | "summary">,
): CatalogueEntry => ({
  id,
  serviceType,
  name: SERVICE_TYPE_LABELS[serviceType],
  included: INCLUDED[serviceType],
  ...rest,
});

export const CATALOGUE: readonly CatalogueEntry[] = [
  priced("air-duct-cleaning", "air_duct", {
    note: "Whole-home supply and return ducts",
    icon: "wind",
    summary: "Source-removal cleaning of your supply and return ducts, registers and blower compartment.",
  }),
  priced("dryer-vent-cleaning", "dryer_vent", {
    note: "Faster drying, lower fire risk",
    icon: "flame",
    summary: "The full dryer exhaust vent cleaned, from the dryer connection to the outside cap.",
  }),
  priced("duct-dryer-combo", "duct_and_dryer", {
    note: "Both in one visit, for less",
    icon: "layers",
    summary: "Air duct cleaning and dryer vent cleaning in one visit, for less than booking the two.",
  }),
  {
    id: "air-quality-testing",
    serviceType: null,
    name: "Air Quality Testing",
    note: "Particles, humidity, VOCs",
    icon: "gauge",
    summary: "Room-by-room readings of particles, VOCs, carbon dioxide and humidity, with a written report.",
    included: [
      "Outdoor baseline and room-by-room readings",
      "Particles, VOCs, CO2, CO, temperature and humidity",
      "HVAC and moisture check",
      "A written report with next steps",
    ],
  },
  {
    id: "sanitizing",
    serviceType: null,
    name: "Sanitizing Treatment",
    note: "After mold, smoke or pets",
    icon: "sparkles",
    summary:
      "An EPA-registered antimicrobial applied to cleaned ducts when there is a reason for it, such as past water damage.",
    included: [
      "A look at why the ducts need it first",
      "EPA-registered product, applied only with your approval",
      "Applied after the ducts are cleaned",
    ],
  },
  {
    id: "blower-coil-cleaning",
    serviceType: null,
    name: "Blower & Coil Cleaning",
    note: "The heart of your HVAC system",
    icon: "fan",
    summary: "The blower wheel, motor housing and indoor cooling coil cleaned, and the coil's drain pan checked.",
    included: [
      "Blower wheel and motor housing cleaned",
      "Indoor coil cleaned, drain pan checked",
      "Airflow checked after reassembly",
    ],
  },
];

export const catalogueEntry = (id: string): CatalogueEntry | undefined => CATALOGUE.find((e) => e.id === id);

export const isAskUsId = (value: unknown): value is AskUsId =>
  typeof value === "string" && (ASK_US_IDS as readonly string[]).includes(value);

/** The entry's own page. */
export const detailsHref = (entry: CatalogueEntry): string => `/services/${entry.id}`;

/** Where its tile leads: the calculator that prices it, or the form that asks us. */
export const tileHref = (entry: CatalogueEntry): string =>
  entry.serviceType ? `/services/${entry.id}#instant-pricing` : `/ask-us/${entry.id}`;

/** The ids of entries whose page is not one of the service records (src/content/services.ts). */
export const CATALOGUE_ONLY_PAGES = ["duct-dryer-combo", "sanitizing", "blower-coil-cleaning"] as const;
