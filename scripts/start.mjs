// `npm start`: install what is missing, build if anything changed, open the database (create the
// embedded one with the demo accounts when its folder is missing or empty, else check and migrate
// it; on PostgreSQL migrate and disable published demo passwords), serve.
import { spawn } from "node:child_process";
import { MEMORY_ENV, NODE_MEMORY_FLAGS } from "../server/memory-flags.mjs";
import { baseEnv, ensureBuild, ensureDependencies, mustRun, root } from "./lib.mjs";

ensureDependencies();
const port = process.env.PORT ?? "3000";
const env = baseEnv({ NODE_ENV: "production", PORT: port });
env.SITE_URL ??= `http://localhost:${port}`;
// Opens the database first: it refuses while another server holds the database, and so stops us
// here before a rebuild could pull the files from under that server.
mustRun("npx", ["tsx", "--conditions=react-server", "scripts/seed.ts"], { env });
ensureBuild(env);
console.log(`Serving on ${env.SITE_URL}`);
// server/serve.mjs: Next.js's own handler in a server that owns the shutdown order
// (docs/deployment.md, "The production server").
// With the memory settings the systemd unit starts it with (server/memory-flags.mjs).
const server = spawn(process.execPath, [...NODE_MEMORY_FLAGS, "server/serve.mjs"], {
  cwd: root,
  env: { ...env, ...MEMORY_ENV },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
