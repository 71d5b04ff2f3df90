// `npm run bench`: load figures for the pages and endpoints that matter, on loopback only.
// Starts its own production server on a fresh data directory; every run is bounded in time.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { baseEnv, ensureBuild, root } from "../scripts/lib.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const base = `http://127.0.0.1:${PORT}`;

function quoteBenchmark() {
  // The same pricing rules the server runs, measured in process.
  return import("tsx/esm/api").then(async ({ tsImport }) => {
    const { quote } = await tsImport("../src/domain/pricing/pricing.ts", import.meta.url);
    const n = 1_000_000;
    const started = process.hrtime.bigint();
    let sink = 0;
    for (let i = 0; i < n; i++)
      sink += quote("standard", { bedrooms: i % 21, bathrooms: i % 11, squareFeet: i % 20001 }).exact;
    const ns = Number(process.hrtime.bigint() - started);
    return { name: "quote() in process", rps: Math.round(n / (ns / 1e9)), p50: ns / n / 1e6, p99: null, sink };
  });
}

function load(name, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${opts.path}`, connections: 50, duration: SECONDS, ...opts }, (err, r) => {
      if (err) return reject(err);
      resolve({
        name,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      });
    });
  });
}

const env = baseEnv({ NODE_ENV: "production" });
ensureBuild(env);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-bench-"));
const server = spawn(
  process.execPath,
  [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(PORT)],
  {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir, SITE_URL: base, LEAD_RATE_LIMIT_PER_MINUTE: "1000000", LOG_LEVEL: "error" },
    stdio: "ignore",
  },
);
try {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  const lead = {
    fullName: "Bench Mark",
    phone: "4155550100",
    email: "bench@example.com",
    serviceType: "standard",
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1800,
    address: "1 Main St, Oakland, CA 94607",
    pageType: "homepage",
  };
  const results = [
    await quoteBenchmark(),
    await load("GET /ca/san-francisco (prerendered)", { path: "/ca/san-francisco" }),
    await load("GET / (home)", { path: "/" }),
    await load("POST /api/leads", {
      path: "/api/leads",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(lead),
    }),
  ];
  console.log(
    `\nBench on ${os.cpus().length} cores, ${SECONDS}s per HTTP target, 50 connections, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log("| target | req/s | p50 ms | p99 ms | non-2xx |");
  console.log("|---|---|---|---|---|");
  for (const r of results) {
    console.log(`| ${r.name} | ${r.rps} | ${r.p50?.toFixed?.(4) ?? r.p50} | ${r.p99 ?? "-"} | ${r.non2xx ?? "-"} |`);
  }
  const failed = results.filter((r) => r.non2xx || r.errors);
  if (failed.length) {
    console.error(`\nFailed responses in: ${failed.map((r) => r.name).join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
