import { describe, expect, it } from "vitest";
import { parseAddress } from "./parse-address";

describe("parseAddress", () => {
  it.each([
    ["1 Dr Carlton B Goodlett Pl, San Francisco, CA 94102", "San Francisco", "CA", "94102"],
    ["1 Frank H Ogawa Plaza, Oakland, CA 94612", "Oakland", "CA", "94612"],
    ["200 E Santa Clara St, San Jose, CA 95113-1905", "San Jose", "CA", "95113"],
    ["2180 Milvia St, Apt 4, Berkeley, CA 94704", "Berkeley", "CA", "94704"],
    ["500 Castro St, Mountain View, CA 94041, USA", "Mountain View", "CA", "94041"],
    ["250 Hamilton Ave, Palo Alto, California 94301", "Palo Alto", "CA", "94301"],
    ["3300 Capitol Ave, Fremont CA 94538", "Fremont", "CA", "94538"],
    ["1666 N Main St, Walnut Creek, CA, 94596", "Walnut Creek", "CA", "94596"],
    ["Daly City, CA 94015", "Daly City", "CA", "94015"],
    ["San Francisco CA 94110", "San Francisco", "CA", "94110"],
  ])("%s", (input, city, state, zip) => {
    expect(parseAddress(input)).toEqual({ city, state, zipCode: zip });
  });

  it("reads a state without a ZIP", () => {
    expect(parseAddress("12 Elm St, Redwood City, CA")).toEqual({ city: "Redwood City", state: "CA", zipCode: null });
  });

  it("returns nulls for text that is not an address", () => {
    expect(parseAddress("Address not provided")).toEqual({ city: null, state: null, zipCode: null });
    expect(parseAddress("")).toEqual({ city: null, state: null, zipCode: null });
  });

  it("takes coordinates as no address parts", () => {
    expect(parseAddress("37.77493, -122.41942")).toEqual({ city: null, state: null, zipCode: null });
  });
});
