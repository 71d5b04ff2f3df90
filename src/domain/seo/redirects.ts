// One redirect table (docs/product.md#pages-and-addresses): next.config serves it as real
// permanent redirects, and the not-found page consults it too.
import { cities, states } from "../../content/lookups";

export interface RedirectRule {
  from: string;
  to: string;
  permanent: true;
}

export function redirectRules(): RedirectRule[] {
  const rules: RedirectRule[] = [
    { from: "/air-duct-cleaning", to: "/services/air-duct-cleaning", permanent: true },
    { from: "/login", to: "/customer-login", permanent: true },
  ];
  for (const city of cities) {
    rules.push({ from: `/air-duct-cleaning/${city.slug}`, to: `/${city.stateSlug}/${city.slug}`, permanent: true });
  }
  for (const state of states) {
    const served = cities.filter((c) => c.stateSlug === state.slug);
    // /california -> /ca: the state page, for every state we serve.
    if (served.length > 0) rules.push({ from: `/${state.longSlug}`, to: `/${state.slug}`, permanent: true });
    for (const city of served) {
      rules.push({ from: `/${state.longSlug}/${city.slug}`, to: `/${state.slug}/${city.slug}`, permanent: true });
    }
  }
  return rules;
}

/** Long state slugs forward whole subtrees: /california/x/y -> /ca/x/y. */
export function longSlugPrefixes(): { from: string; to: string }[] {
  return states.map((s) => ({ from: `/${s.longSlug}`, to: `/${s.slug}` }));
}

/** Where an unknown path should go, if the table knows it. */
export function findRedirect(path: string): string | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const rule = redirectRules().find((r) => r.from === clean);
  if (rule) return rule.to;
  for (const prefix of longSlugPrefixes()) {
    if (clean.startsWith(`${prefix.from}/`)) return prefix.to + clean.slice(prefix.from.length);
  }
  return null;
}
