// The Content-Security-Policy of every page. Prerendered pages are byte-identical for every
// visitor and never re-rendered while the server runs, so their inline scripts are allowed by
// hash only (computed after the build), and the header stays valid for a copy a shared cache
// keeps; pages rendered per request get a fresh nonce, which Next.js puts on the scripts it
// writes (docs/decisions/0006, 0007).

export interface PagePolicyInput {
  /**
   * Fresh per request (base64 of at least 128 random bits) for pages rendered per request; null
   * for prerendered pages, whose answer is the same for everybody and may be cached.
   */
  nonce: string | null;
  /** 'sha256-...' sources of the prerendered page being served (none for dynamic pages). */
  scriptHashes: readonly string[];
  /** Origins the app itself loads scripts from (GA when configured). */
  scriptHosts: readonly string[];
  /** React's development build evaluates strings for its debugging aids; production never does. */
  development: boolean;
  /** Origins the browser fetches from besides this site: the location lookups (from env). */
  connectOrigins?: readonly string[];
}

/** The outside lookups the browser makes (src/server/env.ts defaults; each faked in tests). */
export const LOOKUP_DEFAULTS = {
  IP_LOOKUP_URL: "https://ipapi.co/json/",
  IP_LOOKUP_FALLBACK_URL: "https://ipinfo.io/json",
  REVERSE_GEOCODE_URL: "https://nominatim.openstreetmap.org/reverse",
} as const;

/** The origins of URLs (deduplicated); anything that is not an http(s) URL is left out. */
export function originsOf(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const u = new URL(url ?? "");
      if (u.protocol === "https:" || u.protocol === "http:") origins.add(u.origin);
    } catch {}
  }
  return [...origins];
}

/** Google Analytics 4 (loaded only after consent, only when a measurement id was built in). */
const GA_SCRIPT_HOST = "https://www.googletagmanager.com";
const GA_HOSTS = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];

/** Directives that hold on every answer, JSON and files included. */
export const BASE_POLICY = ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"];

/**
 * The page policy: everything from this site only (default-src 'self'), scripts by nonce or hash,
 * images also as data:/blob: URLs, fetches also to the location lookups (and GA when built in),
 * styles from this site plus inline `style` attributes and tags: React and Next.js write style
 * attributes (next/image, the route announcer, Radix positioning) and carry no nonce for them, so
 * inline styles stay allowed; scripts never are.
 */
export function pagePolicy({
  nonce,
  scriptHashes,
  scriptHosts,
  development,
  connectOrigins = [],
}: PagePolicyInput): string {
  const ga = scriptHosts.includes(GA_SCRIPT_HOST) ? GA_HOSTS : [];
  const scriptSrc = [
    "'self'",
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...scriptHashes.map((h) => `'${h}'`),
    ...scriptHosts,
    ...(development ? ["'unsafe-eval'"] : []),
  ];
  const connectSrc = ["'self'", ...connectOrigins, ...ga, ...(development ? ["ws:"] : [])];
  return [
    "default-src 'self'",
    ...BASE_POLICY,
    `script-src ${scriptSrc.join(" ")}`,
    `connect-src ${connectSrc.join(" ")}`,
    `img-src ${["'self'", "data:", "blob:", ...ga].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    // canvas-confetti draws off the main thread in a worker it builds from a blob.
    "worker-src 'self' blob:",
  ].join("; ");
}

/** A nonce from random bytes, in the base64 alphabet CSP's nonce-source accepts. */
export function encodeNonce(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
