// A state page lists its cities grouped by region, closest first, so a visitor finds their own
// among 47 without scrolling through every card. "Closest" is measured from where the crews set
// out: the business's own city when it is in the state, otherwise the state's first listed city.

export interface ListedCity {
  slug: string;
  name: string;
  region: string;
  coordinates: { lat: number; lng: number };
}

export interface RegionGroup<C extends ListedCity> {
  region: string;
  /** Closest first, each with its distance in whole miles. */
  cities: { city: C; miles: number }[];
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The cities by region: regions ordered by their closest city, cities within a region closest
 * first (name breaks ties). `base` is the point distances are counted from.
 */
export function regionGroups<C extends ListedCity>(
  list: readonly C[],
  base: { lat: number; lng: number },
): RegionGroup<C>[] {
  const measured = list
    .map((city) => ({ city, exact: milesBetween(base, city.coordinates) }))
    .sort((a, b) => a.exact - b.exact || a.city.name.localeCompare(b.city.name));
  const groups = new Map<string, RegionGroup<C>>();
  for (const { city, exact } of measured) {
    const group = groups.get(city.region) ?? { region: city.region, cities: [] };
    group.cities.push({ city, miles: Math.round(exact) });
    groups.set(city.region, group);
  }
  return [...groups.values()];
}
