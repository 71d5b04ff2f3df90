import "server-only";
import { cities } from "@/content/lookups";
import { areaOfCity, resolveServiceArea } from "@/domain/areas/service-areas";
import type { LatLng } from "@/domain/geo/distance";
import { pageIdentity } from "@/server/business/site-content";
import { ZIP_CENTROIDS_TEXT } from "./zip-centroids";

// Where a job is, without a network call (decision 0036): the centre of its ZIP from the table
// generated from the zipcodes package, else the centre of its city from our content (an address
// the area took by its city, with a ZIP our lists do not name), else unknown.

const ZIP_CENTROIDS = new Map(
  ZIP_CENTROIDS_TEXT.split("\n").map((line) => {
    const [zip, lat, lng] = line.split(" ");
    return [zip ?? "", { lat: Number(lat), lng: Number(lng) }] as const;
  }),
);
const norm = (s: string) => s.trim().toLowerCase();
const CITY_CENTRES = new Map(cities.map((c) => [`${norm(c.name)}|${c.state}`, c.coordinates]));

export function locateAddress(address: {
  zip?: string | null;
  city?: string | null;
  state?: string | null;
}): LatLng | null {
  const centre = ZIP_CENTROIDS.get(address.zip?.trim().slice(0, 5) ?? "");
  if (centre) return { ...centre };
  const city = CITY_CENTRES.get(`${norm(address.city ?? "")}|${(address.state ?? "").trim().toUpperCase()}`);
  return city ? { ...city } : null;
}

/** A stored booking's place: the coordinates it was booked with, else (older rows) its ZIP's or city's centre. */
export function placeOf(row: {
  latitude: number | null;
  longitude: number | null;
  zipCode: string | null;
  city: string | null;
  state: string | null;
}): LatLng | null {
  if (row.latitude !== null && row.longitude !== null) return { lat: row.latitude, lng: row.longitude };
  return locateAddress({ zip: row.zipCode, city: row.city, state: row.state });
}

function areaCentre(areaId: string): LatLng | null {
  const own = cities.filter((c) => areaOfCity(c) === areaId);
  if (own.length === 0) return null;
  return {
    lat: own.reduce((s, c) => s + c.coordinates.lat, 0) / own.length,
    lng: own.reduce((s, c) => s + c.coordinates.lng, 0) / own.length,
  };
}

/**
 * Where an area's crews start their day: the business's address when it is in the area, else the
 * area's own city (a metro of one city), else the middle of its cities. A crew with an address
 * of its own starts there instead (crewStart, decision 0043).
 */
export function areaStart(areaId: string): LatLng | null {
  // The address the owner saved (decision 0035): read each time, as a save reaches every page.
  const { address, setUp } = pageIdentity();
  const business = setUp ? resolveServiceArea(address) : null;
  const place = business?.ok && business.area.id === areaId ? locateAddress(address) : null;
  if (place) return place;
  const city = cities.find((c) => c.slug === areaId);
  return city ? { ...city.coordinates } : areaCentre(areaId);
}

/** Where one crew starts: its own address's place when the owner set one (decision 0043), else `fallback`. */
export function crewStart(
  crew: { startLatitude: number | null; startLongitude: number | null },
  fallback: LatLng | null,
): LatLng | null {
  return crew.startLatitude !== null && crew.startLongitude !== null
    ? { lat: crew.startLatitude, lng: crew.startLongitude }
    : fallback;
}
