import { expect, it, vi } from "vitest";

const env = vi.hoisted(() => ({ RATE_LIMIT_SCALE: 1, TRUSTED_PROXY_HOPS: 1 }));
vi.mock("@/server/env", () => ({ env }));
const { clientKey, createRateLimiter } = await import("./rate-limit");

it("allows the limit within a window, refuses the next, and resets after the window", () => {
  const limiter = createRateLimiter(3, 60_000);
  const t0 = 1_000_000;
  expect([1, 2, 3].map(() => limiter.take("a", t0))).toEqual([true, true, true]);
  expect(limiter.take("a", t0 + 1)).toBe(false);
  expect(limiter.take("b", t0 + 1)).toBe(true);
  expect(limiter.take("a", t0 + 60_000)).toBe(true);
});

const from = (forwardedFor?: string) =>
  new Request("http://localhost/", { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} });

it("keys on the address the nearest proxy appended, not on what the client wrote before it", () => {
  env.TRUSTED_PROXY_HOPS = 1;
  expect(clientKey(from("203.0.113.9"))).toBe("203.0.113.9");
  expect(clientKey(from("1.2.3.4, 5.6.7.8 ,203.0.113.9"))).toBe("203.0.113.9");
  expect(clientKey(from(" , "))).toBe("unknown");
  expect(clientKey(from())).toBe("unknown");
});

it("behind two proxies keys on the entry the outer one appended", () => {
  env.TRUSTED_PROXY_HOPS = 2;
  expect(clientKey(from("6.6.6.6, 203.0.113.9, 10.0.0.2"))).toBe("203.0.113.9");
  // A request that skipped the outer proxy carries fewer entries: the leftmost is all there is.
  expect(clientKey(from("203.0.113.9"))).toBe("203.0.113.9");
  env.TRUSTED_PROXY_HOPS = 1;
});
