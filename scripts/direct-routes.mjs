// @ts-check
// The API routes scripts/serve.mjs hands straight to their handler (docs/decisions/0017).
//
// A route handler is a function from a web Request to a Response; Next.js adds around it a
// router, request stores, tracing and web-stream plumbing that none of the routes below uses.
// Under a flood of price requests that machinery was about half of each request's CPU: one
// process answered ~500 price requests a second through Next.js and ~870 when the same function
// was called from here (README "Measured"). So for the routes listed here the server reads the
// body, calls the handler Next.js built (the very function `next start` would call) and writes its
// answer with the headers next.config.ts gives every answer (from the build's routes manifest).
// Any other request, and these paths with a query string, go to Next.js as before.
//
// A listed route must read nothing but its Request: no next/headers (cookies(), headers()), no
// after(). Called outside Next.js's request scope those throw, and the route answers 500; the
// e2e suites, which run against this server, send every listed route real requests.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** @typedef {{ method: string, path: string, module: string }} DirectRoute */
/** @typedef {{ key: string, value: string }} Header */
/** @typedef {(request: Request, context: { params: Promise<object> }) => Promise<Response>} Handler */

/**
 * Anonymous JSON writes, the requests a busy day brings most of: price requests and page events.
 * @type {DirectRoute[]}
 */
export const DIRECT_ROUTES = [
  { method: "POST", path: "/api/leads", module: "app/api/leads/route.js" },
  { method: "POST", path: "/api/events", module: "app/api/events/route.js" },
];

/**
 * Larger than any listed route's own body limit (16 and 32 KB): a body is read no further, and the
 * route's own check answers 413 for what was cut.
 */
export const BODY_CAP = 65_536;

/** Answer headers Next.js adds to a configured one instead of leaving out (send-response.js). */
const REPEATABLE = new Set(["www-authenticate", "proxy-authenticate", "vary"]);

/**
 * Headers of the request, as a web Headers (Node joins repeated ones; set-cookie never comes in).
 * @param {import("node:http").IncomingHttpHeaders} nodeHeaders
 */
function webHeaders(nodeHeaders) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(nodeHeaders)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}

/**
 * The headers next.config.ts's headers() gives an answer at `pathname`, from the build's routes
 * manifest, as Next.js's router applies them; null when a rule has conditions (`has`, `missing`)
 * that only the router evaluates: such a path is left to Next.js.
 * @param {{ headers?: { regex: string, has?: unknown, missing?: unknown, headers: Header[] }[] }} manifest
 * @param {string} pathname
 * @returns {Header[] | null}
 */
export function configuredHeaders(manifest, pathname) {
  /** @type {Header[]} */
  const headers = [];
  for (const rule of manifest.headers ?? []) {
    if (!new RegExp(rule.regex).test(pathname)) continue;
    if (rule.has || rule.missing) return null;
    headers.push(...rule.headers);
  }
  return headers;
}

/**
 * The body, read no further than `cap` + 1 bytes (`cut` when there was more).
 * @param {import("node:http").IncomingMessage} req
 * @param {number} cap
 * @returns {Promise<{ body: Buffer, cut: boolean }>}
 */
function readBody(req, cap) {
  const declared = Number(req.headers["content-length"] ?? 0);
  // The route refuses a declared length past its limit before reading anything; so does this.
  if (declared > cap) return Promise.resolve({ body: Buffer.alloc(0), cut: true });
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > cap) {
        req.off("data", onData).pause();
        resolve({ body: Buffer.concat(chunks).subarray(0, cap + 1), cut: true });
      }
    };
    req.on("data", onData);
    req.once("end", () => resolve({ body: Buffer.concat(chunks), cut: false }));
    req.once("error", reject);
    // A client gone before the end of its body: nothing reaches the route (no-op once settled).
    req.once("close", () => reject(new Error("request closed before its body ended")));
  });
}

/**
 * `distDir`: the build (.next). `origin`: what Next.js would put before the path in request.url.
 * `routes`: the table (DIRECT_ROUTES unless a test gives its own).
 * @param {string} distDir
 * @param {{ origin: string, routes?: DirectRoute[], cap?: number }} options
 */
export function createDirectRoutes(distDir, { origin, routes = DIRECT_ROUTES, cap = BODY_CAP }) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "routes-manifest.json"), "utf8"));
  const require = createRequire(path.join(distDir, "server", "noop.js"));
  /** @type {Map<string, { handler: Handler, headers: Header[] }>} */
  const table = new Map();
  for (const route of routes) {
    const headers = configuredHeaders(manifest, route.path);
    if (!headers) continue;
    // The module Next.js itself loads for the route: one instance (Node's module cache), so its
    // state (a rate limiter's counts) is the same whichever server code calls it.
    const handler = require(path.join(distDir, "server", route.module)).routeModule?.userland?.[route.method];
    if (typeof handler !== "function") throw new Error(`${route.module} has no ${route.method} handler`);
    table.set(`${route.method} ${route.path}`, { handler, headers });
  }

  /**
   * @param {{ handler: Handler, headers: Header[] }} route
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  async function answer({ handler, headers }, req, res) {
    try {
      const { body, cut } = await readBody(req, cap);
      const request = new Request(new URL(req.url ?? "/", origin), {
        method: req.method,
        headers: webHeaders(req.headers),
        body: body.length > 0 ? new Uint8Array(body) : undefined,
      });
      const response = await handler(request, { params: Promise.resolve({}) });
      const bytes = Buffer.from(await response.arrayBuffer());
      res.statusCode = response.status;
      for (const { key, value } of headers) res.setHeader(key, value);
      // As Next.js's sendResponse: a configured header stays (the route's is added only where none
      // is set), except those that may repeat; each cookie is its own header.
      for (const cookie of response.headers.getSetCookie()) res.appendHeader("set-cookie", cookie);
      response.headers.forEach((value, key) => {
        if (key === "set-cookie") return;
        if (REPEATABLE.has(key) || res.getHeader(key) === undefined) res.appendHeader(key, value);
      });
      if (response.status !== 204 && response.status !== 304) res.setHeader("content-length", bytes.length);
      // The rest of a cut body was never read: this connection cannot carry another request.
      if (cut) res.setHeader("connection", "close");
      res.end(bytes);
    } catch (error) {
      // The client left mid-body: nobody to answer, nothing to report.
      if (req.destroyed && !req.complete) return;
      // The handlers answer their own failures (src/server/http/handle.ts); this is the server's.
      console.error(error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    }
  }

  return {
    size: () => table.size,
    /**
     * Answers the request and returns true when it is a listed route's; false leaves it to Next.js.
     * @param {import("node:http").IncomingMessage} req
     * @param {import("node:http").ServerResponse} res
     */
    serve(req, res) {
      const route = table.get(`${req.method} ${req.url}`);
      if (!route) return false;
      void answer(route, req, res);
      return true;
    },
  };
}
