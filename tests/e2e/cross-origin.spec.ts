import crypto from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { uniqueEmail } from "./support";

// A page on another origin (another site, or another port of this host, which SameSite=Lax does
// not stop) makes the signed-in visitor's browser write to our JSON routes. Every write needs an
// Origin we trust and a JSON body; the refusal comes before anything is read or changed.
// API-level: runs once, in the desktop project (playwright.config.ts).

let base = "";
let origin = "";
let customer: APIRequestContext;
let admin: APIRequestContext;

test.beforeAll(async ({ playwright }, testInfo) => {
  base = testInfo.project.use.baseURL as string;
  origin = new URL(base).origin;
  customer = await playwright.request.newContext({ baseURL: base });
  admin = await playwright.request.newContext({ baseURL: base });
  const up = await customer.post("/api/auth/sign-up/email", {
    headers: { origin },
    data: { email: uniqueEmail("xo"), password: "Cross-Origin-Pass-2026", name: "Cora Origin" },
  });
  expect(up.status()).toBe(200);
  const saved = await customer.patch("/api/profile", {
    headers: { origin },
    data: { fullName: "Cora Origin", phone: "4155550123", defaultAddress: "" },
  });
  expect(saved.status()).toBe(200);
  const adminIn = await admin.post("/api/auth/sign-in/email", {
    headers: { origin },
    data: { email: "admin@clearvent.example", password: "AdminPass123!" },
  });
  expect(adminIn.status()).toBe(200);
});

test.afterAll(async () => {
  await customer?.dispose();
  await admin?.dispose();
});

const id = crypto.randomUUID();
const lead = {
  fullName: "Xavier Origin",
  phone: "4155550177",
  email: "xavier@example.com",
  serviceType: "air_duct",
  bedrooms: 2,
  bathrooms: 1,
  squareFeet: 1200,
};
const WRITES: [string, "post" | "patch", string, () => APIRequestContext, object][] = [
  ["profile", "patch", "/api/profile", () => customer, { fullName: "Mallory", phone: "", defaultAddress: "" }],
  ["cancel", "post", `/api/bookings/${id}/cancel`, () => customer, {}],
  [
    "reschedule",
    "post",
    `/api/bookings/${id}/reschedule`,
    () => customer,
    { appointmentDate: "2030-01-08", appointmentTime: "09:00" },
  ],
  ["admin status", "post", `/api/admin/bookings/${id}/status`, () => admin, { status: "cancelled" }],
  ["newsletter", "post", "/api/newsletter", () => customer, { email: "victim@example.com" }],
  ["lead", "post", "/api/leads", () => customer, lead],
  [
    "ask us",
    "post",
    "/api/ask-us",
    () => customer,
    { service: "sanitizing", fullName: "Ann Lee", phone: "(415) 555-0100", email: "ask@example.com" },
  ],
  ["estimate", "post", `/api/leads/${id}/estimate`, () => customer, {}],
];

for (const [name, method, route, who, data] of WRITES) {
  test(`${name}: refused from another origin and as a form post`, async () => {
    for (const evil of ["http://evil.example", origin.replace(/:(\d+)$/, ":9999"), "null"]) {
      const res = await who()[method](route, { headers: { origin: evil }, data });
      expect(res.status(), `${route} from ${evil}`).toBe(403);
      expect((await res.json()).error).toMatch(/did not come from our website/);
    }
    // No Origin and no Sec-Fetch-Site: a client that will not say where it comes from.
    expect((await who()[method](route, { data })).status(), `${route} without origin`).toBe(403);
    // A cross-origin page can send text/plain without a preflight: never accepted, even with our origin.
    const form = await who()[method](route, {
      headers: { origin, "content-type": "text/plain" },
      data: JSON.stringify(data),
    });
    expect(form.status(), `${route} as text/plain`).toBe(415);
  });
}

test("the refused profile change left the profile as it was", async () => {
  const page = await (await customer.get("/customer-dashboard")).text();
  expect(page).toContain("Cora Origin");
  expect(page).not.toContain("Mallory");
});

test("on the local default the server's other addresses just work (sign-up through 127.0.0.1)", async ({
  playwright,
}) => {
  const loopback = base.replace("localhost", "127.0.0.1");
  const ctx = await playwright.request.newContext({ baseURL: loopback });
  const up = await ctx.post("/api/auth/sign-up/email", {
    headers: { origin: new URL(loopback).origin },
    data: { email: uniqueEmail("loop"), password: "Loopback-Pass-2026", name: "Lou Loopback" },
  });
  expect(up.status(), await up.text()).toBe(200);
  const saved = await ctx.post("/api/leads", { headers: { origin: new URL(loopback).origin }, data: lead });
  expect(saved.status()).toBe(201);
  await ctx.dispose();
});
