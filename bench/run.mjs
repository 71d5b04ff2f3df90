// `npm run bench`: load figures for the pages and endpoints that matter, on loopback only, beside
// nginx (Debian's package) serving the same city page's HTML as a static file: the ceiling a
// prerendered page could reach on this machine. Every target is bounded in time (autocannon's
// `amount` would override the duration, so requests are bounded by the time alone).
// Then the same through the shipped production setup (deploy/nginx over local TLS, two app
// processes, one PostgreSQL), the crew's phone page for a technician with a full day on one of
// those processes, and the app's memory before and after 100k mixed requests.
// The bench builds into a folder of its own (.next-bench, NEXT_DIST_DIR): it never replaces the
// build a running `npm start` serves, and a bench stopped mid-build leaves only its own folder
// unfinished (no stamp: rebuilt next time).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { baseEnv, ensureBuild, ensureDependencies, root } from "../scripts/lib.mjs";
import { requireBuild } from "../scripts/proof/app.mjs";
import { createCrewWorld, signIn } from "../scripts/proof/crew-world.mjs";
import { findNginx, SERVER_NAME, startDeployed } from "../scripts/proof/deployed.mjs";
import { startServer } from "../scripts/proof/server.mjs";
import { newPersonLeads, percentile } from "./lib.mjs";
import { mixedLoad } from "./mixed.mjs";
import { spacedLoad } from "./spaced.mjs";

// BENCH_SERVED_BUILD=1: measure the build `npm start` serves (.next) as it is, building nothing.
const SERVED_BUILD = process.env.BENCH_SERVED_BUILD === "1";
process.env.NEXT_DIST_DIR = SERVED_BUILD ? ".next" : process.env.NEXT_DIST_DIR || ".next-bench";

// --crew: the crew page's rows alone (the deploy setup, no other row, no mixed run).
const CREW_ONLY = process.argv.includes("--crew");

// --history: the owner's pages on 1 and 3 years of history instead (bench/history.mjs).
if (process.argv.includes("--history")) {
  const { benchHistory } = await import("./history.mjs");
  process.exit(await benchHistory());
}

// --memory: the memory rows alone, the regeneration after saves included (bench/memory.mjs).
if (process.argv.includes("--memory")) {
  const { benchMemory } = await import("./memory.mjs");
  process.exit(await benchMemory());
}

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const NGINX_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CITY_PAGE = "/ca/san-francisco";
// Through the deploy config: its own ports (the app pair and nginx's HTTP/HTTPS).
const DEPLOY_APP_PORTS = [PORT + 10, PORT + 11];
const DEPLOY_HTTP_PORT = Number(process.env.BENCH_NGINX_HTTP_PORT ?? 8780);
const DEPLOY_HTTPS_PORT = DEPLOY_HTTP_PORT + 1;
const MIXED = Number(process.env.BENCH_MIXED ?? 100_000);
/** A crew's full day: one job at each start time. */
const CREW_JOBS = 8;
/** Every technician of a five-crew business (three to a crew), each on a phone of their own. */
const CREW_CONNECTIONS = 15;
/**
 * The crew page's target load: those phones each reloading every CREW_INTERVAL_MS, their reloads
 * spread evenly (bench/spaced.mjs), 7.5 requests a second in all: a technician reloads or takes a
 * step every few minutes, so this is some 50 times a working day's load, yet sparse enough that a
 * request meets the page's own cost and not the queue of those sent with it. Measured for
 * CREW_SECONDS, long enough for 150 answers (a p95 of 8 worst).
 */
const CREW_INTERVAL_MS = 2000;
const CREW_SECONDS = Number(process.env.BENCH_CREW_SECONDS ?? 20);
/** The rate of the burst row beside it (autocannon's rate mode), the target row's load until now. */
const CREW_BURST_RATE = 30;
// The mixed run goes in chunks with the RSS after each, and stops early after this long.
const MIXED_MAX_SECONDS = Number(process.env.BENCH_MIXED_MAX_SECONDS ?? 900);
/** The bound this bench holds a production app process to after MIXED mixed requests (MB). */
const RSS_BOUND_MB = Number(process.env.BENCH_RSS_BOUND_MB ?? 600);

/** Resident memory of a process, MB (Linux). */
function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

