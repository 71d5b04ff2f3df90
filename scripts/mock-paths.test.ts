// A module a test replaces is named by a string the type checker never reads: after a file moves,
// a mock of the old path still passes tsc and silently replaces nothing, so the test runs against
// the real module. Every local path a test mocks must name a file that exists.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.tsx"];

/** The local module paths (alias `@/` or relative) that `text` hands to vi.mock, doMock, unmock or importActual. */
function mockedPaths(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  const found: string[] = [];
  for (const m of code.matchAll(
    /\bvi\.(?:mock|doMock|unmock|doUnmock|importActual)\s*(?:<[^>]*>)?\(\s*["'`]([^"'`]+)["'`]/g,
  )) {
    const specifier = m[1] ?? "";
    if (specifier.startsWith("@/") || specifier.startsWith(".")) found.push(specifier);
  }
  return found;
}

function resolves(file: string, specifier: string): boolean {
  const base = specifier.startsWith("@/")
    ? path.join(root, "src", specifier.slice(2))
    : path.resolve(path.dirname(file), specifier);
  return EXTENSIONS.some((ext) => fs.existsSync(base + ext) && fs.statSync(base + ext).isFile());
}

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) || file.includes(`${path.sep}support${path.sep}`) ? [file] : [];
  });
}

describe("mockedPaths", () => {
  it("finds each way a test names a module to replace, over lines, and no package", () => {
    const text = [
      'vi.mock("@/server/db/client", () => ({}));',
      "vi.doMock(\n  '../lib/x',\n  () => ({}),\n);",
      'await vi.importActual<typeof import("@/server/env")>("@/server/env");',
      'vi.mock("@react-email/render", async () => ({}));',
      'vi.mock("server-only");',
      '// vi.mock("@/in/a/comment")',
    ].join("\n");
    expect(mockedPaths(text)).toEqual(["@/server/db/client", "../lib/x", "@/server/env"]);
  });

  it("tells a moved module from one that exists", () => {
    const here = path.join(root, "scripts", "mock-paths.test.ts");
    expect(resolves(here, "@/server/db/client")).toBe(true);
    expect(resolves(here, "./docs-links.test")).toBe(true);
    expect(resolves(here, "@/server/no-such-folder/require-technician")).toBe(false);
  });
});

describe("the tests' mocks", () => {
  it("name only modules that exist", () => {
    const files = ["src", "scripts", "server", "tests"].flatMap((dir) => testFiles(path.join(root, dir)));
    const named = files.flatMap((file) =>
      mockedPaths(fs.readFileSync(file, "utf8")).map((specifier) => ({ file, specifier })),
    );
    expect(named.length).toBeGreaterThan(20);
    const missing = named
      .filter(({ file, specifier }) => !resolves(file, specifier))
      .map(({ file, specifier }) => `${path.relative(root, file)}: ${specifier}`);
    expect(missing).toEqual([]);
  });
});
