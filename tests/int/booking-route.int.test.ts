// POST /api/bookings as an attacker scripts it: one account sending booking after booking, and an
// unverified account trying for a second visit. Limits answer with their own message (and when to
// retry for 429).
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { holidaysBetween } from "@/domain/scheduling/holidays";
import { bookableDates } from "@/domain/scheduling/schedule";
import { user } from "@/server/db/schema";
import { bookingForm } from "../support/forms";
import { staffAllAreas } from "../support/staff";
import { createTestDb, type TestDb } from "../support/test-db";

const state = vi.hoisted(() => ({ t: undefined as TestDb | undefined, userId: "unverified" }));
vi.mock("@/server/db/client", () => ({ getDb: async () => state.t?.db }));
vi.mock("@/server/analytics/visitor", () => ({ visitorId: async () => null, earlierLanding: async () => null }));
vi.mock("@/server/session", () => ({ getSessionUser: async () => ({ id: state.userId, role: "customer" }) }));
vi.mock("@/server/env", async (original) => {
  const real = ((await original()) as { env: Record<string, unknown> }).env;
  return { env: { ...real, BOOKING_LIMITS: true, RATE_LIMIT_SCALE: 1, TRUSTED_PROXY_HOPS: 1 } };
});

const { POST } = await import("@/app/api/bookings/route");

beforeAll(async () => {
  state.t = await createTestDb();
  // Only staffed crews sell time: two in every area.
  await staffAllAreas(state.t.db, 2);
  await state.t.db.insert(user).values([
    { id: "unverified", name: "U", email: "u@example.com", emailVerified: false },
    { id: "busy", name: "B", email: "b@example.com", emailVerified: true },
  ]);
});
afterAll(() => state.t?.close());

// Working days only (the business closes on its default holidays).
const span = bookableDates(new Date(), "America/Los_Angeles");
const closed = new Set(holidaysBetween(span[0] ?? "", span.at(-1) ?? "", []).map((h) => h.date));
const dates = span.filter((d) => !closed.has(d)).slice(2);
let n = 0;
const book = (appointmentDate: string, appointmentTime = "09:00") =>
  POST(
    new Request("http://localhost:3000/api/bookings", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        // A fresh client address every time: the per-account limit still holds.
        "x-forwarded-for": `198.51.100.${++n}`,
      },
      body: JSON.stringify(bookingForm({ serviceType: "air_duct", appointmentDate, appointmentTime })),
    }),
    undefined,
  );

it("an unverified account books one visit, then is asked to verify its email", async () => {
  state.userId = "unverified";
  expect((await book(dates[0] as string)).status).toBe(201);
  const second = await book(dates[1] as string);
  expect(second.status).toBe(403);
  expect((await second.json()).error).toMatch(/verify your email/i);
});

it("one account gets 5 booking requests a minute from any addresses, then 429 with Retry-After", async () => {
  state.userId = "busy";
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await book(dates[3] as string, "10:00")).status);
  // The first books; the others meet the one-visit-a-day rule.
  expect(statuses).toEqual([201, 422, 422, 422, 422]);
  const sixth = await book(dates[4] as string);
  expect(sixth.status).toBe(429);
  expect(sixth.headers.get("retry-after")).toBe("60");
});