function quoteBenchmark() {
  // The same pricing rules the server runs, measured in process.
  return import("tsx/esm/api").then(async ({ tsImport }) => {
    const { quote } = await tsImport("../src/domain/pricing/pricing.ts", import.meta.url);
    const n = 1_000_000;
    const started = process.hrtime.bigint();
    let sink = 0;
    for (let i = 0; i < n; i++)
      sink += quote("air_duct", { bedrooms: i % 21, bathrooms: i % 11, squareFeet: i % 20001 }).exact;
    const ns = Number(process.hrtime.bigint() - started);
    return { name: "quote() in process", rps: Math.round(n / (ns / 1e9)), p50: ns / n / 1e6, p99: null, sink };
  });
}

// Each target first runs this long unrecorded, on the same 50 connections as the measured seconds
// that follow: the first requests after a start load the route's code and warm the database's
// plans (about 5 s of slow answers for the first 50 price requests on a busy machine), and a busy
// Node process accepts one new connection per turn of its event loop (libuv/libuv#3696), so 50
// connections opened at once wait for one another, up to 0.7 s for the last on this machine. Both
// are once-per-start costs, reported apart from the steady state: coldMs (the first request of the
// target, alone) and rampP99 (the p99 of the whole run, warm-up included).
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 2);
// Price requests warm longer: their route's code is still being optimised after 2 s of load (one
// process on PostgreSQL, answers per second: 173, 283, 374, 389, 440 in the first five seconds,
// 500 by the seventh, 570-600 from the twelfth on), and a server runs for days.
const PRICE_WARM_SECONDS = Number(process.env.BENCH_PRICE_WARM_SECONDS ?? 10);
// ...and are measured longer: their p99 is set by a few events a run (a full garbage collection
// about every 6 s, the other process draining the owner emails in bursts), so 5 s caught one or
// none of them: four 5 s runs of one build measured p99 124, 131, 140 and 183 ms.
const PRICE_SECONDS = Number(process.env.BENCH_PRICE_SECONDS ?? 10);

/** The target's first answer, alone: a GET, or the target's own request (a new body each time). */
async function coldRequest(url, { requests: [first] = [{}] }) {
  const started = performance.now();
  const res = await fetch(url, {
    method: first.method ?? "GET",
    headers: first.headers,
    body: first.setupRequest?.({ ...first }).body,
  }).catch(() => null);
  await res?.arrayBuffer();
  return Math.round(performance.now() - started);
}

async function load(name, url, opts = {}, warmSeconds = WARM_SECONDS, seconds = SECONDS) {
  // TLS targets (deploy rows) are warmed by autocannon alone: fetch here would not trust the local certificate.
  const coldMs = url.startsWith("https:") ? null : await coldRequest(url, opts);
  // Answers (ms) completed after the warm-up, on connections the warm-up opened.
  const measured = [];
  let started = 0;
  const setupClient = (client) =>
    client.on("response", (_status, _bytes, responseTime) => {
      if (performance.now() - started >= warmSeconds * 1000) measured.push(responseTime);
    });
  return new Promise((resolve, reject) => {
    started = performance.now();
    autocannon({ url, connections: 50, duration: warmSeconds + seconds, setupClient, ...opts }, (err, r) => {
      if (err) return reject(err);
      const sorted = measured.sort((a, b) => a - b);
      const row = {
        name,
        rps: Math.round(sorted.length / seconds),
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        rampP99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        coldMs,
      };
      // As it comes: a long bench stopped half-way still has printed what it measured.
      console.log(
        `  ${name}: ${row.rps} req/s, p50 ${row.p50} ms, p95 ${row.p95} ms, p99 ${row.p99} ms (${row.rampP99} ms with the warm-up), ` +
          `non-2xx ${row.non2xx}` +
          (coldMs === null ? "" : `, first request ${coldMs} ms`),
      );
      resolve(row);
    });
  });
}

/**
 * Waits until every owner email queued by a price-request row has gone out (the outbox drains
 * them behind the requests), so the next row does not pay for the one before it. Says how long.
 */
async function outboxDrained(databaseUrl) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    let waiting = 0;
    do {
      const { rows } = await client.query(
        "select count(*)::int as n from outbox_messages where status in ('queued', 'sending')",
      );
      waiting = rows[0].n;
      if (waiting > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    } while (waiting > 0 && performance.now() - started < 120_000);
    const { rows } = await client.query("select count(*)::int as n from outbox_messages where status = 'sent'");
    console.log(
      `  outbox: ${waiting} waiting, ${rows[0].n} sent so far, ${Math.round(performance.now() - started)} ms to drain`,
    );
  } finally {
    await client.end();
  }
}

