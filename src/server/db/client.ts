import "server-only";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { disablePublishedPasswords, insertDemoAccounts } from "@/server/seed/demo-accounts";
import { assertUsableDataDir } from "./data-dir";
import { checkTables, DatabaseDamagedError } from "./integrity";
import { acquireDirectoryLock } from "./lock";
import { postgresPool } from "./postgres-pool";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What opening the database did, for the scripts to report. */
export interface OpenedDatabase {
  kind: "pglite" | "postgres";
  /** Where: the embedded database's folder, or the PostgreSQL host and database. */
  where: string;
  /** The embedded database did not exist and was created in this open. */
  created: boolean;
  /** Demo accounts written (only when the embedded database was created). */
  seeded: string[];
  /** Accounts whose password is a published demo password, disabled (PostgreSQL only). */
  disabled: { email: string; role: string }[];
}

export interface Handle {
  db: Db;
  info: OpenedDatabase;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "src/server/db/migrations");

// Next may load this module in more than one bundle of the same process; one handle per process.
const globalKey = Symbol.for("clearvent.db");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Handle> };

async function openPostgres(url: string): Promise<Handle> {
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const { pool, db } = await postgresPool(url, 10);
  // Several app processes may start at once against one server: migrate one at a time.
  const client = await pool.connect();
  let disabled: OpenedDatabase["disabled"];
  try {
    await client.query("select pg_advisory_lock(727001)");
    await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    // Nothing is seeded on PostgreSQL; an account that still signs in with a password published in
    // the README (copied from a demo database, or created with it) is disabled, and said so.
    disabled = await disablePublishedPasswords(db);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  } finally {
    await client.query("select pg_advisory_unlock(727001)").catch(() => {});
    client.release();
  }
  for (const account of disabled) {
    logger.error(
      account,
      "Disabled password sign-in for this account: its password is a demo password published in the README. " +
        "The account and its data are kept; its sessions were ended. Create your own owner with npm run admin:create.",
    );
  }
  const { hostname, port, pathname } = new URL(url);
  const where = `${hostname}${port ? `:${port}` : ""}${pathname}`;
  const info: OpenedDatabase = { kind: "postgres", where, created: false, seeded: [], disabled };
  return { db, info, close: () => pool.end() };
}

/**
 * PGlite runs each query synchronously in WebAssembly and hands its lock to the next waiter by
 * resolving a promise, so a queue of transactions drains in one run of microtasks without Node
 * reading a socket in between. Under load that starved connections not yet read: a visitor's
 * first request on a new connection waited seconds while open connections were served again and
 * again (bench: p99 3 s against p50 150 ms). One turn of the event loop at the start of each
 * transaction lets the sockets be read in turn.
 */
function yieldBeforeEachTransaction(client: import("@electric-sql/pglite").PGlite) {
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) =>
    transaction(async (tx) => {
      await new Promise((resolve) => setImmediate(resolve));
      return fn(tx);
    });
}

/** Opens the embedded database kept in `dataDir` (DATA_DIR/pglite), holding its lock until close. */
export async function openEmbeddedDatabase(dataDir: string): Promise<Handle> {
  const lock = acquireDirectoryLock(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const pgdata = path.join(dataDir, "pgdata");
    // A database is created only in a missing or empty folder; anything else must be complete.
    const mode = assertUsableDataDir(pgdata);
    let client: InstanceType<typeof PGlite>;
    try {
      client = await PGlite.create(pgdata);
    } catch (error) {
      throw new DatabaseDamagedError(pgdata, [`PGlite cannot open it (${(error as Error).message})`]);
    }
    yieldBeforeEachTransaction(client);
    try {
      if (mode === "open") await checkTables((sql) => client.query(sql).then((r) => r.rows as never), pgdata);
      const db = drizzle(client, { schema }) as unknown as Db;
      await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      // The demo accounts are written once, when the database is created, and never again.
      const seeded = mode === "create" ? await insertDemoAccounts(db) : [];
      const info: OpenedDatabase = { kind: "pglite", where: pgdata, created: mode === "create", seeded, disabled: [] };
      return {
        db,
        info,
        close: async () => {
          await client.close();
          lock.release();
        },
      };
    } catch (error) {
      await client.close().catch(() => {});
      throw error;
    }
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Opens (once per process) and migrates the configured database. */
export function getDb(): Promise<Db> {
  return openHandle().then((h) => h.db);
}

/** Opens the database like getDb and says what the open did (created, seeded, disabled). */
export function openDatabase(): Promise<OpenedDatabase> {
  return openHandle().then((h) => h.info);
}

function openHandle(): Promise<Handle> {
  const g = globalThis as GlobalWithDb;
  if (!g[globalKey]) {
    const opening = env.DATABASE_URL
      ? openPostgres(env.DATABASE_URL)
      : openEmbeddedDatabase(path.resolve(env.DATA_DIR, "pglite"));
    g[globalKey] = opening;
    opening.then(
      () => logger.info({ kind: env.DATABASE_URL ? "postgres" : "pglite" }, "database ready"),
      () => {
        g[globalKey] = undefined;
      },
    );
  }
  return g[globalKey];
}

export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const handle = g[globalKey];
  g[globalKey] = undefined;
  if (handle) await (await handle).close();
}
