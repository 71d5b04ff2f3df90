// What one load of the crew page costs: one production app process on PostgreSQL, a crew with a
// day of 8 jobs, PROF_N sequential /crew loads after 30 unrecorded: p50/p95 at concurrency 1 and
// statements per load (pg_stat_database's commits; the outbox worker's polls add a fraction).
// PROF_CPU=1 writes a V8 CPU profile of the app into tmp/prof; PROF_DUMP=file keeps the HTML.
//   NEXT_DIST_DIR=.next-bench PROF_PORT=3652 node bench/crew-cost.mjs
import fs from "node:fs";
import pg from "pg";
import { baseEnv } from "../scripts/lib.mjs";
import { createCrewWorld, signIn } from "../scripts/proof/crew-world.mjs";
import { startPostgres } from "../scripts/proof/postgres.mjs";
import { startServer } from "../scripts/proof/server.mjs";
import { percentile } from "./lib.mjs";

const PORT = Number(process.env.PROF_PORT ?? 3652);
const N = Number(process.env.PROF_N ?? 200);
const pgs = await startPostgres({ fsync: true });
const env = { ...baseEnv(), LOG_LEVEL: "error", DATABASE_URL: pgs.url, NODE_ENV: "production" };
let server;
if (process.env.PROF_CPU) {
  const { spawn } = await import("node:child_process");
  const os = await import("node:os");
  const dataDir = fs.mkdtempSync(`${os.tmpdir()}/clearvent-prof-`);
  const child = spawn(
    process.execPath,
    ["--cpu-prof", `--cpu-prof-dir=${process.cwd()}/tmp/prof`, "server/serve.mjs"],
    {
      env: {
        ...env,
        DATA_DIR: dataDir,
        SITE_URL: `http://localhost:${PORT}`,
        PORT: String(PORT),
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: "inherit",
    },
  );
  const exited = new Promise((r) => child.on("exit", r));
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  server = {
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
} else server = await startServer({ port: PORT, env });
try {
  const client = new pg.Client({ connectionString: pgs.url });
  await client.connect();
  const crew = await createCrewWorld((sql, p) => client.query(sql, p).then((r) => r.rows), {
    jobs: 8,
    status: "confirmed",
  });
  const cookie = await signIn(PORT, `http://localhost:${PORT}`, crew.technician.email);
  const get = async () => {
    const t = performance.now();
    const res = await fetch(`http://127.0.0.1:${PORT}/crew`, { headers: { cookie } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    if (process.env.PROF_DUMP) fs.writeFileSync(process.env.PROF_DUMP, body);
    return { ms: performance.now() - t, bytes: body.length };
  };
  for (let i = 0; i < 30; i++) await get();
  const commits = async () =>
    Number(
      (await client.query("select xact_commit from pg_stat_database where datname = 'postgres'")).rows[0].xact_commit,
    );
  await client.query("select pg_stat_clear_snapshot()");
  const before = await commits();
  const times = [];
  let bytes = 0;
  const load0 = fs.readFileSync("/proc/loadavg", "utf8").trim();
  for (let i = 0; i < N; i++) {
    const r = await get();
    times.push(r.ms);
    bytes = r.bytes;
  }
  await new Promise((r) => setTimeout(r, 800)); // stats are flushed about every 500 ms
  await client.query("select pg_stat_clear_snapshot()");
  const after = await commits();
  times.sort((a, b) => a - b);
  console.log(
    `sequential /crew x${N}: p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms, min ${Math.round(times[0])} ms; ` +
      `${((after - before - 2) / N).toFixed(2)} transactions per request; HTML ${bytes} bytes; load ${load0} -> ${fs.readFileSync("/proc/loadavg", "utf8").trim()}`,
  );
  await client.end();
} finally {
  await server.stop();
  pgs.stop();
}
