import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distanceKm } from "./distance";
import { DEFAULT_DRIVE, DRIVE_STEP_MINUTES, driveMinutes, formatDrive } from "./drive-time";

const sf = { lat: 37.7749, lng: -122.4194 };
const oak = { lat: 37.8044, lng: -122.2712 };
const sj = { lat: 37.3382, lng: -121.8863 };

describe("driveMinutes", () => {
  it("is nothing between two jobs at one place, with the default minimum of 0", () => {
    expect(driveMinutes(sf, sf)).toBe(0);
  });
  it("rounds the road distance at the average speed up to the next 15 minutes", () => {
    // SF to Oakland: about 13.4 km, 17.4 km by road, 26 minutes at 40 km/h: planned 30.
    expect(driveMinutes(sf, oak)).toBe(30);
    // SF to San Jose: about 68 km, 88 km by road, 133 minutes: planned 135.
    expect(driveMinutes(sf, sj)).toBe(135);
    // A place a few hundred metres away still costs a whole step.
    expect(driveMinutes(sf, { lat: sf.lat + 0.003, lng: sf.lng })).toBe(15);
  });
  it("follows the owner's road factor, speed and minimum", () => {
    expect(driveMinutes(sf, oak, { ...DEFAULT_DRIVE, speedKmh: 20 })).toBe(60);
    expect(driveMinutes(sf, oak, { ...DEFAULT_DRIVE, roadFactor: 1 })).toBe(30);
    expect(driveMinutes(sf, sf, { ...DEFAULT_DRIVE, minimumMinutes: 15 })).toBe(15);
    expect(driveMinutes(sf, oak, { ...DEFAULT_DRIVE, minimumMinutes: 45 })).toBe(45);
  });
  it("is always a whole step, never less than the unrounded drive, and less than a step above it", () => {
    const place = fc.record({
      lat: fc.double({ min: 37, max: 38.5, noNaN: true }),
      lng: fc.double({ min: -123, max: -121.5, noNaN: true }),
    });
    fc.assert(
      fc.property(place, place, (a, b) => {
        const planned = driveMinutes(a, b);
        const exact = ((distanceKm(a, b) * DEFAULT_DRIVE.roadFactor) / DEFAULT_DRIVE.speedKmh) * 60;
        expect(planned % DRIVE_STEP_MINUTES).toBe(0);
        expect(planned).toBeGreaterThanOrEqual(exact - 1e-6);
        expect(planned).toBeLessThan(exact + DRIVE_STEP_MINUTES);
        expect(driveMinutes(b, a)).toBe(planned);
      }),
    );
  });
});

it("writes a drive in minutes and hours", () => {
  expect(formatDrive(0)).toBe("0 min");
  expect(formatDrive(45)).toBe("45 min");
  expect(formatDrive(60)).toBe("1 h");
  expect(formatDrive(135)).toBe("2 h 15 min");
});
