// The layer rules in biome.json (noRestrictedImports overrides) are only worth something if they
// fire. Each case writes a small module at a path inside a layer of a scratch copy of the project
// root (the real biome.json, with only the git integration turned off) and runs `biome lint` on it:
// the same rules `npm run lint` applies, and nothing is ever written into the working tree.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const biome = path.join(root, "node_modules", ".bin", "biome");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "layers-"));
const config = JSON.parse(fs.readFileSync(path.join(root, "biome.json"), "utf8"));
delete config.$schema;
config.vcs = { enabled: false };
fs.writeFileSync(path.join(scratch, "biome.json"), JSON.stringify(config));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function lint(filePath: string, source: string): { ok: boolean; output: string } {
  const file = path.join(scratch, filePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  try {
    const run = spawnSync(biome, ["lint", "--colors=off", filePath], { cwd: scratch, encoding: "utf8" });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
  } finally {
    fs.rmSync(file);
  }
}

const plainDomain = `export const double = (n: number): number => n * 2;\n`;

describe("layer rules", () => {
  it("accept a pure domain module", () => {
    expect(lint("src/domain/layer-probe.ts", plainDomain).ok).toBe(true);
  });

  it.each([
    ['import { useState } from "react";', "react"],
    ['import { redirect } from "next/navigation";', "next/navigation"],
    ['import { eq } from "drizzle-orm";', "drizzle-orm"],
    ['import { env } from "@/server/env";', "@/server/env"],
    ['import { Button } from "@/components/ui/button";', "@/components/ui/button"],
  ])("refuse a domain module that has %s", (importLine, source) => {
    const result = lint("src/domain/layer-probe.ts", `${importLine}\nconsole.log(${source.length});\n${plainDomain}`);
    expect(result.ok).toBe(false);
    expect(result.output).toContain("noRestrictedImports");
  });

  it("refuse a domain module that imports React, even deep in the tree", () => {
    const result = lint(
      "src/domain/booking/layer-probe.ts",
      `import { useMemo } from "react";\nuseMemo;\n${plainDomain}`,
    );
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/src\/domain is pure TypeScript/);
  });

  it("refuse a component that queries the database, accept one that calls a use case", () => {
    const component = (importLine: string) => `${importLine}\nexport const Probe = () => null;\nvoid getDb;\n`;
    const db = lint("src/components/layer-probe.tsx", component('import { getDb } from "@/server/db/client";'));
    expect(db.ok).toBe(false);
    expect(db.output).toMatch(/Components do not query the database/);
    const useCase = lint(
      "src/components/layer-probe.tsx",
      component('import { applyNewsletterLink as getDb } from "@/server/newsletter/apply-link";'),
    );
    expect(useCase.ok).toBe(true);
  });

  it("accept a component that names a stored row's type (db/rows), and no other database module", () => {
    const component = (importLine: string) => `${importLine}\nexport const Probe = (_: Booking) => null;\n`;
    expect(
      lint("src/components/layer-probe.tsx", component('import type { Booking } from "@/server/db/rows";')).ok,
    ).toBe(true);
    const schema = lint(
      "src/components/layer-probe.tsx",
      component('import type { Booking } from "@/server/db/schema";'),
    );
    expect(schema.ok).toBe(false);
    expect(schema.output).toMatch(/Components do not query the database/);
  });

  it("refuse two modules that import each other (no import cycles anywhere in src)", () => {
    const other = path.join(scratch, "src/server/cycle-b.ts");
    fs.mkdirSync(path.dirname(other), { recursive: true });
    fs.writeFileSync(other, 'import { a } from "./cycle-a";\nexport const b = () => a() + 1;\n');
    try {
      const cycle = lint(
        "src/server/cycle-a.ts",
        'import { b } from "./cycle-b";\nexport const a = () => 1;\nvoid b;\n',
      );
      expect(cycle.ok).toBe(false);
      expect(cycle.output).toContain("noImportCycles");
      const oneWay = lint("src/server/cycle-a.ts", "export const a = () => 1;\n");
      expect(oneWay.ok).toBe(true);
    } finally {
      fs.rmSync(other);
    }
  });
});

