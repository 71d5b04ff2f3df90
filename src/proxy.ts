import { type NextRequest, NextResponse } from "next/server";
import { ASSIGNMENT_COOKIE, VISITOR_COOKIE, VISITOR_ID_PATTERN } from "@/domain/analytics/events";
import {
  allCombos,
  assignVariant,
  encodeCombo,
  heroCtaTest,
  pricingDisplayTest,
  serviceLayoutTest,
} from "@/domain/experiments/experiments";

const COMBOS = new Set(allCombos());
const VARIANT_ROUTE = "/home-variant";

/**
 * A/B assignment before the page renders (no flicker): the home page request is rewritten to
 * the prerendered page of the visitor's variant combination. Both cookies last for the browser
 * session.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname.startsWith(VARIANT_ROUTE)) {
    // Variant pages are internal: only reachable through "/".
    return NextResponse.rewrite(new URL("/__not-found__", request.url));
  }
  let visitor = request.cookies.get(VISITOR_COOKIE)?.value;
  if (!visitor || !VISITOR_ID_PATTERN.test(visitor)) visitor = crypto.randomUUID();
  let combo = request.cookies.get(ASSIGNMENT_COOKIE)?.value;
  if (!combo || !COMBOS.has(combo)) {
    combo = encodeCombo([
      assignVariant(heroCtaTest, visitor).id,
      assignVariant(pricingDisplayTest, visitor).id,
      assignVariant(serviceLayoutTest, visitor).id,
    ]);
  }
  const url = request.nextUrl.clone();
  url.pathname = `${VARIANT_ROUTE}/${combo}`;
  const response = NextResponse.rewrite(url);
  const cookie = { httpOnly: true, sameSite: "lax" as const, path: "/", secure: request.nextUrl.protocol === "https:" };
  response.cookies.set(VISITOR_COOKIE, visitor, cookie);
  response.cookies.set(ASSIGNMENT_COOKIE, combo, cookie);
  // The answer depends on the visitor's cookies: no shared cache (CDN) may keep one variant for
  // everybody, and the browser must ask again after the assignment changes.
  response.headers.set("Cache-Control", "private, no-cache, max-age=0, must-revalidate");
  return response;
}

export const config = { matcher: ["/", "/home-variant/:path*"] };
