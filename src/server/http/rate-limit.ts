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

/** The client address: the first hop of X-Forwarded-For, which Next sets from the socket. */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  return forwarded?.split(",")[0]?.trim() || request.headers.get("x-real-ip") || "unknown";
}
