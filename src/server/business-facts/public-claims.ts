import "server-only";
import { type Claim, claimsOf } from "@/domain/business-facts/business-facts";
import type { Db } from "@/server/db/client";
import { getBusinessFacts } from "./business-facts";

/** How long a process keeps the claims before reading them again (another process may have saved). */
export const CLAIMS_MEMO_MS = 30_000;

let memo: { at: number; claims: Claim[] } | null = null;

/**
 * The claims the pages show, read by the browser from /api/site-facts. Every page view asks, so a
 * process answers from memory for a while; a save in this process forgets it at once.
 */
export async function publicClaims(db: Db, now: Date): Promise<Claim[]> {
  if (memo && now.getTime() - memo.at < CLAIMS_MEMO_MS && now.getTime() >= memo.at) return memo.claims;
  const claims = claimsOf(await getBusinessFacts(db));
  memo = { at: now.getTime(), claims };
  return claims;
}

export function forgetPublicClaims(): void {
  memo = null;
}
