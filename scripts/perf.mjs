// `npm run perf`: the measurements whose figures move with the machine and what else it is doing,
// so they never decide whether a change lands: Lighthouse (mobile, through the shipped nginx) and
// the load bench beside nginx. Run it when a change touches speed, on a quiet machine, and record
// its tables in docs/performance.md. `PERF_ONLY=lighthouse` or `PERF_ONLY=bench` runs one.
import { baseEnv, ensureBuild, ensureDependencies, run } from "./lib.mjs";

ensureDependencies();
const env = baseEnv();
ensureBuild({ ...env, NODE_ENV: "production", GA_MEASUREMENT_ID: "G-TEST1234" });

const only = process.env.PERF_ONLY;
const results = [];
function measure(name, key, fn) {
  if (only && only !== key) return;
  const started = Date.now();
  const ok = fn();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok, seconds });
  console.log(`\n[perf] ${name}: ${ok ? "within its targets" : "MISSED a target"} in ${seconds}s\n`);
}

// Eight pages × six runs (a warm-up and five) take about 8 minutes on a quiet machine; a browser
// that stops answering must not hold the run.
measure(
  "Lighthouse (mobile) through nginx",
  "lighthouse",
  () => run("node", ["scripts/proof/lighthouse.mjs"], { env, timeout: 20 * 60_000 }) === 0,
);
// The bench measures the build above (same settings) rather than building .next-bench as well.
measure(
  "load bench beside nginx",
  "bench",
  () => run("node", ["bench/run.mjs"], { env: { ...env, BENCH_SERVED_BUILD: "1" } }) === 0,
);

console.log("\nPerformance");
for (const r of results) console.log(`  ${r.ok ? "ok  " : "miss"} ${r.name} (${r.seconds}s)`);
console.log("\nRecord the tables above in docs/performance.md with the machine's load.");
process.exit(results.every((r) => r.ok) ? 0 : 1);
