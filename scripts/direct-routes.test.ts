import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { configuredHeaders, createDirectRoutes, DIRECT_ROUTES } from "./direct-routes.mjs";

const CONFIGURED = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Content-Security-Policy", value: "frame-ancestors 'none'" },
];
// What next build writes for next.config.ts's `{ source: "/:path*", headers }`.
const ALL_PATHS = { source: "/:path*", regex: "^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$", headers: CONFIGURED };

// Route modules as `next build` leaves them: `routeModule.userland` holds the route file's exports.
const ECHO = `
exports.routeModule = { userland: { POST: async (request) => {
  const body = await request.text();
  const answer = Response.json(
    { method: request.method, url: request.url, cookie: request.headers.get("cookie"), bytes: body.length, body },
    { status: 201, headers: { "content-security-policy": "the route's own", "x-route": "yes", vary: "origin" } },
  );
  answer.headers.append("set-cookie", "a=1; Path=/");
  answer.headers.append("set-cookie", "b=2; Path=/");
  return answer;
} } };`;
const EMPTY = `exports.routeModule = { userland: { POST: async () => new Response(null, { status: 204 }) } };`;
const THROWS = `exports.routeModule = { userland: { POST: async () => { throw new Error("route bug"); } } };`;

const dirs: string[] = [];
const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A build folder with the given header rules and route modules (path -> source). */
function buildWith(rules: object[], modules: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "direct-routes-"));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, "routes-manifest.json"), JSON.stringify({ version: 3, headers: rules }));
  for (const [name, source] of Object.entries(modules)) {
    const file = path.join(dir, "server", "app", "api", name, "route.js");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, source);
  }
  return dir;
}

const route = (name: string) => ({ method: "POST", path: `/api/${name}`, module: `app/api/${name}/route.js` });

