/**
 * A site path as the absolute URL the pages name as canonical. Next.js writes the root's canonical
 * (and og:url) as the bare origin, "https://example.com", so every other place that names the home
 * page (sitemap, JSON-LD) uses the same string.
 */
export function absoluteUrl(origin: string, path: string): string {
  const url = new URL(path, origin);
  return url.pathname === "/" && !url.search && !url.hash ? url.origin : url.toString();
}
