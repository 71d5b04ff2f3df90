import { type NextRequest, NextResponse } from "next/server";
import { ASSIGNMENT_COOKIE, OFFER_COOKIE, VISITOR_COOKIE } from "@/domain/analytics/events";
import {
  signAssignment,
  signOfferClaim,
  signVisitor,
  verifiedAssignment,
  verifiedOfferClaim,
  verifiedVisitor,
} from "@/domain/analytics/signed-cookies";
import {
  allCombos,
  assignVariant,
  encodeCombo,
  heroCtaTest,
  pricingDisplayTest,
  serviceLayoutTest,
} from "@/domain/experiments/experiments";
import {
  decodedPath,
  isInternalPath,
  isUndecodable,
  POST_NOT_FOUND_ROUTE,
  VARIANT_ROUTE,
} from "@/domain/http/internal-paths";
import { claimCovers, decodeOfferClaim, encodeOfferClaim, newOfferClaim, offersShownBy } from "@/domain/offers/offers";
import { BASE_POLICY, encodeNonce, LOOKUP_DEFAULTS, originsOf, pagePolicy } from "@/domain/security/csp";
import { securityHeaders } from "@/domain/security/headers";
import { longSlugPrefixes, redirectRules } from "@/domain/seo/redirects";
import { cspManifest, isPrerendered, regenerationKey, scriptHashesFor } from "@/server/http/csp-manifest";
import { gonePages } from "@/server/http/gone-pages";

const COMBOS = new Set(allCombos());
/** The mark server/body-csp.mjs reads (its BODY_HASH_HEADER). */
const BODY_HASH_HEADER = "x-csp-from-body";
/** The mark server/body-csp.mjs reads (its REWRITE_HEADER). */
const REWRITE_HEADER = "x-rewrite-body";
/**
 * Pages rendered per request that visitors land on from the calculator: sent like the prerendered
 * pages, their framework started on the first interaction (docs/decisions/0047).
 */
const FRAMEWORK_LATER_PAGES = new Set(["/book-service"]);
const BLOG_POST = /^\/blog\/[^/]+\/?$/;
const development = process.env.NODE_ENV === "development";
let warnedNoManifest = false;

// Read here rather than through src/server/env (server-only); the same variables and defaults.
const CONNECT_ORIGINS = originsOf([
  process.env.IP_LOOKUP_URL || LOOKUP_DEFAULTS.IP_LOOKUP_URL,
  process.env.IP_LOOKUP_FALLBACK_URL || LOOKUP_DEFAULTS.IP_LOOKUP_FALLBACK_URL,
  process.env.REVERSE_GEOCODE_URL || LOOKUP_DEFAULTS.REVERSE_GEOCODE_URL,
]);

const REDIRECTS = new Map(redirectRules().map((r) => [r.from, r.to]));
const REDIRECT_PREFIXES = longSlugPrefixes();

/** Where the redirect table sends this path (a 308), or null. */
function redirectTarget(pathname: string): string | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const exact = REDIRECTS.get(clean);
  if (exact) return exact;
  for (const prefix of REDIRECT_PREFIXES) {
    if (clean.startsWith(`${prefix.from}/`)) return prefix.to + clean.slice(prefix.from.length);
  }
  return null;
}

/** A permanent redirect with every security header an answer of this site carries. */
function permanentRedirect(request: NextRequest, target: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = target;
  const response = NextResponse.redirect(url, 308);
  for (const { key, value } of securityHeaders(process.env.SITE_URL)) response.headers.set(key, value);
  return response;
}

/**
 * A 404 the proxy answers itself: for a path Next.js cannot decode, a rewrite to the not-found
 * page still reaches its route matcher, which throws. Plain text, with every security header.
 */
function undecodableNotFound(): NextResponse {
  const response = new NextResponse("Not found\n", { status: 404 });
  response.headers.set("Content-Type", "text/plain; charset=utf-8");
  for (const { key, value } of securityHeaders(process.env.SITE_URL)) response.headers.set(key, value);
  return response;
}

/**
 * What a shared cache (CDN) may do with a prerendered page: the answer is the same for everybody
 * and its CSP names hashes only, so a kept copy stays valid. An hour at the edge (purge on deploy
 * to publish sooner); browsers revalidate with the ETag every time.
 */
const PRERENDERED_CACHE_CONTROL = "public, max-age=0, s-maxage=3600";

interface Policy {
  header: string;
  /** The page is served from the build's HTML: hash-only policy, no nonce, cacheable. */
  prerendered: boolean;
}

/**
 * The script policy of the page about to be served. A prerendered page (one the build hashed)
 * gets its hashes and nothing per request; any other page gets a fresh nonce, which Next.js puts
 * on the scripts it renders for this request (docs/decisions/0006, 0007).
 */
function policyFor(route: string): Policy {
  const manifest = cspManifest();
  if (!manifest && !development) {
    // A build without the manifest step: blocking every inline script would break hydration.
    if (!warnedNoManifest) console.error("CSP manifest missing (run `npm run build`): pages get no script policy.");
    warnedNoManifest = true;
    return { header: BASE_POLICY.join("; "), prerendered: false };
  }
  const prerendered = manifest !== null && isPrerendered(manifest, route);
  const header = pagePolicy({
    nonce: prerendered ? null : encodeNonce(crypto.getRandomValues(new Uint8Array(16))),
    scriptHashes: manifest ? scriptHashesFor(manifest, route) : [],
    scriptHosts: manifest?.scriptHosts ?? [],
    development,
    connectOrigins: CONNECT_ORIGINS,
  });
  return { header, prerendered };
}

