import "server-only";
import { site } from "@/content/site";
import { OFFER_COOKIE } from "@/domain/analytics/events";
import { verifiedOfferClaim } from "@/domain/analytics/signed-cookies";
import { cookieValue } from "@/domain/http/cookies";
import { claimUntilEnd } from "@/domain/offers/offer-end";
import { decodeOfferClaim, type OfferClaim } from "@/domain/offers/offers";
import { offerEndsOn } from "@/server/business-facts/public-claims";
import type { Db } from "@/server/db/client";
import { tokenSecret } from "./token-secret";

/**
 * The offers this visitor was shown, from the cookie the proxy signed when it served them, ending
 * no later than the owner's end date (the same for every visitor); null when absent or forged.
 * Whether the claim is still live is decided with `now` where it is used. Takes the request's
 * headers (a route's `request.headers`, a page's `await headers()`), so a use case's caller decides
 * where they come from.
 */
export async function heldOffer(headers: Headers, db: Db, now: Date): Promise<OfferClaim | null> {
  const claim = decodeOfferClaim(
    await verifiedOfferClaim(tokenSecret(), cookieValue(headers.get("cookie"), OFFER_COOKIE)),
  );
  return claim && claimUntilEnd(claim, await offerEndsOn(db, now), site.timeZone);
}
