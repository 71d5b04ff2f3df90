import { createHash } from "node:crypto";
import http, { type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { inlineScriptHashes as buildHashes } from "../src/domain/security/inline-scripts";
import {
  BODY_HASH_HEADER,
  bodyHashCache,
  inlineScriptHashes,
  policyFollowsBody,
  withScriptHashes,
} from "./body-csp.mjs";

// Next.js's own gzip (untyped), set up inside its handler after serve.mjs wraps the answer.
const compression = createRequire(import.meta.url)("next/dist/compiled/compression") as () => (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
) => void;

const sha = (s: string) => `sha256-${createHash("sha256").update(s, "utf8").digest("base64")}`;
const POLICY = "default-src 'self'; script-src 'self' 'sha256-fallback'; style-src 'self'";

const page = (name: string) =>
  `<!DOCTYPE html><html><head><script src="/_next/a.js"></script></head><body><h1>${name}</h1>` +
  `<script>self.__next_f.push([1,"${name}"])</script><script type="application/ld+json">{"name":"${name}"}</script>` +
  `<script type="module">import("/x.js")</script>${"<p>filler</p>".repeat(500)}</body></html>`;

describe("inlineScriptHashes", () => {
  it("hashes the executable inline scripts only, as the build's manifest does", () => {
    const html = page("Peninsula Vent Care");
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f.push([1,"Peninsula Vent Care"])'),
      sha('import("/x.js")'),
    ]);
    expect(inlineScriptHashes(html)).toEqual(buildHashes(html));
    const tricky = `<SCRIPT TYPE='text/javascript'>a()</SCRIPT><script src=x>b()</script><script type="text/plain">c</script><script nonce="n">d()</script>`;
    expect(inlineScriptHashes(tricky)).toEqual(buildHashes(tricky));
    expect(inlineScriptHashes(tricky)).toHaveLength(2);
  });
});

describe("withScriptHashes", () => {
  it("adds the body's hashes to script-src only, without repeating one already there", () => {
    expect(withScriptHashes(POLICY, ["sha256-new", "sha256-fallback"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-fallback' 'sha256-new'; style-src 'self'",
    );
    expect(withScriptHashes("default-src 'self'", ["sha256-new"])).toBe("default-src 'self'");
  });
});

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/** A server that answers like Next.js behind serve.mjs: the wrapper first, then Next.js's gzip. */
async function serving(
  answer: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  rewrite?: (html: string) => string | null,
) {
  const cache = bodyHashCache({ rewrite });
  const compress = compression();
  const server = http.createServer((req, res) => {
    policyFollowsBody(res, cache, req);
    compress(req, res, () => answer(req, res));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, cache };
}

async function get(url: string, gzip: boolean, extra: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(url, { headers: { ...(gzip ? { "accept-encoding": "gzip" } : {}), ...extra } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const body = res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString("utf8") });
        });
      })
      .on("error", reject);
  });
}