/** nginx in the foreground, serving one file for every path, as a CDN edge would serve the page. */
async function startNginx(bin, html) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-nginx-"));
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, "city.html"), html);
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${dir};
    location / { try_files /city.html =404; }
  }
}
`,
  );
  const child = spawn(bin, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${NGINX_PORT}${CITY_PAGE}`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    stop() {
      child.kill("SIGTERM");
      spawnSync("sleep", ["0.3"]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// Stopped with Ctrl-C or SIGTERM: stop what was started (servers, nginx, PostgreSQL) first.
const cleanups = [];
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, async () => {
    for (const stop of cleanups.reverse()) await Promise.resolve(stop()).catch(() => {});
    process.exit(130);
  });
}

ensureDependencies();
const env = baseEnv({ GA_MEASUREMENT_ID: "G-TEST1234" });
if (SERVED_BUILD) requireBuild();
else ensureBuild({ ...env, NODE_ENV: "production" });
const nginxBin = findNginx();
if (!nginxBin) console.log("nginx is not installed and cannot be installed here: no reference or deploy figures.");

const nextLeadBody = newPersonLeads("bench");
const leadRequest = (origin, extra = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", origin, ...extra },
  body: nextLeadBody(),
  setupRequest: (req) => ({ ...req, body: nextLeadBody() }),
});
const postLead = (origin, extra = {}) => ({ requests: [leadRequest(origin, extra)] });
const results = [];
const memory = [];
let reference = null;

// 1. The bare server (`npm start`'s way: one process, embedded PGlite) and nginx serving the file.
const server = CREW_ONLY
  ? null
  : await startServer({
      port: PORT,
      env: { ...env, LEAD_RATE_LIMIT_PER_MINUTE: "1000000" },
    });
let nginx = null;
if (server) {
  cleanups.push(() => server.stop());
  try {
    memory.push(["bare app (PGlite): after start", rssMb(server.pid)]);
    if (nginxBin) {
      nginx = await startNginx(nginxBin, await (await fetch(`${server.base}${CITY_PAGE}`)).text());
      cleanups.push(() => nginx?.stop());
      const ref = await load(
        `nginx: ${CITY_PAGE} HTML as a file (reference)`,
        `http://127.0.0.1:${NGINX_PORT}${CITY_PAGE}`,
      );
      results.push(ref);
      reference = ref.rps;
      nginx.stop();
      nginx = null;
    }
    results.push(
      await load(`bare: GET ${CITY_PAGE} (prerendered)`, `${server.base}${CITY_PAGE}`),
      await load("bare: GET / (home, A/B proxy)", `${server.base}/`),
      await load(
        "bare: POST /api/leads (PGlite)",
        `${server.base}/api/leads`,
        postLead(new URL(server.base).origin),
        PRICE_WARM_SECONDS,
        PRICE_SECONDS,
      ),
      await quoteBenchmark(),
    );
    memory.push(["bare app (PGlite): after its rows", rssMb(server.pid)]);
  } finally {
    nginx?.stop();
    await server.stop();
  }
}

