// `npm run bench -- --history`: the owner's pages, the open times, the customer search and the
// customer dashboard and customer page of a customer with 40 visits, through one production app process on PostgreSQL, on a history of 1
// year and of 3 years (npm run db:seed-history, then the upkeep jobs once, as a server running all
// along would have), side by side. Then the in-process figures of the same data
// (bench/history-queries.ts: a booking and the outbox worker's pass among them). Prints the load
// average beside the figures: on a busy machine compare the two columns, not the absolutes.
//   BENCH_HISTORY_YEARS=1,3  BENCH_HISTORY_SCALE=1  BENCH_HISTORY_SECONDS=5  BENCH_PORT=3450
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { baseEnv, ensureBuild, ensureDependencies, root } from "../scripts/lib.mjs";
import { signIn, staffCrews } from "../scripts/proof/crew-world.mjs";
import { startPostgres } from "../scripts/proof/postgres.mjs";
import { startServer } from "../scripts/proof/server.mjs";
import { percentile } from "./lib.mjs";
import { spacedLoad } from "./spaced.mjs";

const YEARS = (process.env.BENCH_HISTORY_YEARS ?? "1,3").split(",").map(Number);
const SCALE = process.env.BENCH_HISTORY_SCALE ?? "1";
const SECONDS = Number(process.env.BENCH_HISTORY_SECONDS ?? 5);
const WARM_SECONDS = 2;
const PORT = Number(process.env.BENCH_PORT ?? 3450);
/**
 * The owner is one person: one page at a time. (Four at once, as this bench first measured, timed
 * the queue of one Node process: four pages' work before the last answer.)
 */
const OWNER_CONNECTIONS = 1;
/** Visitors asking for open times: 20, each every 2 s, evenly spaced (10 a second, bench/spaced.mjs). */
const VISITORS = 20;
const VISITOR_INTERVAL_MS = 2000;
const NOW = new Date().toISOString();
const OWNER = { email: "owner@bench.example", password: "Bench-Owner-Pass-2026" };
const REGULAR = { email: "regular@history.clearvent.example", password: "Bench-Regular-Pass-2026" };
/** Searches as the owner types them: four digits of the regular's phone, a common name, a street word. */
const CUSTOMER_SEARCHES = [
  ["four phone digits", "0140"],
  ["a name", "elena"],
  ["a street", "oak"],
];
const OWNER_PAGES = [
  "/admin/customers",
  // The history has no saved identity, so a bare /admin is the first run's redirect to
  // /admin/setup (decision 0042); `today` is that page's way back to the day itself.
  "/admin?today",
  "/admin/availability",
  "/admin/bookings",
  "/admin/business-facts",
  "/admin/crews",
  // The dispatch board (decision 0037): this week of the Bay Area's five crews.
  "/admin/dispatch",
  // Its day view (decision 0043): the board's day, the map of the crews' routes and the drive settings.
  "/admin/dispatch?view=day",
  "/admin/experiments",
  "/admin/insights",
  "/admin/leads",
  "/admin/money",
  "/admin/outbox",
  "/admin/reviews",
  "/admin/speed",
  "/admin/subscribers",
];

async function measure(name, url, opts) {
  const measured = [];
  let started = 0;
  const setupClient = (client) =>
    client.on("response", (_s, _b, ms) => {
      if (performance.now() - started >= WARM_SECONDS * 1000) measured.push(ms);
    });
  return new Promise((resolve, reject) => {
    started = performance.now();
    autocannon({ url, duration: WARM_SECONDS + SECONDS, setupClient, ...opts }, (err, r) => {
      if (err) return reject(err);
      const sorted = measured.sort((a, b) => a - b);
      const row = {
        name,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        rps: sorted.length / SECONDS,
        non2xx: r.non2xx,
      };
      console.log(
        `  ${name}: p50 ${row.p50} ms, p95 ${row.p95} ms, ${row.rps.toFixed(1)} req/s, non-2xx ${row.non2xx}`,
      );
      resolve(row);
    });
  });
}

