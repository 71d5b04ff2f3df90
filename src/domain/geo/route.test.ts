import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_DRIVE, driveMinutes } from "./drive-time";
import { routeDriveMinutes, routeKm, suggestRoute } from "./route";

const place = fc.record({
  lat: fc.double({ min: 37.2, max: 38.2, noNaN: true }),
  lng: fc.double({ min: -122.6, max: -121.7, noNaN: true }),
});
const sf = { lat: 37.7749, lng: -122.4194 };

describe("suggestRoute", () => {
  it("is a reordering of the stops, never longer than the order given", () => {
    fc.assert(
      fc.property(fc.option(place, { nil: null }), fc.array(place, { maxLength: 9 }), (start, stops) => {
        const given = stops.map((_, i) => i);
        const order = suggestRoute(start, stops, given);
        expect([...order].sort((a, b) => a - b)).toEqual(given);
        expect(routeKm(start, stops, order)).toBeLessThanOrEqual(routeKm(start, stops, given) + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it("untangles a zigzag along a line", () => {
    // From SF south: Daly City, San Mateo, Palo Alto, San Jose, given out of order.
    const stops = [
      { lat: 37.3382, lng: -121.8863 }, // San Jose
      { lat: 37.6879, lng: -122.4702 }, // Daly City
      { lat: 37.4419, lng: -122.143 }, // Palo Alto
      { lat: 37.563, lng: -122.3255 }, // San Mateo
    ];
    const order = suggestRoute(sf, stops);
    expect(order).toEqual([1, 3, 2, 0]);
    expect(routeKm(sf, stops, order)).toBeLessThan(routeKm(sf, stops, [0, 1, 2, 3]));
  });

  it("keeps the given order when it is already the shortest", () => {
    const stops = [
      { lat: 37.6879, lng: -122.4702 },
      { lat: 37.563, lng: -122.3255 },
    ];
    expect(suggestRoute(sf, stops, [0, 1])).toEqual([0, 1]);
    expect(suggestRoute(sf, [])).toEqual([]);
  });

  it("plans the drive of a route leg by leg, at the policy's speed", () => {
    const oakland = { lat: 37.8044, lng: -122.2712 };
    const sanJose = { lat: 37.3382, lng: -121.8863 };
    const stops = [oakland, sanJose];
    const legs = driveMinutes(sf, oakland) + driveMinutes(oakland, sanJose);
    expect(routeDriveMinutes(sf, stops, [0, 1])).toBe(legs);
    const slow = { ...DEFAULT_DRIVE, speedKmh: 20 };
    expect(routeDriveMinutes(sf, stops, [0, 1], slow)).toBeGreaterThan(legs);
    expect(routeDriveMinutes(null, stops, [0])).toBe(0);
  });
});
