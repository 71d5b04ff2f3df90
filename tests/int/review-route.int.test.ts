// The review route under bad input: a forged or tampered link, 2,001 characters, HTML
// and CR-LF in the text, a flood from one address. A clear 4xx each time, nothing stored, no 500.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { reviews } from "@/server/db/schema";
import { createTestDb, type TestDb } from "../support/test-db";

const state = vi.hoisted(() => ({ t: undefined as TestDb | undefined }));
vi.mock("@/server/db/client", () => ({ getDb: async () => state.t?.db }));
vi.mock("@/server/env", async (original) => {
  const real = ((await original()) as { env: Record<string, unknown> }).env;
  return { env: { ...real, TRUSTED_PROXY_HOPS: 1, RATE_LIMIT_SCALE: 1 } };
});

const route = await import("@/app/api/reviews/route");
const { reviewToken } = await import("@/server/reviews/review-links");

beforeAll(async () => {
  state.t = await createTestDb();
});
afterAll(() => state.t?.close());

const post = (body: unknown, address = "203.0.113.7") =>
  route.POST(
    new Request("http://localhost:3000/api/reviews", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000", "x-forwarded-for": address },
      body: JSON.stringify(body),
    }),
  );

const NOBODY = "00000000-0000-4000-8000-000000000001";

it("answers bad input with a sentence and stores nothing", async () => {
  const cases: [unknown, number, RegExp][] = [
    [{ token: reviewToken(NOBODY), rating: 2, text: "ok" }, 404, /not valid/],
    [{ token: `${NOBODY}.forged-signature`, rating: 2 }, 404, /not valid/],
    [{ token: reviewToken(NOBODY), rating: 2, text: "a".repeat(2001) }, 400, /2,000 characters/],
    [{ token: reviewToken(NOBODY), rating: 7 }, 400, /1 to 5 stars/],
    [
      { token: reviewToken(NOBODY), rating: 3, text: "<script>alert(1)</script>\r\nBcc: x@example.com" },
      404,
      /not valid/,
    ],
  ];
  for (const [i, [body, status, message]] of cases.entries()) {
    const res = await post(body, `198.51.100.${i + 1}`);
    expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(status);
    expect(((await res.json()) as { error: string }).error).toMatch(message);
  }
  expect(await state.t?.db.select().from(reviews)).toEqual([]);
});

it("takes ten sends a minute from one address, then asks it to wait", async () => {
  const answers: number[] = [];
  for (let i = 0; i < 50; i++) answers.push((await post({ token: reviewToken(NOBODY), rating: 1 })).status);
  expect(answers.slice(0, 10)).toEqual(Array(10).fill(404));
  expect(new Set(answers.slice(10))).toEqual(new Set([429]));
});
