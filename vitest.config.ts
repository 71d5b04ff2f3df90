import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The test files under `dirs` that `wanted` names, in two lists: those that replace modules
 * (vi.mock), spy, stub or move timers, set the process's environment, or load the site content every
 * page and email reads (followSiteContent), each of which needs a process of its own (or what it
 * changed would reach the next file), and the others.
 */
function testFiles(dirs: string[], wanted: (name: string) => boolean) {
  const own: string[] = [];
  const shared: string[] = [];
  const changes =
    /\bvi\.(mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers)\(|process\.env\.\w+\s*=[^=]|\bfollowSiteContent\(/;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "node_modules") walk(full);
      else if (entry.isFile() && wanted(entry.name))
        (changes.test(fs.readFileSync(full, "utf8")) ? own : shared).push(path.relative(import.meta.dirname, full));
    }
  };
  for (const dir of dirs) walk(path.join(import.meta.dirname, dir));
  return { own, shared };
}
const int = testFiles(["src", "scripts", "tests/int"], (name) => name.endsWith(".int.test.ts"));
const unit = testFiles(
  ["src", "scripts", "server"],
  (name) => name.endsWith(".test.ts") && !name.endsWith(".int.test.ts"),
);

const shared = {
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      // Server modules guard against client bundles with "server-only"; tests are server code.
      "server-only": path.resolve(import.meta.dirname, "tests/support/empty.ts"),
    },
  },
};

const unitTest = {
  environment: "node",
  // A timeout here catches a test that hangs; it does not judge speed (benchmarks and budgets do).
  // Property tests run hundreds of cases and take several times longer on a loaded 2-core machine
  // than on a quiet one, past Vitest's 5 s default.
  testTimeout: 30_000,
  // Tests read the demo business, as the e2e specs do on the demo seed (decision 0035); a test of
  // "not set up" sets the identity it reads.
  env: { SITE_BUILT_IDENTITY: "demo" },
};

const intTest = {
  environment: "node",
  // Hang guards only, one for every file: a project's setting wins over the command line's, and
  // a fresh database (the migration template after a schema change) on a loaded 2-core machine
  // took several minutes to set up, so files had grown their own longer timeouts.
  testTimeout: 120_000,
  hookTimeout: 600_000,
  env: { NODE_ENV: "test" as const, SITE_BUILT_IDENTITY: "demo" },
};

export default defineConfig({
  test: {
    // Vitest leaves a core to itself by default, which on a 2-core machine is one worker: half the
    // machine idle while the database suites run. Its own share of the work is small.
    maxWorkers: Math.max(os.availableParallelism(), 2),
    projects: [
      {
        ...shared,
        // The files share their worker's process (see the int project below).
        test: { ...unitTest, name: "unit", include: unit.shared, isolate: false },
      },
      {
        ...shared,
        test: { ...unitTest, name: "unit-own-process", include: unit.own },
      },
      {
        ...shared,
        test: {
          ...intTest,
          name: "int",
          include: int.shared,
          // The other files share their worker's process: each opens its own database, and the
          // modules (drizzle, the schema, the mail renderer) and PGlite's WebAssembly are loaded
          // once per worker instead of once per file, which was most of the run (docs/testing.md).
          isolate: false,
        },
      },
      {
        ...shared,
        test: { ...intTest, name: "int-own-process", include: int.own },
      },
    ],
  },
});
