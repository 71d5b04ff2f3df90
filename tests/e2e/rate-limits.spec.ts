import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// The per-address limits with production settings (the shared e2e server turns them off or scales
// them up). A server of its own on 3210; clients are told apart by their real source address
// (127.0.0.x), and 3211 is a reverse proxy in front of it that appends the peer address to
// X-Forwarded-For as nginx's $proxy_add_x_forwarded_for does.
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "process-level test; runs once");

const APP = 3210;
const PROXY = 3211;
const ORIGIN = `http://localhost:${APP}`;
const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");

interface Answer {
  status: number;
  body: { error?: string; message?: string } | null;
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
          resolve({ status: res.statusCode ?? 0, body });
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
  serviceType: "standard",
  bedrooms: 1,
  bathrooms: 1,
  squareFeet: 900,
});
const events = () => ({ events: [{ name: "service_interaction", props: { source: "rate-limit" } }] });
const uniq = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const address = (n: number) => `127.0.0.${n}`;
const rotated = (i: number) => `198.51.100.${i % 250}`;

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
};

let app: { child: ChildProcess; exited: Promise<unknown>; output: () => string };
let proxy: http.Server;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-limits-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SITE_URL: ORIGIN,
    BETTER_AUTH_SECRET: "rate-limit-test-secret-0123456789abcdef",
    AUTH_RATE_LIMIT: "on",
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: "error",
  };
  // The defaults, whatever the shell running the tests has set.
  delete env.RATE_LIMIT_SCALE;
  delete env.LEAD_RATE_LIMIT_PER_MINUTE;
  delete env.TRUSTED_PROXY_HOPS;
  const child = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(APP)], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise((resolve) => child.on("exit", resolve));
  app = { child, exited, output: () => output };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${APP}/faq`)).ok) break;
    } catch {}
    if (i > 150) throw new Error(`server on ${APP} never answered:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  proxy = http.createServer((req, res) => {
    const peer = req.socket.remoteAddress ?? "";
    const prior = req.headers["x-forwarded-for"];
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: APP,
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
  app?.child.kill("SIGTERM");
  await app?.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
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

test("estimate: 5 sends of one lead per address, then 429; another address is unaffected", async () => {
  const created = await post(APP, "/api/leads", lead(`estimate-${uniq()}@example.com`), address(40));
  expect(created.status).toBe(201);
  const route = `/api/leads/${(created.body as { leadId: string }).leadId}/estimate`;
  for (let n = 1; n <= 5; n++) expect((await post(APP, route, {}, address(41))).status, `send ${n}`).toBe(200);
  refusedWithMessage(await post(APP, route, {}, address(41)), "sixth send");
  expect((await post(APP, route, {}, address(42))).status).toBe(200);
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
// (base-server.js: `??=`): a client that writes the header picks its own address. The limits hold
// only behind a proxy that appends the peer address; this records why (README, "Behind a
// reverse proxy"). Should it start to fail, Next overwrites the header now: update the README.
test("served without a proxy, next start keeps a client's own X-Forwarded-For", async () => {
  const me = address(70);
  for (let n = 1; n <= 7; n++) {
    const answer = await post(APP, "/api/newsletter", { email: `bare-${uniq()}@example.com` }, me, rotated(n));
    expect(answer.status, `newsletter request ${n} with a header of its own`).toBe(200);
  }
  for (let n = 1; n <= 5; n++) {
    const answer = await post(APP, "/api/auth/sign-in/email", signIn(`bare-${uniq()}@example.com`), me, rotated(n));
    expect(answer.status, `sign-in ${n} with a header of its own`).toBe(401);
  }
});
