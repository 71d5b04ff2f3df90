// `npm run bench`: load figures for the pages and endpoints that matter, on loopback only, beside
// nginx (Debian's package) serving the same city page's HTML as a static file: the ceiling a
// prerendered page could reach on this machine. Every target is bounded in time (autocannon's
// `amount` would override the duration, so requests are bounded by the time alone).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { baseEnv, ensureBuild, ensureDependencies, root, run } from "../scripts/lib.mjs";
import { startServer } from "../scripts/proof/server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const NGINX_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CITY_PAGE = "/ca/san-francisco";

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

function load(name, url, opts = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: SECONDS, ...opts }, (err, r) => {
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

function findNginx() {
  for (const bin of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (fs.existsSync(bin)) return bin;
  if (process.getuid?.() === 0 && run("sh", ["-c", "command -v apt-get >/dev/null"]) === 0) {
    console.log("Installing nginx from Debian's nginx package...");
    run("sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null"]);
    if (fs.existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  }
  return null;
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

ensureDependencies();
const env = baseEnv({ GA_MEASUREMENT_ID: "G-TEST1234" });
ensureBuild({ ...env, NODE_ENV: "production" });
const server = await startServer({
  port: PORT,
  env: { ...env, LEAD_RATE_LIMIT_PER_MINUTE: "1000000" },
});
const nginxBin = findNginx();
let nginx = null;
try {
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
  const results = [];
  if (nginxBin) {
    nginx = await startNginx(nginxBin, await (await fetch(`${server.base}${CITY_PAGE}`)).text());
    results.push(
      await load(`nginx: ${CITY_PAGE} HTML as a file (reference)`, `http://127.0.0.1:${NGINX_PORT}${CITY_PAGE}`),
    );
    nginx.stop();
    nginx = null;
  } else {
    console.log("nginx is not installed and cannot be installed here: no reference figures.");
  }
  results.push(
    await load(`GET ${CITY_PAGE} (prerendered)`, `${server.base}${CITY_PAGE}`),
    await load("GET / (home, A/B proxy)", `${server.base}/`),
    await load("POST /api/leads", `${server.base}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: new URL(server.base).origin },
      body: JSON.stringify(lead),
    }),
    await quoteBenchmark(),
  );
  const reference = nginxBin ? results[0].rps : null;
  console.log(
    `\nBench on ${os.cpus().length} cores, ${SECONDS}s per HTTP target, 50 connections, ${new Date().toISOString().slice(0, 10)}`,
  );
  console.log("| target | req/s | p50 ms | p99 ms | vs nginx | non-2xx |");
  console.log("|---|---|---|---|---|---|");
  for (const r of results) {
    const ratio = reference && r.p99 !== null ? `${((r.rps / reference) * 100).toFixed(1)}%` : "-";
    console.log(
      `| ${r.name} | ${r.rps} | ${r.p50?.toFixed?.(4) ?? r.p50} | ${r.p99 ?? "-"} | ${ratio} | ${r.non2xx ?? "-"} |`,
    );
  }
  fs.mkdirSync(path.join(root, ".data/proof"), { recursive: true });
  fs.writeFileSync(
    path.join(root, ".data/proof/bench.json"),
    JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, results }, null, 2),
  );
  const failed = results.filter((r) => r.non2xx || r.errors);
  if (failed.length) {
    console.error(`\nFailed responses in: ${failed.map((r) => r.name).join(", ")}`);
    process.exitCode = 1;
  }
} finally {
  nginx?.stop();
  await server.stop();
}
