import "server-only";
import type { Pool, PoolClient } from "pg";
import type { Db } from "./client";
import { registerPipelinePool } from "./pipelined-transaction";
import * as schema from "./schema";

/**
 * A pool of `max` connections to PostgreSQL at `url` and the database on it, as the server opens
 * it (the tests open theirs with it too). Its connections are in pipeline mode: one takes a
 * statement before the one sent ahead of it is answered (pipelinedTransaction); statements awaited
 * one by one behave exactly as without it.
 */
export async function postgresPool(url: string, max: number): Promise<{ pool: Pool; db: Db }> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: url, max, pipeline: true });
  const db = drizzle(pool, { schema }) as unknown as Db;
  registerPipelinePool(db, pool, (client) => drizzle(client as PoolClient, { schema }) as unknown as Db);
  return { pool, db };
}
