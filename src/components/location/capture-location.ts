// Loaded on demand (dynamic import) so the calculator's first load stays small.
import {
  coordinatesAsAddress,
  type LookupLocation,
  readIpInfo,
  readIpLookup,
  readReverseGeocode,
} from "@/domain/address/location";

export interface LookupUrls {
  ipLookup: string;
  ipFallback: string;
  reverseGeocode: string;
}

const BACKGROUND = { timeout: 5000, maximumAge: 300_000 };
const ON_PRESS = { timeout: 8000, maximumAge: 60_000 };
const FETCH_TIMEOUT_MS = 5000;

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), credentials: "omit" });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

function position(options: PositionOptions): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => navigator.geolocation.getCurrentPosition(resolve, reject, options));
}

export async function reverseGeocode(urls: LookupUrls, lat: number, lon: number): Promise<string | null> {
  const url = new URL(urls.reverseGeocode);
  url.searchParams.set("format", "json");
  url.searchParams.set("lat", String(lat));
  url.searchParams.set("lon", String(lon));
  return readReverseGeocode(await getJson(url.toString()));
}

async function alreadyGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: "geolocation" });
    return status?.state === "granted";
  } catch {
    return false;
  }
}

/**
 * The background capture: never prompts. The browser position only when permission was already
 * granted; otherwise the IP lookup, then its fallback, then nothing. Failures are silent.
 */
export async function captureInBackground(urls: LookupUrls): Promise<LookupLocation | null> {
  // Global Privacy Control: no background lookups that hand the visitor's IP to a third party.
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return null;
  if ("geolocation" in navigator && (await alreadyGranted())) {
    try {
      const pos = await position(BACKGROUND);
      const { latitude, longitude } = pos.coords;
      const address = await reverseGeocode(urls, latitude, longitude).catch(() => null);
      return { latitude, longitude, address };
    } catch (error) {
      console.info("background position unavailable", error);
    }
  }
  for (const [url, read] of [
    [urls.ipLookup, readIpLookup],
    [urls.ipFallback, readIpInfo],
  ] as const) {
    try {
      const found = read(await getJson(url));
      if (found) return found;
    } catch (error) {
      console.info("ip lookup failed", url, error);
    }
  }
  return null;
}

export type ButtonOutcome =
  | { kind: "unsupported" }
  | { kind: "denied" }
  | { kind: "lookup-failed"; latitude: number; longitude: number; address: string }
  | { kind: "found"; latitude: number; longitude: number; address: string };

/** The location button: asks the browser (this may prompt), then looks the address up. */
export async function locateOnPress(urls: LookupUrls): Promise<ButtonOutcome> {
  if (!("geolocation" in navigator)) return { kind: "unsupported" };
  let pos: GeolocationPosition;
  try {
    pos = await position(ON_PRESS);
  } catch {
    return { kind: "denied" };
  }
  const { latitude, longitude } = pos.coords;
  try {
    const address = await reverseGeocode(urls, latitude, longitude);
    if (address) return { kind: "found", latitude, longitude, address };
  } catch (error) {
    console.info("reverse geocoding failed", error);
  }
  return { kind: "lookup-failed", latitude, longitude, address: coordinatesAsAddress(latitude, longitude) };
}
