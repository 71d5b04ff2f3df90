// The events route as a browser landing from a campaign uses it: the beacon's Referer is the page
// (with its query), the page view carries document.referrer. A visitor without the signed
// visitor cookie gets it here; the landing is kept as the visitor's first touch; the stored event
// keeps only the referrer's host; a hostile address is cut, never a failure.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { TOUCH_VALUE_MAX } from "@/domain/analytics/attribution";
import { verifiedVisitor } from "@/domain/analytics/signed-cookies";
import { analyticsEvents, visitorTouches } from "@/server/db/schema";
import { createTestDb, type TestDb } from "../support/test-db";

const SECRET = "attribution-test-secret-0123456789abcdef";
const state = vi.hoisted(() => ({ t: undefined as TestDb | undefined }));
vi.mock("@/server/db/client", () => ({ getDb: async () => state.t?.db }));
vi.mock("@/server/env", async (original) => {
  const real = ((await original()) as { env: Record<string, unknown> }).env;
  return { env: { ...real, BETTER_AUTH_SECRET: "attribution-test-secret-0123456789abcdef", RATE_LIMIT_SCALE: 1000 } };
});

const { POST } = await import("@/app/api/events/route");

beforeAll(async () => {
  state.t = await createTestDb();
});
afterAll(() => state.t?.close());

const post = (events: unknown[], headers: Record<string, string>) =>
  POST(
    new Request("http://localhost:3000/api/events", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000", ...headers },
      body: JSON.stringify({ events }),
    }),
    undefined,
  );

it("gives a landing visitor the signed visitor cookie and keeps where they came from", async () => {
  const res = await post(
    [{ name: "page_view", props: { path: "/ca/san-jose", ref: "https://www.google.com/search?q=ducts" } }],
    {
      referer: "http://localhost:3000/ca/san-jose?utm_source=google&utm_campaign=fall",
    },
  );
  expect(res.status).toBe(204);
  const cookie = /cv_vid=([^;]+);/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  expect(res.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax/);
  const visitor = await verifiedVisitor(SECRET, cookie);
  expect(visitor).toMatch(/^[0-9a-f-]{36}$/);
  const db = state.t?.db;
  if (!db || !visitor) throw new Error("setup");
  const [row] = await db.select().from(visitorTouches).where(eq(visitorTouches.visitorId, visitor));
  expect(row?.firstTouch).toEqual({
    source: "google",
    medium: null,
    campaign: "fall",
    term: null,
    content: null,
    clickIdKind: null,
    referrerHost: "google.com",
    landingPath: "/ca/san-jose",
  });
  const [event] = await db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, visitor));
  expect(event?.props.ref).toBe("google.com");

  // The same visitor (cookie sent back) seeing a price: marked, and no second cookie.
  const again = await post([{ name: "pricing_interaction", props: { action_type: "change_bedrooms" } }], {
    cookie: `cv_vid=${cookie}`,
  });
  expect(again.headers.get("set-cookie")).toBeNull();
  const [seen] = await db.select().from(visitorTouches).where(eq(visitorTouches.visitorId, visitor));
  expect(seen?.priceSeenAt).not.toBeNull();
});

it("cuts a hostile landing address and referrer instead of failing", async () => {
  const res = await post(
    [{ name: "page_view", props: { path: "/", ref: `https://${"a".repeat(300)}.example/${"b".repeat(3000)}` } }],
    {
      referer: `http://localhost:3000/?utm_source=${"x".repeat(3000)}&utm_campaign=%00%E2%80%AE&gclid=${"g".repeat(500)}`,
    },
  );
  expect(res.status).toBe(204);
  const visitor = await verifiedVisitor(SECRET, /cv_vid=([^;]+);/.exec(res.headers.get("set-cookie") ?? "")?.[1]);
  const db = state.t?.db;
  if (!db || !visitor) throw new Error("setup");
  const [row] = await db.select().from(visitorTouches).where(eq(visitorTouches.visitorId, visitor));
  expect(row?.firstTouch.source).toHaveLength(TOUCH_VALUE_MAX);
  expect(row?.firstTouch.campaign).toBeNull();
  expect(row?.firstTouch.clickIdKind).toBe("gclid");
  // Past 4096 characters (longer than a browser sends) the batch is refused with a 4xx.
  const tooLong = await post([{ name: "page_view", props: { path: "/", ref: "r".repeat(5000) } }], {});
  expect(tooLong.status).toBe(400);
});
