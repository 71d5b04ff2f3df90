// Replays the estimate attack: with only a lead's id, from rotating addresses, ask for its
// estimate again and again and read its address back. Only the creating browser's token works,
// 3 emails per lead, and the answer carries nothing about the lead.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { outboxMessages, pricingLeads } from "@/server/db/schema";
import { createTestDb, type TestDb } from "../support/test-db";

const state = vi.hoisted(() => ({ t: undefined as TestDb | undefined }));
vi.mock("@/server/db/client", () => ({ getDb: async () => state.t?.db }));
vi.mock("@/server/analytics/visitor", () => ({ visitorId: async () => null, earlierLanding: async () => null }));
vi.mock("@/server/env", async (original) => {
  const real = ((await original()) as { env: Record<string, unknown> }).env;
  return { env: { ...real, TRUSTED_PROXY_HOPS: 1, RATE_LIMIT_SCALE: 1 } };
});

const leads = await import("@/app/api/leads/route");
const estimate = await import("@/app/api/leads/[id]/estimate/route");

beforeAll(async () => {
  state.t = await createTestDb();
});
afterAll(() => state.t?.close());

let n = 0;
const request = (path: string, body: unknown) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    // A fresh client address on every request (one trusted proxy hop).
    headers: {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      "x-forwarded-for": `203.0.113.${++n % 250}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

it("only the creating browser's token gets the estimate mailed, 3 times, and nothing is disclosed", async () => {
  const created = await leads.POST(
    request("/api/leads", {
      fullName: "Vic Tim",
      phone: "(415) 555-0199",
      email: "victim@example.com",
      serviceType: "air_duct",
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1500,
      address: "2180 Milvia St, Berkeley, CA 94704",
    }),
    undefined,
  );
  expect(created.status).toBe(201);
  const { leadId, estimateToken } = (await created.json()) as { leadId: string; estimateToken: string };
  expect(estimateToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const db = state.t?.db;
  if (!db) throw new Error("no db");
  const [row] = await db.select().from(pricingLeads).where(eq(pricingLeads.id, leadId));
  expect(row?.estimateTokenHash).not.toContain(estimateToken);

  const ask = async (body: unknown) => {
    const res = await estimate.POST(request(`/api/leads/${leadId}/estimate`, body), {
      params: Promise.resolve({ id: leadId }),
    });
    return { status: res.status, text: await res.text() };
  };
  // The attacker knows the id only: no body, an empty body, a guessed token.
  for (const body of [undefined, {}, { token: "A".repeat(43) }, { token: estimateToken.slice(1) }]) {
    const answer = await ask(body);
    expect([400, 404], JSON.stringify(body)).toContain(answer.status);
    expect(answer.text).not.toContain("victim");
  }
  const mails = () => db.select().from(outboxMessages).where(eq(outboxMessages.kind, "lead-estimate"));
  expect(await mails()).toHaveLength(0);

  // The creating browser: 3 emails, each answered `{ ok: true }` and nothing else.
  for (let i = 0; i < 3; i++) expect(await ask({ token: estimateToken })).toEqual({ status: 200, text: '{"ok":true}' });
  const fourth = await ask({ token: estimateToken });
  expect(fourth.status).toBe(429);
  expect(fourth.text).not.toContain("victim");
  expect((await mails()).map((m) => m.to)).toEqual(Array(3).fill("victim@example.com"));
});
