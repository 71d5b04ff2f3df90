import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { assertUsableDataDir, DataDirDamagedError, inspectDataDir } from "./data-dir";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-dir-"));
  dirs.push(dir);
  return dir;
}

/** The parts of a PostgreSQL cluster the check looks for, with the sizes the real ones have. */
function fakeCluster(): string {
  const pgdata = path.join(tempDir(), "pglite", "pgdata");
  const files: Record<string, number> = {
    PG_VERSION: 3,
    "global/pg_control": 8192,
    "global/pg_filenode.map": 524,
    "global/1260": 8192,
    "pg_wal/000000010000000000000001": 1024,
    "pg_xact/0000": 8192,
    "base/5/PG_VERSION": 3,
    "base/5/16385": 24576,
    "base/5/16385_fsm": 24576,
    "base/5/pg_filenode.map": 524,
  };
  for (const [file, size] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(pgdata, file)), { recursive: true });
    fs.writeFileSync(path.join(pgdata, file), Buffer.alloc(size));
  }
  return pgdata;
}

describe("inspectDataDir", () => {
  it("lets a database be created only in a missing or empty folder", () => {
    const parent = tempDir();
    expect(inspectDataDir(path.join(parent, "pgdata"))).toEqual({ kind: "missing" });
    fs.mkdirSync(path.join(parent, "pgdata"));
    expect(inspectDataDir(path.join(parent, "pgdata"))).toEqual({ kind: "empty" });
    expect(assertUsableDataDir(path.join(parent, "pgdata"))).toBe("create");
  });

  it("opens a complete cluster", () => {
    const pgdata = fakeCluster();
    expect(inspectDataDir(pgdata)).toEqual({ kind: "complete" });
    expect(assertUsableDataDir(pgdata)).toBe("open");
  });

  it.each([
    ["PG_VERSION", "PG_VERSION is missing"],
    ["global/pg_control", "global/pg_control is missing"],
    ["global/pg_filenode.map", "global/pg_filenode.map is missing"],
    ["pg_wal/000000010000000000000001", "pg_wal/ holds no WAL segment"],
    ["pg_wal", "pg_wal/ (the write-ahead log) is missing"],
    ["pg_xact", "pg_xact/ (transaction status) is missing"],
    ["base/5", "base/ holds no database"],
  ])("refuses a cluster without %s and says so", (part, problem) => {
    const pgdata = fakeCluster();
    fs.rmSync(path.join(pgdata, part), { recursive: true });
    expect(inspectDataDir(pgdata)).toEqual({ kind: "damaged", problems: [problem] });
    expect(() => assertUsableDataDir(pgdata)).toThrow(DataDirDamagedError);
  });

  it("refuses a relation file cut short of a whole page", () => {
    const pgdata = fakeCluster();
    fs.truncateSync(path.join(pgdata, "base/5/16385"), 10_000);
    expect(inspectDataDir(pgdata)).toEqual({
      kind: "damaged",
      problems: ["base/5/16385 is cut short (10000 bytes, not whole 8 KB pages)"],
    });
  });

  it("refuses a folder of stray files instead of creating a database over them", () => {
    const pgdata = path.join(tempDir(), "pgdata");
    fs.mkdirSync(pgdata);
    fs.writeFileSync(path.join(pgdata, ".DS_Store"), "");
    fs.writeFileSync(path.join(pgdata, "notes.txt"), "keep me");
    expect(inspectDataDir(pgdata)).toEqual({
      kind: "damaged",
      problems: ["it holds files but no database (.DS_Store, notes.txt)"],
    });
  });

  it("refuses a file where the folder should be", () => {
    const pgdata = path.join(tempDir(), "pgdata");
    fs.writeFileSync(pgdata, "");
    expect(inspectDataDir(pgdata)).toEqual({ kind: "damaged", problems: ["it is a file, not a folder"] });
  });

  it("names the folder, what is missing and how to recover", () => {
    const pgdata = fakeCluster();
    fs.rmSync(path.join(pgdata, "PG_VERSION"));
    const dataDir = path.dirname(path.dirname(pgdata));
    expect(() => assertUsableDataDir(pgdata)).toThrow(
      `The embedded database folder ${pgdata} is not a complete database: PG_VERSION is missing. ` +
        "The server creates a database only in an empty or missing folder, so it stops here. Nothing was changed. " +
        `To recover, restore a backup: \`npm run db:restore FILE\` (it keeps this folder aside as ${dataDir}/pglite.before-restore-<time>).`,
    );
  });
});
