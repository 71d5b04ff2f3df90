// @ts-check
// The script policy of a prerendered page follows the HTML actually sent (docs/decisions/0035).
// Prerendered pages are regenerated when the owner changes what they show, so the hashes the build
// computed (scripts/csp-manifest.ts) name the build's HTML only. For an answer src/proxy.ts marks
// (a page the build prerendered), server/serve.mjs holds the answer until its end, hashes the
// inline scripts of that body and adds them to the policy: any version of the page is allowed by
// construction, and a copy kept by nginx or a CDN keeps the header that matches it. The hashes
// are cached by the body's own hash, so a page version costs its parse once and then one sha256 of
// the bytes per answer.
import { createHash } from "node:crypto";
import zlib from "node:zlib";

/** Set by the proxy on answers whose policy must follow their body; never sent to the client. */
export const BODY_HASH_HEADER = "x-csp-from-body";
/**
 * Set by the proxy on a page rendered per request (it carries a nonce) that is rewritten as it is
 * sent, as the prerendered pages are (server/framework-later.mjs); never sent to the client.
 */
export const REWRITE_HEADER = "x-rewrite-body";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** @param {string} attrs @param {string} name */
function attribute(attrs, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(attrs);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/**
 * The CSP hash sources of the inline scripts a browser would execute (JSON-LD and other data
 * blocks are not executed and not governed). The same rule as src/domain/security/inline-scripts.ts,
 * which the build's manifest uses; body-csp.test.ts holds them to the same answers.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attrs = "", body = ""] of html.matchAll(SCRIPT)) {
    if (attribute(attrs, "src") !== null) continue;
    const type = (attribute(attrs, "type") ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/**
 * The policy with these hash sources in its script-src (those already there are not repeated);
 * a policy without script-src is returned as it is.
 * @param {string} policy @param {readonly string[]} hashes
 */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(/;\s*/)
    .map((directive) => {
      if (!/^script-src(\s|$)/.test(directive)) return directive;
      const sources = directive.split(/\s+/);
      const added = hashes.map((h) => `'${h}'`).filter((h) => !sources.includes(h));
      return [...sources, ...added].join(" ");
    })
    .join("; ");
}

/** @param {Buffer} body @param {string} encoding */
function decoded(body, encoding) {
  switch (encoding.trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return zlib.gunzipSync(body);
    case "br":
      return zlib.brotliDecompressSync(body);
    case "deflate":
      return zlib.inflateSync(body);
    default:
      return body;
  }
}

/** @param {Buffer} body @param {string} encoding */
function encoded(body, encoding) {
  switch (encoding.trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return zlib.gzipSync(body);
    case "br":
      return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    case "deflate":
      return zlib.deflateSync(body);
    default:
      return body;
  }
}

/**
 * What is sent for a held body: the body (rewritten by `rewrite` when it returns a new page, in
 * the same encoding) and the hashes of its inline scripts, remembered by the original body's
 * sha256 (bounded: the oldest page versions go first).
 * `rewriteWithNonce` rewrites a page rendered per request (REWRITE_HEADER), never cached.
 * @param {{
 *   maxEntries?: number,
 *   rewrite?: (html: string) => string | null,
 *   rewriteWithNonce?: (html: string, nonce: string) => string | null,
 * }} [options]
 */
export function bodyHashCache({ maxEntries = 1_000, rewrite, rewriteWithNonce } = {}) {
  /** @type {Map<string, { body: Buffer | null, hashes: string[] }>} */
  const byBody = new Map();
  const stats = { hits: 0, misses: 0 };
  return {
    stats,
    rewriteWithNonce,
    /** @param {Buffer} body @param {string} encoding */
    prepare(body, encoding) {
      const key = `${encoding}:${createHash("sha256").update(body).digest("base64")}`;
      const known = byBody.get(key);
      if (known) {
        stats.hits++;
        return { body: known.body ?? body, hashes: known.hashes };
      }
      stats.misses++;
      const html = decoded(body, encoding).toString("utf8");
      const rewritten = rewrite?.(html) ?? null;
      const entry = {
        body: rewritten === null ? null : encoded(Buffer.from(rewritten, "utf8"), encoding),
        hashes: inlineScriptHashes(rewritten ?? html),
      };
      if (byBody.size >= maxEntries) byBody.delete(/** @type {string} */ (byBody.keys().next().value));
      byBody.set(key, entry);
      return { body: entry.body ?? body, hashes: entry.hashes };
    },
  };
}

/** @param {unknown} chunk @param {unknown} encoding */
function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8");
}

/** Whether an If-None-Match names this ETag (weak or strong, any of a list, or `*`). */
function etagMatches(/** @type {string} */ ifNoneMatch, /** @type {unknown} */ etag) {
  if (typeof etag !== "string") return false;
  const bare = (/** @type {string} */ t) => t.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || bare(t) === bare(etag));
}

