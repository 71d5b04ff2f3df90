import { describe, expect, it } from "vitest";
import { cities } from "../../content/lookups";
import { findRedirect, redirectRules } from "./redirects";

describe("redirect table", () => {
  it("sends the old landing page and login to their new homes", () => {
    expect(findRedirect("/air-duct-cleaning")).toBe("/services/air-duct-cleaning");
    expect(findRedirect("/air-duct-cleaning/")).toBe("/services/air-duct-cleaning");
    expect(findRedirect("/login")).toBe("/customer-login");
  });

  it("has a legacy city redirect for every city we have (docs/product.md#pages-and-addresses)", () => {
    for (const city of cities) {
      expect(findRedirect(`/air-duct-cleaning/${city.slug}`)).toBe(`/${city.stateSlug}/${city.slug}`);
    }
    for (const [slug, to] of [
      ["new-york-city", "/ny/new-york-city"],
      ["chicago", "/il/chicago"],
      ["dallas", "/tx/dallas"],
      ["houston", "/tx/houston"],
      ["miami", "/fl/miami"],
      ["philadelphia", "/pa/philadelphia"],
      ["atlanta", "/ga/atlanta"],
      ["phoenix", "/az/phoenix"],
      ["boston", "/ma/boston"],
      ["los-angeles", "/ca/los-angeles"],
    ]) {
      expect(findRedirect(`/air-duct-cleaning/${slug}`)).toBe(to);
    }
  });

  it("forwards long state slugs", () => {
    expect(findRedirect("/california/oakland")).toBe("/ca/oakland");
    expect(findRedirect("/california/oakland/dryer-vent-cleaning")).toBe("/ca/oakland/dryer-vent-cleaning");
    expect(findRedirect("/new-york/new-york-city")).toBe("/ny/new-york-city");
  });

  it("knows nothing of other paths", () => {
    expect(findRedirect("/nothing-here")).toBeNull();
    expect(findRedirect("/air-duct-cleaning/atlantis")).toBeNull();
  });

  it("never redirects a path to itself", () => {
    for (const r of redirectRules()) expect(r.from).not.toBe(r.to);
  });
});
