// A prerendered page is allowed to run its inline scripts by the hashes of the HTML the build
// wrote. If Next.js could render it again at run time (a `revalidate`, or params rendered on
// demand), the new HTML would carry other scripts (and the nonce of whichever request triggered
// it) under the same hash-only policy, and the browser would refuse them. The manifest step
// refuses such a build. Pages are regenerated only on demand, when the owner changes what they
// show, and their policy then follows the body sent (docs/decisions/0035).

/** The parts of `.next/prerender-manifest.json` this check reads. */
export interface PrerenderManifest {
  routes: Record<string, { initialRevalidateSeconds?: number | false; srcRoute?: string | null }>;
  dynamicRoutes: Record<string, { fallback?: string | false | null }>;
}

/** Why each hashed page could be re-rendered while the server runs; empty when none can. */
export function rerenderablePages(manifest: PrerenderManifest, hashedRoutes: readonly string[]): string[] {
  const problems: string[] = [];
  const hashed = new Set(hashedRoutes);
  for (const [route, entry] of Object.entries(manifest.routes)) {
    if (!hashed.has(route)) continue;
    if (entry.initialRevalidateSeconds !== false && entry.initialRevalidateSeconds !== undefined) {
      problems.push(`${route}: revalidates every ${entry.initialRevalidateSeconds}s`);
    }
  }
  for (const [route, entry] of Object.entries(manifest.dynamicRoutes)) {
    if (entry.fallback !== false)
      problems.push(`${route}: renders unknown params on demand (set dynamicParams = false)`);
  }
  return problems;
}
