import "server-only";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { tokenSecret } from "@/server/offers/token-secret";

// The token that lets the browser which created a lead ask for its estimate email
// (send-estimate.ts). Created with the lead (create-lead.ts).

/** A fresh random token (256 bits, base64url) for the browser that creates a lead. */
export function newEstimateToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the lead row keeps of its token: only its SHA-256, so a database reader cannot ask either. */
export function hashEstimateToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The token handed to a browser whose request folded into an earlier lead (create-lead.ts): derived
 * from the lead with the server's key, so it works beside the first browser's random token, which
 * stays valid (a repeat request, perhaps from another device, does not cut the first one off).
 */
export function foldedEstimateToken(leadId: string): string {
  return createHmac("sha256", tokenSecret()).update(`estimate:${leadId}`).digest("base64url");
}

export function isFoldedToken(leadId: string, token: string): boolean {
  const expected = Buffer.from(foldedEstimateToken(leadId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
