// Shared by `npm start` and `npm test`: make a fresh clone runnable with only Node and npm.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: "inherit", cwd: root, ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

export function mustRun(cmd, args, opts) {
  const status = run(cmd, args, opts);
  if (status !== 0) {
    console.error(`\n${cmd} ${args.join(" ")} failed (exit ${status})`);
    process.exit(status);
  }
}

/**
 * Installs when node_modules is missing or older than the lock file. `npm install` rather than
 * `npm ci`: this npm writes lock files without other platforms' optional packages, which `npm ci`
 * rejects; `npm install` honours the lock as written and leaves it unchanged.
 */
export function ensureDependencies() {
  const marker = path.join(root, "node_modules/.package-lock.json");
  const lock = path.join(root, "package-lock.json");
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log("Installing dependencies (npm install)...");
  mustRun("npm", ["install", "--no-audit", "--no-fund"]);
  fs.utimesSync(marker, new Date(), new Date());
}

/** A stable auth secret per checkout, so sessions survive restarts without any setup. */
export function ensureAuthSecret(env) {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  const dir = path.join(root, env.DATA_DIR ?? ".data");
  const file = path.join(dir, "auth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

const BUILD_INPUTS = ["src", "public", "next.config.ts", "package-lock.json", "tsconfig.json", "postcss.config.mjs"];

function hashInputs(env) {
  const hash = crypto.createHash("sha256");
  // Prerendered pages carry the origin in canonical and Open Graph URLs.
  hash.update(`SITE_URL=${env.SITE_URL ?? ""};GA=${env.GA_MEASUREMENT_ID ?? ""}`);
  // A demo build renders the demo business, a production one "not set up" (decision 0035).
  hash.update(`;DEMO=${env.SITE_DEMO_BUILD ?? ""}`);
  const walk = (p) => {
    const full = path.join(root, p);
    if (!fs.existsSync(full)) return;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) walk(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) {
      hash.update(p);
      hash.update(fs.readFileSync(full));
    }
  };
  for (const input of BUILD_INPUTS) walk(input);
  return hash.digest("hex");
}

/**
 * next build, skipped when no build input changed since the last successful build. Into `.next`,
 * or the folder env.NEXT_DIST_DIR names (the bench builds into one of its own, so it never replaces
 * the build a running `npm start` serves). The stamp is written last: a build that was stopped
 * half-way has none and is built again from scratch.
 */
export function ensureBuild(env) {
  const dist = path.join(root, env.NEXT_DIST_DIR || ".next");
  const stamp = path.join(dist, "SOURCE_HASH");
  const hash = hashInputs(env);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === hash && fs.existsSync(path.join(dist, "BUILD_ID"))) {
    console.log(`Build is up to date (${path.relative(root, dist)}).`);
    return;
  }
  console.log(`Building the production bundle (next build into ${path.relative(root, dist)})...`);
  fs.rmSync(dist, { recursive: true, force: true });
  mustRun("npx", ["next", "build"], { env });
  mustRun("npx", ["tsx", "scripts/csp-manifest.ts"], { env });
  fs.writeFileSync(stamp, hash);
}

/** `env` with every Node process's clock moved `days` days (scripts/proof/shift-clock.cjs). */
export function movedClock(env, days) {
  const preload = path.join(root, "scripts/proof/shift-clock.cjs");
  return {
    ...env,
    CLOCK_OFFSET_DAYS: String(days),
    NODE_OPTIONS: `${env.NODE_OPTIONS ?? ""} --require ${preload}`.trim(),
  };
}

export function baseEnv(extra = {}) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...extra };
  env.BETTER_AUTH_SECRET = ensureAuthSecret(env);
  // Without DATABASE_URL the server opens the embedded database, which is created with the demo
  // accounts and the demo business: its build renders that business, so a demo server starts with
  // its pages as they are. With PostgreSQL nothing is seeded: the build says "not set up".
  env.SITE_DEMO_BUILD ??= env.DATABASE_URL ? "0" : "1";
  return env;
}
