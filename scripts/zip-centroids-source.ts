// Build-time only (the update script and its unit test): reads the `zipcodes` package's table
// (US ZIP centroids from GeoNames' postal code export, CC BY 4.0, as the package ships them,
// BSD licence) and keeps the ZIPs of the cities we serve (src/content). The app imports the
// generated src/server/geo/zip-centroids.ts, never the package: about 40,000 ZIPs we do not serve
// stay out of the server bundle, and the browser never loads any.
import { createRequire } from "node:module";
import { cities } from "../src/content/lookups";

export function zipCentroidsFromPackage(): [string, number, number][] {
  const require = createRequire(import.meta.url);
  const zipcodes = require("zipcodes") as { lookup(zip: string): { latitude: number; longitude: number } | undefined };
  const zips = [...new Set(cities.flatMap((c) => c.zipCodes))].sort();
  const rows: [string, number, number][] = [];
  for (const zip of zips) {
    const place = zipcodes.lookup(zip);
    if (place && Number.isFinite(place.latitude) && Number.isFinite(place.longitude))
      rows.push([zip, place.latitude, place.longitude]);
  }
  return rows;
}
