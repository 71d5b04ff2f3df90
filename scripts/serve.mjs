// The production server: Next.js's own request handler behind an in-memory table of the
// prerendered content pages (docs/decisions/0007). A prerendered page never re-renders while the
// server runs, so the first answer Next.js (and src/proxy.ts) gives for it, headers and bytes, is
// the answer for every later plain request: it is kept and sent again without running the proxy,
// the router or the render cache. Measured on 2 busy cores, that path alone was the difference
// between ~10% and the target share of nginx serving the same file (README "Measured").
// The price request and page events skip Next.js's router for their own handler (0017).
// Everything else, and every request that is not a plain document GET, goes to Next.js untouched.
//
// Usage: `PORT=3000 node scripts/serve.mjs [-H 127.0.0.1]`; scripts/start.mjs,
// the e2e server and the proof/bench servers run it; systemd units should too.
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { createDirectRoutes } from "./direct-routes.mjs";
import { createHttpServer } from "./http-server.mjs";
import { createBrotliAssets } from "./static-asset-brotli.mjs";
import { createStaticPageCache } from "./static-page-cache.mjs";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 3000);
// As `next start -H`: all interfaces unless told. (Not $HOSTNAME: shells and containers set it to the machine's name.)
const hostArg = process.argv.indexOf("-H");
const hostname = hostArg > 0 ? process.argv[hostArg + 1] : undefined;

// Next.js is always told "localhost", whatever address the server binds: given 127.0.0.1 (the
// systemd unit's -H), Next.js 16 takes its own rewrite of / to the home variant for another
// server's and proxies it, over https when nginx says X-Forwarded-Proto: https, to its own plain
// port: every home page answered 500 behind nginx (vercel/next.js#94745).
const app = next({ dev: false, dir, hostname: "localhost", port });
await app.prepare();
const handle = app.getRequestHandler();
const pages = createStaticPageCache(dir);
const distDir = path.join(dir, process.env.NEXT_DIST_DIR || ".next");
// The build's scripts and styles in brotli, once compressed (scripts/static-asset-brotli.mjs).
const assets = createBrotliAssets(distDir);
// Price requests and page events, handed to their route handlers without Next.js's router
// (scripts/direct-routes.mjs, docs/decisions/0017). Loaded after prepare(): the database is open.
const direct = createDirectRoutes(distDir, { origin: `http://localhost:${port}` });

// A client that sends its request slowly is cut off (scripts/http-server.mjs).
const server = createHttpServer((req, res) => {
  if (assets.serve(req, res)) return;
  assets.remember(req, res);
  if (pages.serve(req, res)) return;
  pages.remember(req, res);
  if (direct.serve(req, res)) return;
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.on("upgrade", (req, socket, head) => app.getUpgradeHandler()(req, socket, head));
// As `next start`: idle keep-alive sockets live a little longer than a typical proxy's pool timeout.
server.keepAliveTimeout = Number(process.env.KEEP_ALIVE_TIMEOUT ?? 5000);
// A port already taken must end the process (systemd restarts it), not leave it running unbound:
// Next.js's own handler would log the uncaught error and carry on.
server.on("error", (error) => {
  console.error(error);
  process.exit(1);
});
server.listen(port, hostname, () => console.log(`Serving on port ${port}`));

// As `next start` does: stop accepting, let the requests in flight finish, then exit with the
// signal's code. src/server/on-server-start.ts holds that exit until the database is closed.
let stopping = false;
for (const [signal, code] of [
  ["SIGTERM", 143],
  ["SIGINT", 130],
]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() => {
      app
        .close()
        .catch(() => {})
        .finally(() => process.exit(code));
    });
    server.closeIdleConnections();
  });
}
