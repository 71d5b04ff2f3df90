import "server-only";
import { setBusinessTimeZone } from "@/content/time-zone";
import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import type { BrandLook } from "@/domain/business/brand";
import type { BusinessIdentity } from "@/domain/business/identity";
import { areaTable, lowestFromPriceIn } from "@/domain/pricing/area-prices";
import { BUILT_IN_PRICE_BOOK, type PriceBook } from "@/domain/pricing/price-book";
import { type PriceTable, SERVICE_TYPES, type ServiceType } from "@/domain/pricing/pricing";
import type { Reader } from "@/server/db/client";
import { env } from "@/server/env";
import { cspManifest, regenerationKey } from "@/server/http/csp-manifest";
import { logger } from "@/server/logger";
import { storedPriceBook } from "@/server/pricing/price-book";
import { storedBrand } from "./business-brand";
import { builtContent, siteContentVersion, storedIdentity } from "./business-identity";

// The prerendered pages follow what the owner sets (decision 0035). They are still rendered once
// each and served as built, but "built" now means "by the last regeneration": every server polls
// the site content's version, and when it differs from the one its pages carry, it takes the new
// identity for what it renders and asks Next.js to render every prerendered page again, one
// on-demand regeneration each (the `x-prerender-revalidate` request Next.js's own revalidation
// uses). Nothing re-renders on a timer or in the background of a visitor's request, and the CSP
// of a regenerated page is taken from its body by server/serve.mjs.

/** How often a server looks for a version saved on another server. */
export const SITE_CONTENT_POLL_MS = 15_000;
/** Pages rendered at once: the machine keeps serving while its pages regenerate. */
const CONCURRENCY = 2;

export interface Regeneration {
  version: number;
  pages: number;
  failed: number;
  ms: number;
  cpuMs: number;
  startedAt: string;
}

interface State {
  /** What pages render now (null: not loaded; only a started server loads it). */
  identity: BusinessIdentity | null;
  /** The price book pages render (decision 0040); null: not loaded, version 0. */
  prices: PriceBook | null;
  /** The logo, colour, hours and zone (decision 0041); null: none saved (or not loaded). */
  look: BrandLook | null;
  /** The site content's version: the identity's plus the price book's. */
  version: number;
  /** The version the prerendered pages carry: the build's until a regeneration finished. */
  pagesVersion: number;
  running: Promise<void> | null;
  last: Regeneration | null;
}

const stateKey = Symbol.for("clearvent.site-content");
/** Where server/serve.mjs leaves the address it listens on. */
const ORIGIN_KEY = Symbol.for("clearvent.self-origin");

function state(): State {
  const g = globalThis as typeof globalThis & { [stateKey]?: State };
  const built = builtContent().version;
  g[stateKey] ??= {
    identity: null,
    prices: null,
    look: null,
    version: built,
    pagesVersion: built,
    running: null,
    last: null,
  };
  return g[stateKey];
}

/**
 * The identity a page, an email, a calendar file or a text is written with: the one reader of the
 * business's name, phone, email and address. `next build` never starts the server, so it renders
 * the build's (builtContent: "not set up", or the demo's for a demo build); a started server renders
 * the database's.
 */
export function pageIdentity(): BusinessIdentity {
  const s = state();
  const identity = s.identity ?? builtContent().identity;
  // The saved look replaces the demo's (today's colours and hours); none saved: the identity's own.
  return s.look ? { ...identity, look: s.look } : identity;
}

/**
 * The price book a page renders with (decision 0040): what the last poll loaded, so a regeneration
 * renders the version that triggered it; `next build` renders version 0, the table in code.
 */
export function pagePriceBook(): PriceBook {
  return state().prices ?? BUILT_IN_PRICE_BOOK;
}

/** The last finished regeneration in this process (the decision's measurements, the tests). */
export function lastRegeneration(): Regeneration | null {
  return state().last;
}

function selfOrigin(): string {
  const g = globalThis as typeof globalThis & { [ORIGIN_KEY]?: string };
  return g[ORIGIN_KEY] ?? `http://localhost:${env.PORT}`;
}

/** Every page the build prerendered (the CSP manifest's routes). */
export function prerenderedRoutes(): string[] {
  const manifest = cspManifest();
  return manifest ? Object.keys(manifest.routes).filter((r) => r !== "/") : [];
}

/** Where a regeneration asks for pages: this server's build, unless a test names another. */
export interface RegenerationTarget {
  /** The build's on-demand revalidation key (null: `next dev`, where pages render per request). */
  key: string | null;
  routes: string[];
  origin: string;
}

