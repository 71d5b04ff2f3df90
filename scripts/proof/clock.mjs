// `npm run proof:clock`: no page is ever served with inline scripts its own CSP refuses, whatever
// the date and however long the server has run (docs/decisions/0007).
//
// Serves the existing production build (no rebuild: `npm run test:proof` builds first) on a fresh,
// seeded data folder with the server's clock moved CLOCK_OFFSET_DAYS (default 100) days ahead by a
// Node preload (scripts/proof/shift-clock.cjs): past the one-day revalidation the city pages once
// had and past a season change (and, near the end of a year, a new year). Then:
//   1. asks every kind of page (the 12 home variants through "/", a service page, city hubs,
//      city-service pages, FAQ, blog, a post, and a page rendered per request) several times, until
//      its HTML changes (a page regenerated at run time) or the tries run out, and checks every
//      inline script of every answer against the answer's own CSP header, and that no answer a
//      shared cache may keep carries a nonce;
//   2. opens each page in Chromium with the browser's clock moved the same way, and counts CSP
//      refusals and page errors; presses "Increase bedrooms" wherever there is a calculator and
//      expects the count to change; on city pages expects the seasonal card of the moved date, the
//      next opening after the moved date (the schedule's, read by the page's island),
//      and in the footer the moved date's year.
// Prints a table; exits 1 on any refusal or failed check.
//
// PROOF_APP_DIR serves another checkout's build (with its own node_modules), e.g. an export of
// main's code, to show the proof fails there.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { root } from "../lib.mjs";
import { requireBuild, startServer, table, waitUntilServing } from "./app.mjs";

const PORT = Number(process.env.PROOF_PORT ?? 3320);
const ORIGIN = `http://localhost:${PORT}`;
const OFFSET_DAYS = Number(process.env.CLOCK_OFFSET_DAYS ?? 100);
const APP_DIR = path.resolve(process.env.PROOF_APP_DIR ?? root);
const TRIES = 5;
const TRY_PAUSE_MS = 800;
const TIME_LIMIT_MS = 240_000;
// It counts refusals and reads text, never paint: Debian's headless shell (the browser specs' own,
// about a third less CPU) where it is installed.
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => fs.existsSync(p)) ??
  "/usr/bin/chromium";

requireBuild(APP_DIR);
const started = Date.now();
const shiftedNow = new Date(Date.now() + OFFSET_DAYS * 86_400_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-clock-"));
let server;
let browser;
const cleanUp = async () => {
  await browser?.close().catch(() => {});
  await server?.stop().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => cleanUp().finally(() => process.exit(130)));
const watchdog = setTimeout(() => {
  console.error(`\nFAIL: the proof did not finish within ${TIME_LIMIT_MS / 1000}s`);
  cleanUp().finally(() => process.exit(1));
}, TIME_LIMIT_MS);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// The seasons rule (docs/product.md#states), written out again here so the proof does not trust the code it checks.
const SEASONS_BY_MONTH = "winter winter spring spring spring summer summer summer fall fall fall winter".split(" ");
const seasonOf = (month) => SEASONS_BY_MONTH[month - 1];
const monthIn = (date, timeZone) =>
  Number(new Intl.DateTimeFormat("en-US", { timeZone, month: "numeric" }).format(date));
const seasonIn = (date, timeZone) => seasonOf(monthIn(date, timeZone));
// The day in a zone, "YYYY-MM-DD", and the first weekday after it: with the seed's Monday-Friday
// crews and an empty calendar, the next opening is that day or, on a holiday, a few days later.
const dayIn = (date, timeZone) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
const addDays = (day, n) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (day) => new Date(`${day}T12:00:00Z`).getUTCDay();

// --- the pages -------------------------------------------------------------------------------
const LA = "America/Los_Angeles";
const combos = fs
  .readdirSync(path.join(APP_DIR, ".next/server/app/home-variant"))
  .filter((f) => f.endsWith(".html"))
  .map((f) => f.slice(0, -".html".length))
  .sort();
const targets = [
  ...combos.map((combo) => ({ kind: "home variant", path: "/", label: `/ (${combo})`, combo })),
  { kind: "service", path: "/services/air-duct-cleaning" },
  { kind: "services index", path: "/services" },
  { kind: "city hub", path: "/ca/san-jose", city: "San Jose", timeZone: LA },
  { kind: "city hub", path: "/ca/oakland", city: "Oakland", timeZone: LA },
  // Nobody is staffed in New York (the seed staffs the Bay Area only): it claims no opening and
  // offers the waitlist instead.
  {
    kind: "city hub",
    path: "/ny/new-york-city",
    city: "New York City",
    timeZone: "America/New_York",
    unstaffed: true,
  },
  { kind: "city-service", path: "/ca/oakland/dryer-vent-cleaning", city: "Oakland", timeZone: LA },
  { kind: "city-service", path: "/ca/san-jose/air-duct-cleaning", city: "San Jose", timeZone: LA },
  { kind: "FAQ", path: "/faq" },
  { kind: "blog", path: "/blog" },
  { kind: "post", path: "/blog/dryer-vent-fire-prevention-guide" },
  { kind: "per request", path: "/customer-login" },
];
for (const t of targets) {
  t.label ??= t.path;
  t.cookies = t.combo ? [`cv_vid=${crypto.randomUUID()}`, `cv_ab=${t.combo}`] : [];
}

/** Inline scripts of `html` that `policy` allows neither by hash nor by nonce. */
function refusedScripts(html, policy) {
  const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  let refused = 0;
  for (const [, attrs = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/.test(attrs)) continue;
    const type = /\btype="([^"]*)"/.exec(attrs)?.[1] ?? "";
    if (type && !["text/javascript", "application/javascript", "module"].includes(type.toLowerCase())) continue;
    const hash = `'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`;
    const nonced = nonce !== undefined && attrs.includes(`nonce="${nonce}"`);
    if (!scriptSrc.includes(hash) && !nonced) refused++;
  }
  return refused;
}

