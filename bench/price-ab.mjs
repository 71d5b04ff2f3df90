// `npm run bench:price`: the bench's price-request row alone (one app process taking price
// requests at 50 connections, a second one on the same PostgreSQL draining the owner emails, as
// in the deploy), repeated, with the CPU each process used while measured. With `--against DIR`
// (another checkout with its own production build and node_modules) the two builds run in
// alternation, this one first: on a shared machine whose speed moves ±20% from one minute to the
// next, only alternating runs compare two builds.
//
//   node bench/price-ab.mjs [--against DIR] [--pairs 2] [--rounds 2] [--warm 10] [--seconds 10] [--timeline]
//
// --timeline prints, per 250 ms of the measured seconds, the answers and the slowest of them, and
// the CPU of both app processes: where the slow answers of a run come from.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { root } from "../scripts/lib.mjs";
import { startServer, waitUntilServing } from "../scripts/proof/app.mjs";
import { startPostgres } from "../scripts/proof/postgres.mjs";
import { newPersonLeads, percentile } from "./lib.mjs";

const { values: opts } = parseArgs({
  options: {
    against: { type: "string" },
    pairs: { type: "string", default: "2" },
    rounds: { type: "string", default: "2" },
    warm: { type: "string", default: "10" },
    seconds: { type: "string", default: "10" },
    timeline: { type: "boolean", default: false },
  },
});
const WARM = Number(opts.warm);
const SECONDS = Number(opts.seconds);
const PORTS = [3410, 3411];
const SITE_URL = "https://localhost:8781";
const checkouts = [root, ...(opts.against ? [path.resolve(opts.against)] : [])];
for (const dir of checkouts) {
  if (!fs.existsSync(path.join(dir, ".next/BUILD_ID"))) {
    console.error(`${dir} has no production build (.next): build it first.`);
    process.exit(1);
  }
}

// /proc counts CPU time in clock ticks: 100 a second on Linux.
const clockTicks = 100;
/** CPU seconds a process has used (user + system), from /proc; 0 once it is gone. */
const cpuOf = (pid) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return 0;
  }
};
/** CPU seconds of every PostgreSQL process (the postmaster and its backends). */
function postgresCpu() {
  let total = 0;
  for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").startsWith("postgres")) total += cpuOf(pid);
    } catch {}
  }
  return total;
}
const leadBody = newPersonLeads("bench-ab");

async function measure(dir) {
  const postgres = await startPostgres({ fsync: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-price-ab-"));
  const env = {
    DATABASE_URL: postgres.url,
    SITE_URL,
    BETTER_AUTH_SECRET: "price-bench-secret-0123456789abcdef0123456789",
    TRUSTED_PROXY_HOPS: "1",
    LEAD_RATE_LIMIT_PER_MINUTE: "1000000",
    LOG_LEVEL: "error",
  };
  const servers = PORTS.map((port) =>
    startServer(port, { ...env, DATA_DIR: path.join(dataDir, `app-${port}`) }, dir, ["-H", "127.0.0.1"]),
  );
  try {
    for (const server of servers) await waitUntilServing(server);
    const [taking, draining] = servers;
    for (let round = 0; round < Number(opts.rounds); round++) {
      const answers = [];
      const timeline = [];
      const cpuTimeline = [];
      let started = 0;
      let from = null;
      const setupClient = (client) =>
        client.on("response", (_status, _bytes, ms) => {
          const at = performance.now() - started;
          if (at < WARM * 1000) return;
          from ??= {
            at: performance.now(),
            taking: cpuOf(taking.pid),
            draining: cpuOf(draining.pid),
            pg: postgresCpu(),
            self: process.cpuUsage(),
          };
          answers.push(ms);
          timeline.push([at - WARM * 1000, ms]);
        });
      let last = [cpuOf(taking.pid), cpuOf(draining.pid)];
      const sampler = setInterval(() => {
        const now = [cpuOf(taking.pid), cpuOf(draining.pid)];
        cpuTimeline.push(now.map((c, i) => Math.round(((c - last[i]) / 0.25) * 100)));
        last = now;
      }, 250);
      const request = {
        method: "POST",
        headers: { "content-type": "application/json", origin: SITE_URL },
        body: leadBody(),
        setupRequest: (req) => ({ ...req, body: leadBody() }),
      };
      started = performance.now();
      const result = await autocannon({
        url: `http://127.0.0.1:${taking.port}/api/leads`,
        connections: 50,
        duration: WARM + SECONDS,
        setupClient,
        requests: [request],
      });
      clearInterval(sampler);
      if (!from)
        throw new Error(`no answer after the ${WARM} s warm-up (non-2xx ${result.non2xx}, errors ${result.errors})`);
      const seconds = (performance.now() - from.at) / 1000;
      const self = process.cpuUsage(from.self);
      const share = (used) => `${Math.round((used / seconds) * 100)}%`;
      const sorted = answers.sort((a, b) => a - b);
      console.log(
        `${path.basename(dir)} round ${round}: ${Math.round(sorted.length / SECONDS)} req/s, p50 ${percentile(sorted, 50)} ms, ` +
          `p99 ${percentile(sorted, 99)} ms, max ${Math.round(sorted.at(-1))} ms, non-2xx ${result.non2xx} | CPU: ` +
          `taking ${share(cpuOf(taking.pid) - from.taking)}, draining ${share(cpuOf(draining.pid) - from.draining)}, ` +
          `PostgreSQL ${share(postgresCpu() - from.pg)}, load generator ${share((self.user + self.system) / 1e6)}`,
      );
      if (opts.timeline) {
        const buckets = new Map();
        for (const [at, ms] of timeline) {
          const k = Math.floor(at / 250);
          const b = buckets.get(k) ?? { n: 0, max: 0 };
          b.n += 1;
          b.max = Math.max(b.max, ms);
          buckets.set(k, b);
        }
        const cpuFrom = Math.round((WARM * 1000) / 250);
        console.log("  per 250 ms: answers/slowest ms, CPU % taking/draining");
        for (const [k, b] of [...buckets].sort((a, b) => a[0] - b[0])) {
          const [t, d] = cpuTimeline[cpuFrom + k] ?? ["-", "-"];
          console.log(`  ${(k / 4).toFixed(2)} s: ${b.n}/${Math.round(b.max)}  ${t}/${d}`);
        }
      }
    }
  } finally {
    for (const server of servers) await server.stop();
    postgres.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (let pair = 0; pair < Number(opts.pairs); pair++) {
  for (const dir of checkouts) {
    console.log(`== ${dir} (${new Date().toISOString().slice(11, 19)}, load average ${os.loadavg()[0].toFixed(2)})`);
    await measure(dir);
  }
}
