import { expect, it, vi } from "vitest";

vi.mock("@/server/env", () => ({ env: { RATE_LIMIT_SCALE: 1 } }));
const { createRateLimiter } = await import("./rate-limit");

it("allows the limit within a window, refuses the next, and resets after the window", () => {
  const limiter = createRateLimiter(3, 60_000);
  const t0 = 1_000_000;
  expect([1, 2, 3].map(() => limiter.take("a", t0))).toEqual([true, true, true]);
  expect(limiter.take("a", t0 + 1)).toBe(false);
  expect(limiter.take("b", t0 + 1)).toBe(true);
  expect(limiter.take("a", t0 + 60_000)).toBe(true);
});