describe("policyFollowsBody", () => {
  let name = "ClearVent";
  const marked = (req: http.IncomingMessage, res: http.ServerResponse) => {
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("content-security-policy", POLICY);
    if (req.url !== "/unmarked") res.setHeader(BODY_HASH_HEADER, "1");
    // Streamed in pieces, as Next.js sends a page it renders.
    const html = page(name);
    res.write(html.slice(0, 100));
    res.end(html.slice(100));
  };

  it("sends a marked page with the hashes of the body sent, plain and gzipped, whatever it became", async () => {
    const { origin, cache } = await serving(marked);
    for (const gzip of [false, true]) {
      for (const next of ["ClearVent", "Peninsula Vent Care"]) {
        name = next;
        const { headers, body } = await get(`${origin}/ca/san-francisco`, gzip);
        expect(body).toBe(page(next));
        expect(headers[BODY_HASH_HEADER]).toBeUndefined();
        if (gzip) expect(headers["content-encoding"]).toBe("gzip");
        const policy = String(headers["content-security-policy"]);
        expect(policy).toBe(withScriptHashes(POLICY, inlineScriptHashes(body)));
        expect(policy).toContain(sha(`self.__next_f.push([1,"${next}"])`));
      }
    }
    // Each version of the page is parsed once per coding; the next answers cost one hash of the bytes.
    const misses = cache.stats.misses;
    await get(`${origin}/ca/san-francisco`, true);
    await get(`${origin}/ca/san-francisco`, false);
    expect(cache.stats.misses).toBe(misses);
  });

  it("sends a marked page as its rewrite made it, in the same coding, with the rewrite's scripts hashed", async () => {
    name = "ClearVent";
    const rewrite = (html: string) => html.replace("<head>", "<head><script>loader()</script>");
    const { origin, cache } = await serving((req, res) => {
      if (req.url === "/sized") res.setHeader("content-length", Buffer.byteLength(page(name)));
      marked(req, res);
    }, rewrite);
    for (const gzip of [false, true]) {
      const { headers, body } = await get(`${origin}/ca/san-francisco`, gzip);
      expect(body).toBe(rewrite(page(name)));
      expect(String(headers["content-security-policy"])).toContain(sha("loader()"));
    }
    const sized = await get(`${origin}/sized`, false);
    expect(Number(sized.headers["content-length"])).toBe(Buffer.byteLength(rewrite(page(name))));
    // The rewrite runs once per page version and coding.
    const misses = cache.stats.misses;
    await get(`${origin}/ca/san-francisco`, true);
    expect(cache.stats.misses).toBe(misses);
    // Unmarked answers are never rewritten.
    expect((await get(`${origin}/unmarked`, false)).body).toBe(page(name));
  });

  it("answers a browser revalidating a page with a 304 carrying the policy of the body it holds", async () => {
    name = "ClearVent";
    const rewrite = (html: string) => html.replace("<head>", "<head><script>loader()</script>");
    // As Next.js does: an ETag of the page, and a bare 304 when the request names it.
    const { origin } = await serving((req, res) => {
      res.setHeader("etag", '"v1"');
      if (req.headers["if-none-match"] === '"v1"') {
        res.statusCode = 304;
        res.setHeader("content-security-policy", POLICY);
        res.setHeader(BODY_HASH_HEADER, "1");
        res.end();
        return;
      }
      marked(req, res);
    }, rewrite);
    const page1 = await get(`${origin}/ca/san-francisco`, true, { accept: "text/html" });
    expect(page1.status).toBe(200);
    const again = await get(`${origin}/ca/san-francisco`, true, { accept: "text/html", "if-none-match": 'W/"v1"' });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    // The browser keeps the rewritten body and takes these headers: its loader must stay allowed.
    expect(again.headers["content-security-policy"]).toBe(page1.headers["content-security-policy"]);
    expect(String(again.headers["content-security-policy"])).toContain(sha("loader()"));
    // Another version: the full page.
    const other = await get(`${origin}/ca/san-francisco`, false, { accept: "text/html", "if-none-match": '"v0"' });
    expect(other.status).toBe(200);
    expect(other.body).toBe(rewrite(page(name)));
  });

  it("leaves unmarked answers and other content types alone", async () => {
    const { origin } = await serving(marked);
    const { headers } = await get(`${origin}/unmarked`, true);
    expect(headers["content-security-policy"]).toBe(POLICY);
    const json = await serving((_req, res) => {
      res.setHeader("content-type", "application/json");
      res.setHeader("content-security-policy", POLICY);
      res.setHeader(BODY_HASH_HEADER, "1");
      res.end('{"ok":true}');
    });
    const answer = await get(`${json.origin}/x`, false);
    expect(answer.headers["content-security-policy"]).toBe(POLICY);
    expect(answer.body).toBe('{"ok":true}');
  });
});
