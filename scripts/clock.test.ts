// Time is an input: a use case writes the `now` it was given, so a test that moves the clock sees
// every timestamp move with it. A stray `new Date()` beside a given `now` (an updatedAt, say) is
// invisible to such tests; this reads the server code for one.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const server = path.join(root, "src/server");

// The places that are the clock: the process's timers and workers, a file name, and better-auth's
// hook (which is handed no time).
const CLOCKS = new Set(["on-server-start.ts", "outbox/worker.ts", "db/backup.ts", "auth.ts"]);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// The clock in its three spellings: the process's (`new Date()`, `Date.now()`) and the database
// server's (`now()` in SQL, which no moved clock in a test reaches either).
const CLOCK_READ = /new Date\(\)|Date\.now\(\)|\bnow\(\)`/;
const NOW_DEFAULT = /(\bnow\w*\??: Date = new Date\(\)|\bnow = (new Date|Date\.now)\(\)|\bnow \?\? new Date\(\))/;

/** Lines that read the clock other than as a default for a `now` the caller may give. */
function strayClockReads(source: string): string[] {
  return source
    .split("\n")
    .filter((line) => CLOCK_READ.test(line))
    .filter((line) => !NOW_DEFAULT.test(line))
    .map((line) => line.trim());
}

it("finds a stray clock read and passes a default for `now`", () => {
  expect(strayClockReads("  .set({ updatedAt: new Date() })")).toHaveLength(1);
  expect(strayClockReads("  .set({ updatedAt: sql`now()` })")).toHaveLength(1);
  expect(strayClockReads("  expiresAt: new Date(Date.now() + 3600_000),")).toHaveLength(1);
  expect(strayClockReads("  now: Date = new Date(),\n  const now = context.now ?? new Date();")).toEqual([]);
  expect(strayClockReads("  take(key, now = Date.now()) {")).toEqual([]);
});

it("server code writes the `now` it was given, never a second reading of the clock", () => {
  const found = sources(server)
    .filter((file) => !CLOCKS.has(path.relative(server, file)))
    .flatMap((file) =>
      strayClockReads(fs.readFileSync(file, "utf8")).map((line) => `${path.relative(root, file)}: ${line}`),
    );
  expect(found).toEqual([]);
});
