// Replays the forged A/B report: 40 invented visitors post an exposure and a conversion each to
// /api/events. The owner's report must show none of them; a visitor the server did assign cannot
// post a conversion nor pick its variant.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { signAssignment, signVisitor } from "@/domain/analytics/signed-cookies";
import { createTestDb, type TestDb } from "../support/test-db";

const SECRET = "forgery-test-secret-0123456789abcdef0123";
const state = vi.hoisted(() => ({ t: undefined as TestDb | undefined, jar: new Map<string, string>() }));
vi.mock("@/server/db/client", () => ({ getDb: async () => state.t?.db }));
vi.mock("@/server/env", async (original) => {
  const real = ((await original()) as { env: Record<string, unknown> }).env;
  return { env: { ...real, BETTER_AUTH_SECRET: "forgery-test-secret-0123456789abcdef0123", RATE_LIMIT_SCALE: 1000 } };
});

const { POST } = await import("@/app/api/events/route");
const { experimentReport } = await import("@/server/admin/experiment-report");

beforeAll(async () => {
  state.t = await createTestDb();
});
afterAll(() => state.t?.close());

const post = (events: unknown[]) =>
  POST(
    new Request("http://localhost:3000/api/events", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "http://localhost:3000",
        // The route reads the visitor's cookies from its request, as a browser sends them.
        cookie: [...state.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; "),
      },
      body: JSON.stringify({ events }),
    }),
    undefined,
  );

const hero = async () => {
  const db = state.t?.db;
  if (!db) throw new Error("no db");
  const report = await experimentReport(db);
  return report.find((r) => r.id === "hero_cta_test")?.variants.find((v) => v.id === "discount_urgency");
};

it("40 invented visitors posting exposures and conversions count for nothing", async () => {
  for (let i = 0; i < 40; i++) {
    const id = randomUUID();
    state.jar = new Map([
      ["cv_vid", id],
      ["cv_ab", "discount_urgency.range.standard"],
    ]);
    const res = await post([
      { name: "experiment_exposure", props: { test_id: "hero_cta_test", variant_id: "discount_urgency" } },
      { name: "generate_lead", props: { value: 379 } },
      { name: "book_service", props: { value: 379 } },
    ]);
    expect(res.status).toBe(204);
  }
  expect(await hero()).toMatchObject({ exposed: 0, goals: { generate_lead: { conversions: 0 } } });
});

it("a visitor the server assigned is counted in its own variant, without conversions it posts", async () => {
  const id = randomUUID();
  state.jar = new Map([
    ["cv_vid", await signVisitor(SECRET, id)],
    ["cv_ab", await signAssignment(SECRET, id, "discount_urgency.range.standard")],
  ]);
  await post([
    // Claims the control variant: the server's assignment wins.
    { name: "experiment_exposure", props: { test_id: "hero_cta_test", variant_id: "control" } },
    { name: "generate_lead", props: { value: 379 } },
  ]);
  expect(await hero()).toMatchObject({ exposed: 1, goals: { generate_lead: { conversions: 0 } } });
  // Another visitor's signed assignment does not fit this visitor.
  const stranger = randomUUID();
  state.jar.set("cv_vid", await signVisitor(SECRET, stranger));
  await post([{ name: "experiment_exposure", props: { test_id: "hero_cta_test", variant_id: "discount_urgency" } }]);
  expect((await hero())?.exposed).toBe(1);
});