const sharedCacheMayKeep = (cacheControl) =>
  /\b(public|s-maxage)\b/i.test(cacheControl) && !/\b(private|no-store)\b/i.test(cacheControl);

/** Asks for the page until its HTML changes (regenerated) or TRIES answers; checks every answer. */
async function probe(t) {
  const answers = [];
  for (let i = 0; i < TRIES; i++) {
    const res = await fetch(`${ORIGIN}${t.path}`, { headers: { cookie: t.cookies.join("; ") }, redirect: "manual" });
    const html = await res.text();
    const policy = res.headers.get("content-security-policy") ?? "";
    const cacheControl = res.headers.get("cache-control") ?? "";
    answers.push({
      status: res.status,
      cache: res.headers.get("x-nextjs-cache") ?? "-",
      digest: crypto.createHash("sha256").update(html).digest("hex"),
      refused: refusedScripts(html, policy),
      headerNonce: /'nonce-/.test(policy),
      cachedNonce: sharedCacheMayKeep(cacheControl) && /<script\b[^>]*\snonce="/i.test(html),
      cacheControl,
    });
    if (i > 0 && answers[i].digest !== answers[0].digest) break;
    await sleep(TRY_PAUSE_MS);
  }
  const last = answers.at(-1);
  t.http = {
    statuses: [...new Set(answers.map((a) => a.status))].join(","),
    caches: answers.map((a) => a.cache).join(" "),
    regenerated: answers.some((a) => a.digest !== answers[0].digest),
    refused: Math.max(...answers.map((a) => a.refused)),
    headerNonce: last.headerNonce,
    cachedNonce: answers.some((a) => a.cachedNonce),
    cacheControl: last.cacheControl,
  };
}

