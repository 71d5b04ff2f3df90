import { describe, expect, it } from "vitest";
import { knownPages } from "@/content/known-pages";
import { closestPages, editDistance, notFoundSuggestions } from "./not-found";

const hrefs = (path: string) => notFoundSuggestions(path).map((s) => s.href);

it.each([
  ["/air-something", ["/services", "/", "/faq", "/services/air-duct-cleaning"]],
  ["/california-x", ["/ca/san-francisco", "/", "/faq", "/services/air-duct-cleaning"]],
  ["/nyc-x", ["/ny/new-york-city", "/", "/faq", "/services/air-duct-cleaning"]],
  ["/plain", ["/", "/faq", "/services/air-duct-cleaning"]],
  [
    "/san-duct-nyc",
    ["/services", "/ca/san-francisco", "/ny/new-york-city", "/", "/faq", "/services/air-duct-cleaning"],
  ],
])("%s", (path, expected) => {
  expect(hrefs(path)).toEqual(expected);
  expect(hrefs(path).length).toBeLessThanOrEqual(6);
});

describe("closest pages", () => {
  const pages = knownPages();
  const closest = (path: string) => notFoundSuggestions(path, pages).map((s) => s.href);

  it("counts edits", () => {
    expect(editDistance("san-jos", "san-jose")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });

  it("suggests San Jose for /ca/san-jos, before San Francisco", () => {
    const hrefs = closest("/ca/san-jos");
    expect(hrefs[0]).toBe("/ca/san-jose");
    expect(hrefs.indexOf("/ca/san-jose")).toBeLessThan(hrefs.indexOf("/ca/san-francisco"));
    expect(notFoundSuggestions("/ca/san-jos", pages)[0]?.label).toBe("San Jose, CA");
  });

  it("finds a city typed without its state, a misspelt service and a post", () => {
    expect(closest("/oaklnd")[0]).toBe("/ca/oakland");
    expect(closest("/services/air-duct-claening")[0]).toBe("/services/air-duct-cleaning");
    expect(closest("/blog/dryer-vent-fire-prevention-guid")[0]).toBe("/blog/dryer-vent-fire-prevention-guide");
    expect(closest("/FAQ/")[0]).toBe("/faq");
  });

  it("suggests nothing close for a path unlike any page, and never more than six", () => {
    expect(closestPages("/plain-path", pages)).toEqual([]);
    expect(closestPages("/x", pages)).toEqual([]);
    expect(closest("/ca/san-jos").length).toBeLessThanOrEqual(6);
    expect(new Set(closest("/ca/san-jos")).size).toBe(closest("/ca/san-jos").length);
  });
});