// What src/content may take from src/domain besides types: constants and formatters, and the one
// price computation its FAQ answers quote instead of typing figures (docs/decisions/0024). None of
// these reads content, so content importing them closes no loop, and none decides an area.
const CONTENT_MAY_USE: Record<string, readonly string[]> = {
  "src/domain/pricing/pricing": [
    "SERVICE_TYPE_LABELS",
    "formatDollars",
    "formatCount",
    "PRICE_TABLE",
    "SURCHARGE_FREE_SQFT",
    "SURCHARGE_PER_STEP",
    "SURCHARGE_STEP_SQFT",
    "sizeSurcharge",
    "exactPrice",
  ],
  "src/domain/pricing/from-price": ["fromPrice"],
  "src/domain/pricing/included": ["INCLUDED"],
  "src/domain/leads/ask-us-ids": ["ASK_US_IDS"],
  // The later of two ISO dates: a state page changes when any of its cities does.
  "src/domain/seo/sitemap": ["latest"],
};
const OUTSIDE_PACKAGES = ["react", "react-dom", "next", "drizzle-orm", "pg", "server-only", "@electric-sql"];

/** Every import of `source` (a module at `file`, relative to the root) that content may not make. */
function contentImportsBeyondData(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const refused: string[] = [];
  for (const statement of sf.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
    if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const spec = statement.moduleSpecifier.text;
    const target = spec.startsWith("@/")
      ? path.join("src", spec.slice(2))
      : spec.startsWith(".")
        ? path.join(path.dirname(file), spec)
        : null;
    if (target === null) {
      if (OUTSIDE_PACKAGES.some((p) => spec === p || spec.startsWith(`${p}/`))) refused.push(`${file}: ${spec}`);
      continue;
    }
    if (target.startsWith("src/content/")) continue;
    if (!target.startsWith("src/domain/")) {
      refused.push(`${file}: ${spec}`);
      continue;
    }
    const values: string[] = [];
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) values.push("default");
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) values.push("*");
      if (bindings && ts.isNamedImports(bindings))
        for (const e of bindings.elements) if (!e.isTypeOnly) values.push((e.propertyName ?? e.name).text);
    } else if (!statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) values.push("*");
      else for (const e of clause.elements) if (!e.isTypeOnly) values.push((e.propertyName ?? e.name).text);
    }
    const allowed = CONTENT_MAY_USE[target] ?? [];
    for (const name of values) if (!allowed.includes(name)) refused.push(`${file}: ${name} from ${spec}`);
  }
  return refused;
}

const contentFiles = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? contentFiles(path.join(dir, e.name))
        : /\.tsx?$/.test(e.name) && !e.name.endsWith(".test.ts")
          ? [path.join(dir, e.name)]
          : [],
    );

describe("the tree as it is", () => {
  it("has no import cycle in src", () => {
    const run = spawnSync(biome, ["lint", "--colors=off", "--only=suspicious/noImportCycles", "src"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  });
});

describe("content is data", () => {
  it("refuses content that imports the server, a component or a page, or asks the domain for an area", () => {
    for (const [importLine, message] of [
      ['import { getDb } from "@/server/db/client";', /imports no src\/server/],
      ['import { Button } from "@/components/ui/button";', /imports no src\/server/],
      ['import { resolveServiceArea as getDb } from "@/domain/areas/service-areas";', /decided in src\/domain\/areas/],
    ] as const) {
      const result = lint("src/content/layer-probe.ts", `${importLine}\nexport const probe = getDb;\n`);
      expect(result.ok, importLine).toBe(false);
      expect(result.output).toMatch(message);
    }
    expect(
      lint("src/content/layer-probe.ts", 'import { cities } from "./lookups";\nexport const n = cities;\n').ok,
    ).toBe(true);
  });

  it("takes from the domain only types and the constants and formatters named above", () => {
    const probe = (source: string) => contentImportsBeyondData("src/content/probe.ts", source);
    expect(probe('import { areaTable } from "@/domain/pricing/area-prices";')).toEqual([
      "src/content/probe.ts: areaTable from @/domain/pricing/area-prices",
    ]);
    expect(probe('import { nearest } from "../domain/geo/distance";')).toHaveLength(1);
    expect(probe('export * from "@/domain/pricing/pricing";')).toHaveLength(1);
    expect(probe('import { quote } from "@/domain/pricing/pricing";')).toHaveLength(1);
    expect(probe('import { env } from "../server/env";')).toHaveLength(1);
    expect(probe('import { useState } from "react";')).toHaveLength(1);
    expect(probe('import type { PriceBook } from "@/domain/pricing/price-book";')).toEqual([]);
    expect(probe('import { type ServiceType, formatDollars } from "@/domain/pricing/pricing";')).toEqual([]);
    expect(
      probe('import fs from "node:fs";\nimport { marked } from "marked";\nimport { x } from "./lookups";'),
    ).toEqual([]);

    const files = contentFiles("src/content");
    expect(files.length).toBeGreaterThan(50);
    const refused = files.flatMap((f) => contentImportsBeyondData(f, fs.readFileSync(path.join(root, f), "utf8")));
    expect(refused).toEqual([]);
  });
});
