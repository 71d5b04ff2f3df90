// Every indexable page, with the date its content last changed: what the sitemap lists.
import { latest, type SitemapInput } from "../domain/seo/sitemap";
import { allPosts } from "./blog";
import { CATALOGUE_ONLY_PAGES } from "./catalogue";
import { cities, citiesInState, cityPath, cityServicePath, servedStates, services, statePath } from "./lookups";
import { pageDates } from "./page-dates";

/** `gone`: the pages of closed areas the owner took down (src/domain/geo/areas.ts), left out. */
export function sitemapInput(origin: string, gone: ReadonlySet<string> = new Set()): SitemapInput {
  const kept = (p: { path: string }) => !gone.has(p.path);
  return {
    origin,
    home: pageDates.home,
    faq: pageDates.faq,
    customerLogin: pageDates.customerLogin,
    legal: [
      { path: "/privacy", updated: pageDates.privacy },
      { path: "/terms", updated: pageDates.terms },
      { path: "/reviews", updated: pageDates.reviews },
    ],
    services: [
      ...services.map((s) => ({ path: `/services/${s.slug}`, updated: s.updated })),
      ...CATALOGUE_ONLY_PAGES.map((id) => ({ path: `/services/${id}`, updated: pageDates.catalogue })),
    ],
    // A state page lists its cities, so it changes when any of them does.
    states: servedStates()
      .map((s) => ({
        path: statePath(s),
        updated: latest(s.updated, ...citiesInState(s.slug).map((c) => c.updated)),
      }))
      .filter(kept),
    cities: cities.map((c) => ({ path: cityPath(c), updated: c.updated })).filter(kept),
    cityServices: cities
      .flatMap((c) =>
        services.map((s) => ({ path: cityServicePath(c, s.slug), updated: latest(c.updated, s.updated) })),
      )
      .filter(kept),
    posts: allPosts().map((p) => ({ path: `/blog/${p.slug}`, updated: p.updated ?? p.date })),
  };
}
