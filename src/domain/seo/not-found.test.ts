import { expect, it } from "vitest";
import { notFoundSuggestions } from "./not-found";

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
