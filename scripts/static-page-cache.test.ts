import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { codingOf, createStaticPageCache, keyOf } from "./static-page-cache.mjs";

const PUBLIC = "public, max-age=0, s-maxage=3600";
type Answer = { status?: number; headers: Record<string, string>; gzip?: boolean };

/** A stand-in for Next.js behind the table: counts what reaches it and answers as told per path. */
async function serverWith(answers: Record<string, Answer>, routes: string[]) {
  const cache = createStaticPageCache("/nonexistent", new Set(routes));
  const reached: string[] = [];
  const server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.remember(req, res);
    reached.push(req.url ?? "");
    const answer = answers[req.url?.split("?")[0] ?? ""] ?? { status: 404, headers: { "content-type": "text/html" } };
    const body = `<html>${req.url} ${reached.length}</html>`;
    for (const [k, v] of Object.entries(answer.headers)) res.setHeader(k, v);
    res.statusCode = answer.status ?? 200;
    if (answer.gzip && /gzip/.test(String(req.headers["accept-encoding"]))) {
      res.setHeader("content-encoding", "gzip");
      res.write(zlib.gzipSync(body));
      res.end();
    } else {
      // Written in two parts, as a streamed render is.
      res.write(body.slice(0, 5));
      res.end(body.slice(5));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers: { "accept-encoding": "identity", ...headers } });
    return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
  };
  servers.push(server);
  return { get, reached, cache };
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

const page: Answer = {
  headers: { "content-type": "text/html; charset=utf-8", "cache-control": PUBLIC, "content-security-policy": "x" },
  gzip: true,
};

describe("the prerendered-page table", () => {
  it("answers a prerendered page from memory after Next.js answered it once, same headers and bytes", async () => {
    const { get, reached } = await serverWith({ "/ca/oakland": page }, ["/ca/oakland"]);
    const first = await get("/ca/oakland");
    const second = await get("/ca/oakland");
    expect(reached).toEqual(["/ca/oakland"]);
    expect(second.body).toBe(first.body);
    const { date: _a, "transfer-encoding": _t, ...firstHeaders } = first.headers;
    const { date: _b, "content-length": length, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
    expect(Number(length)).toBe(Buffer.byteLength(first.body));
  });

  it("keeps gzip and identity answers apart", async () => {
    const { get, reached } = await serverWith({ "/faq": page }, ["/faq"]);
    await get("/faq", { "accept-encoding": "gzip, deflate, br" });
    const plain = await get("/faq");
    const zipped = await get("/faq", { "accept-encoding": "gzip, deflate, br" });
    expect(reached).toEqual(["/faq", "/faq"]);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.body).toBe("<html>/faq 1</html>"); // fetch decoded the kept gzip bytes
  });

  it("never keeps an answer Next.js did not mark public for shared caches, or one setting a cookie", async () => {
    const { get, reached } = await serverWith(
      {
        "/private": { headers: { "content-type": "text/html", "cache-control": "private, no-store" } },
        "/cookie": { headers: { ...page.headers, "set-cookie": "a=b" } },
        "/missing": { status: 404, headers: { ...page.headers } },
      },
      ["/private", "/cookie", "/missing"],
    );
    for (const path of ["/private", "/cookie", "/missing"]) {
      await get(path);
      await get(path);
    }
    expect(reached).toEqual(["/private", "/private", "/cookie", "/cookie", "/missing", "/missing"]);
  });

  it("leaves pages outside the build's manifest, queries, RSC and conditional requests to Next.js", async () => {
    const { get, reached } = await serverWith({ "/blog": page, "/ca/oakland": page }, ["/ca/oakland"]);
    await get("/blog");
    await get("/blog");
    await get("/ca/oakland");
    await get("/ca/oakland?_rsc=1");
    await get("/ca/oakland", { rsc: "1" });
    await get("/ca/oakland", { "next-router-prefetch": "1" });
    await get("/ca/oakland", { "if-none-match": '"x"' });
    await get("/ca/oakland", { "accept-encoding": "gzip;q=0, identity" });
    expect(reached).toEqual([
      "/blog",
      "/blog",
      "/ca/oakland",
      "/ca/oakland?_rsc=1",
      "/ca/oakland",
      "/ca/oakland",
      "/ca/oakland",
      "/ca/oakland",
    ]);
  });
});

describe("request keys", () => {
  const routes = new Set(["/faq"]);
  const req = (method: string, url: string, headers: Record<string, string> = {}) =>
    ({ method, url, headers }) as unknown as http.IncomingMessage;

  it("only plain GETs of a listed path", () => {
    expect(keyOf(req("GET", "/faq"), routes)).toBe("identity /faq");
    expect(keyOf(req("GET", "/faq", { "accept-encoding": "br, gzip" }), routes)).toBe("gzip /faq");
    expect(keyOf(req("HEAD", "/faq"), routes)).toBeNull();
    expect(keyOf(req("POST", "/faq"), routes)).toBeNull();
    expect(keyOf(req("GET", "/faq/"), routes)).toBeNull();
    expect(keyOf(req("GET", "/faq", { range: "bytes=0-9" }), routes)).toBeNull();
  });

  it("content codings Next.js would negotiate differently are not guessed", () => {
    expect(codingOf(undefined)).toBe("identity");
    expect(codingOf("identity")).toBe("identity");
    expect(codingOf("gzip, deflate")).toBe("gzip");
    expect(codingOf("br")).toBeNull();
    expect(codingOf("gzip;q=0.5, br")).toBeNull();
  });
});
