import "server-only";
import { randomBytes } from "node:crypto";
import http from "node:http";

// Served bare, `next start` keeps an X-Forwarded-For the client wrote (it fills the header from the
// socket only when a request brings none: node_modules/next/dist/server/base-server.js, `??=`), and
// a route handler has no other way to the socket's address. So when the process starts we tag
// every incoming request with its socket's address, under a header name drawn at random per
// process: a client cannot send it, and it never leaves the server. `clientKey` reads it.

const NAME = Symbol.for("clearvent.peerHeader");
type WithPeerHeader = typeof globalThis & { [NAME]?: string };

/** The name of the header that carries each request's socket address, once recording started. */
export function peerHeaderName(): string | undefined {
  return (globalThis as WithPeerHeader)[NAME];
}

/** "::ffff:127.0.0.1" (an IPv4 client on a dual-stack socket) is 127.0.0.1. */
export function plainAddress(address: string): string {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

/** Called once from instrumentation.ts, before the first request is handled. */
export function recordPeerAddresses(): void {
  const g = globalThis as WithPeerHeader;
  if (g[NAME]) return;
  const name = `x-clearvent-peer-${randomBytes(12).toString("hex")}`;
  const emit = http.Server.prototype.emit;
  const original = emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  http.Server.prototype.emit = function emitWithPeer(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      request.headers[name] = plainAddress(request.socket?.remoteAddress ?? "");
    }
    return original.call(this, event, ...args);
  } as typeof emit;
  g[NAME] = name;
}
