import { expect, it } from "vitest";
import { formatServiceAddress, serviceAddressFromLine } from "./service-address";
import { phoneSchema, serviceAddressSchema } from "./service-address-input";

it("prefills the fields from a one-line address and writes them back on one line", () => {
  const a = serviceAddressFromLine("2180 Milvia St, Apt 2, Berkeley, CA 94704");
  expect(a).toEqual({ street: "2180 Milvia St", unit: "Apt 2", city: "Berkeley", state: "CA", zip: "94704" });
  expect(formatServiceAddress(a)).toBe("2180 Milvia St, Apt 2, Berkeley, CA 94704");
  expect(serviceAddressFromLine("Oakland, CA 94607")).toMatchObject({ street: "", city: "Oakland", zip: "94607" });
  expect(serviceAddressFromLine("Address not provided")).toMatchObject({ street: "", city: "" });
});

it("refuses addresses a crew could not drive to", () => {
  const ok = { street: "1 Main St", unit: "", city: "Oakland", state: "ca", zip: "94607" };
  expect(serviceAddressSchema.parse(ok).state).toBe("CA");
  for (const bad of [{ street: "x" }, { street: "Main St" }, { state: "ZZ" }, { zip: "946" }, { city: "" }]) {
    expect(serviceAddressSchema.safeParse({ ...ok, ...bad }).success, JSON.stringify(bad)).toBe(false);
  }
});

it("wants a 10-digit phone", () => {
  expect(phoneSchema.safeParse("(510) 555-0142").success).toBe(true);
  expect(phoneSchema.safeParse("+1 510 555 0142").success).toBe(true);
  expect(phoneSchema.safeParse("555-0142").success).toBe(false);
});
