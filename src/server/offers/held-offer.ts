import "server-only";
import { OFFER_COOKIE } from "@/domain/analytics/events";
import { verifiedOfferClaim } from "@/domain/analytics/signed-cookies";
import { cookieValue } from "@/domain/http/cookies";
import { decodeOfferClaim, type OfferClaim } from "@/domain/offers/offers";
import { tokenSecret } from "./token-secret";

/**
 * The offers this visitor was shown, from the cookie the proxy signed when it served them; null
 * when absent or forged. Whether the claim is still live is decided with `now` where it is used.
 * Takes the request's headers (a route's `request.headers`, a page's `await headers()`), so a
 * use case's caller decides where they come from.
 */
export async function heldOffer(headers: Headers): Promise<OfferClaim | null> {
  return decodeOfferClaim(await verifiedOfferClaim(tokenSecret(), cookieValue(headers.get("cookie"), OFFER_COOKIE)));
}
