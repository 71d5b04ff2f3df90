import "server-only";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { assertUsableDataDir } from "./data-dir";
import { checkTables, DatabaseDamagedError } from "./integrity";
import { acquireDirectoryLock } from "./lock";
import { postgresPool } from "./postgres-pool";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction's callback is given; a use case passes it to the helpers that join it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either: a read that may run inside a transaction or on its own. */
export type Reader = Db | Tx;

/** What opening and preparing the database did, for the scripts to report. */
export interface OpenedDatabase {
  kind: "pglite" | "postgres";
  /** Where: the embedded database's folder, or the PostgreSQL host and database. */
  where: string;
  /** The embedded database did not exist and was created in this open. */
  created: boolean;
  /** Demo accounts written by prepareDatabase (only when the embedded database was created). */
  seeded: string[];
  /** Accounts whose password is a published demo password, disabled by prepareDatabase (PostgreSQL only). */
  disabled: { email: string; role: string }[];
}

export interface Handle {
  db: Db;
  info: OpenedDatabase;
  /** PostgreSQL's pool, for a session of its own (the migration lock). */
  pool?: import("pg").Pool;
  close(): Promise<void>;
}

// Next may load this module in more than one bundle of the same process; one handle per process.
const globalKey = Symbol.for("clearvent.db");
type GlobalWithDb = typeof globalThis & {
  [globalKey]?: Promise<Handle>;
};

async function openPostgres(url: string): Promise<Handle> {
  const { pool, db } = await postgresPool(url, 10);
  const { hostname, port, pathname } = new URL(url);
  const where = `${hostname}${port ? `:${port}` : ""}${pathname}`;
  const info: OpenedDatabase = { kind: "postgres", where, created: false, seeded: [], disabled: [] };
  return { db, info, pool, close: () => pool.end() };
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

/**
 * Opens the embedded database kept in `dataDir` (DATA_DIR/pglite), holding its lock until close:
 * creates it in a missing or empty folder, checks an existing one can be read. Migrating and the
 * demo accounts are prepareDatabase's.
 */
export async function openEmbeddedDatabase(dataDir: string): Promise<Handle> {
  const lock = acquireDirectoryLock(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
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
      const info: OpenedDatabase = {
        kind: "pglite",
        where: pgdata,
        created: mode === "create",
        seeded: [],
        disabled: [],
      };
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

/**
 * The configured database, opened once per process. The server prepares it (openDatabase in
 * prepare.ts: migrations, demo accounts) at start, before it serves (src/server/on-server-start.ts),
 * and so do the scripts; a request never migrates.
 */
export function getDb(): Promise<Db> {
  return openHandle().then((h) => h.db);
}

/**
 * The configured database's handle, opened once per process (and again after closeDb). Opening
 * only opens: migrating and the demo accounts are prepare.ts's.
 */
export function openHandle(): Promise<Handle> {
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
