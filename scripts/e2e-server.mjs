// The server Playwright tests: the production build on a fresh data directory, which the server
// creates with the demo accounts as it starts (src/server/db/prepare.ts), as on a first `npm start`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { baseEnv, root } from "./lib.mjs";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = path.join(root, ".data/e2e");
fs.rmSync(dataDir, { recursive: true, force: true });
// The seeded databases the specs' own servers start from are made again for this build and seed
// (tests/support/e2e-server.ts).
fs.rmSync(path.join(root, ".data/e2e-templates"), { recursive: true, force: true });
const env = baseEnv({
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  SITE_URL: `http://localhost:${port}`,
  // Known to the specs (tests/e2e/support.ts E2E_AUTH_SECRET): they sign experiment cookies with it.
  BETTER_AUTH_SECRET: "e2e-auth-secret-0123456789abcdef0123456789",
  // Specs sign in many times within seconds; the rate limit has its own test.
  AUTH_RATE_LIMIT: process.env.AUTH_RATE_LIMIT ?? "off",
  // Specs book many visits with fresh unverified accounts; booking-limits.int.test.ts covers them.
  BOOKING_LIMITS: process.env.BOOKING_LIMITS ?? "off",
  LEAD_RATE_LIMIT_PER_MINUTE: process.env.LEAD_RATE_LIMIT_PER_MINUTE ?? "10",
  RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? "1000",
  LOG_LEVEL: "warn",
  // Playwright's request client reuses an idle keep-alive socket without reading the server's
  // `Keep-Alive: timeout=5`, so a reuse at the moment the server closes that socket is reset
  // (admin.spec's CSV download after sign-in, once in CI). Browsers and nginx retry such a request;
  // the specs' client does not, so here idle sockets outlive any pause inside a spec.
  KEEP_ALIVE_TIMEOUT: process.env.KEEP_ALIVE_TIMEOUT ?? "120000",
});
const server = spawn(process.execPath, ["server/serve.mjs"], {
  cwd: root,
  env: { ...env, PORT: port },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
