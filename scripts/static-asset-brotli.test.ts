import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { acceptsBrotli, createBrotliAssets } from "./static-asset-brotli.mjs";

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});

const SCRIPT = `console.log(${JSON.stringify("x".repeat(2000))});\n`;

/** A build folder with one chunk, and a stand-in for Next.js serving it with gzip as Next.js does. */
async function serverWith({ cacheControl = "public, max-age=31536000, immutable" } = {}) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "brotli-assets-"));
  fs.mkdirSync(path.join(dist, "static/chunks"), { recursive: true });
  fs.writeFileSync(path.join(dist, "static/chunks/a.js"), SCRIPT);
  const assets = createBrotliAssets(dist);
  const reached: string[] = [];
  const server = http.createServer((req, res) => {
    if (assets.serve(req, res)) return;
    assets.remember(req, res);
    reached.push(req.url ?? "");
    const file = path.join(dist, (req.url ?? "").replace(/^\/_next\//, ""));
    if (!fs.existsSync(file)) {
      res.statusCode = 404;
      return res.end();
    }
    res.setHeader("cache-control", cacheControl);
    res.setHeader("content-type", "application/javascript; charset=UTF-8");
    res.setHeader("x-content-type-options", "nosniff");
    res.setHeader("etag", '"abc"');
    if (/gzip/.test(String(req.headers["accept-encoding"]))) {
      res.setHeader("content-encoding", "gzip");
      res.end(zlib.gzipSync(fs.readFileSync(file)));
    } else res.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (url: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(base + url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on("error", reject);
    });
  const compressed = async () => {
    for (let i = 0; i < 100 && assets.size() === 0; i++) await new Promise((r) => setTimeout(r, 10));
  };
  return { get, reached, compressed };
}

const BR = { "accept-encoding": "gzip, deflate, br, zstd" };

describe("brotli for the build's scripts and styles", () => {
  it("answers later requests with brotli and the headers Next.js sent, without reaching Next.js", async () => {
    const { get, reached, compressed } = await serverWith();
    const first = await get("/_next/static/chunks/a.js", BR);
    expect(first.headers["content-encoding"]).toBe("gzip");
    await compressed();
    const later = await get("/_next/static/chunks/a.js", BR);
    expect(reached).toEqual(["/_next/static/chunks/a.js"]);
    expect(later.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(later.body).toString()).toBe(SCRIPT);
    expect(later.body.length).toBeLessThan(zlib.gzipSync(SCRIPT).length);
    expect(later.headers["content-length"]).toBe(String(later.body.length));
    expect(later.headers.vary).toBe("Accept-Encoding");
    expect(later.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(later.headers["x-content-type-options"]).toBe("nosniff");
    // The gzip body's validator is not the brotli body's.
    expect(later.headers.etag).toBeUndefined();
  });

  it("leaves to Next.js clients without br, conditional requests and other paths", async () => {
    const { get, reached, compressed } = await serverWith();
    await get("/_next/static/chunks/a.js", BR);
    await compressed();
    expect((await get("/_next/static/chunks/a.js", { "accept-encoding": "gzip" })).headers["content-encoding"]).toBe(
      "gzip",
    );
    expect(
      (await get("/_next/static/chunks/a.js", { "accept-encoding": "br;q=0, gzip" })).headers["content-encoding"],
    ).toBe("gzip");
    await get("/_next/static/chunks/a.js", { ...BR, "if-none-match": '"abc"' });
    await get("/_next/static/chunks/a.js?v=1", BR);
    await get("/_next/static/chunks/../a.js", BR);
    expect(reached).toHaveLength(6);
  });

  it("keeps nothing that is not immutable or not found", async () => {
    const { get, reached } = await serverWith({ cacheControl: "public, max-age=0" });
    await get("/_next/static/chunks/a.js", BR);
    await get("/_next/static/chunks/missing.js", BR);
    await new Promise((r) => setTimeout(r, 100));
    await get("/_next/static/chunks/a.js", BR);
    expect(reached).toHaveLength(3);
  });

  it("reads q-values in Accept-Encoding", () => {
    expect(acceptsBrotli("gzip, br")).toBe(true);
    expect(acceptsBrotli("br;q=0.5")).toBe(true);
    expect(acceptsBrotli("br;q=0")).toBe(false);
    expect(acceptsBrotli("gzip")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
