import "server-only";
import { env } from "@/server/env";
import { peerHeaderName } from "@/server/http/peer-address";

// A fixed-window counter per key, in process memory. One app process holds its own counts; with
// several processes behind a balancer each enforces the limit separately (documented).
export interface RateLimiter {
  /** true when the call is allowed (and counted). */
  take(key: string, now?: number): boolean;
}

/**
 * Keys (client addresses) one limiter remembers at most. Before this bound the sweep below only
 * dropped windows that had ended, so a stream of distinct addresses inside one window (a scan, or
 * a proxy misconfigured to pass client-written addresses) grew the map without limit; the process
 * then held it all. At the bound the oldest window is dropped: that address starts counting afresh,
 * which needs more than MAX_KEYS distinct addresses within one window to earn anything.
 */
export const MAX_KEYS = 10_000;

export function createRateLimiter(
  baseLimit: number,
  windowMs: number,
  maxKeys = MAX_KEYS,
): RateLimiter & {
  size(): number;
} {
  const limit = baseLimit * env.RATE_LIMIT_SCALE;
  // Insertion order is window start order (a new window is deleted and re-inserted), so the first
  // entries are the oldest.
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, now = Date.now()) {
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        if (current) windows.delete(key);
        if (windows.size >= maxKeys) {
          for (const [k, w] of windows) {
            if (now - w.start < windowMs && windows.size < maxKeys) break;
            windows.delete(k);
          }
        }
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
    size: () => windows.size,
  };
}

/**
 * The client address, by TRUSTED_PROXY_HOPS, the reverse proxies in front of the app:
 * - 0 (served bare, as `npm start` does): the address of the socket the request came in on;
 *   whatever X-Forwarded-For the client wrote is ignored.
 * - N: the X-Forwarded-For entry the outermost of N proxies appended (each proxy appends the
 *   address it saw, nginx's $proxy_add_x_forwarded_for). Entries left of it are whatever the client
 *   wrote, so rotating them earns no fresh allowance.
 * Without the socket address (a request that arrived while the server was still starting, before
 * instrumentation recorded addresses) a bare server answers "unknown": one shared bucket, never a
 * key the client chose.
 */
export function clientKey(request: Request): string {
  const forwarded = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const header = peerHeaderName();
  const peer = header ? request.headers.get(header) : null;
  const hops = env.TRUSTED_PROXY_HOPS;
  if (peer) {
    const chain = [...forwarded, peer];
    return chain[Math.max(0, chain.length - 1 - hops)] ?? "unknown";
  }
  if (hops === 0) return "unknown";
  return forwarded[Math.max(0, forwarded.length - hops)] ?? "unknown";
}
