import { expect, it } from "vitest";
import { cities } from "@/content/lookups";
import { placeOfZip, resolveServiceArea, SERVICE_AREAS } from "./service-areas";

const at = (city: string, state: string, zip: string) => {
  const r = resolveServiceArea({ city, state, zip });
  return r.ok ? { area: r.area.id, timeZone: r.area.timeZone } : r.reason;
};

it("puts every Bay Area city in one Pacific-time area, by ZIP or by city", () => {
  expect(at("Oakland", "CA", "94607")).toEqual({ area: "bay-area", timeZone: "America/Los_Angeles" });
  expect(at("mill valley", "ca", "00000")).toEqual({ area: "bay-area", timeZone: "America/Los_Angeles" });
  expect(at("Rockridge", "CA", "94618")).toEqual({ area: "bay-area", timeZone: "America/Los_Angeles" });
});

it("gives each other metro one area, whatever name the address uses", () => {
  expect(at("Chicago", "IL", "60601")).toEqual({ area: "chicago", timeZone: "America/Chicago" });
  expect(at("Phoenix", "AZ", "85004")).toEqual({ area: "phoenix", timeZone: "America/Phoenix" });
  expect(at("Los Angeles", "CA", "90012")).toEqual({ area: "los-angeles", timeZone: "America/Los_Angeles" });
  expect(at("New York", "NY", "10001")).toEqual({ area: "new-york-city", timeZone: "America/New_York" });
  expect(at("New York City", "NY", "10001")).toEqual({ area: "new-york-city", timeZone: "America/New_York" });
  expect(at("Brooklyn", "NY", "11999")).toEqual({ area: "new-york-city", timeZone: "America/New_York" });
  expect(SERVICE_AREAS.filter((a) => a.timeZone === "America/New_York").map((a) => a.id)).not.toContain("ny");
});

it("refuses places no crew serves, and addresses that contradict themselves", () => {
  expect(at("Anchorage", "AK", "99501")).toBe("outside");
  expect(at("Yonkers", "NY", "10701")).toBe("outside");
  expect(at("x", "CA", "00000")).toBe("outside");
  expect(at("Oakland", "CA", "10001")).toBe("mismatch"); // an Oakland street with a Manhattan ZIP
  expect(at("Oakland", "NY", "94607")).toBe("mismatch");
});

it("names the city and state of a ZIP from our lists, and nothing for one we do not list", () => {
  expect(placeOfZip("95112")).toEqual({ city: "San Jose", state: "CA" });
  expect(placeOfZip("94704-1234")).toEqual({ city: "Berkeley", state: "CA" });
  expect(placeOfZip("75201")).toEqual({ city: "Dallas", state: "TX" });
  expect(placeOfZip("00000")).toBeNull();
  // Every place named resolves to the same area as its ZIP: filling it never makes a mismatch.
  for (const c of cities)
    for (const zip of c.zipCodes) {
      const place = placeOfZip(zip);
      if (!place?.city) continue;
      expect(resolveServiceArea({ ...place, zip }).ok, zip).toBe(true);
    }
});
