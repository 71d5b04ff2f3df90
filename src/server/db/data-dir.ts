import fs from "node:fs";
import path from "node:path";

// What is in the embedded database's folder before PGlite opens it. PGlite creates a database in
// any folder without PG_VERSION, over whatever else is there, and aborts with a bare "Aborted()"
// on a folder missing its WAL or control file. So the folder is judged first: a database is
// created only in a missing or empty folder, and a folder with anything else in it must hold a
// complete database.

export type DataDirState =
  | { kind: "missing" }
  | { kind: "empty" }
  | { kind: "complete" }
  | { kind: "damaged"; problems: string[] };

const BLOCK = 8192;
const WAL_SEGMENT = /^[0-9A-F]{24}$/;
/** Relation files: 16384, 16384_fsm, 16384_vm, 16384.1 (segments past 1 GB). */
const RELATION_FILE = /^\d+(_fsm|_vm|_init)?(\.\d+)?$/;

function entries(dir: string): string[] | null {
  try {
    return fs.readdirSync(dir);
  } catch {
    return null;
  }
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Judges `pgdata`, the folder PGlite keeps its cluster in. Reads only; changes nothing. */
export function inspectDataDir(pgdata: string): DataDirState {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(pgdata);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { kind: "missing" };
    throw error;
  }
  if (!stat.isDirectory()) return { kind: "damaged", problems: ["it is a file, not a folder"] };
  const top = entries(pgdata) ?? [];
  if (top.length === 0) return { kind: "empty" };

  const problems: string[] = [];
  if (!isFile(path.join(pgdata, "PG_VERSION"))) {
    problems.push("PG_VERSION is missing");
    // Nothing of a database at all: say what is there instead of listing every missing part.
    const known = ["base", "global", "pg_wal", "pg_xact"];
    if (!top.some((name) => known.includes(name))) {
      const shown = top.slice(0, 5).join(", ") + (top.length > 5 ? `, and ${top.length - 5} more` : "");
      return { kind: "damaged", problems: [`it holds files but no database (${shown})`] };
    }
  }
  for (const file of ["global/pg_control", "global/pg_filenode.map"]) {
    if (!isFile(path.join(pgdata, file))) problems.push(`${file} is missing`);
  }
  const wal = entries(path.join(pgdata, "pg_wal"));
  if (wal === null) problems.push("pg_wal/ (the write-ahead log) is missing");
  else if (!wal.some((name) => WAL_SEGMENT.test(name))) problems.push("pg_wal/ holds no WAL segment");
  const xact = entries(path.join(pgdata, "pg_xact"));
  if (xact === null) problems.push("pg_xact/ (transaction status) is missing");
  else if (xact.length === 0) problems.push("pg_xact/ is empty");
  const databases = (entries(path.join(pgdata, "base")) ?? []).filter((name) => /^\d+$/.test(name));
  if (databases.length === 0) problems.push("base/ holds no database");
  // Every relation file is a whole number of 8 KB blocks; anything else was cut short.
  for (const db of databases) {
    const dir = path.join(pgdata, "base", db);
    for (const name of entries(dir) ?? []) {
      if (!RELATION_FILE.test(name)) continue;
      const size = fs.statSync(path.join(dir, name)).size;
      if (size % BLOCK !== 0) problems.push(`base/${db}/${name} is cut short (${size} bytes, not whole 8 KB pages)`);
    }
  }
  return problems.length ? { kind: "damaged", problems } : { kind: "complete" };
}

/** How to get out of a damaged folder; `pgdata` is DATA_DIR/pglite/pgdata. */
export function recoveryAdvice(pgdata: string): string {
  const aside = path.join(path.dirname(path.dirname(pgdata)), "pglite.before-restore-<time>");
  return (
    "Nothing was changed. To recover, restore a backup: `npm run db:restore FILE` (it keeps this folder " +
    `aside as ${aside}). If this folder never held data you need (a first start that was interrupted, ` +
    "say), move it away and start again to create a new, empty database."
  );
}

export class DataDirDamagedError extends Error {
  constructor(
    readonly pgdata: string,
    readonly problems: string[],
  ) {
    super(
      `The embedded database folder ${pgdata} is not a complete database: ${problems.join("; ")}. ` +
        `The server creates a database only in an empty or missing folder, so it stops here. ${recoveryAdvice(pgdata)}`,
    );
    this.name = "DataDirDamagedError";
  }
}

/** Throws DataDirDamagedError unless the folder is missing, empty or a complete database. */
export function assertUsableDataDir(pgdata: string): "create" | "open" {
  const state = inspectDataDir(pgdata);
  if (state.kind === "damaged") throw new DataDirDamagedError(pgdata, state.problems);
  return state.kind === "complete" ? "open" : "create";
}
