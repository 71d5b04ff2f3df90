// The sitemap (docs/product.md#pages-and-addresses): exactly the indexable, canonical 200 URLs,
// sorted by priority (highest first), each dated by the day its content last changed.
import { absoluteUrl } from "./url";

export interface SitemapEntry {
  url: string;
  lastModified: string;
  changeFrequency?: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
}

/** A page and the ISO date its content last changed. */
export interface DatedPath {
  path: string;
  updated: string;
}

export interface SitemapInput {
  origin: string;
  /** Dates of the pages that are not built from dated records. */
  home: string;
  faq: string;
  customerLogin: string;
  legal: DatedPath[];
  services: DatedPath[];
  states: DatedPath[];
  cities: DatedPath[];
  cityServices: DatedPath[];
  posts: DatedPath[];
}

/** The later of ISO dates (a page built from several records changed when the newest did). */
export function latest(...dates: string[]): string {
  const sorted = dates.filter(Boolean).sort();
  const last = sorted[sorted.length - 1];
  if (!last) throw new Error("latest() needs at least one date");
  return last;
}

export function buildSitemap(input: SitemapInput): SitemapEntry[] {
  const at = (page: DatedPath, priority: number, changeFrequency?: SitemapEntry["changeFrequency"]): SitemapEntry => ({
    url: absoluteUrl(input.origin, page.path),
    lastModified: page.updated,
    priority,
    ...(changeFrequency ? { changeFrequency } : {}),
  });
  const entries: SitemapEntry[] = [
    at({ path: "/", updated: input.home }, 1, "daily"),
    at({ path: "/services", updated: latest(...input.services.map((s) => s.updated)) }, 0.9, "weekly"),
    ...input.services.map((p) => at(p, 0.9, "weekly")),
    at({ path: "/faq", updated: input.faq }, 0.8, "weekly"),
    ...input.states.map((p) => at(p, 0.8, "weekly")),
    ...input.cities.map((p) => at(p, 0.8, "weekly")),
    at({ path: "/blog", updated: latest(...input.posts.map((p) => p.updated)) }, 0.7, "daily"),
    ...input.cityServices.map((p) => at(p, 0.7)),
    ...input.posts.map((p) => at(p, 0.6, "monthly")),
    at({ path: "/customer-login", updated: input.customerLogin }, 0.3, "monthly"),
    ...input.legal.map((p) => at(p, 0.2, "yearly")),
  ];
  // Stable sort keeps the natural order within one priority.
  return entries.sort((a, b) => b.priority - a.priority);
}
