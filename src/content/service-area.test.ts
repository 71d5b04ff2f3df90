import { expect, it } from "vitest";
import { serviceAreaFor } from "./service-area";

it("puts every Bay Area city in one Pacific-time area", () => {
  expect(serviceAreaFor("Oakland", "CA")).toEqual({ area: "bay-area", timeZone: "America/Los_Angeles" });
  expect(serviceAreaFor("mill valley", "CA")).toEqual({ area: "bay-area", timeZone: "America/Los_Angeles" });
  expect(serviceAreaFor(null, null)).toEqual({ area: "bay-area", timeZone: "America/Los_Angeles" });
});

it("gives other metros their own area and their state's zone", () => {
  expect(serviceAreaFor("Chicago", "IL")).toEqual({ area: "chicago", timeZone: "America/Chicago" });
  expect(serviceAreaFor("Phoenix", "AZ")).toEqual({ area: "phoenix", timeZone: "America/Phoenix" });
  expect(serviceAreaFor("Los Angeles", "CA").area).toBe("los-angeles");
  expect(serviceAreaFor("Yonkers", "NY")).toEqual({ area: "ny", timeZone: "America/New_York" });
});