function withPolicy(request: NextRequest, route: string, rewrite?: URL): NextResponse {
  const policy = policyFor(route);
  let response: NextResponse;
  if (policy.prerendered) {
    // No policy on the request: Next.js serves the build's HTML and has no nonce to write.
    response = rewrite ? NextResponse.rewrite(rewrite) : NextResponse.next();
    response.headers.set("Cache-Control", PRERENDERED_CACHE_CONTROL);
    // The page may have been regenerated since the build hashed it: server/serve.mjs adds the
    // hashes of the body it sends and drops this mark (decision 0035).
    response.headers.set(BODY_HASH_HEADER, "1");
  } else {
    // Next.js reads the nonce for the scripts it renders from the request's policy header.
    const headers = new Headers(request.headers);
    headers.set("content-security-policy", policy.header);
    response = rewrite
      ? NextResponse.rewrite(rewrite, { request: { headers } })
      : NextResponse.next({ request: { headers } });
    if (FRAMEWORK_LATER_PAGES.has(route)) response.headers.set(REWRITE_HEADER, "1");
  }
  response.headers.set("Content-Security-Policy", policy.header);
  return response;
}

/**
 * The key of the experiment cookies. Read here rather than through src/server/env (a server-only
 * module); the same variable better-auth and the newsletter links use, required in production.
 */
const cookieSecret = (): string | undefined => process.env.BETTER_AUTH_SECRET || undefined;

/**
 * A/B assignment before the page renders (no flicker): the home page request is rewritten to
 * the prerendered page of the visitor's variant combination. Both cookies last for the browser
 * session and are signed (src/domain/analytics/signed-cookies.ts): a visitor id or assignment the
 * server did not sign is replaced, so reports only count visitors the server assigned.
 */
async function homePage(request: NextRequest): Promise<NextResponse> {
  const secret = cookieSecret();
  const visitor =
    (secret ? await verifiedVisitor(secret, request.cookies.get(VISITOR_COOKIE)?.value) : null) ?? crypto.randomUUID();
  let combo = secret ? await verifiedAssignment(secret, visitor, request.cookies.get(ASSIGNMENT_COOKIE)?.value) : null;
  if (!combo || !COMBOS.has(combo)) {
    combo = encodeCombo([
      assignVariant(heroCtaTest, visitor).id,
      assignVariant(pricingDisplayTest, visitor).id,
      assignVariant(serviceLayoutTest, visitor).id,
    ]);
  }
  const url = request.nextUrl.clone();
  url.pathname = `${VARIANT_ROUTE}/${combo}`;
  const response = withPolicy(request, url.pathname, url);
  const cookie = { httpOnly: true, sameSite: "lax" as const, path: "/", secure: request.nextUrl.protocol === "https:" };
  // Without a secret (a misconfigured development server) nothing is kept: no attribution.
  if (secret) {
    response.cookies.set(VISITOR_COOKIE, await signVisitor(secret, visitor), cookie);
    response.cookies.set(ASSIGNMENT_COOKIE, await signAssignment(secret, visitor, combo), cookie);
    // A variant that shows an offer attaches it: signed, honoured by the server on the quote and
    // the booking (docs/decisions/0012) until the owner's end date, the same for every visitor.
    // A live claim that covers it is kept as is. The page no longer reads it: its expiry is no
    // deadline (a per-visitor one restarted for every new visitor).
    const shown = offersShownBy(combo);
    if (shown.length > 0) {
      const now = new Date();
      const held = decodeOfferClaim(await verifiedOfferClaim(secret, request.cookies.get(OFFER_COOKIE)?.value));
      if (!claimCovers(held, shown, now)) {
        const claim = newOfferClaim(shown, now);
        response.cookies.set(OFFER_COOKIE, await signOfferClaim(secret, encodeOfferClaim(claim)), {
          ...cookie,
          expires: claim.expiresAt,
        });
      }
    }
  }
  // The answer depends on the visitor's cookies: no shared cache (CDN) may keep one variant for
  // everybody, and the browser must ask again after the assignment changes.
  response.headers.set("Cache-Control", "private, no-cache, max-age=0, must-revalidate");
  return response;
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/") return homePage(request);
  if (isUndecodable(pathname)) return undecodableNotFound();
  const target = redirectTarget(pathname);
  if (target) return permanentRedirect(request, target);
  // The server regenerating its own prerendered pages (the home variants are internal paths).
  const key = regenerationKey();
  if (key && request.headers.get("x-prerender-revalidate") === key) return withPolicy(request, pathname);
  if (isInternalPath(pathname)) {
    // Internal pages: only reachable through "/" and unknown posts, however the path is spelled.
    return withPolicy(request, "/_not-found", new URL("/__not-found__", request.url));
  }
  if (gonePages().has(decodedPath(pathname) ?? "")) {
    // A closed area's page the owner took down (docs/decisions/0034). The build's HTML would be
    // served public for an hour; this 404 lasts only until the owner reopens, so nobody keeps it.
    const response = withPolicy(request, "/_not-found", new URL("/__not-found__", request.url));
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  }
  const manifest = cspManifest();
  if (BLOG_POST.test(pathname) && manifest && !isPrerendered(manifest, pathname.replace(/\/$/, ""))) {
    // Every post is prerendered, so a /blog/ path the build did not hash names no post.
    return withPolicy(request, POST_NOT_FOUND_ROUTE, new URL(POST_NOT_FOUND_ROUTE, request.url));
  }
  return withPolicy(request, pathname);
}

export const config = {
  // Pages only: API answers and build assets carry the base policy from next.config.ts.
  matcher: ["/((?!api/|_next/static|_next/image|.*\\.(?:svg|png|jpe?g|webp|avif|ico|txt|xml|woff2|js|css)$).*)"],
};
