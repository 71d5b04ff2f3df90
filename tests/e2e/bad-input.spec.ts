import crypto from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { uniqueEmail } from "./support";

// Text PostgreSQL cannot store (a NUL byte) and other control characters are bad input: every
// JSON route refuses them with a 400 and a message naming the field, before anything is stored.
// API-level: runs once, in the desktop project (playwright.config.ts).

const NUL = "\u0000";
let customer: APIRequestContext;
let admin: APIRequestContext;

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string;
  const extraHTTPHeaders = { origin: new URL(baseURL).origin };
  customer = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const signUp = await customer.post("/api/auth/sign-up/email", {
    data: { email: uniqueEmail("nul"), password: "Nul-Byte-Pass-2026", name: "Nora Null" },
  });
  expect(signUp.status()).toBe(200);
  const signIn = await admin.post("/api/auth/sign-in/email", {
    data: { email: "admin@clearvent.example", password: "AdminPass123!" },
  });
  expect(signIn.status()).toBe(200);
});

test.afterAll(async () => {
  await customer?.dispose();
  await admin?.dispose();
});

const lead = {
  fullName: `Ann${NUL}`,
  phone: "4155550111",
  email: "ann@example.com",
  serviceType: "air_duct",
  bedrooms: 2,
  bathrooms: 1,
  squareFeet: 1200,
};
const booking = {
  serviceType: "air_duct",
  address: `1 Main St${NUL}, San Francisco, CA 94110`,
  bedrooms: 2,
  bathrooms: 1,
  squareFeet: 1200,
  appointmentDate: "2030-01-08",
  appointmentTime: "09:00",
  notes: "gate",
  idempotencyKey: crypto.randomUUID(),
};
const id = crypto.randomUUID();

const cases: [string, "post" | "patch", string, () => APIRequestContext, Record<string, unknown>, string][] = [
  ["lead", "post", "/api/leads", () => customer, lead, "fullName"],
  ["newsletter", "post", "/api/newsletter", () => customer, { email: "a@example.com", source: `x${NUL}` }, "source"],
  [
    "visitor session",
    "post",
    "/api/sessions",
    () => customer,
    { sessionId: "sess_1700000000000_abcdef", address: `x${NUL}` },
    "address",
  ],
  [
    "events",
    "post",
    "/api/events",
    () => customer,
    { events: [{ name: "service_interaction", props: { s: `x${NUL}` } }] },
    "events.0.props.s",
  ],
  [
    "profile",
    "patch",
    "/api/profile",
    () => customer,
    { fullName: `Nora${NUL}`, phone: "", defaultAddress: "" },
    "fullName",
  ],
  ["booking", "post", "/api/bookings", () => customer, booking, "address"],
  [
    "reschedule",
    "post",
    `/api/bookings/${id}/reschedule`,
    () => customer,
    { appointmentDate: `2030-01-0${NUL}`, appointmentTime: "09:00" },
    "appointmentDate",
  ],
  ["admin status", "post", `/api/admin/bookings/${id}/status`, () => admin, { status: `confirmed${NUL}` }, "status"],
];

for (const [name, method, route, who, body, field] of cases) {
  test(`${name}: a NUL byte is refused with 400 and a message`, async () => {
    const res = await who()[method](route, { data: body });
    expect(res.status(), await res.text()).toBe(400);
    const json = (await res.json()) as { ok: boolean; error: string; fieldErrors?: Record<string, string[]> };
    expect(json.ok).toBe(false);
    expect(json.error).toMatch(/control characters/);
    expect(Object.keys(json.fieldErrors ?? {})).toEqual([field]);
  });
}
