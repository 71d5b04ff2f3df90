// `npm run bench:price`: the bench's price-request row alone (one app process taking price
// requests at 50 connections, a second one on the same PostgreSQL draining the owner emails, as
// in the deploy), repeated, with the CPU each process used while measured. With `--against DIR`
// (another checkout with its own production build and node_modules) the two builds run in
// alternation, this one first: on a shared machine whose speed moves ±20% from one minute to the
// next, only alternating runs compare two builds.
//
//   node bench/price-ab.mjs [--against DIR] [--pairs 2] [--rounds 2] [--warm 10] [--seconds 10] [--timeline]
//     [--rate N] [--deploy] [--port 3410]
//
// --timeline prints, per 250 ms of the measured seconds, the answers and the slowest of them, and
// the CPU of both app processes: where the slow answers of a run come from.
// --rate N: N requests a second, evenly spaced over the 50 connections and timed from when each
// was due (bench/spaced.mjs, an open loop), instead of the 50 connections back to back: the load a
// target is stated at ("p99 at 50 a second"), not the most the process can take.
// --deploy: through the shipped nginx config (TLS, both app processes taking requests, as
// bench/run.mjs's deploy rows) instead of one process directly; needs nginx.
// --cpu-prof DIR: each app process writes a V8 CPU profile into DIR/<checkout> when it stops
// (bench/cpu-prof-preload.cjs), and
// DIR/windows.json says when each round was measured (the monotonic clock the profiles use), so
// bench/cpu-profile.mjs reads the measured seconds only, not the start or the warm-up.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { root } from "../scripts/lib.mjs";
import { startServer, waitUntilPagesCurrent, waitUntilServing } from "../scripts/proof/app.mjs";
import { findNginx, SERVER_NAME, startDeployed } from "../scripts/proof/deployed.mjs";
import { startPostgres } from "../scripts/proof/postgres.mjs";
import { newPersonLeads, percentile } from "./lib.mjs";
import { spacedLoad } from "./spaced.mjs";

const { values: opts } = parseArgs({
  options: {
    against: { type: "string" },
    pairs: { type: "string", default: "2" },
    rounds: { type: "string", default: "2" },
    warm: { type: "string", default: "10" },
    seconds: { type: "string", default: "10" },
    timeline: { type: "boolean", default: false },
    rate: { type: "string" },
    deploy: { type: "boolean", default: false },
    port: { type: "string", default: "3410" },
    "cpu-prof": { type: "string" },
  },
});
const PROFILE_DIR = opts["cpu-prof"] ? path.resolve(opts["cpu-prof"]) : null;
if (PROFILE_DIR) fs.mkdirSync(PROFILE_DIR, { recursive: true });
/** The monotonic clock in µs, as V8's profiles stamp their samples. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
const windows = [];
const markWindow = (label, fromUs) => {
  if (!PROFILE_DIR) return;
  windows.push({ label, fromUs, toUs: monotonicUs() });
  fs.writeFileSync(path.join(PROFILE_DIR, "windows.json"), JSON.stringify(windows, null, 1));
};
const WARM = Number(opts.warm);
const SECONDS = Number(opts.seconds);
const RATE = opts.rate ? Number(opts.rate) : null;
const CONNECTIONS = 50;
const PORTS = [Number(opts.port), Number(opts.port) + 1];
// nginx's ports for --deploy: apart from bench/run.mjs's (8780-8781).
const DEPLOY_HTTP_PORT = Number(opts.port) + 5380;
const SITE_URL = opts.deploy ? `https://${SERVER_NAME}:${DEPLOY_HTTP_PORT + 1}` : "https://localhost:8781";
const nginxBin = opts.deploy ? findNginx() : null;
if (opts.deploy && !nginxBin) {
  console.error("--deploy needs nginx with its brotli module (Debian's packages).");
  process.exit(1);
}
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
// With --against, in the service id both builds read: a build from before the ids were renamed
// knows only the old one, and this one still reads it (src/domain/pricing/service-type-schema.ts).
const leadBody = newPersonLeads("bench-ab", opts.against ? { serviceType: "standard" } : {});

/**
 * The servers of `dir`'s build: one process taking the requests and one draining the emails, or
 * with --deploy both behind nginx. `url` is where the requests go, `tls` what a TLS client adds.
 */
