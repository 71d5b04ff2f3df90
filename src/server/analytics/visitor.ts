import "server-only";
import type { Touch } from "@/domain/analytics/attribution";
import { ASSIGNMENT_COOKIE, LANDING_COOKIE, VISITOR_COOKIE } from "@/domain/analytics/events";
import {
  signLanding,
  signVisitor,
  verifiedAssignment,
  verifiedLanding,
  verifiedVisitor,
} from "@/domain/analytics/signed-cookies";
import { decodeCombo, heroCtaTest, pricingDisplayTest, serviceLayoutTest } from "@/domain/experiments/experiments";
import { cookieValue } from "@/domain/http/cookies";
import { env } from "@/server/env";

// These read the headers they are given (a route's request.headers), so a test can call them
// with any Headers and no request scope.

/** The anonymous visitor id the proxy set and signed, or null (unsigned, forged or absent). */
export async function visitorId(headers: Headers): Promise<string | null> {
  if (!env.BETTER_AUTH_SECRET) return null;
  return verifiedVisitor(env.BETTER_AUTH_SECRET, cookieValue(headers.get("cookie"), VISITOR_COOKIE));
}

/**
 * The visitor and the variant the server assigned them in each test (test id -> variant id), from
 * the signed cookies; null when either is missing or not signed by this server.
 */
export async function assignedVisitor(
  headers: Headers,
): Promise<{ visitorId: string; variants: Record<string, string> } | null> {
  const id = await visitorId(headers);
  if (!id || !env.BETTER_AUTH_SECRET) return null;
  const combo = await verifiedAssignment(
    env.BETTER_AUTH_SECRET,
    id,
    cookieValue(headers.get("cookie"), ASSIGNMENT_COOKIE),
  );
  if (!combo) return { visitorId: id, variants: {} };
  const { hero, pricing, layout } = decodeCombo(combo);
  const [h, p, l] = combo.split(".");
  // decodeCombo falls back to the first variant for unknown ids; only exact ids count.
  if (h !== hero.id || p !== pricing.id || l !== layout.id) return { visitorId: id, variants: {} };
  return {
    visitorId: id,
    variants: { [heroCtaTest.id]: hero.id, [pricingDisplayTest.id]: pricing.id, [serviceLayoutTest.id]: layout.id },
  };
}

/**
 * Where this visitor landed before they had a visitor cookie (the cv_land cookie the events answer
 * gave them with it), or null: absent, forged, or signed for another visitor id.
 */
export async function earlierLanding(headers: Headers, visitorId: string | null): Promise<Touch | null> {
  if (!visitorId || !env.BETTER_AUTH_SECRET) return null;
  return verifiedLanding(env.BETTER_AUTH_SECRET, visitorId, cookieValue(headers.get("cookie"), LANDING_COOKIE));
}

/** Whether the request sends a landing cookie at all (then the events answer clears it). */
export const sendsLanding = (headers: Headers): boolean =>
  cookieValue(headers.get("cookie"), LANDING_COOKIE) !== undefined;

/**
 * The Set-Cookie values that hand a browser without a visitor cookie a new signed visitor id (the
 * proxy's cookie, same attributes) and, when its batch reported where it landed, that landing for
 * its next batch to record. Empty without the server's secret.
 */
export async function newVisitorCookies(request: Request, landing: Touch | null): Promise<string[]> {
  const secret = env.BETTER_AUTH_SECRET;
  if (!secret) return [];
  const visitor = crypto.randomUUID();
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const cookies = [`${VISITOR_COOKIE}=${await signVisitor(secret, visitor)}; Path=/; HttpOnly; SameSite=Lax${secure}`];
  if (landing) {
    // API requests only (the events, a lead, a booking): never sent with a page.
    cookies.push(
      `${LANDING_COOKIE}=${await signLanding(secret, visitor, landing)}; Path=/api; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  return cookies;
}

/** The Set-Cookie value that removes the landing cookie once its landing is recorded. */
export const clearedLanding = (request: Request): string =>
  `${LANDING_COOKIE}=; Path=/api; Max-Age=0; HttpOnly; SameSite=Lax${new URL(request.url).protocol === "https:" ? "; Secure" : ""}`;
