import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const shared = {
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname, "src"),
      // Server modules guard against client bundles with "server-only"; tests are server code.
      "server-only": path.resolve(import.meta.dirname, "tests/support/empty.ts"),
    },
  },
};

export default defineConfig({
  test: {
    // Vitest leaves a core to itself by default, which on a 2-core machine is one worker: half the
    // machine idle while the database suites run. Its own share of the work is small.
    maxWorkers: Math.max(os.availableParallelism(), 2),
    projects: [
      {
        ...shared,
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          environment: "node",
          // A timeout here catches a test that hangs; it does not judge speed (benchmarks and
          // budgets do). Property tests run hundreds of cases and take several times longer on a
          // loaded 2-core machine than on a quiet one, past Vitest's 5 s default.
          testTimeout: 30_000,
        },
      },
      {
        ...shared,
        test: {
          name: "int",
          include: ["src/**/*.int.test.ts", "tests/int/**/*.int.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: "test" },
        },
      },
    ],
  },
});
