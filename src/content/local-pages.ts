// What the city pages show besides the city record: neighbours, popular places, crumbs.
import { nearest } from "../domain/geo/distance";
import type { Crumb } from "../domain/seo/structured-data";
import { cities, cityPath, getState } from "./lookups";
import type { City, ServiceRecord } from "./types";

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
  return { label: state?.name ?? city.state, url: `/services/air-duct-cleaning#areas-${city.stateSlug}` };
}

export function cityCrumbs(city: City, service?: ServiceRecord): Crumb[] {
  const crumbs: Crumb[] = [{ label: "Home", url: "/" }, stateCrumb(city), { label: city.name, url: cityPath(city) }];
  if (service) crumbs.push({ label: service.name, url: `${cityPath(city)}/${service.slug}` });
  return crumbs;
}
