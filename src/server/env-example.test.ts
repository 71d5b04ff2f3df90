// .env.example is what a newcomer or a deployer reads to learn the knobs; it must list every
// variable the app reads and nothing it does not, or a setting is either invisible or a no-op.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { schema } from "./env";

const root = path.resolve(import.meta.dirname, "../..");

// Set by the tools, never by hand: Next.js sets NEXT_RUNTIME; next dev/build and npm start set NODE_ENV.
// next.config.ts inlines SITE_BUILT_IDENTITY into the build, from SITE_DEMO_BUILD (scripts/lib.mjs).
const SET_BY_TOOLS = new Set(["NODE_ENV", "NEXT_RUNTIME", "SITE_BUILT_IDENTITY"]);
// Read outside src/: the port `npm start` listens on (scripts/start.mjs).
const READ_BY_SCRIPTS = new Set(["PORT"]);

/** The names .env.example sets, or shows commented out ("# NAME=value") where an empty value is invalid. */
function listed(): string[] {
  const text = fs.readFileSync(path.join(root, ".env.example"), "utf8");
  return [...new Set([...text.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? ""))];
}

/** Every `process.env.NAME` (or `process.env["NAME"]`) in src/, outside tests. */
function readInSrc(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(full, "utf8");
        for (const m of source.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[["']([A-Z][A-Z0-9_]*)["']\])/g))
          names.add(m[1] ?? m[2] ?? "");
      }
    }
  };
  walk(path.join(root, "src"));
  return [...names];
}

it(".env.example lists exactly the variables the app reads", () => {
  const expected = new Set([...Object.keys(schema.shape), ...readInSrc(), ...READ_BY_SCRIPTS]);
  for (const name of SET_BY_TOOLS) expected.delete(name);
  expect(listed().sort()).toEqual([...expected].sort());
});

it("reads the variables through env.ts, except where env.ts cannot run (the proxy, instrumentation)", () => {
  // The proxy runs in the edge-style middleware context and instrumentation before the server:
  // both read process.env directly, but only names env.ts also declares (or the tools set).
  for (const name of readInSrc()) expect(SET_BY_TOOLS.has(name) || name in schema.shape, name).toBe(true);
});
