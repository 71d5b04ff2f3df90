// `npm run bench -- --memory`: the memory rows alone. One production app process on PostgreSQL,
// BENCH_MIXED mixed requests straight to it (bench/mixed.mjs), then BENCH_SAVES saves of the
// business's identity, each followed by the regeneration of every prerendered page (decision
// 0035) and BENCH_SAVE_MIXED more mixed requests that read the new pages. The resident memory
// after every stage must stay under BENCH_RSS_BOUND_MB: a process that kept old page versions,
// or any other cache without a bound, passes it after enough saves.
// bench/memory-probe.cjs in the process reports the V8 heap beside the RSS; BENCH_HEAP_SNAPSHOTS=dir
// writes a heap snapshot after each stage (bench/heap-compare.mjs compares two).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { baseEnv, ensureBuild, ensureDependencies, root } from "../scripts/lib.mjs";
import { requireBuild, startServer, waitUntilServing } from "../scripts/proof/app.mjs";
import { startPostgres } from "../scripts/proof/postgres.mjs";
import { mixedLoad } from "./mixed.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3300) + 20;
const MIXED = Number(process.env.BENCH_MIXED ?? 100_000);
const SAVES = Number(process.env.BENCH_SAVES ?? 3);
const SAVE_MIXED = Number(process.env.BENCH_SAVE_MIXED ?? 10_000);
const RSS_BOUND_MB = Number(process.env.BENCH_RSS_BOUND_MB ?? 600);
/** The mixed requests stop early after this long (the rows then fail: fewer requests than asked). */
const MIXED_MAX_SECONDS = Number(process.env.BENCH_MIXED_MAX_SECONDS ?? 3600);
const SNAPSHOTS = process.env.BENCH_HEAP_SNAPSHOTS ? path.resolve(process.env.BENCH_HEAP_SNAPSHOTS) : null;
/** The longest wait for one regeneration of every page (a loaded machine took a minute). */
const REGENERATION_TIMEOUT_MS = 300_000;
const REGENERATED = "prerendered pages regenerated";
const NOT_REGENERATED = "some prerendered pages could not be regenerated";

const mb = (bytes) => Math.round(bytes / 1024 / 1024);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function rssMb(pid) {
  try {
    return mb(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) * 1024);
  } catch {
    return null;
  }
}

/** Resident memory by mapping (MB): files (node, libraries), brk heap (malloc), other anonymous (V8, malloc arenas). */
function rssParts(pid) {
  const parts = { files: 0, brk: 0, anonymous: 0 };
  let kind = "anonymous";
  try {
    for (const line of fs.readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
      const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (mapping) kind = mapping[1].startsWith("/") ? "files" : mapping[1] === "[heap]" ? "brk" : "anonymous";
      const rss = /^Rss:\s+(\d+) kB/.exec(line);
      if (rss) parts[kind] += Number(rss[1]) * 1024;
    }
  } catch {}
  return { files: mb(parts.files), brk: mb(parts.brk), anonymous: mb(parts.anonymous) };
}

