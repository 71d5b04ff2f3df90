// Content lookups: plain functions over the bundled records, used by pages, sitemap and tests.

import type { PriceTable } from "@/domain/pricing/pricing";
import { cities } from "./cities";
import { faqSections, faqSectionsFor } from "./faqs";
import { services } from "./services";
import { states } from "./states";
import type { City, FaqSection, ServiceRecord, StateRecord } from "./types";

export { cities, faqSections, services, states };

export function getState(slug: string): StateRecord | undefined {
  return states.find((s) => s.slug === slug);
}

/** The long slug some old links carry ("california") to the canonical short one ("ca"). */
export function stateByLongSlug(longSlug: string): StateRecord | undefined {
  return states.find((s) => s.longSlug === longSlug);
}

export function cityBelongsToState(city: City, state: StateRecord): boolean {
  return city.stateSlug === state.slug;
}

export function getCityBySlug(slug: string): City | undefined {
  return cities.find((c) => c.slug === slug);
}

export function getCity(stateSlug: string, citySlug: string): City | undefined {
  const city = getCityBySlug(citySlug);
  return city && city.stateSlug === stateSlug ? city : undefined;
}

export function getService(slug: string): ServiceRecord | undefined {
  return services.find((s) => s.slug === slug);
}

/** The IANA zone of the city's state: the wall clock its seasonal advice follows. */
export function cityTimeZone(city: Pick<City, "stateSlug">): string {
  const zone = getState(city.stateSlug)?.timezone;
  if (!zone) throw new Error(`no state record for ${city.stateSlug}`);
  return zone;
}

export function citiesInState(stateSlug: string): City[] {
  return cities.filter((c) => c.stateSlug === stateSlug);
}

/** States with at least one city we serve: each has a page at /{state}. */
export function servedStates(): StateRecord[] {
  return states.filter((s) => citiesInState(s.slug).length > 0);
}

export function statePath(state: Pick<StateRecord, "slug">): string {
  return `/${state.slug}`;
}

/** The business's one service-area list (JSON-LD areaServed): every city we serve, "Name, ST". */
export function businessAreaServed(): string[] {
  return cities.map((c) => `${c.name}, ${c.state}`);
}

export function cityPath(city: Pick<City, "stateSlug" | "slug">): string {
  return `/${city.stateSlug}/${city.slug}`;
}

export function cityServicePath(city: Pick<City, "stateSlug" | "slug">, serviceSlug: string): string {
  return `${cityPath(city)}/${serviceSlug}`;
}

/** 'hvac-iaq' (the landing page's name) is an alias of 'duct-system-iaq'. */
const SECTION_ALIASES: Record<string, FaqSection["id"]> = { "hvac-iaq": "duct-system-iaq" };

/** The sections named, their prices from `table` (the page's price book; the code's by default). */
export function getFaqSections(ids: readonly string[], table?: PriceTable): FaqSection[] {
  const sections = table ? faqSectionsFor(table) : faqSections;
  return ids
    .map((id) => SECTION_ALIASES[id] ?? id)
    .map((id) => sections.find((s) => s.id === id))
    .filter((s): s is FaqSection => s !== undefined);
}
