import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";

export interface Health {
  ok: true;
  /** The server's own clock: what a load balancer (and the clock proof) can compare with theirs. */
  time: string;
  database: "ok";
}

/** Answers only when the database answers a query; a failure throws and the route says 503. */
export async function checkHealth(db: Db, now: Date): Promise<Health> {
  await db.execute(sql`select 1`);
  return { ok: true, time: now.toISOString(), database: "ok" };
}
