// Online payments switched on from /admin/settings/payments, with no Stripe variable set but the
// address of the Stripe-speaking server on loopback: the owner pastes the keys, and the routes a
// customer and Stripe call work at once, without a restart. The secret is stored sealed (the row is
// read), never comes back in an answer, every change is recorded, and only the owner gets in.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { bookings, crews, integrationSettings, invoices, settingsChanges, user } from "@/server/db/schema";
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe } from "../support/fake-stripe";
import { createTestDb, rowsOf, type TestDb } from "../support/test-db";

const state = vi.hoisted(() => ({
  t: undefined as TestDb | undefined,
  who: null as { id: string; role: string } | null,
}));
vi.mock("@/server/db/client", () => ({ getDb: async () => state.t?.db }));
vi.mock("@/server/session", () => ({
  getSessionUser: async () =>
    state.who ? { ...state.who, email: `${state.who.id}@example.com`, name: state.who.id } : null,
}));

// No key in the environment: only where Stripe is, read once when the env module loads.
const fake = await startFakeStripe();
process.env.STRIPE_API_URL = fake.url;
delete process.env.STRIPE_SECRET_KEY;
delete process.env.STRIPE_WEBHOOK_SECRET;

const settings = await import("@/app/api/admin/settings/payments/route");
const testStripe = await import("@/app/api/admin/settings/payments/test-stripe/route");
const checkout = await import("@/app/api/invoices/[id]/checkout/route");
const webhook = await import("@/app/api/stripe/webhook/route");
const { issueInvoice } = await import("@/server/payments/issue-invoice");
const { onlinePaymentsEnabled } = await import("@/server/payments/stripe-gateway");
const { refreshIntegrations, SETTINGS_TTL_MS } = await import("@/server/integrations/live-clients");
const { saveIntegrations } = await import("@/server/integrations/integration-settings");

const ORIGIN = "http://localhost:3000";
const OWNER = { id: "owner", role: "admin" };
const CARA = { id: "cara", role: "customer" };
const TECH = { id: "tess", role: "technician" };
const HOOK = `${ORIGIN}/api/stripe/webhook`;
const EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "charge.refunded",
  "refund.created",
  "refund.updated",
];

const db = () => {
  if (!state.t) throw new Error("no db");
  return state.t.db;
};

const call = (
  handler: (r: Request, c: { params: Promise<{ id: string }> }) => Promise<Response>,
  path: string,
  who: { id: string; role: string } | null,
  body: unknown,
  method = "POST",
  id = "",
) => {
  state.who = who;
  return handler(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id }) },
  );
};
const put = (who: typeof OWNER | null, body: unknown) =>
  call(settings.PUT, "/api/admin/settings/payments", who, body, "PUT");
const check = async () => {
  const res = await call(testStripe.POST, "/api/admin/settings/payments/test-stripe", OWNER, {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { check: { ok: boolean; sentence: string } }).check;
};

async function invoice() {
  const [crew] = await db().insert(crews).values({ name: "North", serviceArea: "bay-area" }).returning();
  const [booking] = await db()
    .insert(bookings)
    .values({
      userId: "cara",
      serviceType: "dryer_vent",
      appointmentDate: "2026-12-01",
      appointmentTime: "09:00",
      address: "2180 Milvia St, Berkeley, CA 94704",
      bedrooms: 2,
      bathrooms: 1,
      squareFeet: 1200,
      priceExact: "149.00",
      status: "completed",
      crewId: crew?.id,
    })
    .returning();
  if (!booking) throw new Error("no booking");
  return db().transaction((tx) => issueInvoice(tx, booking, new Date()));
}

beforeAll(async () => {
  state.t = await createTestDb();
  await db()
    .insert(user)
    .values([OWNER, CARA, TECH].map((u) => ({ ...u, name: u.id, email: `${u.id}@example.com` })));
});
afterAll(async () => {
  await fake.close();
  await state.t?.close();
});

it("lets only the owner in: others learn nothing of the routes, and nothing is stored", async () => {
  for (const who of [null, CARA, TECH]) {
    expect((await put(who, { stripeSecretKey: FAKE_SECRET_KEY })).status).toBe(404);
    state.who = who;
    expect((await call(testStripe.POST, "/api/admin/settings/payments/test-stripe", who, {})).status).toBe(404);
  }
  expect(await db().select().from(integrationSettings)).toEqual([]);
});

it("refuses a publishable key and a webhook secret in the key field with a sentence, and saves nothing", async () => {
  const res = await put(OWNER, { stripeSecretKey: "pk_test_51Abcdefghijk", stripeWebhookSecret: "sk_test_51Abcdefgh" });
  expect(res.status).toBe(400);
  const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
  expect(body.fieldErrors.stripeSecretKey?.[0]).toMatch(/publishable key/);
  expect(body.fieldErrors.stripeWebhookSecret?.[0]).toMatch(/secret key field above/);
  const swapped = (await (await put(OWNER, { stripeSecretKey: FAKE_WEBHOOK_SECRET })).json()) as typeof body;
  expect(swapped.fieldErrors.stripeSecretKey?.[0]).toMatch(/webhook signing secret/);
  expect(await db().select().from(integrationSettings)).toEqual([]);
});

it("turns payments on from the console: Checkout and the signed webhook work, with no restart", async () => {
  const bill = await invoice();
  const url = `/api/invoices/${bill.id}/checkout`;
  // Off before: the customer's Pay now is refused, the webhook does not exist.
  expect((await call(checkout.POST, url, CARA, {}, "POST", bill.id)).status).toBeGreaterThanOrEqual(400);
  expect(onlinePaymentsEnabled()).toBe(false);

  const saved = await put(OWNER, {
    stripeSecretKey: ` ${FAKE_SECRET_KEY}\n`,
    stripeWebhookSecret: FAKE_WEBHOOK_SECRET,
  });
  expect(saved.status).toBe(200);
  const json = await saved.text();
  // The answer shows the secrets by their last four only.
  expect(json).not.toContain(FAKE_SECRET_KEY);
  expect(json).not.toContain(FAKE_WEBHOOK_SECRET);
  expect(json).toContain(`…${FAKE_SECRET_KEY.slice(-4)}`);
  expect(onlinePaymentsEnabled()).toBe(true);

  const started = await call(checkout.POST, url, CARA, {}, "POST", bill.id);
  expect(started.status).toBe(200);
  const { url: pageUrl } = (await started.json()) as { url: string };
  expect(pageUrl.startsWith(`${fake.url}/pay/cs_test_`)).toBe(true);
  const [completed] = fake.pay(pageUrl.split("/pay/")[1] ?? "");
  if (!completed) throw new Error("no event");
  const { payload, signature } = fake.sign(completed);
  const hook = await webhook.POST(
    new Request(HOOK, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    }),
    {},
  );
  expect(hook.status).toBe(200);
  const [paid] = await db().select().from(invoices).where(eq(invoices.id, bill.id));
  expect(paid?.status).toBe("paid");
});

