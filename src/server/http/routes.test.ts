// Every JSON route under src/app/api answers JSON with a message whatever its use case throws:
// 503 when the database is unreachable, 500 for anything else, and the log line carries none of
// the request's personal data. A route file missing from the table below fails the test.
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { businessToday } from "@/domain/quotes/quote-rules";
import { registerTextSender } from "@/server/sms/sender";
import { TEST_AUTH_TOKEN, twilioSignature } from "../../../tests/support/fake-twilio";
import { BERKELEY, bookingForm, leadForm } from "../../../tests/support/forms";
import { reviewToken } from "../reviews/review-links";

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
vi.mock("@/server/crew/require-technician", () => ({ technicianOrNull: async () => TECHNICIAN }));
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
const ID = "6f1c3c1e-7d5a-4f2b-9a51-3d2f0c9b8a11";
// With the secrets the owner's settings route is sent: they never reach a log either.
const PERSONAL = [
  "ana@example.com",
  "555-0199",
  "Ana Li",
  "2180 Milvia",
  "sk_test_51AnaLiKey",
  "whsec_AnaLi2180Milvia",
];

type Call = {
  method: string;
  body?: unknown;
  /** A body sent as it is, not as JSON (a photo), with its type. */
  raw?: { bytes: Uint8Array<ArrayBuffer>; type: string; signature?: string };
  query?: string;
};
/** A tiny JPEG's first bytes: the route must fail on the database before it judges the picture. */
const PHOTO = { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]), type: "image/jpeg" };
/** A text to the business number, signed as Twilio signs it (texts on, with a sender that sends nothing). */
registerTextSender({ webhookSecret: TEST_AUTH_TOKEN, send: async () => ({ sid: "SM0" }) });
const TEXT = { From: "+14155550199", Body: "Ana Li here, 2180 Milvia: can you come at 10?" };
const SIGNED_TEXT = {
  bytes: new TextEncoder().encode(new URLSearchParams(TEXT).toString()) as Uint8Array<ArrayBuffer>,
  type: "application/x-www-form-urlencoded",
  signature: twilioSignature(TEST_AUTH_TOKEN, "http://localhost:3000/api/sms/inbound", TEXT),
};
const ROUTES: Record<string, Call> = {
  // The forms carry every item of PERSONAL.
  leads: { method: "POST", body: leadForm({ squareFeet: 1500 }) },
  "leads/[id]/estimate": { method: "POST", body: { token: "a".repeat(43) } },
  bookings: { method: "POST", body: bookingForm({ serviceType: "standard", idempotencyKey: ID }) },
  "bookings/availability": { method: "POST", body: { serviceType: "standard", squareFeet: 1500, address: BERKELEY } },
  "bookings/[id]/cancel": { method: "POST", body: {} },
  "bookings/[id]/reschedule": { method: "POST", body: { appointmentDate: "2026-11-25", appointmentTime: "10:00" } },
  "admin/bookings/[id]/status": { method: "POST", body: { status: "cancelled", reason: "Ana Li booked twice" } },
  "admin/duplicates": { method: "POST", body: { bookings: [ID, "7f1c3c1e-7d5a-4f2b-9a51-3d2f0c9b8a12"] } },
  "admin/leads/[id]": { method: "POST", body: { status: "contacted", notes: "Ana Li asked for Friday" } },
  "admin/customers": { method: "GET", query: "?q=Ana%20Li%20555-0199" },
  "admin/phone-bookings": {
    method: "POST",
    body: {
      customer: { kind: "new", name: "Ana Li", email: "ana@example.com" },
      booking: bookingForm({ serviceType: "standard", idempotencyKey: ID }),
      lines: [{ kind: "discount", percent: 10, reason: "Ana Li is a neighbour at 2180 Milvia" }],
    },
  },
  "admin/quotes": {
    method: "POST",
    body: {
      send: true,
      quote: {
        customerId: "ana",
        serviceType: "standard",
        address: BERKELEY,
        phone: "(415) 555-0199",
        bedrooms: 3,
        bathrooms: 2,
        squareFeet: 1500,
        options: [{ label: "Good", lines: [{ name: "Duct cleaning for Ana Li", quantity: 1, unitCents: 49_900 }] }],
        note: "Ana Li, 2180 Milvia, ana@example.com",
        expiresOn: businessToday(new Date()),
      },
    },
  },
  "admin/quotes/[id]/send": { method: "POST", body: {} },
  "quotes/approve": {
    method: "POST",
    body: {
      token: "a".repeat(43),
      optionId: ID,
      appointmentDate: "2026-11-25",
      appointmentTime: "10:00",
      idempotencyKey: ID,
    },
  },
  "quotes/decline": { method: "POST", body: { token: "a".repeat(43), reason: "Ana Li moved from 2180 Milvia" } },
  "admin/customers/notes": {
    method: "POST",
    body: { customerId: "ana", body: "Ana Li, 2180 Milvia, ana@example.com" },
  },
  "admin/customers/merge": { method: "POST", body: { keepId: "ana", mergeId: "ana_li" } },
  "admin/customers/merge/preview": { method: "POST", body: { keepId: "ana", mergeId: "ana_li" } },
  "admin/customers/invite": { method: "POST", body: { customerId: "ana" } },
  "recurring/[id]": { method: "POST", body: { action: "interval", intervalMonths: 12 } },
  "admin/bookings/[id]/steps/correct": {
    method: "POST",
    body: { step: "start", reason: "Ana Li says the crew started at 9" },
  },
  "admin/crews/[id]/invite": { method: "POST", body: { email: "ana@example.com", name: "Ana Li" } },
  "crew/visits/[id]/steps": { method: "POST", body: { step: "on-my-way", estimate: { minutes: 30 } } },
  "admin/bookings/[id]/move": { method: "POST", body: { appointmentDate: "2026-11-25", appointmentTime: "10:00" } },
  "admin/bookings/[id]/crew": { method: "POST", body: { crewId: ID } },
  "admin/crews": {
    method: "POST",
    body: { action: "off", id: ID, date: "2026-11-25", reason: "Ana Li's van broke down" },
  },
  "admin/availability": {
    method: "POST",
    body: { action: "add-closure", area: "bay-area", date: "2026-11-25", reason: "Ana Li's street closed" },
  },
  profile: { method: "PATCH", body: { fullName: "Ana Li", phone: "(415) 555-0199", defaultAddress: "2180 Milvia St" } },
  newsletter: { method: "POST", body: { email: "ana@example.com" } },
  waitlist: { method: "POST", body: { email: "ana@example.com", zip: "60601", serviceType: "standard" } },
  "ask-us": {
    method: "POST",
    body: {
      service: "air-quality-testing",
      fullName: "Ana Li",
      phone: "(415) 555-0199",
      email: "ana@example.com",
      question: "Is 2180 Milvia St too dusty?",
    },
  },
  events: { method: "POST", body: { events: [{ name: "service_interaction", props: { source: "test" } }] } },
  sessions: { method: "POST", body: { sessionId: "sess_1795249456302_abc123", address: "2180 Milvia St" } },
  health: { method: "GET" },
  "site-facts": { method: "GET" },
  "work-photos": { method: "GET", query: "?area=bay-area" },
  "work-photos/[id]": { method: "GET", query: "?size=thumb" },
  "admin/work-photos/[id]": { method: "POST", body: { action: "publish", checked: true } },
  "admin/reviews/[id]": { method: "POST", body: { action: "reply", reply: "Thanks Ana Li, see you at 2180 Milvia" } },
  // A well-signed link, so the route reaches the database (which then fails).
  reviews: {
    method: "POST",
    body: { token: reviewToken(ID), rating: 2, text: "Ana Li at 2180 Milvia, ana@example.com" },
  },
  "admin/business-facts": {
    method: "PUT",
    body: {
      insured: true,
      insurerName: "Ana Li Mutual",
      emergencyOn: true,
      emergencyPhone: "(415) 555-0199",
      emergencyHours: "at 2180 Milvia St",
      sameDay: false,
    },
  },
  "crew/visits/[id]/report": {
    method: "PUT",
    body: { checklist: ["main-trunk"], findings: "Ana Li's attic at 2180 Milvia", recommendations: "" },
  },
  "crew/visits/[id]/photos": { method: "POST", raw: PHOTO, query: "?kind=before" },
  "crew/visits/[id]/wrap-up": { method: "POST", body: {} },
  "visits/[id]/photos/[photoId]": { method: "GET", query: "?size=thumb" },
  "sms/inbound": { method: "POST", raw: SIGNED_TEXT },
  "account/texts": { method: "POST", body: { on: false } },
  "account/phone-proof/send": { method: "POST", body: { phone: "(415) 555-0199" } },
  "account/phone-proof/confirm": { method: "POST", body: { code: "123456" } },
  "invoices/[id]/checkout": { method: "POST", body: {} },
  "stripe/webhook": { method: "POST", body: { id: "evt_1", object: "event" } },
  "crew/visits/[id]/payment": {
    method: "POST",
    body: { method: "check", amount: "350.00", checkNumber: "1042", idempotencyKey: ID },
  },
  "admin/invoices/[id]/payment": {
    method: "POST",
    body: { method: "cash", amount: "350", reason: "Ana Li paid at 2180 Milvia", idempotencyKey: ID },
  },
  "admin/invoices/[id]/credit-note": {
    method: "POST",
    body: { amount: "50.00", reason: "Ana Li's bird guard not fitted", idempotencyKey: ID },
  },
  "admin/payments/[id]/void": { method: "POST", body: { reason: "Ana Li's check bounced" } },
  "admin/payments/[id]/refund": {
    method: "POST",
    body: { amount: "50.00", reason: "Ana Li's bird guard not fitted", idempotencyKey: ID },
  },
  "admin/payment-settings": { method: "POST", body: { taxRate: "8.25" } },
  "admin/payment-settings/reminders": { method: "POST", body: { days: "3, 10, 30" } },
  // The owner's Stripe and Twilio settings (issue 51): good values, so each reaches the database.
  "admin/settings/payments": {
    method: "PUT",
    body: { stripeSecretKey: "sk_test_51AnaLiKey", stripeWebhookSecret: "whsec_AnaLi2180Milvia" },
  },
  "admin/settings/payments/test-stripe": { method: "POST", body: {} },
  "admin/settings/areas": {
    method: "POST",
    body: { area: "chicago", open: false, keepPages: true, closedZips: [] },
  },
  "admin/settings/payments/test-text": { method: "POST", body: {} },
  "admin/settings/business": {
    method: "PUT",
    body: {
      name: "Ana Li Vent Care",
      phone: "(510) 555-0199",
      email: "ana@example.com",
      street: "2180 Milvia St",
      city: "Berkeley",
      state: "CA",
      zip: "94704",
    },
  },
  "admin/invoices/[id]/stop-reminders": { method: "POST", body: {} },
  "admin/prices": {
    method: "PUT",
    body: {
      services: {
        standard: { description: "", baseCents: 24_900, perBedroomCents: 3_000, perBathroomCents: 2_000 },
        deep: { description: "", baseCents: 15_900, perBedroomCents: 0, perBathroomCents: 0 },
        move_out: { description: "", baseCents: 37_900, perBedroomCents: 2_500, perBathroomCents: 1_500 },
      },
      addOns: {
        uv_light: { name: "UV Light Installation", description: "", cents: 34_900 },
        filter: { name: "Filter Replacement", description: "", cents: 2_900 },
        video_inspection: { name: "Post-Cleaning Video Inspection", description: "", cents: 7_900 },
      },
    },
  },
  "admin/price-list": { method: "POST", body: { action: "add", description: "Bird guard", price: "49.00" } },
  "crew/visits/[id]/extras": { method: "POST", body: { action: "add", itemId: ID, quantity: 2 } },
};
/** Further methods of a route above, each answered the same way. */
const MORE: [string, Call][] = [
  ["visits/[id]/photos/[photoId]", { method: "DELETE", body: {} }],
  ["reviews", { method: "GET", query: "?area=bay-area" }],
];

// Bundled by Vite's glob (a template-literal import cannot reach folders named [id]).
const MODULES = import.meta.glob("../../app/api/**/route.ts");

function routeFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name), rel);
    return entry.name === "route.ts" ? [prefix] : [];
  });
}

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
  const request = new Request(`http://localhost/api/${route.replace("[id]", ID).replace("[photoId]", ID)}${query}`, {
    method,
    headers: {
      "content-type": raw?.type ?? "application/json",
      origin: "http://localhost:3000",
      "x-forwarded-for": `10.0.0.${Math.floor(Math.random() * 250)}`,
      ...(raw?.signature ? { "x-twilio-signature": raw.signature } : {}),
    },
    ...(raw ? { body: raw.bytes } : body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return handler(request, { params: Promise.resolve({ id: ID, photoId: ID }) });
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
