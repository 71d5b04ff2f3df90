import "server-only";
import { OFFER_COOKIE } from "@/domain/analytics/events";
import { verifiedOfferClaim } from "@/domain/analytics/signed-cookies";
import { decodeOfferClaim, type OfferClaim } from "@/domain/offers/offers";
import { tokenSecret } from "./token-secret";

/** One cookie's value from a request's Cookie header (URL-decoded), or undefined. */
function cookieValue(headers: Headers, name: string): string | undefined {
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The offers this visitor was shown, from the cookie the proxy signed when it served them; null
 * when absent or forged. Whether the claim is still live is decided with `now` where it is used.
 * Takes the request's headers (a route's `request.headers`, a page's `await headers()`), so a
 * use case's caller decides where they come from.
 */
export async function heldOffer(headers: Headers): Promise<OfferClaim | null> {
  return decodeOfferClaim(await verifiedOfferClaim(tokenSecret(), cookieValue(headers, OFFER_COOKIE)));
}