// Without the react-server condition: a booking renders its emails (scripts/no-server-only.mjs).
const tsx = (script, args, env) =>
  spawnSync("npx", ["tsx", "--import", "./scripts/no-server-only.mjs", script, ...args], {
    cwd: root,
    env,
    stdio: "inherit",
  });

export async function benchHistory() {
  ensureDependencies();
  const env = { ...baseEnv(), LOG_LEVEL: "error", TRUSTED_PROXY_HOPS: "1" };
  ensureBuild({ ...env, NODE_ENV: "production" });
  const pg = await startPostgres({ fsync: true });
  const columns = {};
  const loads = {};
  try {
    for (const years of YEARS) {
      const name = `history_${years}y`;
      const { default: pgClient } = await import("pg");
      const admin = new pgClient.Client({ connectionString: pg.url });
      await admin.connect();
      await admin.query(`create database ${name}`).catch(() => {});
      await admin.end();
      const url = new URL(pg.url);
      url.pathname = `/${name}`;
      const dbEnv = { ...env, DATABASE_URL: url.toString() };
      console.log(`\n${years} year(s) of history in ${name}:`);
      const seeded = tsx(
        "scripts/seed-history.ts",
        ["--years", String(years), "--scale", SCALE, "--now", NOW, "--regular-password", REGULAR.password, "--upkeep"],
        dbEnv,
      );
      if (seeded.status !== 0) throw new Error("db:seed-history failed");
      // Only staffed crews sell time and the history has no technicians: without one
      // per crew the open-times row measured refusals and the booking row found no time.
      const client = new pgClient.Client({ connectionString: dbEnv.DATABASE_URL });
      await client.connect();
      try {
        await staffCrews((text, params) => client.query(text, params).then((r) => r.rows));
      } finally {
        await client.end();
      }
      tsx(
        "scripts/admin-create.ts",
        ["--email", OWNER.email, "--password", OWNER.password, "--name", "Bench Owner"],
        dbEnv,
      );
      const server = await startServer({ port: PORT, env: { ...dbEnv, NODE_ENV: "production" } });
      const rows = [];
      try {
        const origin = `http://localhost:${PORT}`;
        const owner = await signIn(PORT, origin, OWNER.email, OWNER.password);
        const regular = await signIn(PORT, origin, REGULAR.email, REGULAR.password);
        loads[years] = os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(" ");
        for (const page of OWNER_PAGES) {
          rows.push(
            await measure(`GET ${page}`, `${server.base}${page}`, {
              connections: OWNER_CONNECTIONS,
              headers: { cookie: owner },
            }),
          );
        }
        const name = `POST /api/bookings/availability (open times, ${VISITORS} visitors each every ${VISITOR_INTERVAL_MS / 1000} s, evenly spaced)`;
        const spaced = await spacedLoad(`${server.base}/api/bookings/availability`, {
          phones: VISITORS,
          intervalMs: VISITOR_INTERVAL_MS,
          seconds: SECONDS,
          warmSeconds: WARM_SECONDS,
          method: "POST",
          headers: { "content-type": "application/json", origin },
          // A visitor each: the open-times rate limit counts per client address.
          request: (n) => ({
            headers: { "x-forwarded-for": `10.9.${(n >> 8) & 255}.${n & 255}` },
            body: JSON.stringify({
              address: { street: "12 Bench St", city: "Oakland", state: "CA", zip: "94610" },
              serviceType: "dryer_vent",
              squareFeet: 1500,
            }),
          }),
        });
        console.log(
          `  ${name}: p50 ${spaced.p50} ms, p95 ${spaced.p95} ms, ${spaced.rps} req/s, non-2xx ${spaced.non2xx}`,
        );
        rows.push(
          { name, p50: spaced.p50, p95: spaced.p95, rps: spaced.rps, non2xx: spaced.non2xx + spaced.errors },
          await measure("GET /customer-dashboard (40 visits)", `${server.base}/customer-dashboard`, {
            connections: OWNER_CONNECTIONS,
            headers: { cookie: regular },
          }),
        );
        // The office: a caller found by four digits of their phone or by a name, as typed,
        // and the customer page of the customer with 40 visits.
        for (const [what, q] of CUSTOMER_SEARCHES)
          rows.push(
            await measure(`GET /api/admin/customers?q= (${what})`, `${server.base}/api/admin/customers?q=${q}`, {
              connections: OWNER_CONNECTIONS,
              headers: { cookie: owner },
            }),
          );
        const found = await fetch(`${server.base}/api/admin/customers?q=${encodeURIComponent(REGULAR.email)}`, {
          headers: { cookie: owner },
        }).then((r) => r.json());
        const regularId = found.customers?.[0]?.id;
        if (!regularId) throw new Error("the customer search did not find the regular customer");
        rows.push(
          await measure("GET /admin/customers/[id] (40 visits)", `${server.base}/admin/customers/${regularId}`, {
            connections: OWNER_CONNECTIONS,
            headers: { cookie: owner },
          }),
        );
      } finally {
        await server.stop();
      }
      // The same data in process: a booking and the outbox pass among them.
      const json = path.join(os.tmpdir(), `clearvent-history-${years}.json`);
      // A figure from an earlier run must never stand in for this one's.
      fs.rmSync(json, { force: true });
      if (tsx("bench/history-queries.ts", ["--runs", "20", "--json", json], dbEnv).status !== 0)
        throw new Error("bench/history-queries.ts failed");
      const inProcess = JSON.parse(fs.readFileSync(json, "utf8"));
      for (const r of inProcess.rows)
        rows.push({ name: `in process: ${r.name}`, p50: r.p50, p95: r.p95, cpuMs: r.cpuMs });
      columns[years] = rows;
    }
  } finally {
    pg.stop();
  }
  const [a, b] = YEARS;
  // A page with no answer inside the measured seconds has no percentile: said, not "null".
  const shown = (ms) => (ms === undefined ? "-" : (ms ?? "no answer"));
  console.log(
    `\nHistory bench ${NOW.slice(0, 10)}, ${os.cpus().length} cores, ${SECONDS} s per target after ${WARM_SECONDS} s`,
  );
  console.log(`load average (1, 5, 15 min) at the start of each: ${YEARS.map((y) => `${y}y: ${loads[y]}`).join("; ")}`);
  // One history (BENCH_HISTORY_YEARS=3) prints its own columns only.
  const pair = b !== undefined;
  const head = pair ? ` p50 ${b}y | p95 ${b}y | p95 ${b}y / ${a}y | non-2xx ${a}y / ${b}y |` : ` non-2xx ${a}y |`;
  console.log(`| target | p50 ${a}y | p95 ${a}y |${head}`);
  console.log(`|---|---|---|${pair ? "---|---|---|---|" : "---|"}`);
  for (const row of columns[a] ?? []) {
    const other = (columns[b] ?? []).find((r) => r.name === row.name);
    const ratio = other && row.p95 ? (other.p95 / row.p95).toFixed(2) : "-";
    const tail = pair
      ? ` ${shown(other?.p50)} | ${shown(other?.p95)} | ${ratio} | ${row.non2xx ?? "-"} / ${other?.non2xx ?? "-"} |`
      : ` ${row.non2xx ?? "-"} |`;
    console.log(`| ${row.name} | ${shown(row.p50)} | ${shown(row.p95)} |${tail}`);
  }
  fs.mkdirSync(path.join(root, ".data/proof"), { recursive: true });
  fs.writeFileSync(
    path.join(root, ".data/proof/bench-history.json"),
    JSON.stringify({ date: NOW, cores: os.cpus().length, loads, columns }, null, 2),
  );
  // A row that answered errors measured the error path: the run fails.
  const failed = Object.values(columns)
    .flat()
    .filter((r) => r.non2xx);
  if (failed.length) console.error(`\nnon-2xx answers in: ${failed.map((r) => r.name).join(", ")}`);
  return failed.length ? 1 : 0;
}