// 2. Through the shipped nginx config: TLS, micro-cache, two app processes, PostgreSQL (fsync on).
let mixed = null;
if (nginxBin) {
  const stack = await startDeployed({
    nginxBin,
    appPorts: DEPLOY_APP_PORTS,
    httpPort: DEPLOY_HTTP_PORT,
    httpsPort: DEPLOY_HTTPS_PORT,
    fsync: true,
    env: { ...env, LEAD_RATE_LIMIT_PER_MINUTE: "1000000", LOG_LEVEL: "error" },
  });
  cleanups.push(() => stack.stop());
  try {
    const [app] = stack.servers;
    memory.push([`deployed app :${app.port} (PostgreSQL): after start`, rssMb(app.pid)]);
    const tls = { servername: SERVER_NAME, headers: { host: `${SERVER_NAME}:${DEPLOY_HTTPS_PORT}` } };
    const via = (p) => `https://127.0.0.1:${DEPLOY_HTTPS_PORT}${p}`;
    if (!CREW_ONLY) {
      results.push(
        await load(`deploy: GET ${CITY_PAGE} (nginx micro-cache, TLS)`, via(CITY_PAGE), tls),
        await load("deploy: GET / (home, never cached, 2 apps)", via("/"), tls),
        await load(
          "deploy: POST /api/leads (2 apps, PostgreSQL)",
          via("/api/leads"),
          { ...tls, ...postLead(stack.siteUrl, tls.headers) },
          PRICE_WARM_SECONDS,
          PRICE_SECONDS,
        ),
      );
      await outboxDrained(stack.postgres.url);
      // One of the two processes straight, no TLS or proxy (as behind a platform's own proxy):
      // the price request's own cost on PostgreSQL, beside the bare server's on PGlite.
      results.push(
        await load(
          `app: POST /api/leads (1 process, PostgreSQL)`,
          `http://127.0.0.1:${app.port}/api/leads`,
          postLead(stack.siteUrl),
          PRICE_WARM_SECONDS,
          PRICE_SECONDS,
        ),
      );
      await outboxDrained(stack.postgres.url);
    }

    // The crew's phone page, server-rendered per request for the signed-in technician: a crew
    // with a full day (one job per start time), its session made once as the phone keeps it.
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: stack.postgres.url });
    await client.connect();
    let crew;
    try {
      crew = await createCrewWorld((sql, params) => client.query(sql, params).then((r) => r.rows), {
        jobs: CREW_JOBS,
        status: "confirmed",
      });
    } finally {
      await client.end();
    }
    const crewCookie = await signIn(app.port, stack.siteUrl, crew.technician.email);
    const crewPage = await fetch(`http://127.0.0.1:${app.port}/crew`, { headers: { cookie: crewCookie } });
    const listed = ((await crewPage.text()).match(/Milvia St/g) ?? []).length;
    if (crewPage.status !== 200 || listed < CREW_JOBS)
      throw new Error(`/crew answered ${crewPage.status} listing ${listed} of the crew's ${CREW_JOBS} jobs`);
    // Its load is the business's own technicians through the deploy, as their phones reach it: 15
    // phones, each on a connection of its own, their reloads spread evenly (bench/spaced.mjs says
    // why not autocannon's rate mode, whose bursts of a second's requests measured the queue they
    // made: p95 385 ms at p50 135 ms). The rows after it have no target: the old row's 30 req/s in
    // bursts, 15 phones reloading the moment each answer lands, then one process at the bench's
    // usual 50 connections, none of them loads a 2-5 crew business makes, show where it saturates.
    const crewName = `deploy: GET /crew (crew page, a day of ${CREW_JOBS} jobs, ${CREW_CONNECTIONS} phones each every ${CREW_INTERVAL_MS / 1000} s, evenly spaced, 2 apps, PostgreSQL)`;
    const spaced = await spacedLoad(via("/crew"), {
      phones: CREW_CONNECTIONS,
      intervalMs: CREW_INTERVAL_MS,
      seconds: CREW_SECONDS,
      warmSeconds: WARM_SECONDS,
      servername: SERVER_NAME,
      headers: { ...tls.headers, cookie: crewCookie },
    });
    console.log(
      `  ${crewName}: ${spaced.rps} req/s, p50 ${spaced.p50} ms, p95 ${spaced.p95} ms, p99 ${spaced.p99} ms, max ${spaced.max} ms, non-2xx ${spaced.non2xx}, load ${fs.readFileSync("/proc/loadavg", "utf8").trim()}`,
    );
    results.push(
      { name: crewName, ...spaced, rampP99: null, coldMs: null },
      await load(
        `deploy (bursts, autocannon's rate mode): GET /crew, ${CREW_CONNECTIONS} phones at ${CREW_BURST_RATE} req/s sent a second's worth at once`,
        via("/crew"),
        {
          ...tls,
          connections: CREW_CONNECTIONS,
          overallRate: CREW_BURST_RATE,
          headers: { ...tls.headers, cookie: crewCookie },
        },
      ),
      await load(
        `deploy (saturation): GET /crew, ${CREW_CONNECTIONS} phones reloading back to back, 2 apps, PostgreSQL`,
        via("/crew"),
        { ...tls, connections: CREW_CONNECTIONS, headers: { ...tls.headers, cookie: crewCookie } },
      ),
      await load(
        `app: GET /crew (crew page, a day of ${CREW_JOBS} jobs, 50 connections, 1 process, PostgreSQL)`,
        `http://127.0.0.1:${app.port}/crew`,
        { requests: [{ method: "GET", headers: { cookie: crewCookie } }] },
      ),
    );
    memory.push([`deployed app :${app.port}: after its rows`, rssMb(app.pid)]);

    if (!CREW_ONLY) {
      // 3. Memory: MIXED requests straight to one app process (bench/mixed.mjs says which).
      const mixedRequests = mixedLoad({
        port: app.port,
        origin: stack.siteUrl,
        cityPage: CITY_PAGE,
        maxSeconds: MIXED_MAX_SECONDS,
      });
      mixed = await mixedRequests.send(MIXED, (t) =>
        console.log(`  mixed: ${t.requests} requests in ${t.seconds}s, RSS ${rssMb(app.pid)} MB`),
      );
      memory.push([
        `deployed app :${app.port}: after ${mixed.requests.toLocaleString("en-US")} mixed requests`,
        rssMb(app.pid),
      ]);
    }
  } finally {
    await stack.stop();
  }
}

