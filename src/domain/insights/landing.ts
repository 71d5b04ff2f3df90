import type { PageType } from "../seo/page-type";

// The kind of page a visitor landed on, read from its path alone, so the database can group
// three years of leads by it (src/server/db/insights-columns.ts keeps them as columns).

/** Path patterns, tried in order (POSIX regular expressions PostgreSQL also understands). */
export const LANDING_PATTERNS: readonly [PageType, string][] = [
  ["homepage", "^/$"],
  ["service", "^/services/[a-z0-9-]+/?$"],
  ["city-hub", "^/[a-z]{2}/[a-z0-9-]+/?$"],
  ["city-service", "^/[a-z]{2}/[a-z0-9-]+/[a-z0-9-]+/?$"],
];

/** The page type of a landing path; "other" for anything else (state pages, blog, unknown). */
export function landingPageType(path: string | null | undefined): PageType | "unknown" {
  if (path == null) return "unknown";
  for (const [type, pattern] of LANDING_PATTERNS) if (new RegExp(pattern).test(path)) return type;
  return "other";
}

/** The city slug of a city or city-service landing path ("/ca/san-jose/..." -> "san-jose"), else null. */
export function landingCity(path: string | null | undefined): string | null {
  const type = landingPageType(path);
  if (type !== "city-hub" && type !== "city-service") return null;
  return path?.split("/")[2] ?? null;
}
