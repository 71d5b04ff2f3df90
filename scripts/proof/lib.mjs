// What every proof does around its own steps: it stops what it started (last first) however it
// ends (finished, Ctrl-C or SIGTERM, or past its time limit, which fails it), prints each check
// as it is made, and ends on one PASS or FAIL line with the matching exit code.

/** Starts the proof's clock; push a stop function onto `cleanups` for each thing started. */
export function startProof(timeLimitMs) {
  const started = Date.now();
  const cleanups = [];
  const failures = [];
  const cleanUp = async () => {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch((e) => console.error(e.message));
  };
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => cleanUp().finally(() => process.exit(130)));
  }
  const watchdog = setTimeout(() => {
    console.error(`\nFAIL: the proof did not finish within ${timeLimitMs / 1000}s`);
    cleanUp().finally(() => process.exit(1));
  }, timeLimitMs);
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

  return {
    cleanups,
    failures,
    seconds,
    /** Prints one check; a miss fails the proof (at the end, after the other checks ran). */
    check(ok, what) {
      console.log(`  ${ok ? "ok  " : "FAIL"} ${what}`);
      if (!ok) failures.push(what);
    },
    /** An error that cut the proof's steps short: a failure. */
    crashed(error) {
      failures.push(error.stack ?? String(error));
      console.error(`\nFAIL: ${error.stack ?? error}`);
    },
    /** Stops the time limit and everything the proof started. */
    async finish() {
      clearTimeout(watchdog);
      await cleanUp();
    },
    /** The last line: FAIL with every miss (exit 1), or PASS and what was proven. */
    verdict(proven) {
      if (failures.length) {
        console.log(`\nFAIL (${seconds()}s):\n  ${failures.join("\n  ")}`);
        process.exit(1);
      }
      console.log(`\nPASS (${seconds()}s): ${proven}`);
    },
  };
}