it("stores the secrets sealed: the row holds neither the key nor the webhook secret", async () => {
  const rows = rowsOf<{ field: string; value: string; sealed: boolean; shown: string }>(
    await db().execute(sql`select field, value, sealed, shown from integration_settings order by field`),
  );
  expect(rows.map((r) => r.field)).toEqual(["stripeSecretKey", "stripeWebhookSecret"]);
  const whole = JSON.stringify(rows);
  for (const secret of [FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET]) {
    expect(whole).not.toContain(secret);
    expect(whole).not.toContain(Buffer.from(secret).toString("base64"));
  }
  for (const row of rows) {
    expect(row.sealed).toBe(true);
    expect(row.value).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  }
  expect(rows[0]?.shown).toBe(`…${FAKE_SECRET_KEY.slice(-4)}`);
  // Who and when, for each change.
  const changes = await db().select().from(settingsChanges);
  expect(changes.map((c) => [c.setting, c.action, c.changedBy]).sort()).toEqual([
    ["stripeSecretKey", "set", "owner"],
    ["stripeWebhookSecret", "set", "owner"],
  ]);
  expect(JSON.stringify(changes)).not.toContain(FAKE_SECRET_KEY);
});

it("says in a sentence what works: the key, then whether the webhook is added with its events", async () => {
  expect(await check()).toEqual({
    ok: false,
    sentence: expect.stringMatching(/no webhook .* posts to .*api\/stripe\/webhook/),
  });
  fake.webhookEndpoints.push({ url: HOOK, enabled_events: EVENTS.slice(0, 3), status: "enabled" });
  const partial = await check();
  expect(partial.ok).toBe(false);
  expect(partial.sentence).toContain(
    "lacks payment_intent.payment_failed, charge.refunded, refund.created, refund.updated",
  );
  fake.webhookEndpoints[0] = { url: HOOK, enabled_events: EVENTS, status: "enabled" };
  const good = await check();
  expect(good).toEqual({ ok: true, sentence: expect.stringContaining("test-mode secret key") });
  expect(good.sentence).toContain("every event it needs");
});

it("names the rights a restricted key lacks, and a key Stripe does not know", async () => {
  const restricted = "rk_test_fake_restricted_key";
  fake.restrictedKeys.set(
    restricted,
    new Set(["checkout_sessions:write", "payment_intents:read", "webhook_endpoints:read"]),
  );
  expect((await put(OWNER, { stripeSecretKey: restricted })).status).toBe(200);
  const lacking = await check();
  expect(lacking.ok).toBe(false);
  expect(lacking.sentence).toMatch(/restricted key, but it lacks Refunds: Write/);
  fake.restrictedKeys.get(restricted)?.add("refunds:write");
  expect((await check()).sentence).toMatch(/accepts this test-mode restricted key/);
  expect((await put(OWNER, { stripeSecretKey: "sk_test_rolled_or_mistyped" })).status).toBe(200);
  expect((await check()).sentence).toMatch(/does not accept this secret key/);
});

it("is removable; another server follows the change within the TTL, not before", async () => {
  const t0 = new Date();
  await refreshIntegrations(db(), t0, { force: true });
  expect(onlinePaymentsEnabled()).toBe(true);
  // Saved on another server: this one's clients stay until its copy is older than the TTL.
  await saveIntegrations(db(), "owner", { stripeSecretKey: null }, t0);
  await refreshIntegrations(db(), new Date(t0.getTime() + SETTINGS_TTL_MS - 1));
  expect(onlinePaymentsEnabled()).toBe(true);
  await refreshIntegrations(db(), new Date(t0.getTime() + SETTINGS_TTL_MS));
  expect(onlinePaymentsEnabled()).toBe(false);
  const [removed] = await db().select().from(settingsChanges).where(eq(settingsChanges.action, "removed"));
  expect(removed).toMatchObject({ setting: "stripeSecretKey", changedBy: "owner" });
  const rows = await db().select().from(integrationSettings);
  expect(rows.map((r) => r.field)).toEqual(["stripeWebhookSecret"]);
  // The webhook is gone with it.
  const hook = await webhook.POST(
    new Request(HOOK, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    {},
  );
  expect(hook.status).toBe(404);
});
