// Every public page a person might have meant, with a label: what the not-found page's closest
// matches are chosen from (src/domain/seo/not-found.ts).
import type { Suggestion } from "../domain/seo/not-found";
import { allPosts } from "./blog";
import { cities, cityPath, cityServicePath, servedStates, services, statePath } from "./lookups";

let cache: Suggestion[] | null = null;

export function knownPages(): Suggestion[] {
  cache ??= [
    { label: "FAQ", href: "/faq" },
    { label: "Blog", href: "/blog" },
    { label: "Our services", href: "/services" },
    { label: "Book a visit", href: "/book-service" },
    { label: "Sign in", href: "/customer-login" },
    { label: "Reviews", href: "/reviews" },
    { label: "Privacy", href: "/privacy" },
    { label: "Terms", href: "/terms" },
    ...services.map((s) => ({ label: s.name, href: `/services/${s.slug}` })),
    ...servedStates().map((s) => ({ label: s.name, href: statePath(s) })),
    ...cities.map((c) => ({ label: `${c.name}, ${c.state}`, href: cityPath(c) })),
    ...cities.flatMap((c) =>
      services.map((s) => ({ label: `${s.name} in ${c.name}`, href: cityServicePath(c, s.slug) })),
    ),
    ...allPosts().map((p) => ({ label: p.title, href: `/blog/${p.slug}` })),
  ];
  return cache;
}
