// A page left open since before the service ids were renamed (standard, deep, move_out) sends its
// form after the deploy: the server reads the former id as today's and stores today's, so nobody
// gets a 400 for a page they loaded a minute too early.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { holidaysBetween } from "@/domain/scheduling/holidays";
import { bookableDates } from "@/domain/scheduling/schedule";
import { bookings, pricingLeads, user } from "@/server/db/schema";
import { bookingForm, leadForm } from "../support/forms";
import { staffAllAreas } from "../support/staff";
import { createTestDb, type TestDb } from "../support/test-db";

const state = vi.hoisted(() => ({ t: undefined as TestDb | undefined }));
vi.mock("@/server/db/client", () => ({ getDb: async () => state.t?.db }));
vi.mock("@/server/analytics/visitor", () => ({ visitorId: async () => null, earlierLanding: async () => null }));
vi.mock("@/server/session", () => ({ getSessionUser: async () => ({ id: "early", role: "customer" }) }));
vi.mock("@/server/env", async (original) => {
  const real = ((await original()) as { env: Record<string, unknown> }).env;
  return { env: { ...real, TRUSTED_PROXY_HOPS: 1, RATE_LIMIT_SCALE: 1 } };
});

const bookingRoute = await import("@/app/api/bookings/route");
const leadRoute = await import("@/app/api/leads/route");

beforeAll(async () => {
  state.t = await createTestDb();
  await staffAllAreas(state.t.db, 2);
  await state.t.db.insert(user).values({ id: "early", name: "E", email: "early@example.com", emailVerified: true });
});
afterAll(() => state.t?.close());

let n = 0;
const post = (path: string, body: unknown) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      "x-forwarded-for": `192.0.2.${++n}`,
    },
    body: JSON.stringify(body),
  });

const span = bookableDates(new Date(), "America/Los_Angeles");
const closed = new Set(holidaysBetween(span[0] ?? "", span.at(-1) ?? "", []).map((h) => h.date));
const date = span.filter((d) => !closed.has(d))[3] ?? "";

it("takes a price request that names a former id and stores today's", async () => {
  const res = await leadRoute.POST(post("/api/leads", leadForm({ serviceType: "move_out" })), undefined);
  expect(res.status).toBe(201);
  const { leadId } = (await res.json()) as { leadId: string };
  const [row] = await (state.t as TestDb).db.select().from(pricingLeads).where(eq(pricingLeads.id, leadId));
  expect(row?.serviceType).toBe("duct_and_dryer");
});

it("books from a form that names a former id and stores today's", async () => {
  const res = await bookingRoute.POST(
    post("/api/bookings", bookingForm({ serviceType: "deep", appointmentDate: date })),
    undefined,
  );
  expect(res.status).toBe(201);
  const rows = await (state.t as TestDb).db.select().from(bookings).where(eq(bookings.userId, "early"));
  expect(rows.map((r) => r.serviceType)).toEqual(["dryer_vent"]);
});

it("still refuses a service that never was", async () => {
  const res = await leadRoute.POST(post("/api/leads", leadForm({ serviceType: "chimney" })), undefined);
  expect(res.status).toBe(400);
});
