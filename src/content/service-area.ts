import { cities, states } from "./lookups";

const BAY_AREA_REGIONS = new Set(["Bay Area", "Silicon Valley", "East Bay", "Peninsula", "North Bay", "South Bay"]);
const DEFAULT = { area: "bay-area", timeZone: "America/Los_Angeles" };

/**
 * Which crew area serves an address, and its time zone. Bay Area cities share one crew pool;
 * each other metro is its own area. Unknown places fall back to their state's zone.
 */
export function serviceAreaFor(city: string | null, state: string | null): { area: string; timeZone: string } {
  const st = state ? states.find((s) => s.abbreviation === state.toUpperCase()) : undefined;
  const match = city
    ? cities.find(
        (c) => c.name.toLowerCase() === city.trim().toLowerCase() && (!state || c.state === state.toUpperCase()),
      )
    : undefined;
  if (match && BAY_AREA_REGIONS.has(match.region)) return DEFAULT;
  const zone = states.find((s) => s.abbreviation === (match?.state ?? st?.abbreviation))?.timezone;
  if (match) return { area: match.slug, timeZone: zone ?? DEFAULT.timeZone };
  if (st && st.abbreviation !== "CA") return { area: st.slug, timeZone: st.timezone };
  return DEFAULT;
}
