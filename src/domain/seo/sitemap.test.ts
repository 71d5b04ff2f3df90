import { expect, it } from "vitest";
import { buildSitemap } from "./sitemap";

it("lists pages with SPEC.md's priorities, highest first, posts dated by their date", () => {
  const entries = buildSitemap({
    origin: "https://clearvent.example",
    today: "2026-11-21",
    servicePaths: ["/services/air-duct-cleaning"],
    cityPaths: ["/ca/oakland"],
    cityServicePaths: ["/ca/oakland/air-duct-cleaning"],
    posts: [{ path: "/blog/a-post", date: "2026-03-14" }],
  });
  expect(entries.map((e) => [e.url.replace("https://clearvent.example", ""), e.priority])).toEqual([
    ["/", 1],
    ["/services/air-duct-cleaning", 0.9],
    ["/faq", 0.8],
    ["/ca/oakland", 0.8],
    ["/blog", 0.7],
    ["/ca/oakland/air-duct-cleaning", 0.7],
    ["/blog/a-post", 0.6],
    ["/customer-login", 0.3],
  ]);
  expect(entries.find((e) => e.url.endsWith("/blog/a-post"))).toMatchObject({
    lastModified: "2026-03-14",
    changeFrequency: "monthly",
  });
  expect(entries[0]).toMatchObject({ lastModified: "2026-11-21", changeFrequency: "daily" });
});
