import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpServer, normalizedTarget, peerHeaderName, plainAddress, REQUEST_LIMITS } from "./http-server.mjs";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listening(limits?: Parameters<typeof createHttpServer>[1], keepAliveTimeout = 5_000): Promise<number> {
  // Answers once the whole body is in, as the routes that read one do.
  const server = createHttpServer((req, res) => req.resume().on("end", () => res.end("ok")), limits);
  server.keepAliveTimeout = keepAliveTimeout;
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** A raw connection: what it was sent back, and when the server closed it. */
function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  const opened = Date.now();
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (d) => (received += d));
  const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - opened)));
  socket.on("error", () => {});
  /** Resolves once `count` answers have arrived, however long a loaded machine takes to send them. */
  const answers = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if ((received.match(/HTTP\/1\.1 200 /g) ?? []).length >= count) {
          socket.off("data", check);
          resolve();
        }
      };
      socket.on("data", check);
      check();
    });
  return { socket, closed, answers, received: () => received };
}

const GET = "GET / HTTP/1.1\r\nHost: localhost\r\n\r\n";

describe("the production server's request limits", () => {
  it("gives a client 20 s for its headers and 60 s for its request, checked every second", async () => {
    const port = await listening();
    const server = servers[0];
    expect(port).toBeGreaterThan(0);
    // A half-sent request was once held 86 s under Node's defaults.
    expect(server?.headersTimeout).toBe(20_000);
    expect(server?.requestTimeout).toBe(60_000);
    expect(REQUEST_LIMITS.connectionsCheckingInterval).toBe(1_000);
    expect(REQUEST_LIMITS.headersTimeout).toBeLessThanOrEqual(REQUEST_LIMITS.requestTimeout);
  });

  it("closes a connection whose headers stop half-way once the headers timeout runs out", async () => {
    // The request timeout is far beyond the headers timeout, so a 408 before it can only be the
    // headers timeout's, however slow the machine; timers never fire early, so the lower bound holds.
    const port = await listening({ headersTimeout: 500, requestTimeout: 15_000, connectionsCheckingInterval: 100 });
    const half = connect(port);
    half.socket.write("GET / HTTP/1.1\r\nHost: local");
    const after = await half.closed;
    expect(after).toBeGreaterThanOrEqual(450);
    expect(after).toBeLessThan(15_000);
    expect(half.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes a connection whose body stops half-way once the request timeout runs out", async () => {
    const port = await listening({ headersTimeout: 500, requestTimeout: 1_500, connectionsCheckingInterval: 100 });
    const half = connect(port);
    half.socket.write('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n{"half":');
    const after = await half.closed;
    // The headers arrived whole, so only the request timeout applies.
    expect(after).toBeGreaterThanOrEqual(1_400);
    expect(half.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("keeps an idle keep-alive connection past both timeouts (nginx's pool and the e2e client reuse them)", async () => {
    const port = await listening({ headersTimeout: 300, requestTimeout: 600, connectionsCheckingInterval: 100 });
    const client = connect(port);
    client.socket.write(GET);
    await client.answers(1);
    // Idle for longer than both limits (the wait is a lower bound: a slow machine only waits more),
    // then a second request on the same connection.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(client.socket.destroyed).toBe(false);
    client.socket.write(GET);
    await client.answers(2);
    expect(client.received().match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    client.socket.destroy();
  });
});

describe("the request target the app is handed", () => {
  it("spells escaped letters, digits and - . _ ~ plainly in the path, and leaves every other escape", () => {
    expect(normalizedTarget("/f%61q")).toBe("/faq");
    expect(normalizedTarget("/%62log/%7Euser%2Dx%5F%2E")).toBe("/blog/~user-x_.");
    expect(normalizedTarget("/%70ost-not-found")).toBe("/post-not-found");
    expect(normalizedTarget("/a%2Fb%25c%20d%E0%A4%A")).toBe("/a%2Fb%25c%20d%E0%A4%A");
    expect(normalizedTarget("/faq?q=%61%26")).toBe("/faq?q=%61%26");
    expect(normalizedTarget("/plain")).toBe("/plain");
  });
});

describe("the socket address", () => {
  it("reaches the app under a header drawn for this process, whatever X-Forwarded-For says", async () => {
    const name = peerHeaderName();
    expect(name).toMatch(/^x-clearvent-peer-[0-9a-f]{24}$/);
    expect(peerHeaderName()).toBe(name);
    let seen: Record<string, unknown> = {};
    const server = createHttpServer((req, res) => {
      seen = { ...req.headers };
      res.end("ok");
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-forwarded-for": "198.51.100.7" } });
    expect(seen[name]).toBe("127.0.0.1");
    expect(seen["x-forwarded-for"]).toBe("198.51.100.7");
  });

  it("reads IPv4 clients of a dual-stack socket as plain IPv4", () => {
    expect(plainAddress("::ffff:127.0.0.10")).toBe("127.0.0.10");
    expect(plainAddress("::1")).toBe("::1");
  });
});
