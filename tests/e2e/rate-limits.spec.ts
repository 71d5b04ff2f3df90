import http from "node:http";
import { expect, test } from "@playwright/test";
import { type E2eServer, startE2eServer } from "../support/e2e-server";

// The per-address and per-account limits with production settings (the shared e2e server turns
// them off or scales them up). Two servers of their own: one served bare (TRUSTED_PROXY_HOPS=0, as
// `npm start` serves) on E2E_LIMITS_PORT (3210), where clients are told apart by their real source
// address (127.0.0.x); and one configured for one proxy (TRUSTED_PROXY_HOPS=1) on the port after
// next, behind a reverse proxy on the port between that appends the peer address to
// X-Forwarded-For as nginx's $proxy_add_x_forwarded_for does.
test.describe.configure({ mode: "serial" });
// Process-level: runs once, in the desktop project (playwright.config.ts).

const APP = Number(process.env.E2E_LIMITS_PORT ?? 3210);
const PROXY = APP + 1;
const PROXIED_APP = APP + 2;
const ORIGIN = `http://localhost:${APP}`;

interface Answer {
  status: number;
  body: { error?: string; message?: string } | null;
  retryAfter?: string;
}

/** A POST from the given loopback address, optionally with a client-written X-Forwarded-For. */
function post(port: number, route: string, data: unknown, from: string, forwardedFor?: string): Promise<Answer> {
  const payload = JSON.stringify(data);
  const headers: http.OutgoingHttpHeaders = {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(payload),
    origin: ORIGIN,
  };
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: route, method: "POST", headers, localAddress: from, agent: false },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => {
          let body: Answer["body"] = null;
          try {
            body = JSON.parse(text);
          } catch {}
          const retry = res.headers["retry-after"];
          resolve({ status: res.statusCode ?? 0, body, retryAfter: Array.isArray(retry) ? retry[0] : retry });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const signIn = (email: string) => ({ email, password: "Wrong-Pass-123" });
const signUp = (email: string) => ({ email, password: "Limit-Pass-2026", name: "Lim Itt" });
const lead = (email: string) => ({
  fullName: "Lee Limit",
  phone: "4155550188",
  email,
  serviceType: "air_duct",
  bedrooms: 1,
  bathrooms: 1,
  squareFeet: 900,
});
const events = () => ({ events: [{ name: "service_interaction", props: { source: "rate-limit" } }] });
const uniq = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const address = (n: number) => `127.0.0.${n}`;
const rotated = (i: number) => `198.51.100.${i % 250}`;
/** An account made from the given address (its sign-up must succeed: it is the setup, not the case). */
async function signUpFrom(from: string, email: string, password: string, name: string) {
  expect((await post(APP, "/api/auth/sign-up/email", { email, password, name }, from)).status, `sign-up ${email}`).toBe(
    200,
  );
}

interface Limit {
  name: string;
  route: string;
  body: () => unknown;
  limit: number;
  /** The answer a request within the limit gets. */
  normal: number;
}

// The limits as configured in src/server/auth.ts (customRules) and the createRateLimiter calls.
const LIMITS: Limit[] = [
  {
    name: "sign-in",
    route: "/api/auth/sign-in/email",
    body: () => signIn(`nobody-${uniq()}@example.com`),
    limit: 3,
    normal: 401,
  },
  {
    name: "sign-up",
    route: "/api/auth/sign-up/email",
    body: () => signUp(`limit-${uniq()}@example.com`),
    limit: 5,
    normal: 200,
  },
  { name: "lead", route: "/api/leads", body: () => lead(`lead-${uniq()}@example.com`), limit: 10, normal: 201 },
  {
    name: "newsletter",
    route: "/api/newsletter",
    body: () => ({ email: `news-${uniq()}@example.com` }),
    limit: 5,
    normal: 200,
  },
  { name: "events", route: "/api/events", body: events, limit: 120, normal: 204 },
  {
    name: "sessions",
    route: "/api/sessions",
    body: () => ({ sessionId: `sess_${Date.now()}_${Math.random().toString(36).slice(2, 10)}` }),
    limit: 60,
    normal: 204,
  },
];

const refusedWithMessage = (answer: Answer, label: string) => {
  expect(answer.status, label).toBe(429);
  expect(answer.body?.error ?? answer.body?.message, `${label} says why`).toMatch(/\w{3}/);
  expect(Number(answer.retryAfter), `${label} says when to retry (Retry-After)`).toBeGreaterThan(0);
};

let app: E2eServer;
let proxiedApp: E2eServer;
let proxy: http.Server;

// Production settings: the limits on, the default scale (startE2eServer drops the shell's knobs).
const startApp = (port: number, extraEnv: Record<string, string>) =>
  startE2eServer({
    port,
    env: {
      // Both apps are reached as ORIGIN (the proxied one through the proxy), so both trust it.
      SITE_URL: ORIGIN,
      BETTER_AUTH_SECRET: "rate-limit-test-secret-0123456789abcdef",
      AUTH_RATE_LIMIT: "on",
      ...extraEnv,
    },
  });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  [app, proxiedApp] = await Promise.all([startApp(APP, {}), startApp(PROXIED_APP, { TRUSTED_PROXY_HOPS: "1" })]);
  proxy = http.createServer((req, res) => {
    const peer = req.socket.remoteAddress ?? "";
    const prior = req.headers["x-forwarded-for"];
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: PROXIED_APP,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, "x-forwarded-for": prior ? `${prior}, ${peer}` : peer },
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(PROXY, "127.0.0.1", resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await Promise.all([app?.stop(), proxiedApp?.stop()]);
});

for (const [i, limit] of LIMITS.entries()) {
  test(`${limit.name}: ${limit.limit} per window from one address, then 429; another address is unaffected`, async () => {
    const me = address(10 + 2 * i);
    for (let n = 1; n <= limit.limit; n++) {
      const answer = await post(APP, limit.route, limit.body(), me);
      expect(answer.status, `${limit.name} request ${n}`).toBe(limit.normal);
    }
    refusedWithMessage(await post(APP, limit.route, limit.body(), me), `${limit.name} over the limit`);
    expect((await post(APP, limit.route, limit.body(), address(11 + 2 * i))).status).toBe(limit.normal);
  });
}

test("estimate: 3 emails per lead with its token, whatever the address; without the token nothing", async () => {
  const created = await post(APP, "/api/leads", lead(`estimate-${uniq()}@example.com`), address(40));
  expect(created.status).toBe(201);
  const { leadId, estimateToken } = created.body as { leadId: string; estimateToken: string };
  const route = `/api/leads/${leadId}/estimate`;
  // The lead id alone (what the attack had) gets nothing, from any address.
  expect((await post(APP, route, {}, address(41))).status).toBe(400);
  expect((await post(APP, route, { token: "A".repeat(43) }, address(42))).status).toBe(404);
  for (let n = 1; n <= 3; n++) {
    const sent = await post(APP, route, { token: estimateToken }, address(43 + n));
    expect(sent.status, `send ${n}`).toBe(200);
    expect(sent.body).toEqual({ ok: true });
  }
  refusedWithMessage(await post(APP, route, { token: estimateToken }, address(47)), "fourth send");
});

// Behind a proxy the only address a client cannot choose is the one the proxy appends: writing
// X-Forwarded-For yourself, fresh on every request, must not earn a fresh allowance.
test("behind one reverse proxy, a client rotating X-Forwarded-For meets every limit", async () => {
  for (const [i, limit] of LIMITS.filter((l) => l.limit <= 10).entries()) {
    const me = address(50 + 2 * i);
    for (let n = 1; n <= limit.limit; n++) {
      const answer = await post(PROXY, limit.route, limit.body(), me, rotated(n));
      expect(answer.status, `${limit.name} request ${n} through the proxy`).toBe(limit.normal);
    }
    refusedWithMessage(await post(PROXY, limit.route, limit.body(), me, rotated(99)), `${limit.name} rotated`);
    // Keyed on that client, not on a bucket every forwarded request shares.
    const neighbour = await post(PROXY, limit.route, limit.body(), address(51 + 2 * i), rotated(1));
    expect(neighbour.status, `${limit.name}: another client through the proxy`).toBe(limit.normal);
  }
});

// Served bare, `next start` fills X-Forwarded-For from the socket only when a request has none
// (base-server.js: `??=`), so the header a client writes reaches the app. With TRUSTED_PROXY_HOPS=0
// (the default) the app keys on the socket's address instead (src/server/http/peer-address.ts):
// writing the header, fresh on every request, earns nothing.
test("served without a proxy, a client rotating its own X-Forwarded-For meets every limit", async () => {
  const me = address(70);
  for (let n = 1; n <= 5; n++) {
    const answer = await post(APP, "/api/newsletter", { email: `bare-${uniq()}@example.com` }, me, rotated(n));
    expect(answer.status, `newsletter request ${n} with a header of its own`).toBe(200);
  }
  refusedWithMessage(
    await post(APP, "/api/newsletter", { email: `bare-${uniq()}@example.com` }, me, rotated(6)),
    "newsletter, sixth request with a header of its own",
  );
  for (let n = 1; n <= 3; n++) {
    const answer = await post(APP, "/api/auth/sign-in/email", signIn(`bare-${uniq()}@example.com`), me, rotated(n));
    expect(answer.status, `sign-in ${n} with a header of its own`).toBe(401);
  }
  refusedWithMessage(
    await post(APP, "/api/auth/sign-in/email", signIn(`bare-${uniq()}@example.com`), me, rotated(4)),
    "fourth sign-in with a header of its own",
  );
});

// Password guessing from many addresses: the account itself allows 5 attempts per 15 minutes,
// counted in the database (every app process on one PostgreSQL shares the count).
test("sign-in: 5 attempts per account from any addresses, then 429 even with the right password", async () => {
  const email = `owner-${uniq()}@example.com`;
  const password = "Right-Pass-2026";
  await signUpFrom(address(80), email, password, "Lock Owner");
  for (let n = 1; n <= 5; n++) {
    const answer = await post(APP, "/api/auth/sign-in/email", { email, password: `guess-${n}-wrong` }, address(81 + n));
    expect(answer.status, `guess ${n} from address ${81 + n}`).toBe(401);
  }
  const locked = await post(APP, "/api/auth/sign-in/email", { email: email.toUpperCase(), password }, address(90));
  refusedWithMessage(locked, "sixth attempt, from a fresh address, with the right password");
  expect(locked.body?.message).toMatch(/Try again in 15 minutes, or reset your password/);
  // Another account is unaffected, from the same addresses.
  const other = `other-${uniq()}@example.com`;
  await signUpFrom(address(91), other, password, "Not Locked");
  expect((await post(APP, "/api/auth/sign-in/email", { email: other, password }, address(90))).status).toBe(200);
});

test("a successful sign-in forgets the account's earlier failures", async () => {
  const email = `forget-${uniq()}@example.com`;
  const password = "Right-Pass-2026";
  await signUpFrom(address(100), email, password, "Fay Forget");
  for (let round = 0; round < 2; round++) {
    for (let n = 1; n <= 4; n++) {
      const from = address(101 + round * 5 + n);
      expect((await post(APP, "/api/auth/sign-in/email", { email, password: "nope-nope-1" }, from)).status).toBe(401);
    }
    expect((await post(APP, "/api/auth/sign-in/email", { email, password }, address(111 + round))).status).toBe(200);
  }
});

test("password reset and verification emails: 3 per address per hour from any addresses, then 429", async () => {
  const email = `mailbox-${uniq()}@example.com`;
  await signUpFrom(address(120), email, "Mail-Pass-2026", "Mae Mailbox");
  for (const [route, first] of [
    ["/api/auth/request-password-reset", 121],
    ["/api/auth/send-verification-email", 131],
  ] as const) {
    for (let n = 0; n < 3; n++) {
      expect((await post(APP, route, { email }, address(first + n))).status, `${route} ${n + 1}`).toBe(200);
    }
    const refused = await post(APP, route, { email }, address(first + 5));
    refusedWithMessage(refused, `${route}, fourth email to one address`);
    expect(refused.body?.message).toMatch(/Check your inbox, or try again in/);
  }
  // Unknown addresses are counted the same way: the answer tells nobody whether an account exists.
  const nobody = `nobody-${uniq()}@example.com`;
  for (let n = 0; n < 3; n++) {
    expect((await post(APP, "/api/auth/request-password-reset", { email: nobody }, address(140 + n))).status).toBe(200);
  }
  expect((await post(APP, "/api/auth/request-password-reset", { email: nobody }, address(145))).status).toBe(429);
});