export async function benchMemory() {
  ensureDependencies();
  const env = baseEnv({ GA_MEASUREMENT_ID: "G-TEST1234" });
  if (process.env.BENCH_SERVED_BUILD === "1") requireBuild();
  else ensureBuild({ ...env, NODE_ENV: "production" });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-memory-"));
  const probeFile = path.join(dir, "memory.json");
  if (SNAPSHOTS) fs.mkdirSync(SNAPSHOTS, { recursive: true });
  const postgres = await startPostgres({ fsync: true });
  const { default: pg } = await import("pg");
  const db = new pg.Client({ connectionString: postgres.url });
  const origin = `http://localhost:${PORT}`;
  const app = startServer(PORT, {
    ...env,
    DATABASE_URL: postgres.url,
    SITE_URL: origin,
    DATA_DIR: path.join(dir, "data"),
    TRUSTED_PROXY_HOPS: "1",
    LEAD_RATE_LIMIT_PER_MINUTE: "1000000",
    // The regeneration's line is at info, the level the systemd unit runs at.
    LOG_LEVEL: "info",
    NODE_OPTIONS:
      `${env.NODE_OPTIONS ?? ""} ${process.env.BENCH_APP_NODE_OPTIONS ?? ""} --require ${path.join(root, "bench/memory-probe.cjs")}`.trim(),
    MEMORY_PROBE_FILE: probeFile,
    ...(SNAPSHOTS ? { MEMORY_PROBE_SNAPSHOTS: SNAPSHOTS } : {}),
  });
  const stop = async () => {
    await app.stop().catch(() => {});
    await db.end().catch(() => {});
    postgres.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => stop().finally(() => process.exit(130)));

  const rows = [];
  const problems = [];
  const count = (line) =>
    app
      .output()
      .split("\n")
      .filter((l) => l.includes(line)).length;
  /** Waits for the `n`th regeneration line; a failed regeneration is a problem. */
  const regenerations = async (n, what) => {
    const deadline = Date.now() + REGENERATION_TIMEOUT_MS;
    while (count(REGENERATED) < n && count(NOT_REGENERATED) === 0 && Date.now() < deadline) await sleep(250);
    if (count(REGENERATED) < n)
      problems.push(`${what}: the pages were not regenerated (${count(NOT_REGENERATED)} failed runs)`);
  };
  let snapshots = 0;
  const record = async (stage) => {
    // A reading of the probe taken after this moment.
    const asked = Date.now();
    let usage = null;
    for (let i = 0; i < 20 && !(usage?.at >= asked); i++) {
      await sleep(250);
      usage = JSON.parse(fs.readFileSync(probeFile, "utf8"));
    }
    const row = {
      stage,
      rss: rssMb(app.pid),
      ...rssParts(app.pid),
      heapUsed: mb(usage.heapUsed),
      heapTotal: mb(usage.heapTotal),
      external: mb(usage.external),
      arrayBuffers: mb(usage.arrayBuffers),
      largeObjects: mb(usage.spaces.large_object_space ?? 0),
    };
    rows.push(row);
    // After the reading: a snapshot collects the garbage first, and its own buffers stay resident.
    if (SNAPSHOTS) {
      snapshots += 1;
      const file = path.join(SNAPSHOTS, `${snapshots}.heapsnapshot`);
      process.kill(app.pid, "SIGUSR2");
      while (!fs.existsSync(file)) await sleep(200);
      fs.renameSync(file, path.join(SNAPSHOTS, `${snapshots}-${stage.replace(/[^a-z0-9]+/gi, "-")}.heapsnapshot`));
    }
    console.log(
      `  ${stage}: RSS ${row.rss} MB, V8 heap ${row.heapUsed} used / ${row.heapTotal} MB, external ${row.external} MB (array buffers ${row.arrayBuffers})`,
    );
    return row;
  };

  const load = mixedLoad({ port: PORT, origin, tag: "memory", maxSeconds: MIXED_MAX_SECONDS });
  try {
    await waitUntilServing(app, 120_000);
    await db.connect();
    // A build for the embedded demo database renders the demo business, which a PostgreSQL
    // without the owner's row does not have: such a server regenerates once at start.
    const atStart = env.SITE_DEMO_BUILD === "1" ? 1 : 0;
    await regenerations(atStart, "at start");
    await record("after start");
    await load.send(MIXED, (t) =>
      console.log(`  mixed: ${t.requests} requests in ${t.seconds}s, RSS ${rssMb(app.pid)} MB`),
    );
    await record(`after ${load.totals.requests.toLocaleString("en-US")} mixed requests`);
    for (let save = 1; save <= SAVES; save++) {
      const name = `Memory Bench Vent Care ${save}`;
      // What the owner's save writes (src/server/business/business-identity.ts): the row, its
      // version bumped; the server finds it at its next poll and regenerates every page.
      await db.query(
        `insert into business_identity (id, name, phone, email, street, city, state, zip, version, demo, updated_at)
         values ('site', $1, '(510) 421-7788', 'office@example.com', '12 Grand Ave', 'Oakland', 'CA', '94612', 1, false, now())
         on conflict (id) do update set name = excluded.name, version = business_identity.version + 1,
           demo = false, updated_at = now()`,
        [name],
      );
      await regenerations(atStart + save, `save ${save}`);
      const page = await (await fetch(`${origin}/ca/oakland`)).text();
      if (!page.includes(name)) problems.push(`save ${save}: /ca/oakland does not name "${name}"`);
      await load.send(SAVE_MIXED);
      await record(`after save ${save} and ${load.totals.requests.toLocaleString("en-US")} requests`);
    }
  } catch (error) {
    problems.push(error.stack ?? String(error));
  } finally {
    await stop();
  }

  const t = load.totals;
  console.log(
    `\nOne app process on PostgreSQL ${postgres.version}, ${os.cpus().length} cores, load ${fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}, ${new Date().toISOString().slice(0, 16)}`,
  );
  console.log(
    "| stage | RSS MB | V8 heap used MB | V8 heap total MB | external MB | array buffers MB | RSS outside the V8 heap MB | RSS of files / brk / other anonymous MB |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of rows)
    console.log(
      `| ${r.stage} | ${r.rss} | ${r.heapUsed} | ${r.heapTotal} | ${r.external} | ${r.arrayBuffers} | ${r.rss - r.heapTotal} | ${r.files} / ${r.brk} / ${r.anonymous} |`,
    );
  console.log(
    `\nMixed: ${t.requests} requests in ${t.seconds}s, ${t.errors} errors, 2xx ${t.statuses["2xx"]}, 3xx ${t.statuses["3xx"]}, 4xx ${t.statuses["4xx"]}, 5xx ${t.statuses["5xx"]}; ${SAVES} saves`,
  );
  fs.mkdirSync(path.join(root, ".data/proof"), { recursive: true });
  fs.writeFileSync(
    path.join(root, ".data/proof/bench-memory.json"),
    JSON.stringify({ date: new Date().toISOString(), bound: RSS_BOUND_MB, rows, mixed: t, saves: SAVES }, null, 2),
  );

  // A request that timed out on a loaded machine says nothing of memory; a 5xx does, and a process
  // that ended shows as an RSS of null below.
  if (t.statuses["5xx"]) problems.push(`the mixed run had ${t.statuses["5xx"]} 5xx`);
  if (t.asked < MIXED + SAVES * SAVE_MIXED) problems.push(`only ${t.requests} requests were sent in the time allowed`);
  for (const r of rows)
    if (r.rss === null || r.rss > RSS_BOUND_MB) problems.push(`${r.stage}: RSS ${r.rss} MB (bound ${RSS_BOUND_MB} MB)`);
  if (problems.length) {
    console.error(`\nFAIL:\n  ${problems.join("\n  ")}`);
    return 1;
  }
  console.log(
    `\nPASS: RSS at most ${Math.max(...rows.map((r) => r.rss))} MB at every stage (bound ${RSS_BOUND_MB} MB).`,
  );
  return 0;
}
