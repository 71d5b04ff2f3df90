// The production server on a fresh data directory, for the measuring scripts (bench, budgets).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer as spawnServer, waitUntilServing } from "./app.mjs";

export async function startServer({ port, env }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-proof-"));
  const server = spawnServer(port, { ...env, DATA_DIR: dataDir, SITE_URL: `http://localhost:${port}` });
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