/** Opens the page in Chromium (clock moved like the server's) and runs the visitor's checks. */
async function visit(t) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (t.cookies.length) {
    await context.addCookies(
      t.cookies.map((c) => {
        const [name, value] = c.split("=");
        return { name, value, url: ORIGIN };
      }),
    );
  }
  const page = await context.newPage();
  await page.clock.setFixedTime(shiftedNow);
  const refusals = [];
  const errors = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(m.text())) refusals.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  const result = { refusals: 0, errors: 0, calculator: "n/a", season: "n/a", opening: "n/a", year: "-", notes: [] };
  try {
    await page.goto(`${ORIGIN}${t.path}`, { waitUntil: "load", timeout: 30_000 });

    // The footer's year: the moved date's, once the page has hydrated.
    const expectedYear = String(shiftedNow.getFullYear());
    const footer = page.locator("footer").last();
    const deadline = Date.now() + 6_000;
    let yearText = "";
    while (Date.now() < deadline) {
      yearText = /©\s*(\d{4})/.exec((await footer.textContent()) ?? "")?.[1] ?? "";
      if (yearText === expectedYear) break;
      await sleep(200);
    }
    result.year = yearText === expectedYear ? `ok ${yearText}` : `FAIL ${yearText || "none"} (want ${expectedYear})`;

    const increase = page.getByRole("button", { name: "Increase bedrooms" }).first();
    if ((await increase.count()) > 0) {
      const input = page.locator('input[name="bedrooms"]').first();
      const before = await input.inputValue();
      let after = before;
      const until = Date.now() + 10_000;
      // Pressed until it works: the first presses may land before hydration. The dryer vent price
      // is flat (its steppers are disabled), so there the visitor first picks duct cleaning.
      while (after === before && Date.now() < until) {
        if (await increase.isDisabled())
          await page
            .locator('input[name="serviceType"][value="air_duct"]')
            .first()
            .check({ timeout: 2_000 })
            .catch(() => {});
        else await increase.click({ timeout: 2_000 }).catch(() => {});
        await sleep(300);
        after = await input.inputValue();
      }
      result.calculator = after !== before ? `ok ${before}->${after}` : `FAIL stays ${before}`;
    }

    if (t.city) {
      const want = seasonIn(shiftedNow, t.timeZone);
      const card = page.locator("[data-seasonal-card]");
      let shown = "";
      const until = Date.now() + 10_000;
      while ((await card.count()) > 0 && Date.now() < until) {
        shown = (await card.getAttribute("data-current-season")) || "";
        if (shown) break;
        await sleep(200);
      }
      const heading = shown ? ((await card.locator("h3").first().textContent()) ?? "") : "";
      const visibleCards = shown ? await card.locator("h3").count() : 0;
      const ok =
        shown === want && visibleCards === 1 && heading.toLowerCase().startsWith(`${want} in ${t.city.toLowerCase()}`);
      result.season = ok ? `ok ${want}` : `FAIL ${shown || "no card of the day"} (want ${want})`;

      // The next opening comes from the server's (moved) schedule: after the moved today, a
      // weekday, within a week and a half (holidays), never the real calendar's.
      const opening = page.locator("[data-next-opening]");
      const movedToday = dayIn(shiftedNow, t.timeZone);
      if (t.unstaffed) {
        const offered = await page
          .getByTestId("area-waitlist")
          .waitFor({ timeout: 10_000 })
          .then(() => true)
          .catch(() => false);
        const claimed = await opening.count();
        result.opening = offered && claimed === 0 ? "ok waitlist" : `FAIL waitlist ${offered}, openings ${claimed}`;
      } else {
        let day = "";
        try {
          await opening.waitFor({ timeout: 10_000 });
          day = (await opening.getAttribute("data-next-opening")) ?? "";
        } catch {}
        const fine = day > movedToday && day <= addDays(movedToday, 10) && ![0, 6].includes(weekdayOf(day));
        result.opening = fine ? `ok ${day}` : `FAIL ${day || "none"} (after ${movedToday})`;
      }
    }
  } catch (error) {
    result.notes.push(error.message.split("\n")[0]);
  }
  await sleep(200);
  result.refusals = refusals.length;
  result.errors = errors.length;
  if (refusals.length) result.notes.push(refusals[0].slice(0, 160));
  if (errors.length) result.notes.push(errors[0].slice(0, 160));
  t.browser = result;
  await context.close();
}

async function inPool(items, size, fn) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (queue.length) await fn(queue.shift());
    }),
  );
}

