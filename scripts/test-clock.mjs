// `npm run test:clock`: the unit and database suites with the clock of every test process moved a
// year ahead and a year back (scripts/proof/shift-clock.cjs as a Node preload), so a test that
// fixes a date the calendar will pass, or reads the real date where it should be given one, fails
// today rather than on the day it turns. `TEST_CLOCK_SUITES=unit` runs one suite;
// `TEST_CLOCK_OFFSETS=30,-400` other offsets in days.
import { baseEnv, ensureDependencies, movedClock, run } from "./lib.mjs";

ensureDependencies();
const offsets = (process.env.TEST_CLOCK_OFFSETS ?? "365,-365").split(",").map(Number);
const suites = (process.env.TEST_CLOCK_SUITES ?? "unit,int").split(",");
const env = baseEnv();

const results = [];
for (const days of offsets) {
  for (const suite of suites) {
    const started = Date.now();
    const ok = run("npx", ["vitest", "run", "--project", `${suite}*`], { env: movedClock(env, days) }) === 0;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    results.push({ name: `${suite} with the clock ${days > 0 ? "+" : ""}${days} days`, ok, seconds });
    console.log(`\n[clock] ${suite} ${days} days: ${ok ? "passed" : "FAILED"} in ${seconds}s\n`);
  }
}
for (const r of results) console.log(`  ${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`\nclock: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
