// The payment routes as Stripe, a customer, a technician, the owner (or an attacker) call them, with
// the site's Stripe keys pointing the official SDK at a Stripe-speaking server on loopback. A
// webhook without a good signature is a 400 that changes nothing; a good one books the payment
// once; another customer's invoice is a 404; bad amounts are 4xx with a sentence.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { bookings, crewMembers, crews, invoices, payments, stripeEvents, user } from "@/server/db/schema";
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe } from "../support/fake-stripe";
import { createTestDb, type TestDb } from "../support/test-db";

const state = vi.hoisted(() => ({
  t: undefined as TestDb | undefined,
  who: null as { id: string; role: string } | null,
}));
vi.mock("@/server/db/client", () => ({ getDb: async () => state.t?.db }));
vi.mock("@/server/session", () => ({
  getSessionUser: async () =>
    state.who ? { ...state.who, email: `${state.who.id}@example.com`, name: state.who.id } : null,
}));

// The keys are read once, when the env module loads: set them before the routes are imported.
const fake = await startFakeStripe();
process.env.STRIPE_SECRET_KEY = FAKE_SECRET_KEY;
process.env.STRIPE_WEBHOOK_SECRET = FAKE_WEBHOOK_SECRET;
process.env.STRIPE_API_URL = fake.url;

const webhook = await import("@/app/api/stripe/webhook/route");
const checkout = await import("@/app/api/invoices/[id]/checkout/route");
const crewPayment = await import("@/app/api/crew/visits/[id]/payment/route");
const refund = await import("@/app/api/admin/payments/[id]/refund/route");
const voidRoute = await import("@/app/api/admin/payments/[id]/void/route");
const { issueInvoice } = await import("@/server/payments/issue-invoice");

const ORIGIN = "http://localhost:3000";
const CARA = { id: "cara", role: "customer" };
const OTTO = { id: "otto", role: "customer" };
const TESS = { id: "tess", role: "technician" };
const TIM = { id: "tim", role: "technician" };
const OWNER = { id: "owner", role: "admin" };
let crewId = "";

const db = () => {
  if (!state.t) throw new Error("no db");
  return state.t.db;
};

async function invoiceFor(userId = "cara") {
  const [booking] = await db()
    .insert(bookings)
    .values({
      userId,
      serviceType: "dryer_vent",
      appointmentDate: "2026-12-01",
      appointmentTime: "09:00",
      address: "2180 Milvia St, Berkeley, CA 94704",
      bedrooms: 2,
      bathrooms: 1,
      squareFeet: 1200,
      priceExact: "149.00",
      status: "completed",
      crewId,
    })
    .returning();
  if (!booking) throw new Error("no booking");
  return db().transaction((tx) => issueInvoice(tx, booking, new Date()));
}

const post = (
  handler: (r: Request, c: { params: Promise<{ id: string }> }) => Promise<Response>,
  path: string,
  who: typeof CARA | null,
  body: unknown,
  id = "",
) => {
  state.who = who;
  return handler(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id }) },
  );
};

const stripePost = (payload: string, signature: string | null) =>
  webhook.POST(
    new Request(`${ORIGIN}/api/stripe/webhook`, {
      method: "POST",
      // As Stripe sends it: from another site, no Origin, no cookie.
      headers: {
        "content-type": "application/json; charset=utf-8",
        "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
        ...(signature ? { "stripe-signature": signature } : {}),
      },
      body: payload,
    }),
    {},
  );

beforeAll(async () => {
  state.t = await createTestDb();
  await db()
    .insert(user)
    .values([CARA, OTTO, TESS, TIM, OWNER].map((u) => ({ ...u, name: u.id, email: `${u.id}@example.com` })));
  const [north, south] = await db()
    .insert(crews)
    .values([
      { name: "North", serviceArea: "bay-area" },
      { name: "South", serviceArea: "bay-area" },
    ])
    .returning({ id: crews.id });
  crewId = north?.id ?? "";
  await db()
    .insert(crewMembers)
    .values([
      { userId: "tess", crewId },
      { userId: "tim", crewId: south?.id ?? "" },
    ]);
});
afterAll(async () => {
  await fake.close();
  await state.t?.close();
});

