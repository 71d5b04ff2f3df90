import { describe, expect, it } from "vitest";
import { startingServiceAddress } from "./starting-address";

describe("starting service address", () => {
  const page = { address: "", city: "San Jose", state: "CA", zipCode: null };

  it("keeps the page's city and state when no address was typed", () => {
    expect(startingServiceAddress(page, null)).toEqual({
      street: "",
      unit: "",
      city: "San Jose",
      state: "CA",
      zip: "",
    });
  });

  it("never turns the old placeholder into an address", () => {
    expect(startingServiceAddress({ ...page, address: "Address not provided" }, null).street).toBe("");
  });

  it("prefers the typed street, then the profile's saved address", () => {
    expect(startingServiceAddress({ ...page, address: "12 Elm St, San Jose, CA 95112" }, null)).toMatchObject({
      street: "12 Elm St",
      zip: "95112",
    });
    expect(startingServiceAddress(page, "9 Oak Ave, Berkeley, CA 94704")).toMatchObject({
      street: "9 Oak Ave",
      city: "Berkeley",
    });
  });
});
