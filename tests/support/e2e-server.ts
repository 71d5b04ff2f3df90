// The production build as a child process on a port of its own, for the e2e specs that need a
// server configured differently from the shared one (scripts/e2e-server.mjs): another database,
// production rate limits, a proxy in front. One way to start, wait and stop, so every such spec
// starts it the same way and none leaves a server or a data directory behind.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const SERVE = path.resolve(import.meta.dirname, "../../scripts/serve.mjs");

// Tuning knobs a developer's shell may have set; a spec's server gets the defaults unless it says otherwise.
const INHERITED_KNOBS = ["RATE_LIMIT_SCALE", "LEAD_RATE_LIMIT_PER_MINUTE", "TRUSTED_PROXY_HOPS", "DATABASE_URL"];

export interface E2eServer {
  port: number;
  origin: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far (to explain a failure). */
  output(): string;
  /** SIGTERM, SIGKILL after `graceMs`; removes the data directory when this helper made it. */
  stop(graceMs?: number): Promise<void>;
}

export interface E2eServerOptions {
  port: number;
  /** Added to (and winning over) the defaults: production mode, SITE_URL on the port, a test secret. */
  env?: Record<string, string>;
  /** An existing data directory to serve (kept on stop); by default a fresh one (removed on stop). */
  dataDir?: string;
  /** How long the server may take to answer /api/health with 200. */
  timeoutMs?: number;
}

/**
 * Starts the production server (scripts/serve.mjs) on the production build and resolves once GET /api/health answers 200 (the
 * server is up and its database answers), so a spec never talks to a half-started server.
 */
export async function startE2eServer(options: E2eServerOptions): Promise<E2eServer> {
  const { port, timeoutMs = 60_000 } = options;
  const origin = `http://localhost:${port}`;
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `clearvent-e2e-${port}-`));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const knob of INHERITED_KNOBS) delete env[knob];
  Object.assign(env, {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: "error",
    DATA_DIR: dataDir,
    SITE_URL: origin,
    BETTER_AUTH_SECRET: "e2e-server-secret-0123456789abcdef012345",
    ...options.env,
  });
  const child = spawn(process.execPath, [SERVE], {
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  let exited = false;
  let exitCode: number | string | null = null;
  const exit = new Promise<void>((resolve) =>
    child.on("exit", (code, signal) => {
      exited = true;
      exitCode = code ?? signal;
      resolve();
    }),
  );
  const server: E2eServer = {
    port,
    origin,
    dataDir,
    child,
    output: () => output,
    async stop(graceMs = 10_000) {
      if (!exited) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
        await exit;
        clearTimeout(timer);
      }
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server on ${port} exited (${exitCode}) before serving:\n${output}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return server;
    } catch {}
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`server on ${port} did not answer /api/health within ${timeoutMs / 1000}s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}
