import "server-only";
import { env } from "@/server/env";

// A fixed-window counter per key, in process memory. One app process holds its own counts; with
// several processes behind a balancer each enforces the limit separately (documented).
export interface RateLimiter {
  /** true when the call is allowed (and counted). */
  take(key: string, now?: number): boolean;
}

export function createRateLimiter(baseLimit: number, windowMs: number): RateLimiter {
  const limit = baseLimit * env.RATE_LIMIT_SCALE;
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, now = Date.now()) {
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        if (windows.size > 10_000) {
          for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        }
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}

/**
 * The client address: the X-Forwarded-For entry TRUSTED_PROXY_HOPS places from the right, the one
 * the outermost of our proxies appended. Entries left of it are whatever the client wrote, so
 * rotating them earns no fresh allowance. Served without a proxy, Next writes the header from the
 * socket only when the request brings none: there a client can still pick its own key (README).
 */
export function clientKey(request: Request): string {
  const hops = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops[Math.max(0, hops.length - env.TRUSTED_PROXY_HOPS)] ?? "unknown";
}
