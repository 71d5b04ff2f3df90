// The prerendered pages' answers, kept in memory by scripts/serve.mjs (docs/decisions/0007).
//
// Safe because of what 0007 guarantees: a page in the build's CSP manifest is rendered once by
// `next build` and never again while the server runs, and src/proxy.ts answers it the same way for
// everybody (hash-only policy, nothing per request, `Cache-Control: public, …, s-maxage=…`). So the
// first complete answer of Next.js is kept only when it says so itself (200, public s-maxage, no
// cookie), and is sent again only to requests that would get the same answer: a plain GET of the
// exact path, no query, no RSC/router headers, no conditional or range headers, and the same
// content coding. Anything else goes to Next.js, which stays the one place that decides.
import fs from "node:fs";
import path from "node:path";

/** Headers that are about one connection or one transfer, never part of a kept answer. */
const PER_TRANSFER = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length"]);

/**
 * Request headers that can change Next.js's answer for the same path (its Vary names rsc and the
 * router headers) or ask for part or none of it.
 */
const DIFFERENT_ANSWER =
  /^(?:rsc|next-|x-nextjs-|x-middleware-|if-none-match|if-modified-since|if-match|if-unmodified-since|range|purpose)/;

/**
 * The content coding the answer will have: Next.js gzips when the client accepts gzip. Weighted or
 * other codings are left to Next.js's own negotiation (returns null).
 */
export function codingOf(acceptEncoding) {
  const value = (acceptEncoding ?? "").toLowerCase();
  if (value.includes(";")) return null;
  const codings = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (codings.includes("gzip")) return "gzip";
  if (codings.length === 0 || codings.every((c) => c === "identity")) return "identity";
  return null;
}

/** The key of a request the table may answer, or null when only Next.js may. */
export function keyOf(req, routes) {
  if (req.method !== "GET") return null;
  const url = req.url ?? "";
  if (url.includes("?") || url.includes("#") || !routes.has(url)) return null;
  for (const name of Object.keys(req.headers)) if (DIFFERENT_ANSWER.test(name)) return null;
  const coding = codingOf(req.headers["accept-encoding"]);
  return coding ? `${coding} ${url}` : null;
}

/** Whether Next.js's answer is one it lets a shared cache keep for everybody. */
export function isKeepable(statusCode, headers) {
  const cacheControl = String(headers["cache-control"] ?? "");
  return (
    statusCode === 200 &&
    headers["set-cookie"] === undefined &&
    /\bpublic\b/.test(cacheControl) &&
    /\bs-maxage=\d+/.test(cacheControl) &&
    String(headers["content-type"] ?? "").startsWith("text/html")
  );
}

/** The routes the build prerendered and hashed (the CSP manifest's keys), "/" excluded (A/B, 0005). */
export function prerenderedRoutes(dir) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, ".next/csp-manifest.json"), "utf8"));
    return new Set(Object.keys(manifest.routes).filter((route) => route !== "/"));
  } catch {
    // No manifest (a build without its last step): the proxy sends no hash policy either; keep nothing.
    return new Set();
  }
}

export function createStaticPageCache(dir, routes = prerenderedRoutes(dir)) {
  /** key -> { headers, body } */
  const kept = new Map();

  return {
    size: () => kept.size,

    /** Answers from the table when it may; false leaves the request to Next.js. */
    serve(req, res) {
      const key = keyOf(req, routes);
      const answer = key && kept.get(key);
      if (!answer) return false;
      res.writeHead(200, answer.headers);
      res.end(answer.body);
      return true;
    },

    /** Watches Next.js answer a request the table could answer later, and keeps the answer if keepable. */
    remember(req, res) {
      const key = keyOf(req, routes);
      if (!key || kept.has(key)) return;
      const chunks = [];
      let headArg = {};
      const { write, end, writeHead } = res;
      const collect = (chunk, encoding) => {
        if (chunk != null && typeof chunk !== "function")
          chunks.push(
            Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"),
          );
      };
      res.writeHead = function (statusCode, ...rest) {
        const arg = rest.find((r) => r && typeof r === "object");
        if (arg) headArg = Array.isArray(arg) ? {} : arg;
        return writeHead.call(this, statusCode, ...rest);
      };
      res.write = function (chunk, encoding, ...rest) {
        collect(chunk, encoding);
        return write.call(this, chunk, encoding, ...rest);
      };
      res.end = function (chunk, encoding, ...rest) {
        collect(chunk, encoding);
        return end.call(this, chunk, encoding, ...rest);
      };
      res.once("finish", () => {
        const headers = {};
        for (const [name, value] of Object.entries({ ...res.getHeaders(), ...headArg })) {
          const lower = name.toLowerCase();
          if (!PER_TRANSFER.has(lower) && value !== undefined) headers[lower] = value;
        }
        if (!isKeepable(res.statusCode, headers) || kept.has(key)) return;
        const body = Buffer.concat(chunks);
        headers["content-length"] = String(body.length);
        kept.set(key, { headers, body });
      });
    },
  };
}