it("pays through Checkout and a signed webhook; a bad or missing signature is a 400 that changes nothing", async () => {
  const invoice = await invoiceFor();
  const url = `/api/invoices/${invoice.id}/checkout`;
  // Another customer's invoice does not exist for them; signed out, nobody is asked.
  const other = await post(checkout.POST, url, OTTO, {}, invoice.id);
  expect(other.status).toBe(404);
  expect(await other.json()).toMatchObject({ error: "That invoice was not found." });
  expect((await post(checkout.POST, url, null, {}, invoice.id)).status).toBe(401);
  const started = await post(checkout.POST, url, CARA, {}, invoice.id);
  expect(started.status).toBe(200);
  const { url: pageUrl } = (await started.json()) as { url: string };
  expect(pageUrl.startsWith(`${fake.url}/pay/cs_test_`)).toBe(true);

  const [completed] = fake.pay(pageUrl.split("/pay/")[1] ?? "");
  if (!completed) throw new Error("no event");
  const { payload, signature } = fake.sign(completed);
  const forged = fake.sign(completed, "whsec_not_ours");
  for (const [body, sig] of [
    [payload, null],
    [payload, forged.signature],
    [payload.replace('"amount_total": 14900', '"amount_total": 14800'), signature],
    ["not json", signature],
  ] as const) {
    const res = await stripePost(body, sig);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error.length).toBeGreaterThan(10);
  }
  expect(await db().select().from(stripeEvents).where(eq(stripeEvents.id, completed.id))).toHaveLength(0);
  expect((await db().select().from(invoices).where(eq(invoices.id, invoice.id)))[0]?.status).toBe("open");

  const paid = await stripePost(payload, signature);
  expect(paid.status).toBe(200);
  expect(await paid.json()).toMatchObject({ ok: true, outcome: "paid" });
  const again = await stripePost(payload, signature);
  expect(await again.json()).toMatchObject({ ok: true, outcome: "duplicate" });
  expect((await db().select().from(invoices).where(eq(invoices.id, invoice.id)))[0]).toMatchObject({
    status: "paid",
    paidCents: 14900,
  });
  // Paid: a second Checkout is refused with a sentence, before Stripe is asked.
  const calls = fake.calls.length;
  const second = await post(checkout.POST, url, CARA, {}, invoice.id);
  expect(second.status).toBe(409);
  expect(fake.calls.length).toBe(calls);

  // The owner refunds part of it; more than is left is refused on the amount field.
  const [payment] = await db().select().from(payments).where(eq(payments.invoiceId, invoice.id));
  const refundUrl = `/api/admin/payments/${payment?.id}/refund`;
  const partial = { amount: "40.00", reason: "Late arrival", idempotencyKey: randomUUID() };
  expect((await post(refund.POST, refundUrl, OWNER, partial, payment?.id)).status).toBe(200);
  const tooMuch = await post(
    refund.POST,
    refundUrl,
    OWNER,
    { amount: "109.01", reason: "Again", idempotencyKey: randomUUID() },
    payment?.id,
  );
  expect(tooMuch.status).toBe(422);
  expect(await tooMuch.json()).toMatchObject({ fieldErrors: { amount: [expect.any(String)] } });
  // Nobody but the owner learns the route exists.
  expect((await post(refund.POST, refundUrl, CARA, partial, payment?.id)).status).toBe(404);
  // An online payment goes back by refund, not by void.
  const voided = await post(
    voidRoute.POST,
    `/api/admin/payments/${payment?.id}/void`,
    OWNER,
    { reason: "x" },
    payment?.id,
  );
  expect(voided.status).toBe(409);
});