/** The table in front of a stand-in for Next.js that counts what reaches it. */
async function serverWith(dist: string, names: string[], cap?: number) {
  const direct = createDirectRoutes(dist, { origin: "http://localhost:3000", routes: names.map(route), cap });
  const reachedNext: string[] = [];
  const server = http.createServer((req, res) => {
    if (direct.serve(req, res)) return;
    reachedNext.push(`${req.method} ${req.url}`);
    res.end("next");
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { direct, reachedNext, port, base: `http://127.0.0.1:${port}` };
}

/** A raw request, so the test decides how the body is framed (a fetch would always send its length). */
function rawRequest(
  port: number,
  headers: Record<string, string | number>,
  chunks: string[],
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: "127.0.0.1", method: "POST", path: "/api/echo", headers }, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe("configuredHeaders", () => {
  it("gives the headers of every rule whose pattern takes the path", () => {
    const manifest = { headers: [ALL_PATHS, { regex: "^/blog(?:/)?$", headers: [{ key: "X-Blog", value: "1" }] }] };
    expect(configuredHeaders(manifest, "/api/leads")).toEqual(CONFIGURED);
    expect(configuredHeaders(manifest, "/blog")).toEqual([...CONFIGURED, { key: "X-Blog", value: "1" }]);
  });

  it("leaves a path with a conditional rule to Next.js's router (null)", () => {
    const conditional = { ...ALL_PATHS, has: [{ type: "header", key: "x-preview" }] };
    expect(configuredHeaders({ headers: [conditional] }, "/api/leads")).toBeNull();
  });
});

describe("direct routes", () => {
  it("lists only anonymous JSON writes of this app", () => {
    expect(DIRECT_ROUTES.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /api/leads", "POST /api/events"]);
  });

  it("hands a listed request to the route's handler and answers with the configured headers", async () => {
    const { base, reachedNext } = await serverWith(buildWith([ALL_PATHS], { echo: ECHO }), ["echo"]);
    const res = await fetch(`${base}/api/echo`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "cv_vid=abc" },
      body: '{"hello":"world"}',
    });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toEqual({
      method: "POST",
      url: "http://localhost:3000/api/echo",
      cookie: "cv_vid=abc",
      bytes: 17,
      body: '{"hello":"world"}',
    });
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // As in Next.js: the configured policy stays, the route's other headers are added.
    expect(res.headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
    expect(res.headers.get("x-route")).toBe("yes");
    expect(res.headers.get("vary")).toBe("origin");
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(reachedNext).toEqual([]);
  });

  it("leaves everything else to Next.js: other methods, other paths, the path with a query", async () => {
    const { base, reachedNext } = await serverWith(buildWith([ALL_PATHS], { echo: ECHO }), ["echo"]);
    expect(await (await fetch(`${base}/api/echo`)).text()).toBe("next");
    expect(await (await fetch(`${base}/api/echo?via=next`, { method: "POST", body: "{}" })).text()).toBe("next");
    expect(await (await fetch(`${base}/api/echo/`, { method: "POST", body: "{}" })).text()).toBe("next");
    expect(await (await fetch(`${base}/api/other`, { method: "POST", body: "{}" })).text()).toBe("next");
    expect(reachedNext).toEqual(["GET /api/echo", "POST /api/echo?via=next", "POST /api/echo/", "POST /api/other"]);
  });

  it("reads a chunked body no further than the cap and closes that connection", async () => {
    const { port } = await serverWith(buildWith([ALL_PATHS], { echo: ECHO }), ["echo"], 100);
    const res = await rawRequest(port, { "content-type": "application/json" }, [
      "x".repeat(60),
      "y".repeat(60),
      "z".repeat(60),
    ]);
    expect(res.status).toBe(201);
    // The route sees one byte past the cap, so its own limit (below the cap) answers 413.
    expect(JSON.parse(res.body).bytes).toBe(101);
    expect(res.headers.connection).toBe("close");
  });

  it("reads nothing of a body whose declared length is past the cap", async () => {
    const { port } = await serverWith(buildWith([ALL_PATHS], { echo: ECHO }), ["echo"], 100);
    const res = await rawRequest(port, { "content-length": 150 }, ["x".repeat(150)]);
    expect(JSON.parse(res.body).bytes).toBe(0);
    expect(res.headers.connection).toBe("close");
  });

  it("never hands the route a body its client stopped sending", async () => {
    const counting = `let calls = 0;
exports.routeModule = { userland: { POST: async (request) => Response.json({ calls: ++calls, body: await request.text() }) } };`;
    const { port, base } = await serverWith(buildWith([ALL_PATHS], { echo: counting }), ["echo"]);
    await new Promise<void>((resolve) => {
      const req = http.request({
        port,
        host: "127.0.0.1",
        method: "POST",
        path: "/api/echo",
        headers: { "content-length": 40 },
      });
      req.on("error", () => resolve());
      req.write('{"half":', () => setTimeout(() => req.destroy(), 50));
    });
    const next = await fetch(`${base}/api/echo`, { method: "POST", body: "{}" });
    expect(await next.json()).toEqual({ calls: 1, body: "{}" });
  });

  it("answers a 204 without a length, and a handler that throws with a bare 500, and keeps serving", async () => {
    const dist = buildWith([ALL_PATHS], { empty: EMPTY, throws: THROWS, echo: ECHO });
    const { base } = await serverWith(dist, ["empty", "throws", "echo"]);
    const empty = await fetch(`${base}/api/empty`, { method: "POST", body: "{}" });
    expect(empty.status).toBe(204);
    expect(empty.headers.get("content-length")).toBeNull();
    const errors: unknown[] = [];
    const consoleError = console.error;
    console.error = (error: unknown) => errors.push(error);
    try {
      const failed = await fetch(`${base}/api/throws`, { method: "POST", body: "{}" });
      expect(failed.status).toBe(500);
      expect(await failed.text()).toBe("");
    } finally {
      console.error = consoleError;
    }
    expect(String(errors[0])).toContain("route bug");
    expect((await fetch(`${base}/api/echo`, { method: "POST", body: "{}" })).status).toBe(201);
  });

  it("leaves a route to Next.js when a conditional header rule covers it", async () => {
    const conditional = { ...ALL_PATHS, has: [{ type: "header", key: "x-preview" }] };
    const { direct, base, reachedNext } = await serverWith(buildWith([conditional], { echo: ECHO }), ["echo"]);
    expect(direct.size()).toBe(0);
    await fetch(`${base}/api/echo`, { method: "POST", body: "{}" });
    expect(reachedNext).toEqual(["POST /api/echo"]);
  });

  it("refuses to start when a listed route's module has no handler for its method", () => {
    const dist = buildWith([ALL_PATHS], {
      echo: `exports.routeModule = { userland: { GET: async () => new Response() } };`,
    });
    expect(() => createDirectRoutes(dist, { origin: "http://localhost:3000", routes: [route("echo")] })).toThrow(
      /no POST handler/,
    );
  });
});
