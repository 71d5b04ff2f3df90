// `npm test`: install what is missing, then every suite, with a summary line per suite.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_REPORT, e2eFailureDigest, vitestFailureDigest } from "./e2e-digest.mjs";
import { baseEnv, ensureBuild, ensureDependencies, movedClock, root, run } from "./lib.mjs";

ensureDependencies();

/**
 * The browser specs run in Debian's headless shell (playwright.config.ts), the proofs that measure
 * paint in the full browser: both are installed when missing and this user may use apt.
 */
function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const missing = ["chromium", "chromium-headless-shell"].filter((p) => !fs.existsSync(`/usr/bin/${p}`));
  const isRoot = process.getuid?.() === 0;
  if (
    missing.length > 0 &&
    !process.env.CHROMIUM_PATH &&
    isRoot &&
    run("sh", ["-c", "command -v apt-get >/dev/null"]) === 0
  ) {
    console.log(`Installing ${missing.join(" and ")} from Debian...`);
    run("sh", [
      "-c",
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(" ")} >/dev/null`,
    ]);
  }
  if (fs.existsSync(chromium) || fs.existsSync("/usr/bin/chromium-headless-shell")) return true;
  console.error(
    `\nChromium was not found at ${chromium} and could not be installed.\n` +
      "Install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH, then run npm test again.\n",
  );
  return false;
}

const env = baseEnv();
const results = [];
function suite(name, fn) {
  const started = Date.now();
  const ok = fn();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok, seconds });
  console.log(`\n[suite] ${name}: ${ok ? "passed" : "FAILED"} in ${seconds}s\n`);
}

const npx = (...args) => run("npx", args, { env }) === 0;

suite("lint (biome)", () => npx("biome", "ci", "."));
// tsc works on one core and the unit suite leaves about one idle (docs/testing.md): they run side by
// side, tsc's output kept in a file and printed when the unit suite ends.
// The route types `next build` would check are generated first (about a second), so tsc checks them
// too and the build can skip its own pass over the same files.
const tscStarted = Date.now();
const typegen = run("npx", ["next", "typegen"], { env }) === 0;
const tscLog = path.join(os.tmpdir(), `clearvent-tsc-${process.pid}.log`);
const tscOut = fs.openSync(tscLog, "w");
const tsc = spawn("npx", ["tsc", "--noEmit"], { cwd: root, env, stdio: ["ignore", tscOut, tscOut] });
const tscDone = new Promise((resolve) => tsc.on("close", (code) => resolve(code === 0 && typegen)));
// No test may depend on the real date: the unit suite runs a year back and the PGlite run (whose
// database keeps the process's clock) a year ahead, where a date fixed in a test has passed; the
// PostgreSQL run (its server keeps the real clock) runs today. `npm run test:clock` runs both
// suites at both offsets.
// Each Vitest suite also writes a JSON report, read back into the summary's digest of failures.
const vitestReports = [];
function vitest(project, days) {
  const report = path.join(os.tmpdir(), `clearvent-vitest-${project}-${process.pid}.json`);
  fs.rmSync(report, { force: true });
  vitestReports.push(report);
  const args = ["vitest", "run", "--project", `${project}*`, "--reporter=default", "--reporter=json"];
  return run("npx", [...args, `--outputFile.json=${report}`], { env: movedClock(env, days) }) === 0;
}
suite("unit, clock a year back (vitest)", () => vitest("unit", -365));
let typesChecked = false;
{
  const ok = await tscDone;
  typesChecked = ok;
  fs.closeSync(tscOut);
  process.stdout.write(fs.readFileSync(tscLog, "utf8"));
  fs.rmSync(tscLog, { force: true });
  const seconds = ((Date.now() - tscStarted) / 1000).toFixed(1);
  results.push({ name: "typecheck (tsc, beside the unit suite)", ok, seconds });
  console.log(`\n[suite] typecheck (tsc, beside the unit suite): ${ok ? "passed" : "FAILED"} in ${seconds}s\n`);
}
suite("database integration on PGlite, clock a year ahead (vitest)", () => vitest("int", 365));
suite("database integration on PostgreSQL (vitest)", () => run("node", ["scripts/test-pg.mjs"], { env }) === 0);
suite("end-to-end (playwright, 390 px and 1280 px, axe)", () => {
  if (!ensureChromium()) return false;
  // A placeholder GA id, so the consent gate around third-party analytics is tested for real.
  ensureBuild({
    ...env,
    NODE_ENV: "production",
    GA_MEASUREMENT_ID: "G-TEST1234",
    ...(typesChecked ? { TYPES_CHECKED_BY_TSC: "1" } : {}),
  });
  fs.rmSync(E2E_REPORT, { force: true });
  return npx("playwright", "test");
});

console.log("\nSummary");
for (const r of results) console.log(`  ${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const unitDigest = vitestReports.map((file) => vitestFailureDigest(file)).filter(Boolean);
for (const file of vitestReports) fs.rmSync(file, { force: true });
if (unitDigest.length > 0) console.log(`\nVitest failures\n${unitDigest.join("\n")}`);
const digest = e2eFailureDigest();
if (digest) console.log(`\nEnd-to-end failures and retries\n${digest}`);
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
