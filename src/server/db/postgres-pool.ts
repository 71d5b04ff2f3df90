import "server-only";
import type { Pool } from "pg";
import type { Db } from "./client";
import * as schema from "./schema";

/**
 * A pool of `max` connections to PostgreSQL at `url` and the database on it, as the server opens
 * it (the tests open theirs with it too).
 */
export async function postgresPool(url: string, max: number): Promise<{ pool: Pool; db: Db }> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: url, max });
  const db = drizzle(pool, { schema }) as unknown as Db;
  return { pool, db };
}
