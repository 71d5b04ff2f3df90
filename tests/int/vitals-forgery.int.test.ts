// Forged page events, replayed through POST /api/events: two anonymous batches of 50 web_vitals (LCP
// 59.999 s) moved /admin/speed's city-page p75 LCP from 1.2 s to 60 s. Now a report needs a signed
// visitor, a batch carries one, a page load reports once, a visitor and an address are limited, and
// each visitor weighs once in the p75. The clock is faked (Date only): the route and its limiters
// read it, so the days below pass without waiting.
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signVisitor } from "@/domain/analytics/signed-cookies";
import { VITALS_REPORTS_PER_ADDRESS_PER_DAY, VITALS_REPORTS_PER_VISITOR_PER_DAY } from "@/domain/analytics/web-vitals";
import { createTestDb, type TestDb } from "../support/test-db";

const SECRET = "vitals-forgery-secret-0123456789abcdef01";
const state = vi.hoisted(() => ({ t: undefined as TestDb | undefined }));
vi.mock("@/server/db/client", () => ({ getDb: async () => state.t?.db }));
vi.mock("@/server/env", async (original) => {
  const real = ((await original()) as { env: Record<string, unknown> }).env;
  // Production's limits; one proxy in front, so X-Forwarded-For names each client's address.
  return {
    env: {
      ...real,
      BETTER_AUTH_SECRET: "vitals-forgery-secret-0123456789abcdef01",
      RATE_LIMIT_SCALE: 1,
      TRUSTED_PROXY_HOPS: 1,
    },
  };
});

const { POST } = await import("@/app/api/events/route");
const { vitalsByPageKind } = await import("@/server/analytics/vitals-report");

const START = new Date("2026-11-20T15:00:00Z");
const DAY = 86_400_000;
let day = 0;
const now = () => new Date(START.getTime() + day * DAY);
/** The next day: every limiter's window has passed. */
const nextDay = () => {
  day += 1;
  vi.setSystemTime(now());
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now());
  state.t = await createTestDb();
});
afterAll(async () => {
  vi.useRealTimers();
  await state.t?.close();
});

const load = () => randomBytes(16).toString("hex");
const vitals = (lcp: number, loadId: string | undefined = load()) => ({
  name: "web_vitals",
  path: "/ca/oakland",
  props: { lcp, inp: 80, cls: 0.01, ttfb: 300, ...(loadId ? { load: loadId } : {}) },
});
let address = 0;
const post = (events: unknown[], { cookie, from }: { cookie?: string; from?: string } = {}) =>
  POST(
    new Request("http://localhost:3000/api/events", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        "x-forwarded-for": from ?? `198.51.100.${++address % 250}`,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ events }),
    }),
    undefined,
  );
const signed = async (id = randomUUID()) => `cv_vid=${await signVisitor(SECRET, id)}`;
const city = async () => {
  const db = state.t?.db;
  if (!db) throw new Error("no db");
  return (await vitalsByPageKind(db, now())).find((r) => r.kind === "city");
};

describe("the owner's page-speed figures", () => {
  it("are set by real visitors: 24 signed visitors at 1.2 s", async () => {
    for (let i = 0; i < 24; i++) expect((await post([vitals(1200)], { cookie: await signed() })).status).toBe(204);
    expect(await city()).toMatchObject({ loads: 24, visitors: 24, p75: { lcp: 1200 } });
  });

  it("do not move for two anonymous batches of 50 reports at 59.999 s (the attack)", async () => {
    for (const loadId of [undefined, "each"]) {
      const batch = Array.from({ length: 50 }, () => vitals(59_999, loadId === "each" ? load() : undefined));
      const res = await post(batch, { from: "203.0.113.7" });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain("A batch carries at most one web_vitals report.");
    }
    expect(await city()).toMatchObject({ loads: 24, visitors: 24, p75: { lcp: 1200 } });
  });

  it("do not move for reports without a signed visitor, one per batch", async () => {
    for (let i = 0; i < 30; i++) {
      const cookie = i % 2 ? `cv_vid=${randomUUID()}.${"A".repeat(43)}` : undefined;
      expect((await post([vitals(59_999)], { cookie })).status).toBe(204);
    }
    expect(await city()).toMatchObject({ loads: 24, visitors: 24, p75: { lcp: 1200 } });
  });

  it("keep one report per page load and a visitor's daily limit, and weigh that visitor once", async () => {
    const cookie = await signed();
    const same = load();
    expect((await post([vitals(59_999, same)], { cookie })).status).toBe(204);
    // The same load again (a replayed beacon): answered, not stored.
    expect((await post([vitals(59_999, same)], { cookie })).status).toBe(204);
    expect(await city()).toMatchObject({ loads: 25, visitors: 25 });
    for (let i = 0; i < 20; i++) expect((await post([vitals(59_999)], { cookie })).status).toBe(204);
    expect((await city())?.loads).toBe(24 + VITALS_REPORTS_PER_VISITOR_PER_DAY);
    expect((await city())?.p75.lcp).toBe(1200);
    // The next day the visitor reports again; still one voter.
    nextDay();
    expect((await post([vitals(59_999)], { cookie })).status).toBe(204);
    expect(await city()).toMatchObject({ loads: 25 + VITALS_REPORTS_PER_VISITOR_PER_DAY, visitors: 25 });
    expect((await city())?.p75.lcp).toBe(1200);
  });

  it("take a limited number of reports from one address a day, whatever visitors it brings", async () => {
    nextDay();
    const before = (await city())?.visitors ?? 0;
    for (let i = 0; i < 40; i++)
      expect((await post([vitals(59_999)], { cookie: await signed(), from: "203.0.113.50" })).status).toBe(204);
    expect((await city())?.visitors).toBe(before + VITALS_REPORTS_PER_ADDRESS_PER_DAY);
    // Another address is not held by that one's count.
    expect((await post([vitals(1200)], { cookie: await signed(), from: "203.0.113.51" })).status).toBe(204);
    expect((await city())?.visitors).toBe(before + VITALS_REPORTS_PER_ADDRESS_PER_DAY + 1);
  });
});