const thisBuild = (): RegenerationTarget => ({
  key: regenerationKey(),
  routes: prerenderedRoutes(),
  origin: selfOrigin(),
});

/** Regenerates every prerendered page for `version`; "superseded" when a newer one was loaded meanwhile. */
async function regenerate(
  version: number,
  { key, routes, origin }: RegenerationTarget,
  now = new Date(),
): Promise<"done" | "failed" | "superseded"> {
  if (!key || routes.length === 0) return "failed";
  const started = performance.now();
  const cpu = process.cpuUsage();
  let failed = 0;
  const queue = [...routes];
  const worker = async () => {
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      // A save while this runs: the pages left are rendered by the next run, for the newer content.
      if (state().version !== version) return;
      try {
        const response = await fetch(origin + route, {
          headers: { "x-prerender-revalidate": key },
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        if (!response.ok) failed++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const s = state();
  if (s.version !== version) return "superseded";
  const used = process.cpuUsage(cpu);
  s.last = {
    version,
    pages: routes.length,
    failed,
    ms: Math.round(performance.now() - started),
    cpuMs: Math.round((used.user + used.system) / 1000),
    startedAt: now.toISOString(),
  };
  if (failed > 0) {
    logger.error({ ...s.last }, "some prerendered pages could not be regenerated");
    return "failed";
  }
  s.pagesVersion = version;
  logger.info({ ...s.last }, "prerendered pages regenerated");
  return "done";
}

/**
 * Reads the version; when it changed, takes the new identity for what renders from now on, then
 * regenerates the prerendered pages (again until they carry the latest version). The new content
 * is taken at once, even while an earlier regeneration runs: an email sent right after a save
 * names the business as saved. The regeneration is one at a time per process: a call during one
 * waits for it. `force` reads the content even when the version is the same; `loadOnly` does not
 * regenerate (server start, before it listens).
 */
export async function followSiteContent(
  db: Reader,
  options: { force?: boolean; loadOnly?: boolean; target?: RegenerationTarget } = {},
): Promise<void> {
  const s = state();
  await loadSiteContent(db, options.force ?? false);
  if (options.loadOnly) return;
  // Cleared in a `finally` callback, which always runs after this assignment: an async body with
  // nothing to do would finish (and clear) before it, leaving a settled promise that every later
  // call returned instead of regenerating.
  s.running ??= untilCurrent(db, options.target ?? thisBuild()).finally(() => {
    s.running = null;
  });
  return s.running;
}

/** Regenerates until the pages carry the loaded version; a failure waits for the next poll. */
async function untilCurrent(db: Reader, target: RegenerationTarget): Promise<void> {
  const s = state();
  while (s.pagesVersion !== s.version) {
    if ((await regenerate(s.version, target)) === "failed") return;
    await loadSiteContent(db, false);
  }
}

/** Takes the stored identity, prices and look when their version moved (or `force`). */
async function loadSiteContent(db: Reader, force: boolean): Promise<void> {
  const s = state();
  const version = await siteContentVersion(db);
  if (version === s.version && !force && s.identity !== null) return;
  const [stored, prices, brand] = await Promise.all([storedIdentity(db), storedPriceBook(db), storedBrand(db)]);
  const read = stored.version + prices.version + brand.version;
  // Two loads at once (a save and the poll): an older read never replaces a newer one.
  if (s.identity !== null && read < s.version) return;
  s.identity = stored.identity;
  s.prices = prices;
  s.look = brand.look;
  setBusinessTimeZone(brand.look?.timeZone ?? null);
  s.version = read;
}

/** This server's pages: the identity's version, the one its prerendered pages carry, the last run. */
export function siteContentStatus(): {
  version: number;
  pagesVersion: number;
  regenerating: boolean;
  last: Regeneration | null;
} {
  const s = state();
  return { version: s.version, pagesVersion: s.pagesVersion, regenerating: s.running !== null, last: s.last };
}

/** The page's price table (whole dollars) from pagePriceBook(), as `areaId` charges it (decision 0046). */
export function pagePriceTable(areaId?: string | null): PriceTable {
  return areaTable(pagePriceBook(), areaId);
}

/**
 * The "from" price (whole dollars) of a page that covers several areas, from pagePriceBook():
 * a state page passes its cities' areas; the home page every area (the default). Regenerated with
 * the other pages on a save (decision 0040), never rendered per request.
 */
export function pageFromPrice(
  types: readonly ServiceType[] = SERVICE_TYPES,
  areaIds: readonly string[] = SERVICE_AREAS.map((a) => a.id),
): number {
  return lowestFromPriceIn(pagePriceBook(), areaIds, types).price;
}