/**
 * Makes this answer's policy follow its body when the proxy marked it and it is HTML: the head
 * and the body are held until the end (a page is sent whole anyway; it is at most a few hundred
 * KB), then sent with the body's hashes in script-src. Other answers pass through untouched. Set
 * up before Next.js's handler, so Next.js's gzip writes compressed bytes through it.
 *
 * A browser revalidating a page it holds (If-None-Match) keeps that body but takes the 304's
 * headers, the policy among them. Next.js would answer 304 with the policy the proxy set, which
 * names the build's scripts, not those of the body sent (a regenerated page, the loader): the
 * page's scripts would then be refused. So for a page request the condition is taken off before
 * Next.js sees it, and answered here: the same 304 when the ETag matches, with the policy of the
 * body that ETag names.
 * @param {import("node:http").ServerResponse} res
 * @param {ReturnType<typeof bodyHashCache>} cache
 * @param {import("node:http").IncomingMessage} [req]
 */
export function policyFollowsBody(res, cache, req) {
  /** @type {string | undefined} */
  let ifNoneMatch;
  if (
    req &&
    (req.method === "GET" || req.method === "HEAD") &&
    typeof req.headers["if-none-match"] === "string" &&
    String(req.headers.accept ?? "").includes("text/html")
  ) {
    ifNoneMatch = req.headers["if-none-match"];
    delete req.headers["if-none-match"];
  }
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  /** @type {"undecided" | "pass" | "hold"} */
  let mode = "undecided";
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {unknown[] | null} */
  let head = null;
  /** The per-request page to rewrite (not hashed: its policy has a nonce). */
  let rewriteOnly = false;
  const decide = () => {
    if (mode !== "undecided") return;
    rewriteOnly = res.getHeader(REWRITE_HEADER) !== undefined && Boolean(cache.rewriteWithNonce);
    if (!res.headersSent) res.removeHeader(REWRITE_HEADER);
    const marked = res.getHeader(BODY_HASH_HEADER) !== undefined || rewriteOnly;
    if (marked && !res.headersSent) res.removeHeader(BODY_HASH_HEADER);
    const html = String(res.getHeader("content-type") ?? "").includes("text/html");
    mode = marked && html && !res.headersSent ? "hold" : "pass";
  };
  const r = /** @type {any} */ (res);
  r.writeHead = function (/** @type {unknown[]} */ ...args) {
    // Headers given here (not through setHeader) are on the response before the marker is read.
    const last = args[args.length - 1];
    if (mode === "undecided" && last && typeof last === "object" && !Array.isArray(last)) {
      for (const [name, value] of Object.entries(last)) if (value !== undefined) res.setHeader(name, value);
      args = args.slice(0, -1);
    }
    decide();
    if (mode === "pass") return original.writeHead.apply(this, /** @type {any} */ (args));
    head ??= args;
    return this;
  };
  r.flushHeaders = function () {
    decide();
    if (mode === "pass") return original.flushHeaders.call(this);
  };
  r.write = function (/** @type {unknown[]} */ ...args) {
    decide();
    if (mode === "pass") return original.write.apply(this, /** @type {any} */ (args));
    const [chunk, encoding, callback] = args;
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  };
  r.end = function (/** @type {unknown[]} */ ...args) {
    decide();
    if (mode === "pass") return original.end.apply(this, /** @type {any} */ (args));
    const [chunk, encoding, callback] = args;
    const done = [chunk, encoding, callback].find((a) => typeof a === "function");
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
    /** @type {Buffer} */
    let body = Buffer.concat(chunks);
    const policy = res.getHeader("content-security-policy");
    const nonce = typeof policy === "string" ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
    if (rewriteOnly && body.length > 0 && nonce) {
      const encodingHeader = String(res.getHeader("content-encoding") ?? "identity");
      const rewritten = cache.rewriteWithNonce?.(decoded(body, encodingHeader).toString("utf8"), nonce);
      if (rewritten) {
        body = encoded(Buffer.from(rewritten, "utf8"), encodingHeader);
        if (res.getHeader("content-length") !== undefined) res.setHeader("content-length", body.length);
      }
    } else if (body.length > 0 && typeof policy === "string") {
      const encodingHeader = String(res.getHeader("content-encoding") ?? "identity");
      const sent = cache.prepare(body, encodingHeader);
      if (sent.body !== body) {
        body = sent.body;
        if (res.getHeader("content-length") !== undefined) res.setHeader("content-length", body.length);
      }
      res.setHeader("content-security-policy", withScriptHashes(policy, sent.hashes));
    }
    const status = typeof head?.[0] === "number" ? head[0] : res.statusCode;
    if (ifNoneMatch && status === 200 && etagMatches(ifNoneMatch, res.getHeader("etag"))) {
      for (const name of ["content-length", "content-encoding", "content-type"]) res.removeHeader(name);
      original.writeHead.apply(this, /** @type {any} */ ([304]));
      return original.end.apply(this, /** @type {any} */ ([done]));
    }
    original.writeHead.apply(this, /** @type {any} */ (head ?? [res.statusCode]));
    return original.end.call(this, body, /** @type {any} */ (done));
  };
}
