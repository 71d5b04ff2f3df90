// Texts switched on from /admin/settings/payments against the Twilio-speaking server on loopback:
// the owner pastes the account SID and auth token (the sending number here comes from the
// environment, which wins over the console), the outbox texts through them at once, the inbound
// webhook checks signatures with the saved token, and "Send me a test text" reaches only the
// owner's proved number. The token is sealed in its row and never comes back in an answer.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { user } from "@/server/db/schema";
import { inboundRequest, startFakeTwilio, TEST_ACCOUNT_SID } from "../support/fake-twilio";
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

const TOKEN = "9f8e7d6c5b4a39281706f5e4d3c2b1a0";
const ENV_NUMBER = "+14155550000";
const fake = await startFakeTwilio({ sid: TEST_ACCOUNT_SID, token: TOKEN });
process.env.TWILIO_API_BASE = fake.url;
process.env.TWILIO_FROM_NUMBER = ENV_NUMBER;
delete process.env.TWILIO_ACCOUNT_SID;
delete process.env.TWILIO_AUTH_TOKEN;
delete process.env.TWILIO_MESSAGING_SERVICE_SID;

const settings = await import("@/app/api/admin/settings/payments/route");
const testText = await import("@/app/api/admin/settings/payments/test-text/route");
const inbound = await import("@/app/api/sms/inbound/route");
const { textsOn } = await import("@/server/sms/sender");
const { sendPhoneCode } = await import("@/server/sms/send-phone-code");
const { confirmPhoneCode } = await import("@/server/sms/confirm-phone-code");
const { runOutboxOnce } = await import("@/server/outbox/deliver-batch");
const { integrationsView } = await import("@/server/integrations/settings-view");

const ORIGIN = "http://localhost:3000";
const OWNER = { id: "owner", role: "admin" };
const CARA = { id: "cara", role: "customer" };
const OWNER_PHONE = "+14155550123";

const db = () => {
  if (!state.t) throw new Error("no db");
  return state.t.db;
};
const call = (
  handler: (r: Request) => Promise<Response>,
  path: string,
  who: typeof OWNER | null,
  body: unknown,
  method = "POST",
) => {
  state.who = who;
  return handler(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(body),
    }),
  );
};
const put = (body: unknown, who: typeof OWNER | null = OWNER) =>
  call(settings.PUT, "/api/admin/settings/payments", who, body, "PUT");
const sendTest = async () => {
  const res = await call(testText.POST, "/api/admin/settings/payments/test-text", OWNER, {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { check: { ok: boolean; sentence: string } }).check;
};

beforeAll(async () => {
  state.t = await createTestDb();
  await db()
    .insert(user)
    .values([OWNER, CARA].map((u) => ({ ...u, name: u.id, email: `${u.id}@example.com`, emailVerified: true })));
});
afterAll(async () => {
  await fake.close();
  await state.t?.close();
});

it("is off until the owner saves the SID and token; a customer cannot save them", async () => {
  expect(textsOn()).toBe(false);
  expect((await sendTest()).sentence).toMatch(/Texts are off/);
  expect((await put({ twilioAccountSid: TEST_ACCOUNT_SID, twilioAuthToken: TOKEN }, CARA)).status).toBe(404);
  const wrong = await put({ twilioAccountSid: TOKEN, twilioAuthToken: TEST_ACCOUNT_SID });
  expect(wrong.status).toBe(400);
  const { fieldErrors } = (await wrong.json()) as { fieldErrors: Record<string, string[]> };
  expect(fieldErrors.twilioAccountSid?.[0]).toMatch(/auth token/);
  expect(fieldErrors.twilioAuthToken?.[0]).toMatch(/account SID/);
  expect(textsOn()).toBe(false);
});

it("texts through the saved settings at once: the owner's code goes out through the outbox", async () => {
  const saved = await put({
    twilioAccountSid: TEST_ACCOUNT_SID,
    twilioAuthToken: TOKEN,
    twilioFromNumber: "+14155559999",
  });
  expect(saved.status).toBe(200);
  expect(await saved.text()).not.toContain(TOKEN);
  expect(textsOn()).toBe(true);
  expect((await sendTest()).sentence).toMatch(/No number of yours is proved/);
  expect(fake.texts).toEqual([]);

  // The owner proves a number as a customer does; the code is texted by the outbox's worker.
  const now = new Date();
  const sent = await sendPhoneCode(db(), "owner", { phone: OWNER_PHONE }, { now, textsOn: textsOn() });
  expect(sent.ok).toBe(true);
  await runOutboxOnce(db(), now, async () => {}, { limit: 10 });
  const codeText = fake.texts.find((m) => m.to === OWNER_PHONE);
  // The sending number in the environment wins over the one saved in the console.
  expect(codeText?.from).toBe(ENV_NUMBER);
  const code = /(\d{6})/.exec(codeText?.body ?? "")?.[1] ?? "";
  expect((await confirmPhoneCode(db(), "owner", { code }, { now, textsOn: true })).ok).toBe(true);

  const test = await sendTest();
  expect(test).toEqual({ ok: true, sentence: expect.stringContaining("(415) 555-0123") });
  expect(fake.texts.at(-1)).toMatchObject({
    to: OWNER_PHONE,
    from: ENV_NUMBER,
    body: expect.stringMatching(/test text/),
  });
});

it("checks the inbound webhook's signature with the saved token", async () => {
  const url = `${ORIGIN}/api/sms/inbound`;
  const good = await inbound.POST(inboundRequest(url, { From: OWNER_PHONE, Body: "HELP" }, { authToken: TOKEN }), {});
  expect(good.status).toBe(200);
  expect(await good.text()).toContain("<Response>");
  const forged = await inbound.POST(
    inboundRequest(url, { From: OWNER_PHONE, Body: "HELP" }, { authToken: "0".repeat(32) }),
    {},
  );
  expect(forged.status).toBe(403);
});

it("keeps the token sealed and shows the page only its last four; the environment's number is said to win", async () => {
  const rows = rowsOf<{ field: string; value: string; sealed: boolean; shown: string }>(
    await db().execute(sql`select field, value, sealed, shown from integration_settings`),
  );
  const token = rows.find((r) => r.field === "twilioAuthToken");
  expect(token).toMatchObject({ sealed: true, shown: `…${TOKEN.slice(-4)}` });
  expect(JSON.stringify(rows)).not.toContain(TOKEN);
  const view = await integrationsView(db());
  expect(JSON.stringify(view)).not.toContain(TOKEN);
  expect(view.fields.twilioAuthToken).toMatchObject({ source: "console", shown: `…${TOKEN.slice(-4)}` });
  expect(view.fields.twilioFromNumber).toMatchObject({
    source: "environment",
    shown: ENV_NUMBER,
    savedShown: "+14155559999",
  });
  expect(view.inboundUrl).toBe(`${ORIGIN}/api/sms/inbound`);
});

it("says when Twilio refuses the saved token, and turns texts off when it is removed", async () => {
  const other = "00112233445566778899aabbccddeeff";
  expect((await put({ twilioAuthToken: other })).status).toBe(200);
  expect((await sendTest()).sentence).toMatch(/does not accept this account SID and auth token/);
  expect((await put({ twilioAuthToken: null })).status).toBe(200);
  expect(textsOn()).toBe(false);
  const view = await integrationsView(db());
  expect(view.changes.map((c) => [c.setting, c.action])).toEqual(
    expect.arrayContaining([
      ["twilioAuthToken", "removed"],
      ["twilioAuthToken", "set"],
    ]),
  );
  expect(view.changes.every((c) => c.changedBy === "owner")).toBe(true);
});
