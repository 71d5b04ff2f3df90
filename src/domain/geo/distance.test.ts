import { expect, it } from "vitest";
import { distanceKm, nearest } from "./distance";

const sf = { id: "sf", coordinates: { lat: 37.7749, lng: -122.4194 } };
const oak = { id: "oak", coordinates: { lat: 37.8044, lng: -122.2712 } };
const sj = { id: "sj", coordinates: { lat: 37.3382, lng: -121.8863 } };
const nyc = { id: "nyc", coordinates: { lat: 40.7128, lng: -74.006 } };

it("measures great-circle distance", () => {
  expect(distanceKm(sf.coordinates, oak.coordinates)).toBeCloseTo(13.4, 0);
  expect(distanceKm(sf.coordinates, nyc.coordinates)).toBeGreaterThan(4100);
});

it("orders the nearest others", () => {
  expect(nearest(sf, [nyc, sj, sf, oak], 2, (a, b) => a.id === b.id).map((c) => c.id)).toEqual(["oak", "sj"]);
});
