// Helpers shared by the proof scripts: the production server as a child process, and the HTTP
// calls a visitor makes (sign up, price request, booking).
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { MEMORY_ENV, NODE_MEMORY_FLAGS } from "../../server/memory-flags.mjs";
import { root } from "../lib.mjs";

const nextBin = (dir) => path.join(dir, "node_modules/next/dist/bin/next");

/** Fails with a clear message when there is no production build to start (in `dir`, this checkout by default). */
export function requireBuild(dir = root) {
  if (!fs.existsSync(path.join(dir, ".next/BUILD_ID"))) {
    console.error("No production build: run `NODE_ENV=production npx next build` (or `npm start` once) first.");
    process.exit(1);
  }
}

/**
 * The production server (server/serve.mjs) run by node directly (no npx wrapper), so `child.pid` is the server process itself
 * and a SIGKILL hits the process that holds the database. `dir`: the checkout whose build to serve
 * (with its own node_modules); this one by default. `serveArgs`: serve.mjs's own, such as `-H`.
 */
export function startServer(port, env, dir = root, serveArgs = []) {
  // The production server (server/serve.mjs, scripts/serve.mjs in older checkouts); an older
  // checkout still runs `next start`.
  const serve = ["server/serve.mjs", "scripts/serve.mjs"].map((f) => path.join(dir, f)).find((f) => fs.existsSync(f));
  // Started as the systemd unit starts it: with the memory settings (server/memory-flags.mjs).
  const args = [...NODE_MEMORY_FLAGS, ...(serve ? [serve, ...serveArgs] : [nextBin(dir), "start", "-p", String(port)])];
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: {
      ...process.env,
      ...MEMORY_ENV,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "error",
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  let done = false;
  exited.then(() => (done = true));
  return {
    child,
    pid: child.pid,
    port,
    exited,
    hasExited: () => done,
    output: () => output,
    /** SIGTERM and wait; SIGKILL if it has not exited after `graceMs`. */
    async stop(graceMs = 10_000) {
      if (done) return exited;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/**
 * Waits until the server answers a request that needs the database (the session endpoint), so a
 * server that is up but cannot open its database does not count as serving.
 */
export async function waitUntilServing(server, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.hasExited()) {
      const { code, signal } = await server.exited;
      throw new Error(`server on ${server.port} exited (${signal ?? code}) before serving:\n${server.output()}`);
    }
    try {
      const res = await fetch(`http://localhost:${server.port}/api/auth/get-session`);
      // Read to the end: the socket of an unread answer is not idle, and the server's SIGTERM
      // then waits out its drain time (server/serve.mjs) for it.
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server on ${server.port} did not serve within ${timeoutMs / 1000}s:\n${server.output()}`);
}

/**
 * Waits until the server's prerendered pages carry the saved identity and prices (`pages` in
 * /api/health): a server regenerates them after it starts when its build's differ, which takes
 * seconds of CPU that a measurement must not count.
 */
export async function waitUntilPagesCurrent(server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://localhost:${server.port}/api/health`);
      const health = await res.json();
      if (health.pages === "current") return;
      // An older build's health has no `pages`: its start's regeneration (15 s of CPU here) is
      // waited out by the clock.
      if (res.ok && health.pages === undefined) return await new Promise((r) => setTimeout(r, 30_000));
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the pages of the server on ${server.port} were not current within ${timeoutMs / 1000}s`);
}

/** Signs up a new account and returns its session cookie ("name=value; ..."). */
export async function signUp(port, origin, { email, password = "Proof-Pass-123", name = "Proof Person" }) {
  const res = await fetch(`http://localhost:${port}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password, name }),
  });
  if (res.status !== 200) throw new Error(`sign-up of ${email} on ${port} answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token")) throw new Error(`sign-up of ${email} set no session cookie`);
  return cookie;
}

/** The default holidays of src/domain/scheduling/holidays.ts (closed in every area), as "YYYY-MM-DD". */
export function defaultHolidays(year) {
  const iso = (d) => d.toISOString().slice(0, 10);
  const observed = (m, d) => {
    const date = new Date(Date.UTC(year, m - 1, d));
    const day = date.getUTCDay();
    date.setUTCDate(date.getUTCDate() + (day === 6 ? -1 : day === 0 ? 1 : 0));
    return iso(date);
  };
  const nth = (m, weekday, n) => {
    const first = new Date(Date.UTC(year, m - 1, 1)).getUTCDay();
    return iso(new Date(Date.UTC(year, m - 1, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7)));
  };
  const lastMonday = (m) => {
    const last = new Date(Date.UTC(year, m, 0));
    last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() - 1 + 7) % 7));
    return iso(last);
  };
  return [observed(1, 1), lastMonday(5), observed(7, 4), nth(9, 1, 1), nth(11, 4, 4), observed(12, 25)];
}

/** The working weekdays a booking may take: tomorrow to 30 days out in the business's zone (minus the edges and holidays). */
export function bookableDates(timeZone = "America/Los_Angeles") {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
  const [y, m, d] = today.split("-").map(Number);
  const dates = [];
  // Day 1 and day 30 are left out: the server's "today" may turn over while the script runs.
  for (let i = 2; i <= 29; i++) {
    const day = new Date(Date.UTC(y, m - 1, d + i));
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.push(day.toISOString().slice(0, 10));
  }
  const holidays = new Set([y, y + 1].flatMap((year) => defaultHolidays(year)));
  return dates.filter((date) => !holidays.has(date));
}

export const TIME_SLOTS = ["08:00", "09:00", "10:00", "11:00", "13:00", "14:00", "15:00", "16:00"];

/**
 * Person n's own phone number. Repeat requests by one phone or email within a day fold into one
 * lead (docs/decisions/0012): the proofs count distinct acknowledged leads, and the bench would
 * measure that fold's lock rather than a new lead.
 */
export const phoneOf = (n) => `(${410 + (Math.floor(n / 10000) % 10)}) 555-${String(n % 10000).padStart(4, "0")}`;

/** One price request for a home in Oakland, as the bench and the proxy proof send it. */
export const oaklandLead = (fullName, email) => ({
  fullName,
  phone: "4155550100",
  email,
  serviceType: "air_duct",
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1800,
  address: "1 Main St, Oakland, CA 94607",
  pageType: "homepage",
});

export function leadBody(n, tag) {
  return {
    fullName: `Proof Lead ${n}`,
    phone: phoneOf(n),
    email: `lead-${tag}-${n}@example.com`,
    serviceType: ["air_duct", "dryer_vent", "duct_and_dryer"][n % 3],
    bedrooms: 1 + (n % 6),
    bathrooms: 1 + (n % 3),
    squareFeet: 800 + (n % 20) * 100,
    address: `${100 + n} Proof St, San Francisco, CA 94110`,
    marketingConsent: n % 2 === 0,
  };
}

export function bookingBody(n, slot, street = `${100 + n} Proof Ave`) {
  const recurring = n % 4 === 0;
  // Jobs end by 6pm: a late start is a one-hour dryer vent job.
  const serviceType = slot.time >= "14:00" ? "dryer_vent" : ["air_duct", "dryer_vent", "duct_and_dryer"][n % 3];
  return {
    serviceType,
    address: { street, unit: "", city: "San Francisco", state: "CA", zip: "94110" },
    phone: phoneOf(n),
    bedrooms: 1 + (n % 6),
    bathrooms: 1 + (n % 3),
    squareFeet: 800 + (n % 20) * 100,
    appointmentDate: slot.date,
    appointmentTime: slot.time,
    isRecurring: recurring,
    recurringIntervalMonths: recurring ? 12 : null,
    idempotencyKey: crypto.randomUUID(),
  };
}

/** POSTs JSON and returns { status, json } (json null when the body is not JSON). */
export async function postJson(url, body, headers = {}) {
  const res = await fetch(url, {
    method: "POST",
    // Writes are accepted only from the site's own origin (src/server/http/same-origin.ts).
    headers: { "content-type": "application/json", origin: new URL(url).origin, ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json };
}

/** Pads cells into an aligned text table. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => String(c).padEnd(widths[i])).join("  ")).join("\n");
}
