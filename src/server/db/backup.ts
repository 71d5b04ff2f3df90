import fs from "node:fs";
import path from "node:path";
import { assertUsableDataDir, inspectDataDir } from "./data-dir";
import { checkTables, DatabaseDamagedError, type TableCount } from "./integrity";
import { acquireDirectoryLock, DatabaseLockedError } from "./lock";

// Backups of the embedded database: PGlite's own tarball of its folder (dumpDataDir, gzip),
// taken and restored under the folder's lock. A running server holds that lock, and its files
// change under any outside reader, so both refuse while it runs: stop the server first. Every
// backup is read back in full (loaded into memory, every table read) before it is reported good;
// a restore is unpacked beside the folder and read in full before it replaces anything, and the
// folder it replaces is kept, moved aside as DATA_DIR/pglite.before-restore-<time>.

export class ServerRunningError extends Error {
  constructor(
    readonly action: "back up" | "restore",
    cause: DatabaseLockedError,
  ) {
    super(
      `Cannot ${action} the embedded database while it is in use: ${cause.message} ` +
        `Stop the server first (Ctrl-C where npm start runs), ${action === "back up" ? "back up" : "restore"}, then start it again.`,
    );
    this.name = "ServerRunningError";
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  tables: TableCount[];
}

export interface RestoreResult {
  tables: TableCount[];
  /** Where the folder that was replaced now is (null when there was nothing to keep). */
  movedAside: string | null;
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, "-");

function lock(dataDir: string, action: "back up" | "restore") {
  try {
    return acquireDirectoryLock(dataDir);
  } catch (error) {
    if (error instanceof DatabaseLockedError) throw new ServerRunningError(action, error);
    throw error;
  }
}

async function readAll(client: { query(sql: string): Promise<{ rows: unknown[] }> }, where: string) {
  return checkTables((sql) => client.query(sql).then((r) => r.rows as Record<string, unknown>[]), where);
}

const sameCounts = (a: TableCount[], b: TableCount[]) => JSON.stringify(a) === JSON.stringify(b);

/** Writes a backup of the embedded database in `dataDir` (DATA_DIR/pglite) to `file`. */
export async function backupEmbedded(dataDir: string, file: string): Promise<BackupResult> {
  const held = lock(dataDir, "back up");
  try {
    const pgdata = path.join(dataDir, "pgdata");
    if (assertUsableDataDir(pgdata) === "create") throw new Error(`There is no database in ${pgdata} to back up.`);
    const { PGlite } = await import("@electric-sql/pglite");
    const source = await PGlite.create(pgdata).catch((error: Error) => {
      throw new DatabaseDamagedError(pgdata, [`PGlite cannot open it (${error.message})`]);
    });
    let tables: TableCount[];
    let dump: Blob;
    try {
      tables = await readAll(source, pgdata);
      await source.exec("checkpoint");
      dump = await source.dumpDataDir("gzip");
    } finally {
      await source.close();
    }
    // Read the backup back before calling it one.
    const copy = await PGlite.create({ loadDataDir: dump });
    try {
      const restored = await readAll(copy, "the backup just written");
      if (!sameCounts(restored, tables)) throw new Error("The backup read back does not hold the same rows.");
    } finally {
      await copy.close();
    }
    const bytes = Buffer.from(await dump.arrayBuffer());
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const partial = `${file}.partial-${process.pid}`;
    fs.writeFileSync(partial, bytes);
    fs.renameSync(partial, file);
    return { file: path.resolve(file), bytes: bytes.length, tables };
  } finally {
    held.release();
  }
}

/**
 * Replaces the embedded database in `dataDir` (DATA_DIR/pglite) with the backup in `file`. The
 * folder it replaces, if it held anything, is moved to DATA_DIR/pglite.before-restore-<time>.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<RestoreResult> {
  if (!fs.existsSync(file)) throw new Error(`No backup file ${path.resolve(file)}.`);
  const held = lock(dataDir, "restore");
  const pgdata = path.join(dataDir, "pgdata");
  const unpacked = path.join(dataDir, `pgdata.restoring-${stamp()}`);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    let tables: TableCount[];
    try {
      const blob = new Blob([fs.readFileSync(file)]);
      const restored = await PGlite.create(unpacked, { loadDataDir: blob });
      try {
        tables = await readAll(restored, path.resolve(file));
      } finally {
        await restored.close();
      }
    } catch (error) {
      fs.rmSync(unpacked, { recursive: true, force: true });
      throw new Error(
        `${path.resolve(file)} is not a readable backup of the embedded database (${(error as Error).message}). Nothing was changed.`,
      );
    }
    let movedAside: string | null = null;
    const state = inspectDataDir(pgdata);
    if (state.kind === "empty") fs.rmdirSync(pgdata);
    else if (state.kind !== "missing") {
      movedAside = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.before-restore-${stamp()}`);
      fs.mkdirSync(movedAside);
      fs.renameSync(pgdata, path.join(movedAside, "pgdata"));
    }
    fs.renameSync(unpacked, pgdata);
    return { tables, movedAside };
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
    held.release();
  }
}
