// The newsletter API replayed as an attacker uses it: an address list in one field, and the same
// victim address entered again and again to flood it with confirmation links.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { newsletterSubscribers, outboxMessages } from "@/server/db/schema";
import { createTestDb, type TestDb } from "../support/test-db";

const state = vi.hoisted(() => ({ t: undefined as TestDb | undefined }));
vi.mock("@/server/db/client", () => ({ getDb: async () => state.t?.db }));
vi.mock("@/server/env", async (original) => {
  const real = ((await original()) as { env: Record<string, unknown> }).env;
  // Per-address request limiter out of the way: the daily per-mailbox limit is under test.
  return { env: { ...real, BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-1234", RATE_LIMIT_SCALE: 1000 } };
});

const { POST } = await import("@/app/api/newsletter/route");

beforeAll(async () => {
  state.t = await createTestDb();
});
afterAll(() => state.t?.close());

const post = (body: unknown) =>
  POST(
    new Request("http://localhost:3000/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify(body),
    }),
    undefined,
  );

it("refuses an address list with 400 and queues nothing", async () => {
  for (const email of ["a@x.com,b@y.com", "a@x.com;b@y.com", "a@x.com b@y.com", "A <a@x.com>, b@y.com"]) {
    const res = await post({ email });
    expect(res.status, email).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false });
  }
  const db = state.t?.db;
  if (!db) throw new Error("no db");
  expect(await db.select().from(outboxMessages)).toHaveLength(0);
  expect(await db.select().from(newsletterSubscribers)).toHaveLength(0);
});

it("mails one address at most 3 confirmations a day and answers every request the same", async () => {
  const answers: string[] = [];
  for (let i = 0; i < 10; i++) {
    const res = await post({ email: "victim@example.com" });
    answers.push(`${res.status} ${await res.text()}`);
  }
  expect(new Set(answers)).toEqual(new Set(['200 {"ok":true}']));
  const db = state.t?.db;
  if (!db) throw new Error("no db");
  const mails = await db.select().from(outboxMessages);
  expect(mails.map((m) => `${m.kind} ${m.to}`)).toEqual(Array(3).fill("newsletter-confirm victim@example.com"));
});