console.log(
  `\nBench on ${os.cpus().length} cores, ${SECONDS}s per HTTP target after ${WARM_SECONDS}s unrecorded (price requests ${PRICE_SECONDS}s after ${PRICE_WARM_SECONDS}s), 50 connections, ${new Date().toISOString().slice(0, 10)}`,
);
console.log(
  "| target | req/s | p50 ms | p95 ms | p99 ms | p99 with warm-up ms | vs nginx | non-2xx | first request ms |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const r of results) {
  const ratio = reference && r.p99 !== null ? `${((r.rps / reference) * 100).toFixed(1)}%` : "-";
  console.log(
    `| ${r.name} | ${r.rps} | ${r.p50?.toFixed?.(4) ?? r.p50} | ${r.p95 ?? "-"} | ${r.p99 ?? "-"} | ${r.rampP99 ?? "-"} | ${ratio} | ${r.non2xx ?? "-"} | ${r.coldMs ?? "-"} |`,
  );
}
console.log("\n| app process | RSS MB |");
console.log("|---|---|");
for (const [what, mb] of memory) console.log(`| ${what} | ${mb ?? "-"} |`);
if (mixed) {
  console.log(
    `\nMixed: ${mixed.requests} requests in ${mixed.seconds}s, ${mixed.errors} errors, ` +
      `2xx ${mixed.statuses["2xx"]}, 3xx ${mixed.statuses["3xx"]}, 4xx ${mixed.statuses["4xx"]}, 5xx ${mixed.statuses["5xx"]}`,
  );
}
fs.mkdirSync(path.join(root, ".data/proof"), { recursive: true });
fs.writeFileSync(
  path.join(root, ".data/proof/bench.json"),
  JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, results, memory, mixed }, null, 2),
);

const problems = [];
const failed = results.filter((r) => r.non2xx || r.errors);
if (failed.length) problems.push(`failed responses in: ${failed.map((r) => r.name).join(", ")}`);
if (mixed?.statuses["5xx"] || mixed?.errors)
  problems.push(`the mixed run had ${mixed.statuses["5xx"]} 5xx and ${mixed.errors} errors`);
const finalRss = mixed ? memory.at(-1)[1] : null;
if (finalRss !== null && finalRss > RSS_BOUND_MB) {
  problems.push(`the app process holds ${finalRss} MB after the mixed run (bound ${RSS_BOUND_MB} MB)`);
} else if (finalRss !== null) {
  console.log(`RSS after the mixed run: ${finalRss} MB, within the ${RSS_BOUND_MB} MB bound.`);
}
const targets = [
  [`deploy: GET ${CITY_PAGE}`, (r) => reference && r.rps / reference >= 0.8, "at least 80% of nginx-static req/s"],
  ["app: POST /api/leads", (r) => r.p99 < 150, "p99 under 150 ms on PostgreSQL"],
  ["bare: POST /api/leads", (r) => r.p99 < 600, "p99 under 600 ms on PGlite"],
  ["deploy: GET /crew", (r) => r.p95 < 150, `p95 under 150 ms for a day of ${CREW_JOBS} jobs on PostgreSQL`],
];
for (const [prefix, ok, what] of targets) {
  const r = results.find((x) => x.name.startsWith(prefix));
  if (r) console.log(`${ok(r) ? "met    " : "MISSED "} ${prefix}: ${what}`);
}
if (problems.length) {
  console.error(`\n${problems.join("\n")}`);
  process.exitCode = 1;
}
