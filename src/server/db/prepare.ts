import "server-only";
import path from "node:path";
import { logger } from "@/server/logger";
import { disablePublishedPasswords, insertDemoAccounts } from "@/server/seed/demo-accounts";
import { type Handle, type OpenedDatabase, openHandle } from "./client";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "src/server/db/migrations");

/** Held while one process migrates a PostgreSQL database; several may start at once. */
const MIGRATION_LOCK = 727001;

// One preparation per opened handle: a handle opened again after closeDb is prepared again.
const preparedKey = Symbol.for("clearvent.db.prepared");
type GlobalWithPrepared = typeof globalThis & { [preparedKey]?: WeakMap<Handle, Promise<OpenedDatabase>> };

/** Opens and prepares the configured database (once per process) and says what that did. */
export async function openDatabase(): Promise<OpenedDatabase> {
  const g = globalThis as GlobalWithPrepared;
  g[preparedKey] ??= new WeakMap();
  const prepared = g[preparedKey];
  const handle = await openHandle();
  let preparing = prepared.get(handle);
  if (!preparing) {
    preparing = prepareDatabase(handle);
    prepared.set(handle, preparing);
    preparing.catch(() => prepared.delete(handle));
  }
  return preparing;
}

/**
 * Brings an opened database up to this build: applies the committed migrations, then on a newly
 * created embedded database writes the demo accounts (once, never again), and on PostgreSQL
 * disables any account that still signs in with a password published in the README.
 */
export async function prepareDatabase(handle: Handle): Promise<OpenedDatabase> {
  handle.info = handle.info.kind === "postgres" ? await preparePostgres(handle) : await prepareEmbedded(handle);
  return handle.info;
}

async function prepareEmbedded({ db, info }: Handle): Promise<OpenedDatabase> {
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  return { ...info, seeded: info.created ? await insertDemoAccounts(db) : [] };
}

async function preparePostgres({ db, info, pool }: Handle): Promise<OpenedDatabase> {
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  if (!pool) throw new Error("A PostgreSQL handle carries its pool.");
  // Several app processes may start at once against one server: they migrate one at a time.
  const client = await pool.connect();
  let disabled: OpenedDatabase["disabled"];
  try {
    await client.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    // Nothing is seeded on PostgreSQL; an account that still signs in with a password published in
    // the README (copied from a demo database, or created with it) is disabled, and said so.
    disabled = await disablePublishedPasswords(db);
  } finally {
    await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`).catch(() => {});
    client.release();
  }
  for (const account of disabled) {
    logger.error(
      account,
      "Disabled password sign-in for this account: its password is a demo password published in the README. " +
        "The account and its data are kept; its sessions were ended. Create your own owner with npm run admin:create.",
    );
  }
  return { ...info, disabled };
}
