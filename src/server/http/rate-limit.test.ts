import { expect, it, vi } from "vitest";

const env = vi.hoisted(() => ({ RATE_LIMIT_SCALE: 1, TRUSTED_PROXY_HOPS: 1 }));
vi.mock("@/server/env", () => ({ env }));
const { clientKey, createRateLimiter } = await import("./rate-limit");
const { PEER_HEADER_KEY, peerHeaderName } = await import("./peer-address");

it("allows the limit within a window, refuses the next, and resets after the window", () => {
  const limiter = createRateLimiter(3, 60_000);
  const t0 = 1_000_000;
  expect([1, 2, 3].map(() => limiter.take("a", t0))).toEqual([true, true, true]);
  expect(limiter.take("a", t0 + 1)).toBe(false);
  expect(limiter.take("b", t0 + 1)).toBe(true);
  expect(limiter.take("a", t0 + 60_000)).toBe(true);
});

it("remembers at most maxKeys addresses: ended windows go first, then the oldest", () => {
  const limiter = createRateLimiter(1, 60_000, 100);
  const t0 = 1_000_000;
  for (let i = 0; i < 10_000; i++) limiter.take(`198.51.${i >> 8}.${i & 255}`, t0 + i);
  expect(limiter.size()).toBeLessThanOrEqual(100);
  // The newest addresses are still counted: a second request inside their window is refused.
  expect(limiter.take("198.51.39.15", t0 + 10_000)).toBe(false);
  // Once every window has ended a new address sweeps them all out.
  limiter.take("203.0.113.1", t0 + 200_000);
  expect(limiter.size()).toBe(1);
});

const from = (forwardedFor?: string, peer?: string) => {
  const headers: Record<string, string> = {};
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  const name = peerHeaderName();
  if (peer && name) headers[name] = peer;
  return new Request("http://localhost/", { headers });
};

it("before the socket address is recorded: keys on X-Forwarded-For behind a proxy, on one bucket bare", () => {
  env.TRUSTED_PROXY_HOPS = 1;
  expect(clientKey(from("1.2.3.4, 5.6.7.8 ,203.0.113.9"))).toBe("203.0.113.9");
  expect(clientKey(from(" , "))).toBe("unknown");
  env.TRUSTED_PROXY_HOPS = 0;
  expect(clientKey(from("6.6.6.6"))).toBe("unknown");
});

it("served bare (0 hops) keys on the socket address, whatever X-Forwarded-For the client wrote", () => {
  // As server/http-server.mjs does when the production server starts.
  (globalThis as Record<symbol, string>)[PEER_HEADER_KEY] = "x-clearvent-peer-0123456789abcdef01234567";
  env.TRUSTED_PROXY_HOPS = 0;
  expect(clientKey(from("198.51.100.1", "127.0.0.9"))).toBe("127.0.0.9");
  expect(clientKey(from("198.51.100.2, 198.51.100.3", "127.0.0.9"))).toBe("127.0.0.9");
  expect(clientKey(from(undefined, "127.0.0.9"))).toBe("127.0.0.9");
  // A client that guesses the header's shape still cannot hit the name drawn for this process.
  const forged = new Request("http://localhost/", { headers: { "x-clearvent-peer": "1.1.1.1" } });
  expect(clientKey(forged)).toBe("unknown");
});

it("behind proxies keys on the entry the outermost one appended", () => {
  env.TRUSTED_PROXY_HOPS = 1;
  expect(clientKey(from("1.2.3.4, 203.0.113.9", "10.0.0.2"))).toBe("203.0.113.9");
  expect(clientKey(from("203.0.113.9", "10.0.0.2"))).toBe("203.0.113.9");
  env.TRUSTED_PROXY_HOPS = 2;
  expect(clientKey(from("6.6.6.6, 203.0.113.9, 10.0.0.2", "10.0.0.3"))).toBe("203.0.113.9");
  // A request that skipped the outer proxy carries fewer entries: the leftmost is all there is.
  expect(clientKey(from("203.0.113.9", "10.0.0.2"))).toBe("203.0.113.9");
  env.TRUSTED_PROXY_HOPS = 1;
});
