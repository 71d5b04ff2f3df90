import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { tokenSecret } from "@/server/offers/token-secret";

// The links in a review request: the review page (the link is the permission: no password, as a
// customer on a phone expects) and the opt-out. HMAC-signed ids; nothing is stored to check them.

type Purpose = "review" | "stop";

const sign = (purpose: Purpose, id: string) =>
  createHmac("sha256", tokenSecret()).update(`reviews:${purpose}:${id}`).digest("base64url");

function verify(purpose: Purpose, id: string, signature: string): boolean {
  const expected = Buffer.from(sign(purpose, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The token of a review request's link: its id and signature. */
export const reviewToken = (requestId: string) => `${requestId}.${sign("review", requestId)}`;

/** The request a token names, or null when it is malformed or its signature does not match. */
export function requestIdOf(token: unknown): string | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const [id, signature, ...rest] = token.split(".");
  if (!id || !signature || rest.length > 0 || !UUID.test(id)) return null;
  return verify("review", id, signature) ? id : null;
}

export const reviewUrl = (origin: string, requestId: string) =>
  new URL(`/review?t=${encodeURIComponent(reviewToken(requestId))}`, origin).toString();

export function stopUrl(origin: string, userId: string): string {
  const url = new URL("/review/stop", origin);
  url.searchParams.set("u", userId);
  url.searchParams.set("sig", sign("stop", userId));
  return url.toString();
}

export function verifyStop(userId: unknown, signature: unknown): userId is string {
  return (
    typeof userId === "string" &&
    typeof signature === "string" &&
    userId.length <= 100 &&
    signature.length <= 100 &&
    verify("stop", userId, signature)
  );
}
