// @ts-check
// The production server: Next.js's own request handler in a Node http server this file owns.
// It does what nginx cannot do in front of it: each request's socket address for the rate limits
// (server/http-server.mjs), and the shutdown order (requests in flight, then Next.js, then the
// outbox worker and the database, then exit). Every request goes through Next.js's handler. The content pages' cache is
// nginx's (deploy/nginx/clearvent.conf).
//
// Usage: `PORT=3000 node server/serve.mjs [-H 127.0.0.1]`; scripts/start.mjs,
// the e2e server and the proof/bench servers run it; the systemd unit too.
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { bodyHashCache, policyFollowsBody } from "./body-csp.mjs";
import { frameworkLater } from "./framework-later.mjs";
import { createHttpServer } from "./http-server.mjs";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 3000);
// As `next start -H`: all interfaces unless told. (Not $HOSTNAME: shells and containers set it to the machine's name.)
const hostArg = process.argv.indexOf("-H");
const hostname = hostArg > 0 ? process.argv[hostArg + 1] : undefined;
/** Longest wait for the requests in flight before the database is closed anyway. */
const DRAIN_MS = 3_000;
/** Where src/server/on-server-start.ts leaves what must run before the process ends. */
const SHUTDOWN_KEY = Symbol.for("clearvent.shutdown");
/** Where the app finds this server's own address, to ask it for its pages again (decision 0035). */
const ORIGIN_KEY = Symbol.for("clearvent.self-origin");
/** What src/server/on-server-start.ts runs once the server listens (the first regeneration). */
const LISTENING_KEY = Symbol.for("clearvent.on-listening");

// Next.js is always told "localhost", whatever address the server binds: given 127.0.0.1 (the
// systemd unit's -H), Next.js 16 takes its own rewrite of / to the home variant for another
// server's and proxies it, over https when nginx says X-Forwarded-Proto: https, to its own plain
// port: every home page answered 500 behind nginx (vercel/next.js#94745).
const app = next({ dev: false, dir, hostname: "localhost", port });
// Runs src/instrumentation.ts: the database is open (or the process has ended saying why).
await app.prepare();
const handle = app.getRequestHandler();

let stopping = false;
// The policy of a prerendered page follows the body sent (server/body-csp.mjs). The landing pages
// start their framework on the first interaction (server/framework-later.mjs, docs/decisions/0047);
// FRAMEWORK_LATER=0 sends them as Next.js wrote them.
const later = process.env.FRAMEWORK_LATER !== "0";
const bodyHashes = bodyHashCache({
  rewrite: later ? frameworkLater : undefined,
  rewriteWithNonce: later ? (html, nonce) => frameworkLater(html, { nonce }) : undefined,
});

// A client that sends its request slowly is cut off (server/http-server.mjs).
const server = createHttpServer((req, res) => {
  policyFollowsBody(res, bodyHashes, req);
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
const upgrade = app.getUpgradeHandler();
server.on("upgrade", (req, socket, head) => upgrade(req, socket, head));
// As `next start`: idle keep-alive sockets live a little longer than a typical proxy's pool timeout.
server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT ?? 5000);
// A port already taken must end the process (systemd restarts it), not leave it running unbound;
// during a requested stop it ends the process as the stop would.
server.on("error", (error) => {
  console.error(error);
  process.exit(stopping ? 0 : 1);
});
server.listen(port, hostname, () => {
  console.log(`Serving on port ${port}`);
  const address = server.address();
  const holder = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));
  if (address && typeof address === "object") {
    const any = address.address === "::" || address.address === "0.0.0.0";
    const host = any ? "127.0.0.1" : address.family === "IPv6" ? `[${address.address}]` : address.address;
    holder[ORIGIN_KEY] = `http://${host}:${address.port}`;
  }
  const onListening = holder[LISTENING_KEY];
  if (typeof onListening === "function") onListening();
});

function stop() {
  if (stopping) return;
  stopping = true;
  /** @type {Promise<void>} */
  const drained = new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(resolve, DRAIN_MS).unref();
  });
  const holder = /** @type {Record<symbol, (() => Promise<void>) | undefined>} */ (/** @type {unknown} */ (globalThis));
  drained
    .then(() => app.close())
    .catch((error) => console.error(error))
    .then(() => holder[SHUTDOWN_KEY]?.())
    .finally(() => process.exit(0));
}
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, stop);
