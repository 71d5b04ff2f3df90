import { describe, expect, it } from "vitest";
import { cities } from "@/content/lookups";
import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import { distanceKm } from "@/domain/geo/distance";
import { areaStart, locateAddress, placeOf } from "./locate";

describe("locateAddress", () => {
  it("places an address at its ZIP's centre, a ZIP+4 too", () => {
    const berkeley = locateAddress({ zip: "94704", city: "Berkeley", state: "CA" });
    expect(berkeley?.lat).toBeCloseTo(37.866, 2);
    expect(berkeley?.lng).toBeCloseTo(-122.257, 2);
    expect(locateAddress({ zip: "94704-1234" })).toEqual(berkeley);
  });
  it("falls back to the city's centre for a ZIP the table lacks, else knows nothing", () => {
    const oakland = cities.find((c) => c.slug === "oakland");
    expect(locateAddress({ zip: "00000", city: " oakland ", state: "ca" })).toEqual(oakland?.coordinates);
    expect(locateAddress({ zip: "00000", city: "Atlantis", state: "CA" })).toBeNull();
  });
  it("puts every ZIP of every city within 40 km of the city's own centre", () => {
    for (const c of cities)
      for (const zip of c.zipCodes) {
        const at = locateAddress({ zip });
        if (at) expect(distanceKm(at, c.coordinates), `${zip} of ${c.name}`).toBeLessThan(40);
      }
  });
});

it("a stored place wins over the ZIP's centre", () => {
  const row = { latitude: 37.5, longitude: -122.1, zipCode: "94704", city: "Berkeley", state: "CA" };
  expect(placeOf(row)).toEqual({ lat: 37.5, lng: -122.1 });
  expect(placeOf({ ...row, latitude: null, longitude: null })).toEqual(locateAddress({ zip: "94704" }));
});

it("gives every area a start point: the business's address in the Bay Area", () => {
  for (const a of SERVICE_AREAS) expect(areaStart(a.id), a.id).not.toBeNull();
  const sf = areaStart("bay-area");
  expect(sf && distanceKm(sf, { lat: 37.7749, lng: -122.4194 })).toBeLessThan(5);
});
