import "server-only";
import { ASSIGNMENT_COOKIE, VISITOR_COOKIE } from "@/domain/analytics/events";
import { verifiedAssignment, verifiedVisitor } from "@/domain/analytics/signed-cookies";
import { decodeCombo, heroCtaTest, pricingDisplayTest, serviceLayoutTest } from "@/domain/experiments/experiments";
import { cookieValue } from "@/domain/http/cookies";
import { env } from "@/server/env";

// These read the request's own headers, never Next's request scope (next/headers): the routes that
// call them are served straight by scripts/serve.mjs (docs/decisions/0017).

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
