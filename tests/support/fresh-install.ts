import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type E2eServer, seedFromTemplate, startE2eServer } from "./e2e-server";

// A fresh production install for a browser spec: the run's seeded template with the
// demo's business identity removed (what a production database holds before the owner's first
// save), plus whatever else the spec wants gone, served by a production server of its own.

export interface FreshInstall {
  server: E2eServer;
  /** Answers of the `read` queries, run before the server opened the database. */
  read: Record<string, Record<string, unknown>[]>;
  stop(): Promise<void>;
}

export async function startFreshInstall(options: {
  port: number;
  env?: Record<string, string>;
  /** Further statements run on the database before the server starts (rows a fresh install lacks). */
  clear?: readonly string[];
  /** Queries whose rows the spec needs (the server holds the embedded database once it runs). */
  read?: Record<string, string>;
}): Promise<FreshInstall> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-fresh-"));
  seedFromTemplate(dataDir);
  const db = await PGlite.create(path.join(dataDir, "pglite", "pgdata"));
  const read: FreshInstall["read"] = {};
  try {
    for (const statement of ["delete from business_identity", ...(options.clear ?? [])]) await db.query(statement);
    for (const [name, query] of Object.entries(options.read ?? {}))
      read[name] = (await db.query<Record<string, unknown>>(query)).rows;
  } finally {
    await db.close();
  }
  const server = await startE2eServer({ port: options.port, dataDir, env: options.env });
  return {
    server,
    read,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
