import { expect, it } from "vitest";
import { CATALOGUE_ONLY_PAGES } from "@/content/catalogue";
import { allPosts } from "../../content/blog";
import { cities, servedStates, services } from "../../content/lookups";
import { pageDates } from "../../content/page-dates";
import { sitemapInput } from "../../content/sitemap-pages";
import { buildSitemap, latest } from "./sitemap";

const ORIGIN = "https://clearvent.example";
const dated = (path: string, updated: string) => ({ path, updated });

it("lists pages with docs/product.md's priorities, highest first, each dated by its content", () => {
  const entries = buildSitemap({
    origin: ORIGIN,
    home: "2026-01-02",
    faq: "2026-01-03",
    customerLogin: "2026-01-04",
    legal: [dated("/privacy", "2026-01-05")],
    services: [
      dated("/services/air-duct-cleaning", "2026-02-01"),
      dated("/services/dryer-vent-cleaning", "2026-03-01"),
    ],
    states: [dated("/ca", "2026-04-01")],
    cities: [dated("/ca/oakland", "2026-05-01")],
    cityServices: [dated("/ca/oakland/air-duct-cleaning", "2026-05-02")],
    posts: [dated("/blog/a-post", "2026-03-14"), dated("/blog/b-post", "2026-06-30")],
  });
  expect(entries.map((e) => [e.url.replace(ORIGIN, ""), e.priority, e.lastModified])).toEqual([
    ["", 1, "2026-01-02"],
    ["/services", 0.9, "2026-03-01"],
    ["/services/air-duct-cleaning", 0.9, "2026-02-01"],
    ["/services/dryer-vent-cleaning", 0.9, "2026-03-01"],
    ["/faq", 0.8, "2026-01-03"],
    ["/ca", 0.8, "2026-04-01"],
    ["/ca/oakland", 0.8, "2026-05-01"],
    ["/blog", 0.7, "2026-06-30"],
    ["/ca/oakland/air-duct-cleaning", 0.7, "2026-05-02"],
    ["/blog/a-post", 0.6, "2026-03-14"],
    ["/blog/b-post", 0.6, "2026-06-30"],
    ["/customer-login", 0.3, "2026-01-04"],
    ["/privacy", 0.2, "2026-01-05"],
  ]);
});

it("names the home page exactly as its canonical (Next.js writes the bare origin)", () => {
  const [home] = buildSitemap(sitemapInput(ORIGIN));
  expect(home?.url).toBe(ORIGIN);
});

it("is exactly the indexable set the content defines, once each", () => {
  const urls = buildSitemap(sitemapInput(ORIGIN)).map((e) => e.url.replace(ORIGIN, "") || "/");
  const expected = [
    "/",
    "/services",
    ...services.map((s) => `/services/${s.slug}`),
    // Every catalogue entry has its own page (src/content/catalogue.ts).
    ...CATALOGUE_ONLY_PAGES.map((id) => `/services/${id}`),
    "/faq",
    ...servedStates().map((s) => `/${s.slug}`),
    ...cities.map((c) => `/${c.stateSlug}/${c.slug}`),
    "/blog",
    ...cities.flatMap((c) => services.map((s) => `/${c.stateSlug}/${c.slug}/${s.slug}`)),
    ...allPosts().map((p) => `/blog/${p.slug}`),
    "/customer-login",
    "/privacy",
    "/terms",
    "/reviews",
  ];
  expect(new Set(urls).size).toBe(urls.length);
  expect([...urls].sort()).toEqual([...expected].sort());
  // Every state we serve has a page; a state without cities has none.
  expect(servedStates().length).toBeGreaterThan(1);
  expect(urls).not.toContain("/zz");
});

it("takes lastmod from the content, never from the clock", () => {
  const input = sitemapInput(ORIGIN);
  const entries = buildSitemap(input);
  const at = (path: string) => entries.find((e) => e.url === `${ORIGIN}${path}`)?.lastModified;
  const oakland = cities.find((c) => c.slug === "oakland");
  const dryer = services.find((s) => s.slug === "dryer-vent-cleaning");
  if (!oakland || !dryer) throw new Error("fixture records missing");
  expect(at("/ca/oakland")).toBe(oakland.updated);
  expect(at("/ca/oakland/dryer-vent-cleaning")).toBe(latest(oakland.updated, dryer.updated));
  expect(at("/faq")).toBe(pageDates.faq);
  const post = allPosts()[0];
  expect(at(`/blog/${post?.slug}`)).toBe(post?.updated ?? post?.date);
  for (const e of entries) expect(e.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The same input on another day gives the same sitemap.
  expect(buildSitemap(sitemapInput(ORIGIN))).toEqual(entries);
});

it("dates a state page by its newest city", () => {
  const ca = servedStates().find((s) => s.slug === "ca");
  const entry = buildSitemap(sitemapInput(ORIGIN)).find((e) => e.url === `${ORIGIN}/ca`);
  const newest = latest(ca?.updated ?? "", ...cities.filter((c) => c.stateSlug === "ca").map((c) => c.updated));
  expect(entry?.lastModified).toBe(newest);
});