// --- run ------------------------------------------------------------------------------------
console.log(`Serving the build in ${APP_DIR} with its clock moved ${OFFSET_DAYS} days ahead.`);
const secret = "clock-proof-secret-0123456789abcdef0123456789";
const env = {
  DATA_DIR: dataDir,
  SITE_URL: ORIGIN,
  BETTER_AUTH_SECRET: secret,
  AUTH_RATE_LIMIT: "off",
  RATE_LIMIT_SCALE: "1000",
};
const seed = spawnSync(path.join(APP_DIR, "node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/seed.ts"], {
  cwd: APP_DIR,
  env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "error", ...env },
  encoding: "utf8",
});
if (seed.status !== 0) {
  console.error(`seeding failed:\n${seed.stdout}${seed.stderr}`);
  await cleanUp();
  process.exit(1);
}
const preload = path.join(root, "scripts/proof/shift-clock.cjs");
server = startServer(
  PORT,
  {
    ...env,
    CLOCK_OFFSET_DAYS: String(OFFSET_DAYS),
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${preload}`.trim(),
  },
  APP_DIR,
);
await waitUntilServing(server);

// The server's clock really moved: its health answer carries the time the app reads (Node's own
// Date header does not move with the preload, and the sitemap's dates come from the content).
const health = await (await fetch(`${ORIGIN}/api/health`)).json().catch(() => ({}));
const serverToday = typeof health.time === "string" ? health.time.slice(0, 10) : "";
const movedToday = shiftedNow.toISOString().slice(0, 10);
const realToday = new Date().toISOString().slice(0, 10);
const clockMoved = serverToday === movedToday;
console.log(
  `Server's today (/api/health): ${serverToday || "not found"}; real today ${realToday}; moved ${movedToday}.`,
);
const seasonsNow = `${seasonIn(new Date(), LA)} -> ${seasonIn(shiftedNow, LA)}`;
console.log(`Season in the Bay Area: ${seasonsNow}; year ${new Date().getFullYear()} -> ${shiftedNow.getFullYear()}.`);

await Promise.all(targets.map(probe));

browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
await inPool(targets, 2, visit);

const failures = [];
if (!clockMoved) failures.push(`the server's clock did not move (/api/health says ${serverToday || "nothing"})`);
if (seasonIn(new Date(), LA) === seasonIn(shiftedNow, LA))
  failures.push("the moved clock is in the same season: a proof of nothing");
const rows = [
  [
    "page",
    "kind",
    "answers (x-nextjs-cache)",
    "HTML changed",
    "nonce",
    "refused (HTTP)",
    "CSP refusals",
    "page errors",
    "calculator",
    "season",
    "next opening",
    "footer year",
  ],
];
for (const t of targets) {
  const h = t.http;
  const b = t.browser;
  rows.push([
    t.label,
    t.kind,
    `${h.statuses}: ${h.caches}`,
    h.regenerated ? "yes" : "no",
    h.headerNonce ? "yes" : "no",
    h.refused,
    b.refusals,
    b.errors,
    b.calculator,
    b.season,
    b.opening,
    b.year,
  ]);
  const fail = (why) => failures.push(`${t.label}: ${why}`);
  if (h.statuses !== "200") fail(`answered ${h.statuses}`);
  if (h.refused) fail(`${h.refused} inline script(s) its own CSP header refuses`);
  if (h.cachedNonce) fail(`HTML with a nonce in an answer a shared cache may keep (${h.cacheControl})`);
  if (b.refusals) fail(`${b.refusals} CSP refusal(s) in Chromium`);
  if (b.errors) fail(`${b.errors} page error(s)`);
  if (b.calculator.startsWith("FAIL")) fail(`"Increase bedrooms" did nothing`);
  if (b.season.startsWith("FAIL")) fail(`seasonal card ${b.season}`);
  if (b.opening.startsWith("FAIL")) fail(`next opening ${b.opening}`);
  if (b.year.startsWith("FAIL")) fail(`footer year ${b.year}`);
  for (const note of b.notes) console.log(`  ${t.label}: ${note}`);
}
console.log(`\n${table(rows)}\n`);
clearTimeout(watchdog);
await cleanUp();
const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (failures.length) {
  console.error(`FAIL (${seconds}s):\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `OK (${seconds}s): ${targets.length} pages, clock +${OFFSET_DAYS} days, no refusal, calculator, seasonal card and next opening work.`,
);
