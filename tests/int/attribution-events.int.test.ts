// The events route as a browser landing from a campaign uses it: the beacon's Referer is the page
// (with its query), the page view carries document.referrer. A visitor without the signed
// visitor cookie gets it here, with its landing signed beside it; the next batch (which proves the
// browser keeps cookies) makes it a visitor whose first touch is that landing; a batch without a
// signed visitor creates none; the stored event keeps only the referrer's host; a
// hostile address is cut, never a failure.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { TOUCH_VALUE_MAX } from "@/domain/analytics/attribution";
import { signVisitor, verifiedLanding, verifiedVisitor } from "@/domain/analytics/signed-cookies";
import { dashboardFigures } from "@/server/admin/dashboard-figures";
import { analyticsEvents, visitorLastSeen, visitorTouches } from "@/server/db/schema";
import { touchesForRequest } from "@/server/insights/touches";
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

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0]
    ?.slice(name.length + 1);

const GOOGLE_FALL = {
  source: "google",
  medium: null,
  campaign: "fall",
  term: null,
  content: null,
  clickIdKind: null,
  referrerHost: "google.com",
  landingPath: "/ca/san-jose",
};

it("gives a landing visitor the signed visitor cookie and keeps where they came from", async () => {
  const db = state.t?.db;
  if (!db) throw new Error("setup");
  const visitorsBefore = (await dashboardFigures(db, new Date())).funnel.visitors;
  const res = await post(
    [{ name: "page_view", props: { path: "/ca/san-jose", ref: "https://www.google.com/search?q=ducts" } }],
    {
      referer: "http://localhost:3000/ca/san-jose?utm_source=google&utm_campaign=fall",
    },
  );
  expect(res.status).toBe(204);
  const cookie = cookieOf(res, "cv_vid");
  expect(res.headers.get("set-cookie")).toMatch(/HttpOnly; SameSite=Lax/);
  const visitor = await verifiedVisitor(SECRET, cookie);
  expect(visitor).toMatch(/^[0-9a-f-]{36}$/);
  if (!visitor) throw new Error("no visitor");
  // The landing goes back with it, bound to that visitor, for API requests only.
  const landing = cookieOf(res, "cv_land");
  expect(res.headers.getSetCookie().find((c) => c.startsWith("cv_land="))).toMatch(
    /Path=\/api; HttpOnly; SameSite=Lax/,
  );
  expect(await verifiedLanding(SECRET, visitor, landing)).toEqual(GOOGLE_FALL);
  // A batch without a signed visitor creates no visitor: no row, no last page view, its event anonymous.
  expect(await db.select().from(visitorTouches).where(eq(visitorTouches.visitorId, visitor))).toEqual([]);
  expect(await db.select().from(visitorLastSeen)).toEqual([]);
  expect((await dashboardFigures(db, new Date())).funnel.visitors).toBe(visitorsBefore);
  const [anonymous] = await db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, "anonymous"));
  expect(anonymous?.props.ref).toBe("google.com");

  // A lead made before the next batch is credited to the landing the cookie carries.
  const cookies = `cv_vid=${cookie}; cv_land=${landing}`;
  expect(await touchesForRequest(db, new Headers({ cookie: cookies }), visitor)).toEqual({
    first: GOOGLE_FALL,
    last: GOOGLE_FALL,
  });

  // The same browser (cookies sent back) seeing a price on the next page: now a visitor, whose
  // first touch is where they landed; the landing cookie is cleared, and no second visitor cookie.
  const again = await post(
    [
      {
        name: "page_view",
        props: { path: "/ca/san-jose/air-duct-cleaning", ref: "http://localhost:3000/ca/san-jose" },
      },
      { name: "pricing_interaction", props: { action_type: "change_bedrooms" } },
    ],
    { cookie: cookies, referer: "http://localhost:3000/ca/san-jose/air-duct-cleaning" },
  );
  expect(again.status).toBe(204);
  expect(cookieOf(again, "cv_vid")).toBeUndefined();
  expect(again.headers.getSetCookie()).toEqual([expect.stringMatching(/^cv_land=; Path=\/api; Max-Age=0/)]);
  const [row] = await db.select().from(visitorTouches).where(eq(visitorTouches.visitorId, visitor));
  expect(row?.firstTouch).toEqual(GOOGLE_FALL);
  expect(row?.lastTouch).toEqual(GOOGLE_FALL);
  expect(row?.priceSeenAt).not.toBeNull();
  expect((await dashboardFigures(db, new Date())).funnel.visitors).toBe(visitorsBefore + 1);

  // Another visitor's landing cookie is not taken.
  const stranger = await post([{ name: "page_view", props: { path: "/faq", ref: "" } }], {
    cookie: `cv_vid=${await signVisitor(SECRET, "00000000-0000-4000-8000-000000000002")}; cv_land=${landing}`,
    referer: "http://localhost:3000/faq",
  });
  expect(stranger.status).toBe(204);
  const [strangerRow] = await db
    .select()
    .from(visitorTouches)
    .where(eq(visitorTouches.visitorId, "00000000-0000-4000-8000-000000000002"));
  expect(strangerRow?.firstTouch.landingPath).toBe("/faq");
});

it("cookie-less batches, however many, create no visitor", async () => {
  const db = state.t?.db;
  if (!db) throw new Error("setup");
  const touchesBefore = (await db.select().from(visitorTouches)).length;
  const seenBefore = (await db.select().from(visitorLastSeen)).length;
  for (let i = 0; i < 20; i++) {
    const res = await post(
      [{ name: "page_view", props: { path: "/ca/oakland", ref: "https://evil.example/" } }],
      // A forged visitor cookie is no cookie.
      {
        referer: `http://localhost:3000/ca/oakland?utm_source=forged${i}`,
        ...(i % 2 ? { cookie: "cv_vid=00000000-0000-4000-8000-000000000009.AAAA" } : {}),
      },
    );
    expect(res.status).toBe(204);
  }
  expect((await db.select().from(visitorTouches)).length).toBe(touchesBefore);
  expect((await db.select().from(visitorLastSeen)).length).toBe(seenBefore);
});

it("cuts a hostile landing address and referrer instead of failing", async () => {
  const res = await post(
    [{ name: "page_view", props: { path: "/", ref: `https://${"a".repeat(300)}.example/${"b".repeat(3000)}` } }],
    {
      referer: `http://localhost:3000/?utm_source=${"x".repeat(3000)}&utm_campaign=%00%E2%80%AE&gclid=${"g".repeat(500)}`,
    },
  );
  expect(res.status).toBe(204);
  const visitor = await verifiedVisitor(SECRET, cookieOf(res, "cv_vid"));
  const db = state.t?.db;
  if (!db || !visitor) throw new Error("setup");
  // The visitor's next batch records the landing.
  await post([{ name: "pricing_interaction", props: {} }], {
    cookie: `cv_vid=${cookieOf(res, "cv_vid")}; cv_land=${cookieOf(res, "cv_land")}`,
  });
  const [row] = await db.select().from(visitorTouches).where(eq(visitorTouches.visitorId, visitor));
  expect(row?.firstTouch.source).toHaveLength(TOUCH_VALUE_MAX);
  expect(row?.firstTouch.campaign).toBeNull();
  expect(row?.firstTouch.clickIdKind).toBe("gclid");
  // Past 4096 characters (longer than a browser sends) the batch is refused with a 4xx.
  const tooLong = await post([{ name: "page_view", props: { path: "/", ref: "r".repeat(5000) } }], {});
  expect(tooLong.status).toBe(400);
});
