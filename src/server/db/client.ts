import "server-only";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { env } from "@/server/env";
import { logger } from "@/server/logger";
import { acquireDirectoryLock } from "./lock";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface Handle {
  db: Db;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "src/server/db/migrations");

// Next may load this module in more than one bundle of the same process; one handle per process.
const globalKey = Symbol.for("clearvent.db");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Handle> };

async function openPostgres(url: string): Promise<Handle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema });
  // Several app processes may start at once against one server: migrate one at a time.
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock(727001)");
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query("select pg_advisory_unlock(727001)").catch(() => {});
    client.release();
  }
  return { db: db as unknown as Db, close: () => pool.end() };
}

async function openPglite(dataDir: string): Promise<Handle> {
  const lock = acquireDirectoryLock(dataDir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = await PGlite.create(path.join(dataDir, "pgdata"));
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Db,
      close: async () => {
        await client.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Opens (once per process) and migrates the configured database. */
export function getDb(): Promise<Db> {
  return openHandle().then((h) => h.db);
}

function openHandle(): Promise<Handle> {
  const g = globalThis as GlobalWithDb;
  if (!g[globalKey]) {
    const opening = env.DATABASE_URL
      ? openPostgres(env.DATABASE_URL)
      : openPglite(path.resolve(env.DATA_DIR, "pglite"));
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
