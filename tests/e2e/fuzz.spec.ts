import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import fc from "fast-check";
import { bookableDates, bookingBody, signUp } from "../../scripts/proof/app.mjs";
import { type E2eServer, startE2eServer } from "../support/e2e-server";

// Thousands of generated bodies at every form and API route a visitor or customer can reach,
// signed in (so the routes behind sign-in are fuzzed too): never a 5xx, every rejection a 4xx
// with a message, and no row stored anywhere. Its own server and database, so the row count
// before and after is exact.
test.describe.configure({ mode: "serial" });

const PORT = 3220;
const ORIGIN = `http://localhost:${PORT}`;
const SAMPLES = 400;
const env = {
  BETTER_AUTH_SECRET: "fuzz-test-secret-0123456789abcdef0123",
  AUTH_RATE_LIMIT: "off",
  RATE_LIMIT_SCALE: "100000",
  // Stripe on, so the webhook checks what it is sent; nothing listens at this address, and no
  // probe may get as far as calling it (an unsigned event, another customer's invoice).
  STRIPE_SECRET_KEY: "sk_test_fuzz_never_called",
  STRIPE_WEBHOOK_SECRET: "whsec_fuzz_never_matched",
  STRIPE_API_URL: "http://127.0.0.1:9",
};

// Text a probe sends on purpose: NUL and other control characters (PostgreSQL cannot store NUL),
// 100 KB strings, and lists of addresses where one is expected.
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom("\u0000", "a\u0001b", "x\u001f", "line\r\nBcc: x@example.com"),
  fc.constant("x".repeat(100_000)),
  fc.integer({ min: 2, max: 20 }).map((n) => Array.from({ length: n }, (_, i) => `victim${i}@example.com`).join(",")),
  fc.constantFrom("a@x.com;b@y.com", "Ann <a@x.com>, b@y.com", "a@x.com b@y.com"),
);
const junk = fc.oneof(
  fc.anything(),
  nasty,
  fc.string({ maxLength: 20_000 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
);
const recordOf = (keys: string[]) =>
  fc.record(Object.fromEntries(keys.map((k) => [k, junk])), { requiredKeys: [] }) as fc.Arbitrary<unknown>;

async function countRows(dataDir: string): Promise<Record<string, number>> {
  const db = await PGlite.create(path.join(dataDir, "pglite", "pgdata"));
  try {
    const tables = await db.query<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public'");
    const counts: Record<string, number> = {};
    for (const { tablename } of tables.rows) {
      const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from "${tablename}"`);
      counts[tablename] = rows[0]?.n ?? 0;
    }
    return counts;
  } finally {
    await db.close();
  }
}

let dataDir = "";
let server: E2eServer;
let client: APIRequestContext;
let bookingId = "";
let before: Record<string, number> = {};

// HTTP-level fuzzing runs once, in the desktop project (playwright.config.ts), so its servers start once.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-fuzz-"));
  // The first server only sets the scene (an account, a booking); its data directory is kept.
  const first = await startE2eServer({ port: PORT, env, dataDir });
  let cookie = "";
  try {
    cookie = await signUp(PORT, ORIGIN, { email: "fuzz@example.com" });
    const booked = await fetch(`${ORIGIN}/api/bookings`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, cookie },
      body: JSON.stringify(bookingBody(1, { date: bookableDates()[3] ?? "", time: "10:00" })),
    });
    expect(booked.status).toBe(201);
    bookingId = (await booked.json()).booking.id;
  } finally {
    await first.stop();
  }
  before = await countRows(dataDir);
  // The count must come from the server's own database (a wrong path once compared two empty ones).
  expect(before.user, "accounts in the server's database before fuzzing").toBeGreaterThanOrEqual(1);
  // The fuzz booking, beside the demo crew's day the embedded seed writes.
  expect(before.bookings, "bookings in the server's database before fuzzing").toBeGreaterThanOrEqual(1);
  server = await startE2eServer({ port: PORT, env, dataDir });
  client = await playwrightRequest.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { origin: ORIGIN, cookie } });
});

test.afterAll(async () => {
  await client?.dispose();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const ROUTES: [string, "post" | "patch" | "put", () => string, fc.Arbitrary<unknown>][] = [
  [
    "lead",
    "post",
    () => "/api/leads",
    fc.oneof(
      recordOf(["fullName", "phone", "email", "bedrooms", "bathrooms", "squareFeet", "address", "pricingExact"]),
      fc.record({
        serviceType: fc.constantFrom("air_duct", "dryer_vent", "duct_and_dryer"),
        bedrooms: junk,
        email: junk,
      }),
      junk,
    ),
  ],
  [
    "ask us",
    "post",
    () => "/api/ask-us",
    fc.oneof(
      recordOf(["service", "fullName", "phone", "email", "question", "website"]),
      fc.record({ service: fc.constantFrom("air-quality-testing", "sanitizing"), question: junk, email: junk }),
      junk,
    ),
  ],
  ["visitor session", "post", () => "/api/sessions", fc.oneof(recordOf(["sessionId", "latitude", "address"]), junk)],
  ["newsletter", "post", () => "/api/newsletter", fc.oneof(recordOf(["email", "source"]), junk)],
  [
    "events",
    "post",
    () => "/api/events",
    fc.oneof(fc.record({ events: fc.array(recordOf(["name", "props"]), { maxLength: 60 }) }), junk),
  ],
  [
    "booking",
    "post",
    () => "/api/bookings",
    fc.oneof(recordOf(["serviceType", "appointmentDate", "appointmentTime", "idempotencyKey", "address"]), junk),
  ],
  [
    "open times",
    "post",
    () => "/api/bookings/availability",
    fc.oneof(recordOf(["serviceType", "squareFeet", "address", "seriesId"]), junk),
  ],
  [
    "reschedule",
    "post",
    () => `/api/bookings/${bookingId}/reschedule`,
    fc.oneof(recordOf(["appointmentDate", "appointmentTime"]), junk),
  ],
  ["profile", "patch", () => "/api/profile", fc.oneof(recordOf(["fullName", "phone", "address"]), junk)],
  // The crew's report on the customer's own visit: theirs to read, never to write (raw photo
  // uploads are fuzzed by visit-photos.spec.ts, as the crew).
  [
    "visit report",
    "put",
    () => `/api/crew/visits/${bookingId}/report`,
    fc.oneof(
      recordOf(["checklist", "findings", "recommendations"]),
      fc.record({ checklist: fc.array(junk, { maxLength: 30 }), findings: junk, recommendations: junk }),
      junk,
    ),
  ],
  // Texts are off on this server: the switch refuses every body, and the webhook takes no JSON.
  ["text switch", "post", () => "/api/account/texts", fc.oneof(recordOf(["on"]), junk)],
  ["phone code send", "post", () => "/api/account/phone-proof/send", fc.oneof(recordOf(["phone"]), junk)],
  ["phone code confirm", "post", () => "/api/account/phone-proof/confirm", fc.oneof(recordOf(["code"]), junk)],
  ["text webhook", "post", () => "/api/sms/inbound", fc.oneof(recordOf(["From", "Body", "AccountSid"]), junk)],
  // The review page's send: a link that is not signed by the server never stores anything.
  [
    "review",
    "post",
    () => "/api/reviews",
    fc.oneof(recordOf(["token", "rating", "text", "showName", "photoConsent"]), junk),
  ],
  // Payments: Pay now on an invoice that is not theirs (the booking's id names none), and
  // Stripe's webhook without a signature.
  ["pay now", "post", () => `/api/invoices/${bookingId}/checkout`, fc.oneof(recordOf(["amount", "currency"]), junk)],
  // The owner's credit note, as a customer: refused before the body is read, whatever it is.
  [
    "credit note",
    "post",
    () => `/api/admin/invoices/${bookingId}/credit-note`,
    fc.oneof(recordOf(["amount", "reason", "idempotencyKey"]), junk),
  ],
  // The owner's "not a duplicate" and cancel with a reason, as a customer: refused before the body is read.
  ["not a duplicate", "post", () => "/api/admin/duplicates", fc.oneof(recordOf(["bookings"]), junk)],
  [
    "owner cancel",
    "post",
    () => `/api/admin/bookings/${bookingId}/status`,
    fc.oneof(recordOf(["status", "reason", "endSeries"]), junk),
  ],
  // The customer's quote page (decision 0032): junk, or a well-formed approval with a token nobody
  // was sent, is refused with a sentence; nothing is booked.
  [
    "approve a quote",
    "post",
    () => "/api/quotes/approve",
    fc.oneof(
      recordOf(["token", "optionId", "addOnLineIds", "appointmentDate", "appointmentTime", "idempotencyKey"]),
      junk,
    ),
  ],
  ["decline a quote", "post", () => "/api/quotes/decline", fc.oneof(recordOf(["token", "reason"]), junk)],
  // The owner's quote builder, as a customer: refused before the body is read.
  ["build a quote", "post", () => "/api/admin/quotes", fc.oneof(recordOf(["quote", "send"]), junk)],
  ["stripe webhook", "post", () => "/api/stripe/webhook", fc.oneof(recordOf(["id", "type", "data", "object"]), junk)],
  ["send estimate", "post", () => "/api/leads/00000000-0000-4000-8000-000000000000/estimate", junk],
  ["sign-up", "post", () => "/api/auth/sign-up/email", fc.oneof(recordOf(["email", "password", "name"]), junk)],
  ["sign-in", "post", () => "/api/auth/sign-in/email", fc.oneof(recordOf(["email", "password"]), junk)],
];

for (const [name, method, route, arbitrary] of ROUTES) {
  test(`fuzz ${name}`, async () => {
    test.setTimeout(120_000);
    for (const body of fc.sample(arbitrary, { numRuns: SAMPLES, seed: 20261121 })) {
      let data: string;
      try {
        data = JSON.stringify(body) ?? "null";
      } catch {
        data = String(body);
      }
      const res = await client[method](route(), { data, headers: { "content-type": "application/json" } });
      const status = res.status();
      const where = `${route()} <- ${data.slice(0, 120)}`;
      expect(status, where).toBeGreaterThanOrEqual(400);
      expect(status, where).toBeLessThan(500);
      // Our routes answer { error }, better-auth's answer { message }.
      const json = await res.json().catch(() => null);
      expect(json?.error ?? json?.message, `${where}: message`).toBeTruthy();
    }
  });
}

// Lines and links typed into one-line fields: how a requester would write their own message into
// an email we send (a name in a greeting, an address in an estimate). Each one-line text field of
// every route, in an otherwise valid body, with each payload: refused with a sentence, nothing
// stored (the count below), nothing queued in the outbox.
const LINE_AND_LINK_PAYLOADS = [
  "Ann\r\nYour card on file was declined. Update it at http://pay.example/card",
  "Ann\nBcc: victim@example.com",
  "Ann\rACTION NEEDED",
  "Ann\u2028Update your card",
  "Ann\u0085Next line",
  "Confirm your card at https://evil.example/x",
  "Confirm your card at evil-pay.com/login",
  "Visit www.example.org now",
];
const ADDRESS = { street: "2180 Milvia St", unit: "", city: "Berkeley", state: "CA", zip: "94704" };
const ONE_LINE_FIELDS: [string, "post" | "patch", string, Record<string, unknown>, string[][]][] = [
  [
    "lead",
    "post",
    "/api/leads",
    {
      fullName: "Ann Lee",
      phone: "(415) 555-0100",
      email: "payload@example.com",
      serviceType: "air_duct",
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1500,
      address: "2180 Milvia St, Berkeley, CA 94704",
    },
    [["fullName"], ["address"]],
  ],
  [
    "ask us",
    "post",
    "/api/ask-us",
    { service: "sanitizing", fullName: "Ann Lee", phone: "(415) 555-0100", email: "payload@example.com" },
    [["fullName"], ["question"]],
  ],
  [
    "visitor session",
    "post",
    "/api/sessions",
    { sessionId: "sess_1764000000000_abcdef", address: "Berkeley, CA" },
    [["address"]],
  ],
  [
    "open times",
    "post",
    "/api/bookings/availability",
    { serviceType: "dryer_vent", squareFeet: 1500, address: ADDRESS },
    [
      ["address", "street"],
      ["address", "unit"],
      ["address", "city"],
    ],
  ],
  [
    "booking",
    "post",
    "/api/bookings",
    {
      serviceType: "dryer_vent",
      address: ADDRESS,
      phone: "(415) 555-0100",
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1500,
      appointmentDate: "2026-12-01",
      appointmentTime: "09:00",
      idempotencyKey: "00000000-0000-4000-8000-00000000f022",
    },
    [
      ["address", "street"],
      ["address", "unit"],
      ["address", "city"],
    ],
  ],
  [
    "profile",
    "patch",
    "/api/profile",
    { fullName: "Ann Lee", phone: "", defaultAddress: "" },
    [["fullName"], ["defaultAddress"]],
  ],
  [
    "sign-up",
    "post",
    "/api/auth/sign-up/email",
    { name: "Ann Lee", email: "payload-signup@example.com", password: "a long unusual passphrase 42" },
    [["name"]],
  ],
  ["update-user", "post", "/api/auth/update-user", { name: "Ann Lee" }, [["name"]]],
];

const withValue = (body: Record<string, unknown>, field: string[], value: string): Record<string, unknown> => {
  const [head, ...rest] = field;
  if (!head) return body;
  const inner = body[head];
  return {
    ...body,
    [head]:
      rest.length && inner && typeof inner === "object"
        ? withValue(inner as Record<string, unknown>, rest, value)
        : value,
  };
};

for (const [name, method, route, valid, fields] of ONE_LINE_FIELDS) {
  test(`line breaks and links in ${name}'s one-line fields are refused`, async () => {
    for (const field of fields) {
      for (const payload of LINE_AND_LINK_PAYLOADS) {
        const data = JSON.stringify(withValue(valid, field, payload));
        const res = await client[method](route, { data, headers: { "content-type": "application/json" } });
        const where = `${route} ${field.join(".")} <- ${JSON.stringify(payload)}`;
        expect(res.status(), where).toBeGreaterThanOrEqual(400);
        expect(res.status(), where).toBeLessThan(500);
        const json = await res.json().catch(() => null);
        expect(json?.error ?? json?.message, `${where}: message`).toBeTruthy();
      }
    }
  });
}

// Public GET routes that read a query: the pages' facts (an area or a state), the not-found
// page's suggestions (the path tried) and the booking form's ZIP lookup. Any query answers JSON,
// never a 5xx; a refusal says why.
for (const [name, route, keys] of [
  ["site facts", "/api/site-facts", ["area", "state"]],
  ["page suggestions", "/api/page-suggestions", ["path"]],
  ["ZIP lookup", "/api/zip-place", ["zip"]],
] as const) {
  test(`${name}: any query answers JSON, never a 5xx`, async () => {
    const text = fc.oneof(nasty, fc.string({ maxLength: 2_000 }), fc.string({ unit: "binary", maxLength: 200 }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...keys), text, async (key, value) => {
        const res = await client.get(`${route}?${new URLSearchParams({ [key]: value.slice(0, 4_000) })}`);
        const where = `${route} ${key}=${JSON.stringify(value.slice(0, 60))}`;
        expect(res.status(), where).toBeLessThan(500);
        const json = await res.json();
        if (res.status() >= 400) expect(json?.error, `${where}: message`).toBeTruthy();
      }),
      { numRuns: 100 },
    );
  });
}

test("nothing the fuzzing sent was stored", async () => {
  await server.stop();
  expect(await countRows(dataDir)).toEqual(before);
  // And nothing queued carries a payload (the outbox count above could hide a swap).
  const db = await PGlite.create(path.join(dataDir, "pglite", "pgdata"));
  try {
    const { rows } = await db.query<{ body: string }>(
      `select subject || ' ' || "text" || ' ' || coalesce(html, '') as body from outbox_messages`,
    );
    for (const { body } of rows) expect(body).not.toMatch(/declined|ACTION NEEDED|evil|pay\.example|www\.example/);
  } finally {
    await db.close();
  }
});

// Attribution (docs/decisions/0026): a landing's page address arrives as the beacon's Referer
// header and its referrer as the page view's `ref`. Whatever a link or a browser puts there, the
// batch is taken (204) and the touch kept is cut to its lengths (unit-tested in attribution.test.ts):
// never a 5xx. After the count above, since these batches are valid and are stored.
test("hostile landing addresses and referrers never fail the events route", async () => {
  test.setTimeout(120_000);
  const printable = fc.string({
    maxLength: 6000,
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  });
  const pageUrl = fc.oneof(
    printable,
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc
      .array(fc.tuple(fc.constantFrom("utm_source", "utm_campaign", "utm_term", "gclid", "msclkid"), printable), {
        maxLength: 6,
      })
      .map((pairs) => `${ORIGIN}/ca/san-jose?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`),
  );
  const ref = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.webUrl().map((u) => u.slice(0, 200)),
  );
  // The count above stopped the server: these run on one of their own over the same data.
  const again = await startE2eServer({ port: PORT, env, dataDir });
  try {
    for (const [referer, referrer] of fc.sample(fc.tuple(pageUrl, ref), { numRuns: 200, seed: 20261127 })) {
      const res = await client.post("/api/events", {
        data: JSON.stringify({ events: [{ name: "page_view", props: { path: "/ca/san-jose", ref: referrer } }] }),
        headers: { "content-type": "application/json", referer },
      });
      expect(res.status(), `${referer.slice(0, 120)} <- ${referrer.slice(0, 60)}`).toBe(204);
    }
  } finally {
    await again.stop();
  }
});
