// The production build as a child process on a port of its own, for the e2e specs that need a
// server configured differently from the shared one (scripts/e2e-server.mjs): another database,
// production rate limits, a proxy in front. One way to start, wait and stop, so every such spec
// starts it the same way and none leaves a server or a data directory behind.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { site } from "@/content/site";
import { localDate } from "@/domain/scheduling/schedule";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVE = path.join(ROOT, "server/serve.mjs");
/**
 * tsx's command line, run by this Node: what `npx tsx` runs, without npx finding it first (about a
 * second a call on a loaded 2-core machine, and the specs run several).
 */
const TSX = path.join(ROOT, "node_modules/tsx/dist/cli.mjs");
/** Seeded databases a run's servers start from; scripts/e2e-server.mjs empties it at each run's start. */
const TEMPLATES = path.join(ROOT, ".data/e2e-templates");

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
 * A database as the server creates it in an empty folder (migrated, with the demo accounts and the
 * demo crew's day), made once per run and business day by the seed script `npm start` runs, which
 * opens the database as the server does (src/server/db/prepare.ts). Copying it spares each server PGlite's initdb, about 7 CPU-seconds
 * (docs/testing.md). The demo day is dated, so a template made across midnight is thrown away.
 */
function seededTemplate(env: NodeJS.ProcessEnv): string | undefined {
  const today = () => localDate(new Date(), site.timeZone);
  const day = today();
  const dir = path.join(TEMPLATES, day);
  if (fs.existsSync(path.join(dir, "pgdata", "PG_VERSION"))) return dir;
  fs.mkdirSync(TEMPLATES, { recursive: true });
  const partial = `${dir}.${process.pid}.${randomBytes(4).toString("hex")}`;
  const seeded = spawnSync(process.execPath, [TSX, "--conditions=react-server", "scripts/seed.ts"], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: partial },
    encoding: "utf8",
  });
  const made = path.join(partial, "pglite");
  if (seeded.status !== 0 || today() !== day) {
    fs.rmSync(partial, { recursive: true, force: true });
    return undefined;
  }
  // The folder's lock names the seed's process, which has ended: the copy starts without one.
  fs.rmSync(path.join(made, "LOCK"), { force: true });
  try {
    fs.renameSync(made, dir);
  } catch {
    // Another worker's template got there first; it is the same.
  }
  fs.rmSync(partial, { recursive: true, force: true });
  return fs.existsSync(path.join(dir, "pgdata", "PG_VERSION")) ? dir : undefined;
}

const isEmptyFolder = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/**
 * Fills an empty data directory with the database a server would create there, from the run's
 * template, unless the clock is moved (the demo day would be another) or the database is
 * PostgreSQL. A folder that is not empty is left as it is.
 */
export function seedFromTemplate(dataDir: string, env: NodeJS.ProcessEnv = process.env): void {
  const movedClock = Boolean(env.CLOCK_OFFSET_DAYS || env.NODE_OPTIONS?.includes("shift-clock"));
  if (env.DATABASE_URL || movedClock || !isEmptyFolder(dataDir)) return;
  const template = seededTemplate(env);
  if (template) fs.cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
}

/**
 * Fills an empty data directory from the run's template, then runs a world script
 * (tests/support/*-world.ts) on it, which writes a spec's rows and prints them as JSON on its last
 * line: the database a spec's server starts on, and what is in it.
 */
export function seededWorld<World>(dataDir: string, worldScript: string): World {
  seedFromTemplate(dataDir);
  const output = execFileSync(process.execPath, [TSX, "--conditions=react-server", worldScript], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "error" },
    encoding: "utf8",
  });
  return JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as World;
}

/**
 * Starts the production server (server/serve.mjs) on the production build and resolves once GET /api/health answers 200 (the
 * server is up and its database answers), so a spec never talks to a half-started server.
 */
export async function startE2eServer(options: E2eServerOptions): Promise<E2eServer> {
  const { port, timeoutMs = 60_000 } = options;
  // Another spec's server on the same port would answer this one's health check, and its stop
  // would drop this spec's connections mid-test: refuse the port instead.
  if (await answers(port)) throw new Error(`port ${port} is already served by another process; give this spec its own`);
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
  seedFromTemplate(dataDir, env);
  const child = spawn(process.execPath, [SERVE], {
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  live.add(child);
  child.on("exit", () => live.delete(child));
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
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      // Read to the end: the socket of an unread answer is not idle, and stop() would wait out the
      // server's drain time (server/serve.mjs) for it.
      await res.arrayBuffer();
      if (res.status === 200) return server;
    } catch {}
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`server on ${port} did not answer /api/health within ${timeoutMs / 1000}s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

// A test that times out never reaches its server's stop(): the worker's exit ends what it started,
// or the orphan would keep the port and fail the retry.
const live = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});

/** Whether something accepts connections on the loopback port. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
