import { expect, it } from "vitest";
import { cities, cityTimeZone } from "./lookups";

it("gives every city the time zone of its state", () => {
  for (const city of cities) expect(() => Intl.DateTimeFormat("en-US", { timeZone: cityTimeZone(city) })).not.toThrow();
  expect(cityTimeZone({ stateSlug: "ca" })).toBe("America/Los_Angeles");
  expect(cityTimeZone({ stateSlug: "ny" })).toBe("America/New_York");
  expect(() => cityTimeZone({ stateSlug: "zz" })).toThrow();
});
