import { expect, it } from "vitest";
import { businessJsonLd } from "../../src/domain/seo/structured-data";
import { reviewMarkup } from "./review-markup.mjs";

it("finds rating and review markup wherever it is, by key or by type", () => {
  expect(reviewMarkup({ "@type": "HVACBusiness", aggregateRating: { ratingValue: 4.9, reviewCount: 847 } })).toEqual([
    "aggregateRating",
  ]);
  expect(reviewMarkup([{ "@type": "Service", provider: { review: [{ reviewBody: "x" }] } }])).toEqual([
    "[0].provider.review",
  ]);
  expect(reviewMarkup({ "@graph": [{ "@type": ["Review"], itemReviewed: {} }] })).toEqual(["@graph[0].@type=Review"]);
  expect(reviewMarkup({ "@type": "FAQPage", mainEntity: [{ name: "What reviews do you show?" }] })).toEqual([]);
});

it("finds none in what the site's builders make", () => {
  const site = "https://clearvent.example";
  expect(reviewMarkup(businessJsonLd(site))).toEqual([]);
});
