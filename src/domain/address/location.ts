import { US_STATE_ABBREVIATIONS } from "@/content/us-states";

// Pure readers of the outside lookups' answers (docs/product.md#outside-calls). Anything unexpected is null.

export interface LookupLocation {
  latitude: number | null;
  longitude: number | null;
  /** A one-line address good enough for the form: "Oakland, CA 94607" or a street address. */
  address: string | null;
}

type Json = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);
const num = (v: unknown): number | null => {
  const n = typeof v === "string" ? Number(v) : v;
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};

function stateCode(region: string | null): string | null {
  if (!region) return null;
  if (/^[A-Z]{2}$/.test(region)) return region;
  return US_STATE_ABBREVIATIONS[region] ?? region;
}

function cityLine(city: string | null, region: string | null, postal: string | null): string | null {
  if (!city) return null;
  const tail = [stateCode(region), postal].filter(Boolean).join(" ");
  return tail ? `${city}, ${tail}` : city;
}

/** The first IP service: latitude, longitude, city, region, postal, error, reason. */
export function readIpLookup(json: unknown): LookupLocation | null {
  if (!json || typeof json !== "object") return null;
  const j = json as Json;
  if (j.error) return null;
  const latitude = num(j.latitude);
  const longitude = num(j.longitude);
  const address = cityLine(str(j.city), str(j.region), str(j.postal));
  if (latitude === null && address === null) return null;
  return { latitude, longitude, address };
}

/** The fallback IP service: loc as "lat,lon", city, region, postal. */
export function readIpInfo(json: unknown): LookupLocation | null {
  if (!json || typeof json !== "object") return null;
  const j = json as Json;
  const [lat, lon] = (str(j.loc) ?? "").split(",");
  const latitude = num(lat);
  const longitude = num(lon);
  const address = cityLine(str(j.city), str(j.region), str(j.postal));
  if (latitude === null && address === null) return null;
  return { latitude, longitude, address };
}

/** Reverse geocoding: house_number, road, city/town/village, state, postcode. */
export function readReverseGeocode(json: unknown): string | null {
  if (!json || typeof json !== "object") return null;
  const a = (json as Json).address;
  if (!a || typeof a !== "object") return str((json as Json).display_name);
  const addr = a as Json;
  const street = [str(addr.house_number), str(addr.road)].filter(Boolean).join(" ");
  const place = cityLine(str(addr.city) ?? str(addr.town) ?? str(addr.village), str(addr.state), str(addr.postcode));
  const line = [street, place].filter(Boolean).join(", ");
  return line || str((json as Json).display_name);
}

/** Shown when the address lookup fails: the coordinates at 5 decimals. */
export function coordinatesAsAddress(latitude: number, longitude: number): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}
