import "server-only";
import { env } from "@/server/env";

const DEVELOPMENT_ONLY = "development-only-token-secret-not-for-production";

/**
 * The key of offer cookies and quote tokens: the server's secret (required in production, where
 * better-auth refuses to start without it). Development and tests without one use a fixed key, so
 * tokens still round-trip there; such tokens are worthless anywhere else.
 */
export function tokenSecret(): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV === "production") throw new Error("BETTER_AUTH_SECRET is needed to sign offers and quotes");
  return DEVELOPMENT_ONLY;
}
