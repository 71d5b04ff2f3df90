// Replays the phishing seen through our own address: a "name" or "address" carrying line breaks
// and a link, sent to a stranger's email as an estimate. Such text is refused with a sentence and
// nothing is stored or queued; the estimate of an honest request names no typed name or address.
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { SINGLE_LINE_MESSAGES } from "@/domain/validation/single-line";
import { outboxMessages, pricingLeads } from "@/server/db/schema";
import { leadForm } from "../support/forms";
import { parseOutboxMail } from "../support/parse-mail";
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
const post = (path: string, body: unknown) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      "x-forwarded-for": `198.51.100.${++n % 250}`,
    },
    body: JSON.stringify(body),
  });

const db = () => {
  if (!state.t) throw new Error("no db");
  return state.t.db;
};

it("refuses a name or address with line breaks or links, and stores and sends nothing", async () => {
  const cases: [Record<string, string>, string][] = [
    [{ fullName: "Ann\r\nYour card on file was declined. Update it at http://pay.example/x" }, "fullName"],
    [{ fullName: "Ann\nACTION NEEDED" }, "fullName"],
    [{ fullName: "Confirm card at evil-pay.com" }, "fullName"],
    [{ address: "1 Main St\nUpdate your card at www.example.org" }, "address"],
    [{ address: "1 Main St, https://evil.example, CA 94704" }, "address"],
  ];
  for (const [patch, field] of cases) {
    const res = await leads.POST(post("/api/leads", leadForm({ email: "stranger@example.com", ...patch })), undefined);
    expect(res.status, JSON.stringify(patch)).toBe(400);
    const body = (await res.json()) as { error: string; fieldErrors?: Record<string, string[]> };
    const said = body.fieldErrors?.[field]?.[0];
    expect([SINGLE_LINE_MESSAGES.lineBreak, SINGLE_LINE_MESSAGES.link]).toContain(said);
  }
  expect(await db().select().from(pricingLeads)).toHaveLength(0);
  expect(await db().select().from(outboxMessages)).toHaveLength(0);
});

it("the estimate sent to the typed address says the service, home and price, not the typed name or address", async () => {
  const created = await leads.POST(
    post("/api/leads", leadForm({ fullName: "Zelda Marker", address: "77 Markerton Ave, Berkeley, CA 94704" })),
    undefined,
  );
  expect(created.status).toBe(201);
  const { leadId, estimateToken } = (await created.json()) as { leadId: string; estimateToken: string };
  const sent = await estimate.POST(post(`/api/leads/${leadId}/estimate`, { token: estimateToken }), {
    params: Promise.resolve({ id: leadId }),
  });
  expect(sent.status).toBe(200);
  const rows = await db().select().from(outboxMessages);
  const row = rows.find((m) => m.kind === "lead-estimate");
  if (!row) throw new Error("no estimate queued");
  const mail = await parseOutboxMail(row);
  const everything = `${mail.subject}\n${mail.text}\n${mail.html || ""}`;
  expect(everything).toContain("3 bedrooms, 2 bathrooms, 1,751 sq ft");
  expect(everything).toMatch(/\$\d+/);
  expect(everything).not.toMatch(/Zelda|Marker/);
});
