// The production server on a fresh data directory, for the measuring scripts (bench, budgets).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer as spawnServer, waitUntilServing } from "./app.mjs";
import { staffCrews } from "./crew-world.mjs";

export async function startServer({ port, env, staffed = false }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-proof-"));
  const serverEnv = { ...env, DATA_DIR: dataDir, SITE_URL: `http://localhost:${port}` };
  if (staffed) {
    // Only staffed crews sell time: a first start migrates the fresh database, then the Bay Area's
    // crews get a technician, as the owner's first day does (a page of an unstaffed area offers
    // the waitlist instead).
    const first = spawnServer(port, serverEnv);
    await waitUntilServing(first);
    await first.stop();
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create(path.join(dataDir, "pglite/pgdata"));
    try {
      await staffCrews((sql, params) => db.query(sql, params).then((r) => r.rows));
    } finally {
      await db.close();
    }
  }
  const server = spawnServer(port, serverEnv);
  await waitUntilServing(server);
  return {
    base: `http://127.0.0.1:${port}`,
    pid: server.pid,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
