import { describe, expect, it } from "vitest";
import { citiesInState, getCityBySlug } from "@/content/lookups";
import { milesBetween, regionGroups } from "./state-listing";

describe("state listing", () => {
  it("measures miles between cities", () => {
    const sf = { lat: 37.7749, lng: -122.4194 };
    const la = { lat: 34.0522, lng: -118.2437 };
    expect(Math.round(milesBetween(sf, la))).toBeGreaterThan(340);
    expect(Math.round(milesBetween(sf, la))).toBeLessThan(355);
    expect(milesBetween(sf, sf)).toBe(0);
  });

  it("groups cities by region, the closest region and city first", () => {
    const c = (slug: string, region: string, lat: number) => ({
      slug,
      name: slug,
      region,
      coordinates: { lat, lng: 0 },
    });
    const groups = regionGroups([c("far-b", "B", 5), c("near-a", "A", 2), c("near-b", "B", 1), c("far-a", "A", 3)], {
      lat: 0,
      lng: 0,
    });
    expect(groups.map((g) => g.region)).toEqual(["B", "A"]);
    expect(groups.map((g) => g.cities.map((x) => x.city.slug))).toEqual([
      ["near-b", "far-b"],
      ["near-a", "far-a"],
    ]);
  });

  it("puts the Bay Area first on the California page, San Francisco at its head, every city once", () => {
    const sf = getCityBySlug("san-francisco");
    const list = citiesInState("ca");
    const groups = regionGroups(list, sf?.coordinates ?? { lat: 0, lng: 0 });
    expect(groups[0]?.cities[0]?.city.slug).toBe("san-francisco");
    expect(groups.flatMap((g) => g.cities).length).toBe(list.length);
    expect(new Set(groups.map((g) => g.region)).size).toBe(groups.length);
    for (const g of groups) {
      const miles = g.cities.map((x) => x.miles);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
    }
  });
});
