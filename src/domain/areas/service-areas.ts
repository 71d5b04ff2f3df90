// Which area serves a place: one area per metro. Every Bay Area city shares the "bay-area" crews;
// each other metro with a city page is its own area. The address's ZIP or city decides the area,
// and the area decides the crew pool and the time zone; nothing else does. The lists it reads
// (cities and their ZIPs, the Bay Area's regions, city aliases) are content.
import { cities, states } from "@/content/lookups";
import { BAY_AREA, CITY_ALIASES } from "@/content/service-area";
import { site } from "@/content/site";
import type { City } from "@/content/types";

export interface ServiceArea {
  id: string;
  name: string;
  timeZone: string;
  /** The states the area's addresses are in. */
  states: readonly string[];
}

const BAY_AREA_REGIONS: ReadonlySet<string> = new Set(BAY_AREA.regions);
const isBayArea = (c: City) => BAY_AREA_REGIONS.has(c.region);
const zoneOf = (state: string) => states.find((s) => s.abbreviation === state)?.timezone ?? site.timeZone;

export const SERVICE_AREAS: readonly ServiceArea[] = [
  { id: BAY_AREA.id, name: BAY_AREA.name, timeZone: site.timeZone, states: ["CA"] },
  ...cities
    .filter((c) => !isBayArea(c))
    .map((c) => ({ id: c.slug, name: c.name, timeZone: zoneOf(c.state), states: [c.state] })),
];

export const areaOfCity = (c: City): string => (isBayArea(c) ? BAY_AREA.id : c.slug);

const normalize = (s: string) => s.trim().toLowerCase().replace(/\./g, "").replace(/\s+/g, " ");

const ZIP_AREAS = new Map<string, string>();
for (const c of cities) for (const zip of c.zipCodes) ZIP_AREAS.set(zip, areaOfCity(c));

const CITY_AREAS = new Map<string, string>();
for (const c of cities) {
  for (const name of [c.name, ...(CITY_ALIASES[c.slug] ?? [])])
    CITY_AREAS.set(`${normalize(name)}|${c.state}`, areaOfCity(c));
}

export function getServiceArea(id: string): ServiceArea | undefined {
  return SERVICE_AREAS.find((a) => a.id === id);
}

export type AreaResolution =
  | { ok: true; area: ServiceArea }
  /** outside: no area serves the place; mismatch: the ZIP, city and state point at different places. */
  | { ok: false; reason: "outside" | "mismatch" };

/**
 * The service area of an address, from its ZIP (the content's ZIP lists) or else its city and
 * state. A ZIP and a city that name two different areas, or a state the area is not in, is a
 * mismatch: the customer is asked to check the address rather than booked in either place.
 */
export function resolveServiceArea(address: { city: string; state: string; zip: string }): AreaResolution {
  const state = address.state.trim().toUpperCase();
  const byZip = ZIP_AREAS.get(address.zip.trim().slice(0, 5));
  const byCity = CITY_AREAS.get(`${normalize(address.city)}|${state}`);
  if (byZip && byCity && byZip !== byCity) return { ok: false, reason: "mismatch" };
  const id = byZip ?? byCity;
  const area = id ? getServiceArea(id) : undefined;
  if (!area) return { ok: false, reason: "outside" };
  if (!area.states.includes(state)) return { ok: false, reason: "mismatch" };
  return { ok: true, area };
}

// ZIP -> the city and state our lists put it in; a ZIP two of our cities share names no city.
const ZIP_PLACES = new Map<string, { city: string; state: string }>();
for (const c of cities)
  for (const zip of c.zipCodes) {
    const known = ZIP_PLACES.get(zip);
    ZIP_PLACES.set(
      zip,
      known && known.city !== c.name ? { city: "", state: c.state } : { city: c.name, state: c.state },
    );
  }

/**
 * The city and state of a ZIP from the cities' ZIP lists (src/content/cities), for the booking
 * form to fill when no city is known yet; the visitor can still change both. Null for a ZIP we do
 * not list; city "" when two of our cities share it.
 */
export function placeOfZip(zip: string): { city: string; state: string } | null {
  return ZIP_PLACES.get(zip.trim().slice(0, 5)) ?? null;
}

/** The area a ZIP is in by our cities' ZIP lists, or undefined (the waitlist asks only for a ZIP). */
export function areaOfZip(zip: string): ServiceArea | undefined {
  const id = ZIP_AREAS.get(zip.trim().slice(0, 5));
  return id ? getServiceArea(id) : undefined;
}
