import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";

export interface Health {
  ok: true;
  /** The server's own clock: what a load balancer (and the clock proof) can compare with theirs. */
  time: string;
  database: "ok";
  /**
   * Whether the prerendered pages carry the saved identity and prices yet. After a start or a save
   * they regenerate for a few seconds of CPU; a deploy script or a bench waits for "current".
   */
  pages: "current" | "regenerating";
}

/** Answers only when the database answers a query; a failure throws and the route says 503. */
export async function checkHealth(
  db: Db,
  now: Date,
  pages: { version: number; pagesVersion: number; regenerating: boolean },
): Promise<Health> {
  await db.execute(sql`select 1`);
  const current = pages.pagesVersion === pages.version && !pages.regenerating;
  return { ok: true, time: now.toISOString(), database: "ok", pages: current ? "current" : "regenerating" };
}