async function startStack(dir) {
  const env = {
    LEAD_RATE_LIMIT_PER_MINUTE: "1000000",
    LOG_LEVEL: "error",
    ...(PROFILE_DIR
      ? {
          NODE_OPTIONS:
            `${process.env.NODE_OPTIONS ?? ""} --require ${path.join(root, "bench/cpu-prof-preload.cjs")}`.trim(),
          CPU_PROF_DIR: path.join(PROFILE_DIR, path.basename(dir)),
        }
      : {}),
  };
  if (opts.deploy) {
    const stack = await startDeployed({
      nginxBin,
      appPorts: PORTS,
      httpPort: DEPLOY_HTTP_PORT,
      httpsPort: DEPLOY_HTTP_PORT + 1,
      fsync: true,
      env,
      checkout: dir,
      log: () => {},
    });
    return {
      servers: stack.servers,
      url: `https://127.0.0.1:${DEPLOY_HTTP_PORT + 1}/api/leads`,
      tls: { servername: SERVER_NAME, headers: { host: `${SERVER_NAME}:${DEPLOY_HTTP_PORT + 1}` } },
      stop: stack.stop,
    };
  }
  const postgres = await startPostgres({ fsync: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-price-ab-"));
  const appEnv = {
    ...env,
    DATABASE_URL: postgres.url,
    SITE_URL,
    BETTER_AUTH_SECRET: "price-bench-secret-0123456789abcdef0123456789",
    TRUSTED_PROXY_HOPS: "1",
  };
  const servers = PORTS.map((port) =>
    startServer(port, { ...appEnv, DATA_DIR: path.join(dataDir, `app-${port}`) }, dir, ["-H", "127.0.0.1"]),
  );
  const stop = async () => {
    for (const server of servers) await server.stop();
    postgres.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (const server of servers) await waitUntilServing(server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { servers, url: `http://127.0.0.1:${PORTS[0]}/api/leads`, tls: { headers: {} }, stop };
}

/** N requests a second, evenly spaced (--rate), with the CPU used from the end of the warm-up. */
async function spacedRound(stack, taking, draining) {
  let from = null;
  const mark = setTimeout(() => {
    from = {
      us: monotonicUs(),
      at: performance.now(),
      taking: cpuOf(taking.pid),
      draining: cpuOf(draining.pid),
      pg: postgresCpu(),
      self: process.cpuUsage(),
    };
  }, WARM * 1000);
  const result = await spacedLoad(stack.url, {
    phones: CONNECTIONS,
    intervalMs: (CONNECTIONS * 1000) / RATE,
    seconds: SECONDS,
    warmSeconds: WARM,
    method: "POST",
    servername: stack.tls.servername,
    headers: { "content-type": "application/json", origin: SITE_URL, ...stack.tls.headers },
    request: () => ({ body: leadBody() }),
  });
  clearTimeout(mark);
  if (!from) throw new Error("the run ended before its warm-up did");
  return { result, from };
}

async function measure(dir) {
  const stack = await startStack(dir);
  try {
    // A started server regenerates its pages for the database's identity: seconds of CPU that are
    // not the price request's.
    for (const server of stack.servers) await waitUntilPagesCurrent(server);
    const [taking, draining] = stack.servers;
    const names = opts.deploy ? ["app 1", "app 2"] : ["taking", "draining"];
    const cpuLine = (from, seconds) => {
      const self = process.cpuUsage(from.self);
      const share = (used) => `${Math.round((used / seconds) * 100)}%`;
      return (
        `CPU: ${names[0]} ${share(cpuOf(taking.pid) - from.taking)}, ${names[1]} ${share(cpuOf(draining.pid) - from.draining)}, ` +
        `PostgreSQL ${share(postgresCpu() - from.pg)}, load generator ${share((self.user + self.system) / 1e6)}`
      );
    };
    const where = opts.deploy ? "through nginx (2 apps)" : "1 process";
    if (RATE) {
      for (let round = 0; round < Number(opts.rounds); round++) {
        const { result: r, from } = await spacedRound(stack, taking, draining);
        const seconds = (performance.now() - from.at) / 1000;
        markWindow(`${path.basename(dir)} round ${round}`, from.us);
        console.log(
          `${path.basename(dir)} round ${round} (${RATE} req/s spaced, ${where}): ${r.rps} req/s, p50 ${r.p50} ms, ` +
            `p95 ${r.p95} ms, p99 ${r.p99} ms, max ${r.max} ms, non-2xx ${r.non2xx}, errors ${r.errors}, ` +
            `answers ${JSON.stringify(r.statuses)}, p99 of the 2xx ${r.acceptedP99} ms | ${cpuLine(from, seconds)}`,
        );
      }
      return;
    }
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
            us: monotonicUs(),
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
        headers: { "content-type": "application/json", origin: SITE_URL, ...stack.tls.headers },
        body: leadBody(),
        setupRequest: (req) => ({ ...req, body: leadBody() }),
      };
      started = performance.now();
      const result = await autocannon({
        url: stack.url,
        connections: CONNECTIONS,
        duration: WARM + SECONDS,
        setupClient,
        requests: [request],
        ...(stack.tls.servername ? { servername: stack.tls.servername } : {}),
      });
      clearInterval(sampler);
      if (!from)
        throw new Error(`no answer after the ${WARM} s warm-up (non-2xx ${result.non2xx}, errors ${result.errors})`);
      const seconds = (performance.now() - from.at) / 1000;
      markWindow(`${path.basename(dir)} round ${round}`, from.us);
      const sorted = answers.sort((a, b) => a - b);
      console.log(
        `${path.basename(dir)} round ${round} (${CONNECTIONS} connections back to back, ${where}): ` +
          `${Math.round(sorted.length / SECONDS)} req/s, p50 ${percentile(sorted, 50)} ms, ` +
          `p99 ${percentile(sorted, 99)} ms, max ${Math.round(sorted.at(-1))} ms, non-2xx ${result.non2xx}, ` +
          `errors ${result.errors} | ${cpuLine(from, seconds)}`,
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
    await stack.stop();
  }
}

for (let pair = 0; pair < Number(opts.pairs); pair++) {
  for (const dir of checkouts) {
    console.log(`== ${dir} (${new Date().toISOString().slice(11, 19)}, load average ${os.loadavg()[0].toFixed(2)})`);
    await measure(dir);
  }
}
