// A small server speaking the part of Stripe's API the payment steps use, started by the tests on
// loopback (stripe-stateful-mock covers charges and refunds but not Checkout Sessions or
// PaymentIntents, so it cannot stand in here): POST /v1/checkout/sessions, POST /v1/refunds,
// GET /v1/payment_intents/<id> with its charge's balance transaction expanded (Stripe's fee), and a
// stand-in hosted page at /pay/<session>. Objects are typed by the SDK's own types; requests with
// the same Idempotency-Key get the first answer, as Stripe's do. Events are signed with the SDK's
// test helper, so the webhook checks them exactly as it checks Stripe's.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export const FAKE_WEBHOOK_SECRET = "whsec_fake_local_secret_for_tests";
export const FAKE_SECRET_KEY = "sk_test_fake_local_key";

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/** `a[b][0][c]=v` form fields (as the SDK encodes them) into nested objects. */
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node = root as Record<string, unknown>;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

type Form = Record<string, Record<string, string> & Record<string, unknown>>;

export interface FakeStripe {
  url: string;
  sessions: Map<string, Stripe.Checkout.Session>;
  refunds: Stripe.Refund[];
  calls: { method: string; path: string; idempotencyKey: string | null }[];
  /** The customer pays the session: its events as Stripe would send them (not yet delivered). */
  pay(sessionId: string, override?: { amount?: number; currency?: string }): Stripe.Event[];
  event<T extends Stripe.Event["type"]>(type: T, object: unknown): Stripe.Event;
  /**
   * The body and Stripe-Signature header of an event, signed with `secret` at `at` (whole seconds,
   * as Stripe stamps them; unset: the machine's clock, for a server that reads it).
   */
  sign(event: Stripe.Event, secret?: string, at?: Date): { payload: string; signature: string };
  /**
   * The customer saves a card on a setup-mode session: a PaymentMethod attached to the
   * session's Customer, and the events Stripe sends. `card: "decline"` saves a card whose later
   * off-session charges are declined (as Stripe's 4000000000000341 test card).
   */
  saveCard(sessionId: string, card?: "ok" | "decline"): { paymentMethodId: string; events: Stripe.Event[] };
  /** Saved cards whose off-session charges are declined, by PaymentMethod id (add or remove to flip one). */
  decliningCards: Set<string>;
  /** Off-session PaymentIntents made (POST /v1/payment_intents), succeeded or declined. */
  offSessionIntents: Stripe.PaymentIntent[];
  /** Refunds answer this status code with an error (e.g. 500) while set. */
  failRefunds: number | null;
  /** Reading a PaymentIntent answers this status code with an error while set. */
  failPaymentIntents: number | null;
  /** Stripe's fee on a charge of this amount (2.9% + 30 cents, as its US card pricing). */
  feeOf(amount: number): number;
  /**
   * While set: a refund is made and remembered (a retry with its key gets it), then this is called
   * and the HTTP answer is never sent, as when the caller dies between Stripe's acknowledgement and
   * reading it (the crash proof kills the server here).
   */
  onRefundMadeNoAnswer: ((refund: Stripe.Refund) => void) | null;
  /** Webhook endpoints of the account (GET /v1/webhook_endpoints), as the settings page's check reads them. */
  webhookEndpoints: Pick<Stripe.WebhookEndpoint, "url" | "enabled_events" | "status">[];
  /**
   * Restricted keys (rk_...) the fake accepts besides FAKE_SECRET_KEY, each with the rights it has
   * (`checkout_sessions:write`, `refunds:write`, `payment_intents:read`, `webhook_endpoints:read`):
   * a request beyond them answers 403 as Stripe does.
   */
  restrictedKeys: Map<string, Set<string>>;
  close(): Promise<void>;
}

