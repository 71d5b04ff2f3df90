// Every JSON route under src/app/api answers JSON with a message whatever its use case throws:
// 503 when the database is unreachable, 500 for anything else, and the log line carries none of
// the request's personal data. A route file missing from the table (route-calls.ts) fails the test.
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { registerTextSender } from "@/server/sms/sender";
import { TEST_AUTH_TOKEN } from "../../../tests/support/fake-twilio";
import { type Call, ID, MORE, ROUTES } from "./route-calls";

const state = vi.hoisted(() => ({ error: new Error("unset") as Error, logged: [] as unknown[] }));

vi.mock("@/server/db/client", () => ({
  getDb: async () => {
    throw state.error;
  },
}));
const ADMIN = { id: "u1", email: "olivia@example.com", name: "Olivia", role: "admin" };
vi.mock("@/server/session", () => ({ getSessionUser: async () => ADMIN }));
vi.mock("@/server/admin/require-admin", () => ({ adminOrNull: async () => ADMIN }));
const TECHNICIAN = { id: "u2", email: "theo@example.com", name: "Theo", role: "technician" };
vi.mock("@/server/technician/require-technician", () => ({ technicianOrNull: async () => TECHNICIAN }));
// Stripe configured, and every signature good: the webhook then reaches the database like the rest.
vi.mock("@/server/payments/stripe-gateway", () => ({
  configuredGateway: () => ({
    verifyEvent: () => ({
      id: "evt_1",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_1", metadata: {} } },
    }),
    createCheckout: async () => ({
      id: "cs_1",
      url: "https://checkout.example/cs_1",
      amountCents: 100,
      currency: "usd",
    }),
    refund: async () => ({ id: "re_1", status: "succeeded" }),
    paymentFee: async () => null,
  }),
  onlinePaymentsEnabled: () => true,
}));
vi.mock("@/server/analytics/visitor", () => ({
  visitorId: async () => null,
  assignedVisitor: async () => null,
  earlierLanding: async () => null,
}));
// What reaches the log: `err` as the real logger serializes it.
vi.mock("@/server/logger", async () => {
  const { redactError } = await import("@/server/logging/redact");
  const log = (fields: Record<string, unknown>, message?: string) =>
    void state.logged.push({ ...fields, ...(fields.err ? { err: redactError(fields.err) } : {}), message });
  return { logger: { error: log, warn: log, info: log, debug: log } };
});

const API = path.resolve(import.meta.dirname, "../../app/api");
// With the secrets the owner's settings route is sent: they never reach a log either.
const PERSONAL = [
  "ana@example.com",
  "555-0199",
  "Ana Li",
  "2180 Milvia",
  "sk_test_51AnaLiKey",
  "whsec_AnaLi2180Milvia",
];

registerTextSender({ webhookSecret: TEST_AUTH_TOKEN, send: async () => ({ sid: "SM0" }) });

// Bundled by Vite's glob (a template-literal import cannot reach folders named [id]).
const MODULES = import.meta.glob("../../app/api/**/route.ts");

function routeFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name), rel);
    return entry.name === "route.ts" ? [prefix] : [];
  });
}

const TILE = { z: "10", x: "163", y: "395" };

async function call(route: string, spec: Call = ROUTES[route] as Call) {
  const { method, body, raw, query = "" } = spec;
  const load = MODULES[`../../app/api/${route}/route.ts`];
  if (!load) throw new Error(`no module for ${route}`);
  const mod = (await load()) as Record<
    string,
    (r: Request, c: { params: Promise<Record<string, string>> }) => Promise<Response>
  >;
  const handler = mod[method];
  if (!handler) throw new Error(`${route} exports no ${method}`);
  const request = new Request(
    `http://localhost/api/${route.replace("[id]", ID).replace("[photoId]", ID).replace("[z]/[x]/[y]", "10/163/395")}${query}`,
    {
      method,
      headers: {
        "content-type": raw?.type ?? "application/json",
        origin: "http://localhost:3000",
        "x-forwarded-for": `10.0.0.${Math.floor(Math.random() * 250)}`,
        ...(raw?.signature ? { "x-twilio-signature": raw.signature } : {}),
      },
      ...(raw ? { body: raw.bytes } : body === undefined ? {} : { body: JSON.stringify(body) }),
    },
  );
  // A map tile's place (decision 0043): the segments are the URL's, unused by other routes.
  return handler(request, { params: Promise.resolve({ id: ID, photoId: ID, ...TILE }) });
}

beforeEach(() => {
  state.logged.length = 0;
});
afterEach(() => vi.clearAllMocks());

/** Routes that read no database (content only): checked apart, below. */
const NO_DATABASE = ["page-suggestions", "zip-place"];

it("the table covers every JSON route but better-auth's catch-all", () => {
  const files = routeFiles(API).filter((r) => !r.startsWith("auth/") && !NO_DATABASE.includes(r));
  expect(files.sort()).toEqual(Object.keys(ROUTES).sort());
});

it("the not-found page's suggestions answer from the content, whatever the database does", async () => {
  const res = await call("page-suggestions", { method: "GET", query: "?path=%2Fca%2Fsan-jos" });
  expect(res.status).toBe(200);
  const { suggestions } = (await res.json()) as { suggestions: { href: string }[] };
  expect(suggestions[0]?.href).toBe("/ca/san-jose");
});

it("the booking form's ZIP lookup answers from the content, and refuses what is not a ZIP", async () => {
  const res = await call("zip-place", { method: "GET", query: "?zip=95112" });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true, place: { city: "San Jose", state: "CA" } });
  const bad = await call("zip-place", { method: "GET", query: "?zip=9511" });
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { error: string }).error).toContain("5-digit");
});

describe.each([
  ...Object.entries(ROUTES).map(([route, spec]) => [`${spec.method} ${route}`, route, spec] as const),
  ...MORE.map(([route, spec]) => [`${spec.method} ${route}`, route, spec] as const),
])("%s", (_name, route, spec) => {
  it("answers 503 JSON with a message when the database is unreachable", async () => {
    state.error = Object.assign(
      new Error(
        `Failed query: insert into x values ($1, $2)\nparams: Ana Li,ana@example.com,(415) 555-0199,2180 Milvia St`,
      ),
      { cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }) },
    );
    const res = await call(route, spec);
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toContain("application/json");
    const json = (await res.json()) as { ok: boolean; error: string };
    expect(json.ok).toBe(false);
    expect(json.error.length).toBeGreaterThan(10);
    const logged = JSON.stringify(state.logged);
    expect(logged).toContain("request failed");
    for (const personal of PERSONAL) expect(logged).not.toContain(personal);
  });

  it("answers 500 JSON with a message for a fault in the code", async () => {
    state.error = new TypeError("Cannot read properties of undefined (reading 'id')");
    const res = await call(route, spec);
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();
  });
});
