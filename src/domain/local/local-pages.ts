// What the city pages show besides the city record: neighbours, popular places, crumbs.

import { cities, cityPath, getState, statePath } from "@/content/lookups";
import type { City, ServiceRecord, UtilityContact } from "@/content/types";
import { nearest } from "../geo/distance";
import type { Crumb } from "../seo/structured-data";

const sameCity = (a: City, b: City) => a.id === b.id;

/** The 6 nearest other cities we serve. */
export function nearbyCities(city: City, count = 6): City[] {
  return nearest(city, cities, count, sameCity);
}

/** Popular locations: the biggest places of the same state (by population), not the city itself. */
export function popularLocations(city: City, count = 6): City[] {
  return cities
    .filter((c) => c.stateSlug === city.stateSlug && c.id !== city.id)
    .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
    .slice(0, count);
}

export function stateCrumb(city: City): Crumb {
  const state = getState(city.stateSlug);
  return { label: state?.name ?? city.state, url: statePath({ slug: city.stateSlug }) };
}

export function cityCrumbs(city: City, service?: ServiceRecord): Crumb[] {
  const crumbs: Crumb[] = [{ label: "Home", url: "/" }, stateCrumb(city), { label: city.name, url: cityPath(city) }];
  if (service) crumbs.push({ label: service.name, url: `${cityPath(city)}/${service.slug}` });
  return crumbs;
}

/**
 * The energy utilities (electric and gas: the ones whose programmes touch heating and cooling) that
 * serve a state's cities and run rebate or assistance programmes, each once (keyed by website;
 * where city records word one utility differently, the fullest programme list wins), with how many
 * of our cities they serve.
 */
export function stateUtilityPrograms(stateSlug: string): { utility: UtilityContact; cityCount: number }[] {
  const byUtility = new Map<string, { utility: UtilityContact; cities: Set<string> }>();
  for (const city of cities.filter((c) => c.stateSlug === stateSlug)) {
    for (const utility of [city.utilities.electric, city.utilities.gas]) {
      if (!utility.programs?.length) continue;
      const key = utility.website;
      const seen = byUtility.get(key);
      if (!seen) byUtility.set(key, { utility, cities: new Set([city.id]) });
      else {
        seen.cities.add(city.id);
        if ((utility.programs?.length ?? 0) > (seen.utility.programs?.length ?? 0)) seen.utility = utility;
      }
    }
  }
  return [...byUtility.values()]
    .map(({ utility, cities: served }) => ({ utility, cityCount: served.size }))
    .sort((a, b) => b.cityCount - a.cityCount || a.utility.name.localeCompare(b.utility.name));
}
