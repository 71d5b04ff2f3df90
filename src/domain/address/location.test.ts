import { describe, expect, it } from "vitest";
import { coordinatesAsAddress, readIpInfo, readIpLookup, readReverseGeocode } from "./location";

describe("readIpLookup", () => {
  it("reads coordinates and a city line", () => {
    expect(
      readIpLookup({ latitude: 37.8044, longitude: -122.2712, city: "Oakland", region: "California", postal: "94607" }),
    ).toEqual({ latitude: 37.8044, longitude: -122.2712, address: "Oakland, CA 94607" });
  });

  it("is null on the service's error answer or junk", () => {
    expect(readIpLookup({ error: true, reason: "RateLimited" })).toBeNull();
    expect(readIpLookup("nope")).toBeNull();
    expect(readIpLookup({})).toBeNull();
  });
});

describe("readIpInfo", () => {
  it("splits loc into coordinates", () => {
    expect(readIpInfo({ loc: "37.3382,-121.8863", city: "San Jose", region: "California", postal: "95113" })).toEqual({
      latitude: 37.3382,
      longitude: -121.8863,
      address: "San Jose, CA 95113",
    });
  });
});

describe("readReverseGeocode", () => {
  it("builds a street address", () => {
    expect(
      readReverseGeocode({
        address: {
          house_number: "2180",
          road: "Milvia Street",
          city: "Berkeley",
          state: "California",
          postcode: "94704",
        },
      }),
    ).toBe("2180 Milvia Street, Berkeley, CA 94704");
  });

  it("falls back to town or village, then display_name", () => {
    expect(readReverseGeocode({ address: { road: "Skyline Blvd", town: "Woodside", state: "California" } })).toBe(
      "Skyline Blvd, Woodside, CA",
    );
    expect(readReverseGeocode({ display_name: "Somewhere" })).toBe("Somewhere");
    expect(readReverseGeocode(null)).toBeNull();
  });
});

it("prints coordinates at 5 decimals", () => {
  expect(coordinatesAsAddress(37.774929, -122.419416)).toBe("37.77493, -122.41942");
});
