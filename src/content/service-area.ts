// Where our crews work, as data: the regions whose cities share the Bay Area's crews, and the other
// names people write for a city we serve. What an address or a ZIP is served by is decided in
// src/domain/areas/service-areas.ts from these and the cities' ZIP lists.

/** The one area every city of these regions belongs to; each other city is its own metro's area. */
export const BAY_AREA = {
  id: "bay-area",
  name: "SF Bay Area",
  regions: ["Bay Area", "Silicon Valley", "East Bay", "Peninsula", "North Bay", "South Bay"],
} as const;

/** Other names people write for a city we serve (lower case), by city slug. */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  "new-york-city": ["new york", "nyc", "manhattan", "brooklyn", "queens", "bronx", "the bronx", "staten island"],
  "san-francisco": ["sf"],
  "los-angeles": ["la"],
};
