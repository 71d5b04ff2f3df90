// The layer rules in biome.json (noRestrictedImports overrides) are only worth something if they
// fire. Each case writes a small module at a path inside a layer of a scratch copy of the project
// root (the real biome.json, with only the git integration turned off) and runs `biome lint` on it:
// the same rules `npm run lint` applies, and nothing is ever written into the working tree.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
