import "server-only";
import { site } from "@/content/site";
import { type BusinessFacts, type Claim, claimsOf } from "@/domain/business-facts/business-facts";
import { type PublicOffer, publicOffer } from "@/domain/offers/offer-end";
import type { Db } from "@/server/db/client";
import { readMemo } from "@/server/db/read-memo";
import { getBusinessFacts } from "./business-facts";

/** How long a process keeps the claims before reading them again (another process may have saved). */
export const CLAIMS_MEMO_MS = 30_000;

const memo = readMemo<BusinessFacts>(CLAIMS_MEMO_MS);

function memoFacts(db: Db, now: Date): Promise<BusinessFacts> {
  return memo.get(db, "", now, () => getBusinessFacts(db));
}

/**
 * The claims the pages show, read by the browser from /api/site-facts. Every page view asks, so a
 * process answers from memory for a while; a save in this process forgets it at once.
 */
export async function publicClaims(db: Db, now: Date): Promise<Claim[]> {
  return claimsOf(await memoFacts(db, now));
}

/** Whether the home page's offers run at `now`, and the sentence of their end (the owner's day, for everyone). */
export async function currentOffer(db: Db, now: Date): Promise<PublicOffer> {
  return publicOffer((await memoFacts(db, now)).offerEndsOn, now, site.timeZone);
}

/** The offers' last day the owner set (null: no end date), from the same memory. */
export async function offerEndsOn(db: Db, now: Date): Promise<string | null> {
  return (await memoFacts(db, now)).offerEndsOn;
}

export function forgetPublicClaims(): void {
  memo.forget();
}
