import "server-only";
import { cookies } from "next/headers";
import { OFFER_COOKIE } from "@/domain/analytics/events";
import { verifiedOfferClaim } from "@/domain/analytics/signed-cookies";
import { decodeOfferClaim, type OfferClaim } from "@/domain/offers/offers";
import { tokenSecret } from "./token-secret";

/**
 * The offers this visitor was shown, from the cookie the proxy signed when it served them; null
 * when absent or forged. Whether the claim is still live is decided with `now` where it is used.
 */
export async function heldOffer(): Promise<OfferClaim | null> {
  const value = (await cookies()).get(OFFER_COOKIE)?.value;
  return decodeOfferClaim(await verifiedOfferClaim(tokenSecret(), value));
}
