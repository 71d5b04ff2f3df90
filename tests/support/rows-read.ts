// How many rows a statement reads from a table, by EXPLAIN ANALYZE: for tests that an owner page's
// read stays a window as the history grows.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rowsOf } from "./test-db";

type Node = {
  "Relation Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  Plans?: Node[];
};

/** Rows the statement read from `table` (returned, or read and filtered away), over all loops. */
export async function rowsRead(db: Db, statement: SQL, table: string): Promise<number> {
  const [row] = rowsOf(await db.execute(sql`explain (analyze, format json) ${statement}`));
  const plan = Object.values(row ?? {})[0];
  const [{ Plan }] = (typeof plan === "string" ? JSON.parse(plan) : plan) as [{ Plan: Node }];
  const read = (node: Node): number =>
    (node["Relation Name"] === table
      ? (node["Actual Rows"] + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0)) *
        node["Actual Loops"]
      : 0) + (node.Plans ?? []).reduce((sum, child) => sum + read(child), 0);
  return read(Plan);
}
