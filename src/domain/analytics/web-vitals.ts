// Core Web Vitals as the pages measure them in visitors' browsers (the web-vitals library) and as
// the owner reads them: p75 per kind of page, in Google's bands.

export const VITALS = ["lcp", "inp", "cls", "ttfb"] as const;
export type Vital = (typeof VITALS)[number];

/**
 * Google's thresholds (web.dev/articles/vitals): at or under `good` is good, over `poor` is poor,
 * between needs improvement. Milliseconds except CLS (unitless).
 */
export const VITAL_BANDS: Record<Vital, { good: number; poor: number; label: string; unit: "ms" | "" }> = {
  lcp: { good: 2500, poor: 4000, label: "Largest Contentful Paint", unit: "ms" },
  inp: { good: 200, poor: 500, label: "Interaction to Next Paint", unit: "ms" },
  cls: { good: 0.1, poor: 0.25, label: "Cumulative Layout Shift", unit: "" },
  ttfb: { good: 800, poor: 1800, label: "Time to First Byte", unit: "ms" },
};

export type Band = "good" | "needs-improvement" | "poor";

export function bandOf(vital: Vital, value: number): Band {
  const { good, poor } = VITAL_BANDS[vital];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/** The share of page loads that report (one in two): enough for p75 at a local business's traffic. */
export const VITALS_SAMPLE_RATE = 0.5;

/** Whether this page load reports, from a uniform draw in [0, 1). */
export const sampled = (draw: number, rate = VITALS_SAMPLE_RATE): boolean => draw < rate;

/**
 * The id a page load gives its one report (16 random bytes, hex), so the server keeps one report
 * per load. The browser draws it: it stops a load reporting twice, not a forger, whom the limits
 * below bound.
 */
export const LOAD_ID_PATTERN = /^[0-9a-f]{32}$/;

/** Reports kept per signed visitor in any 24 hours (a reader of ten pages, one in two sampled). */
export const VITALS_REPORTS_PER_VISITOR_PER_DAY = 10;

/**
 * Reports kept per client address in a day (in each app process), whatever visitors it brings: one
 * address cannot become many voters faster than this. A busy shared address loses some samples.
 */
export const VITALS_REPORTS_PER_ADDRESS_PER_DAY = 20;

/**
 * Distinct visitors a kind of page needs behind its p75 before the owner is told how it does: below
 * this a few visitors (or one person with a few visitor ids) decide the figure.
 */
export const VITALS_MIN_VISITORS = 20;

/** Whether a p75 stands on enough distinct visitors to be judged against Google's bands. */
export const enoughVisitors = (visitors: number): boolean => visitors >= VITALS_MIN_VISITORS;

// Values past these are measurement noise (a tab left open for hours), not a page's speed.
const CEILING: Record<Vital, number> = { lcp: 60_000, inp: 60_000, cls: 10, ttfb: 60_000 };

/** A reported value kept as sent when it is a plausible measurement; anything else is dropped. */
export function plausible(vital: Vital, value: unknown): number | null {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > CEILING[vital]) return null;
  return vital === "cls" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

export const PAGE_KINDS = [
  "home",
  "state",
  "city",
  "city-service",
  "service",
  "faq",
  "blog",
  "post",
  "book-service",
  "other",
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const PAGE_KIND_LABELS: Record<PageKind, string> = {
  home: "Home",
  state: "State pages",
  city: "City pages",
  "city-service": "City service pages",
  service: "Service pages",
  faq: "FAQ",
  blog: "Blog index",
  post: "Blog posts",
  "book-service": "Booking page",
  other: "Other pages",
};

// Paths that are not landing pages even though they have the shape of one.
const APP_SECTIONS = new Set([
  "admin",
  "api",
  "crew",
  "customer-dashboard",
  "customer-login",
  "customer-visits",
  "newsletter",
  "privacy",
  "terms",
  "home-variant",
]);

/** The kind of page a path is, decided from its shape (never from what the browser says it is). */
export function pageKind(path: string): PageKind {
  const parts = path.split("?")[0]?.split("/").filter(Boolean) ?? [];
  const [first, second, third] = parts;
  if (!first) return "home";
  if (APP_SECTIONS.has(first)) return "other";
  if (first === "faq" && !second) return "faq";
  if (first === "book-service" && !second) return "book-service";
  if (first === "blog") return second && !third ? "post" : second ? "other" : "blog";
  if (first === "services") return second && !third ? "service" : "other";
  if (/^[a-z]{2}$/.test(first)) {
    if (!second) return "state";
    if (!third) return "city";
    return parts.length === 3 ? "city-service" : "other";
  }
  return "other";
}

/** The nearest-rank percentile of `values` (p in 0-100); null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}