/** The right a request needs, in the fake's words. */
function rightFor(method: string, path: string): string | null {
  if (path === "/v1/checkout/sessions") return method === "POST" ? "checkout_sessions:write" : "checkout_sessions:read";
  if (path === "/v1/refunds") return method === "POST" ? "refunds:write" : "refunds:read";
  if (path === "/v1/payment_intents" && method === "POST") return "payment_intents:write";
  if (path.startsWith("/v1/payment_intents")) return "payment_intents:read";
  if (path === "/v1/customers") return "customers:write";
  if (path === "/v1/webhook_endpoints") return "webhook_endpoints:read";
  return null;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const customers = new Set<string>();
  /** Saved PaymentMethods and the Customer each is attached to. */
  const savedCards = new Map<string, string>();
  const intents = new Map<
    string,
    { amount: number; currency: string; refunded: number; metadata: Stripe.Metadata; chargeId: string }
  >();
  const feeOf = (amount: number) => Math.floor((amount * 29 + 500) / 1000) + 30;
  const refundsMade: Stripe.Refund[] = [];
  const calls: FakeStripe["calls"] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  const stripe = new Stripe(FAKE_SECRET_KEY);
  let base = "";

  const error = (status: number, message: string, code = "invalid_request") => ({
    status,
    body: { error: { type: "invalid_request_error", code, message } },
  });

  function route(method: string, path: string, form: Form, query: URLSearchParams): { status: number; body: unknown } {
    const intentPath = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === "GET" && intentPath?.[1]) {
      const intentId = intentPath[1];
      const intent = intents.get(intentId);
      if (!intent) return error(404, `No such payment_intent: '${intentId}'`, "resource_missing");
      const expand = query.getAll("expand[0]").concat(query.getAll("expand[]"));
      const balance = {
        id: `txn_${intent.chargeId.slice(3)}`,
        object: "balance_transaction",
        amount: intent.amount,
        currency: intent.currency,
        fee: feeOf(intent.amount),
        net: intent.amount - feeOf(intent.amount),
        type: "charge",
      } as unknown as Stripe.BalanceTransaction;
      const charge = {
        id: intent.chargeId,
        object: "charge",
        amount: intent.amount,
        currency: intent.currency,
        payment_intent: intentId,
        balance_transaction: balance.id,
      } as unknown as Stripe.Charge;
      const body = {
        id: intentId,
        object: "payment_intent",
        amount: intent.amount,
        amount_received: intent.amount,
        currency: intent.currency,
        status: "succeeded",
        metadata: intent.metadata,
        latest_charge: expand.includes("latest_charge.balance_transaction")
          ? { ...charge, balance_transaction: balance }
          : expand.includes("latest_charge")
            ? charge
            : charge.id,
      } as unknown as Stripe.PaymentIntent;
      return { status: 200, body };
    }
    const list = (data: unknown[]) => ({
      status: 200,
      body: { object: "list", data, has_more: false, url: path },
    });
    if (method === "GET" && path === "/v1/payment_intents") return list([]);
    if (method === "GET" && path === "/v1/webhook_endpoints")
      return list(fake.webhookEndpoints.map((e, i) => ({ id: `we_${i}`, object: "webhook_endpoint", ...e })));
    if (method === "POST" && path === "/v1/customers") {
      const customerId = id("cus_test");
      customers.add(customerId);
      return {
        status: 200,
        body: {
          id: customerId,
          object: "customer",
          email: (form.email as unknown as string) ?? null,
          name: (form.name as unknown as string) ?? null,
          metadata: (form.metadata as Stripe.Metadata) ?? {},
        },
      };
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const amount = Number(form.amount);
      const currency = form.currency as unknown as string;
      const customer = form.customer as unknown as string;
      const pm = form.payment_method as unknown as string;
      if (!Number.isInteger(amount) || amount < 50) return error(400, "Invalid amount");
      if (!customer || !customers.has(customer))
        return error(400, `No such customer: '${customer}'`, "resource_missing");
      if (!pm || savedCards.get(pm) !== customer)
        return error(400, `No such PaymentMethod: '${pm}' for this customer`, "resource_missing");
      const intentId = id("pi_test");
      const metadata = (form.metadata as Stripe.Metadata) ?? {};
      const declined = fake.decliningCards.has(pm);
      const intent = {
        id: intentId,
        object: "payment_intent",
        amount,
        amount_received: declined ? 0 : amount,
        currency,
        customer,
        payment_method: pm,
        status: declined ? "requires_payment_method" : "succeeded",
        metadata,
        last_payment_error: declined ? { code: "card_declined", decline_code: "insufficient_funds" } : null,
      } as unknown as Stripe.PaymentIntent;
      fake.offSessionIntents.push(intent);
      if (declined)
        return {
          status: 402,
          body: {
            error: {
              type: "card_error",
              code: "card_declined",
              decline_code: "insufficient_funds",
              message: "Your card has insufficient funds.",
              payment_intent: intent,
            },
          },
        };
      intents.set(intentId, { amount, currency, refunded: 0, metadata, chargeId: id("ch_test") });
      return { status: 200, body: intent };
    }
    if (method === "POST" && path === "/v1/checkout/sessions" && (form.mode as unknown as string) === "setup") {
      const customer = form.customer as unknown as string;
      if (!customer || !customers.has(customer))
        return error(400, `No such customer: '${customer}'`, "resource_missing");
      const sessionId = id("cs_test");
      const session = {
        id: sessionId,
        object: "checkout.session",
        mode: "setup",
        status: "open",
        payment_status: "no_payment_required",
        amount_total: null,
        currency: (form.currency as unknown as string) ?? null,
        customer,
        client_reference_id: (form.client_reference_id as unknown as string) ?? null,
        metadata: (form.metadata as Stripe.Metadata) ?? {},
        setup_intent: id("seti_test"),
        payment_intent: null,
        success_url: (form.success_url as unknown as string) ?? null,
        cancel_url: (form.cancel_url as unknown as string) ?? null,
        url: `${base}/pay/${sessionId}`,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      } as unknown as Stripe.Checkout.Session;
      sessions.set(sessionId, session);
      (session as unknown as { _intentMetadata: Stripe.Metadata })._intentMetadata =
        (form.setup_intent_data?.metadata as unknown as Stripe.Metadata) ?? {};
      return { status: 200, body: session };
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const item = (form.line_items as unknown as Record<string, Record<string, Record<string, unknown>>>)?.["0"];
      const price = item?.price_data as Record<string, string> | undefined;
      const amount = Number(price?.unit_amount) * Number(item?.quantity ?? 1);
      if (!price || !Number.isInteger(amount)) return error(400, "line_items[0][price_data] is required");
      const sessionId = id("cs_test");
      const session = {
        id: sessionId,
        object: "checkout.session",
        mode: "payment",
        status: "open",
        payment_status: "unpaid",
        amount_total: amount,
        amount_subtotal: amount,
        currency: price.currency ?? null,
        client_reference_id: (form.client_reference_id as unknown as string) ?? null,
        customer_email: (form.customer_email as unknown as string) ?? null,
        metadata: (form.metadata as Stripe.Metadata) ?? {},
        payment_intent: null,
        success_url: (form.success_url as unknown as string) ?? null,
        cancel_url: (form.cancel_url as unknown as string) ?? null,
        url: `${base}/pay/${sessionId}`,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      } as unknown as Stripe.Checkout.Session;
      sessions.set(sessionId, session);
      const intentMeta = (form.payment_intent_data?.metadata as unknown as Stripe.Metadata) ?? {};
      (session as unknown as { _intentMetadata: Stripe.Metadata })._intentMetadata = intentMeta;
      return { status: 200, body: session };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intentId = form.payment_intent as unknown as string;
      if (!intentId)
        return error(400, "One of the following params should be provided for this request: charge or payment_intent.");
      const amount = Number(form.amount);
      const intent = intents.get(intentId);
      if (!intent) return error(404, `No such payment_intent: '${intentId}'`, "resource_missing");
      if (!Number.isInteger(amount) || amount <= 0) return error(400, "Invalid amount");
      if (intent.refunded + amount > intent.amount)
        return error(400, `Refund amount (${amount}) is greater than unrefunded amount on charge`, "amount_too_large");
      intent.refunded += amount;
      const refund = {
        id: id("re_test"),
        object: "refund",
        amount,
        currency: intent.currency,
        payment_intent: intentId,
        status: "succeeded",
        metadata: (form.metadata as Stripe.Metadata) ?? {},
        created: Math.floor(Date.now() / 1000),
      } as unknown as Stripe.Refund;
      refundsMade.push(refund);
      return { status: 200, body: refund };
    }
    return error(404, `Unrecognized request URL (${method}: ${path})`);
  }

  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      const path = url.pathname;
      const method = req.method ?? "GET";
      if (method === "GET" && path.startsWith("/pay/")) {
        const session = sessions.get(path.slice(5));
        res.writeHead(session ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
        res.end(
          `<!doctype html><html lang="en"><title>Test checkout</title><main><h1>Test checkout</h1><p>${session ? `Session ${session.id}: ${session.amount_total} ${session.currency}` : "No such session"}</p></main></html>`,
        );
        return;
      }
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      calls.push({ method, path, idempotencyKey: key });
      const bearer = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
      const rights = fake.restrictedKeys.get(bearer);
      const needed = rightFor(method, path);
      if (rights && needed && !rights.has(needed)) {
        res.writeHead(403, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            error: {
              type: "invalid_request_error",
              message: `The provided key '${bearer.slice(0, 12)}***' does not have the required permissions for this endpoint. Having the '${needed}' permission would allow this request to continue.`,
            },
          }),
        );
        return;
      }
      if (!rights && bearer !== FAKE_SECRET_KEY) {
        res.writeHead(401, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key provided" } }));
        return;
      }
      let answer = key ? answered.get(`${path}:${key}`) : undefined;
      if (!answer) {
        if (path === "/v1/refunds" && fake.failRefunds) answer = error(fake.failRefunds, "Something went wrong");
        else if (path.startsWith("/v1/payment_intents/") && fake.failPaymentIntents)
          answer = error(fake.failPaymentIntents, "Something went wrong");
        else answer = route(method, path, parseForm(body) as Form, url.searchParams);
        if (key && answer.status < 500) answered.set(`${path}:${key}`, answer);
        if (path === "/v1/refunds" && answer.status === 200 && fake.onRefundMadeNoAnswer) {
          fake.onRefundMadeNoAnswer(answer.body as Stripe.Refund);
          return;
        }
      }
      res.writeHead(answer.status, { "content-type": "application/json", "request-id": id("req") });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const event = <T extends Stripe.Event["type"]>(type: T, object: unknown) =>
    ({
      id: id("evt_test"),
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    }) as unknown as Stripe.Event;

  const fake: FakeStripe = {
    url: base,
    sessions,
    refunds: refundsMade,
    calls,
    failRefunds: null,
    failPaymentIntents: null,
    decliningCards: new Set(),
    offSessionIntents: [],
    saveCard(sessionId, card = "ok") {
      const session = sessions.get(sessionId);
      if (session?.mode !== "setup") throw new Error(`no setup session ${sessionId}`);
      const customer = session.customer as string;
      const paymentMethodId = id("pm_test");
      savedCards.set(paymentMethodId, customer);
      if (card === "decline") fake.decliningCards.add(paymentMethodId);
      const done = { ...session, status: "complete" } as Stripe.Checkout.Session;
      sessions.set(sessionId, done);
      const setupIntent = {
        id: session.setup_intent as string,
        object: "setup_intent",
        customer,
        payment_method: paymentMethodId,
        status: "succeeded",
        usage: "off_session",
        metadata: (session as unknown as { _intentMetadata: Stripe.Metadata })._intentMetadata,
      } as unknown as Stripe.SetupIntent;
      return {
        paymentMethodId,
        events: [event("checkout.session.completed", done), event("setup_intent.succeeded", setupIntent)],
      };
    },
    feeOf,
    onRefundMadeNoAnswer: null,
    webhookEndpoints: [],
    restrictedKeys: new Map(),
    event,
    pay(sessionId, override = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const amount = override.amount ?? session.amount_total ?? 0;
      const currency = override.currency ?? session.currency ?? "usd";
      const intentId = id("pi_test");
      const metadata = (session as unknown as { _intentMetadata: Stripe.Metadata })._intentMetadata;
      intents.set(intentId, { amount, currency, refunded: 0, metadata, chargeId: id("ch_test") });
      const paid = {
        ...session,
        status: "complete",
        payment_status: "paid",
        amount_total: amount,
        currency,
        payment_intent: intentId,
      } as Stripe.Checkout.Session;
      sessions.set(sessionId, paid);
      const intent = {
        id: intentId,
        object: "payment_intent",
        amount,
        amount_received: amount,
        currency,
        status: "succeeded",
        metadata,
      } as unknown as Stripe.PaymentIntent;
      return [event("checkout.session.completed", paid), event("payment_intent.succeeded", intent)];
    },
    sign(evt, secret = FAKE_WEBHOOK_SECRET, at) {
      const payload = JSON.stringify(evt, null, 2);
      const timestamp = at ? Math.floor(at.getTime() / 1000) : undefined;
      return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