it("refuses a webhook signed more than 5 minutes before the server's clock, and changes nothing", async () => {
  // The route reads the time itself: the machine's clock is set, the rest of time runs as usual.
  const now = new Date("2026-12-01T22:00:00Z");
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
  try {
    const invoice = await invoiceFor();
    const started = await post(checkout.POST, `/api/invoices/${invoice.id}/checkout`, CARA, {}, invoice.id);
    const { url: pageUrl } = (await started.json()) as { url: string };
    const [completed] = fake.pay(pageUrl.split("/pay/")[1] ?? "");
    if (!completed) throw new Error("no event");
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    for (const minutes of [30 * 24 * 60, 6]) {
      const { payload, signature } = fake.sign(completed, undefined, ago(minutes));
      const res = await stripePost(payload, signature);
      expect(res.status, `${minutes} minutes old`).toBe(400);
      expect(await res.json()).toMatchObject({ error: expect.stringContaining("too old") });
    }
    expect(await db().select().from(stripeEvents).where(eq(stripeEvents.id, completed.id))).toHaveLength(0);
    expect(await db().select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(0);
    expect((await db().select().from(invoices).where(eq(invoices.id, invoice.id)))[0]?.status).toBe("open");

    const { payload, signature } = fake.sign(completed, undefined, ago(4));
    const paid = await stripePost(payload, signature);
    expect(await paid.json()).toMatchObject({ ok: true, outcome: "paid" });
    expect((await db().select().from(invoices).where(eq(invoices.id, invoice.id)))[0]).toMatchObject({
      status: "paid",
      paidAt: now,
    });
  } finally {
    vi.useRealTimers();
  }
});

it("records a payment taken on site once, by the visit's own crew, and refuses bad amounts with a sentence", async () => {
  const invoice = await invoiceFor();
  const url = `/api/crew/visits/${invoice.bookingId}/payment`;
  const cash = { method: "cash", amount: "149", idempotencyKey: randomUUID() };
  for (const [body, field] of [
    [{ ...cash, amount: "1e3" }, "amount"],
    [{ ...cash, amount: "-5" }, "amount"],
    [{ ...cash, amount: "149.999" }, "amount"],
    [{ ...cash, method: "check" }, "checkNumber"],
    [{ ...cash, method: "bitcoin" }, "method"],
  ] as const) {
    const res = await post(crewPayment.POST, url, TESS, body, invoice.bookingId);
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fieldErrors: object }).fieldErrors)).toContain(field);
  }
  expect((await post(crewPayment.POST, url, TIM, cash, invoice.bookingId)).status).toBe(404);
  expect((await post(crewPayment.POST, url, CARA, cash, invoice.bookingId)).status).toBe(404);
  const over = await post(crewPayment.POST, url, TESS, { ...cash, amount: "149.01" }, invoice.bookingId);
  expect(over.status).toBe(422);
  const first = await post(crewPayment.POST, url, TESS, cash, invoice.bookingId);
  expect(await first.json()).toMatchObject({ ok: true, already: false, invoiceStatus: "paid" });
  const tapAgain = await post(crewPayment.POST, url, TESS, cash, invoice.bookingId);
  expect(await tapAgain.json()).toMatchObject({ ok: true, already: true });
  const rows = await db().select().from(payments).where(eq(payments.invoiceId, invoice.id));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ method: "cash", amountCents: 14900, recordedBy: "tess" });

  // The owner voids it with a reason: the invoice is owed again.
  const voidUrl = `/api/admin/payments/${rows[0]?.id}/void`;
  expect((await post(voidRoute.POST, voidUrl, OWNER, { reason: "" }, rows[0]?.id)).status).toBe(400);
  expect(
    (await post(voidRoute.POST, voidUrl, OWNER, { reason: "Recorded on the wrong visit" }, rows[0]?.id)).status,
  ).toBe(200);
  expect(
    (
      await db()
        .select()
        .from(payments)
        .where(eq(payments.id, rows[0]?.id ?? ""))
    )[0],
  ).toMatchObject({
    status: "voided",
    voidedBy: "owner",
    voidReason: "Recorded on the wrong visit",
  });
  expect((await db().select().from(invoices).where(eq(invoices.id, invoice.id)))[0]).toMatchObject({
    status: "open",
    paidCents: 0,
  });
});
