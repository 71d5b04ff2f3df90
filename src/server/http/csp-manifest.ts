import fs from "node:fs";
import path from "node:path";

// Read by the proxy (Node.js runtime), so no "server-only" marker and no env module here.
/** The build folder: `.next`, or NEXT_DIST_DIR (next.config.ts), e.g. the bench's build of its own. */
export const BUILD_DIR = process.env.NEXT_DIST_DIR || ".next";
export const CSP_MANIFEST_FILE = `${BUILD_DIR}/csp-manifest.json`;

export interface CspManifest {
  routes: Record<string, string[]>;
  fallback: string[];
  scriptHosts: string[];
}

let loaded: CspManifest | null | undefined;

/** The build's manifest, or null when the build ran without `scripts/csp-manifest.ts` (and under `next dev`). */
export function cspManifest(): CspManifest | null {
  if (loaded === undefined) {
    try {
      loaded = JSON.parse(fs.readFileSync(path.join(process.cwd(), CSP_MANIFEST_FILE), "utf8")) as CspManifest;
    } catch {
      loaded = null;
    }
  }
  return loaded;
}

/** Whether the build wrote this route's HTML (served as is, never rendered per request). */
export function isPrerendered(manifest: CspManifest, route: string): boolean {
  return Object.hasOwn(manifest.routes, route);
}

export function scriptHashesFor(manifest: CspManifest, route: string): string[] {
  return [...new Set([...(manifest.routes[route] ?? []), ...manifest.fallback])];
}

let regenerationKeyLoaded: string | null | undefined;

/**
 * The secret of Next.js's on-demand regeneration (`x-prerender-revalidate`), from the build's
 * prerender manifest: a request carrying it renders a prerendered page again (decision 0035).
 */
export function regenerationKey(): string | null {
  if (regenerationKeyLoaded === undefined) {
    try {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(process.cwd(), BUILD_DIR, "prerender-manifest.json"), "utf8"),
      ) as { preview?: { previewModeId?: string } };
      regenerationKeyLoaded = manifest.preview?.previewModeId ?? null;
    } catch {
      regenerationKeyLoaded = null;
    }
  }
  return regenerationKeyLoaded;
}
