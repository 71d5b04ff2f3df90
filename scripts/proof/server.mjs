// Starts the production build (`next start`) on a fresh data directory for a proof script, and
// stops it. Spawns node directly so a kill reaches the server itself, not an npx wrapper.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "../lib.mjs";

export async function startServer({ port, env, dataDir, quiet = true }) {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-proof-"));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port)],
    {
      cwd: root,
      env: { ...env, NODE_ENV: "production", DATA_DIR: dir, SITE_URL: `http://localhost:${port}`, LOG_LEVEL: "error" },
      stdio: quiet ? "ignore" : "inherit",
    },
  );
  const exited = new Promise((resolve) => child.on("exit", resolve));
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/faq`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error(`server on ${port} exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      if (!dataDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
