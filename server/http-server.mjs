// @ts-check
// The production server's Node http server (server/serve.mjs): the time it gives a client to send
// its request, the request target in one spelling, and each request's socket address.
//
// Node's defaults (60 s for the headers, 300 s for the whole request, checked every 30 s) let one
// client hold hundreds of connections to a bare process for minutes by sending half a request on
// each. nginx sends the app whole requests (it buffers bodies), so these limits only
// ever meet a client that talks to the app directly.
import { randomBytes } from "node:crypto";
import http from "node:http";

/** @typedef {{ headersTimeout: number, requestTimeout: number, connectionsCheckingInterval: number }} RequestLimits */

/** @type {RequestLimits} */
export const REQUEST_LIMITS = {
  // Well under a minute: a person's browser sends all its headers in one packet.
  headersTimeout: 20_000,
  // Headers and body together.
  requestTimeout: 60_000,
  // Checked every second, so a limit is enforced within a second of running out, not 30 s later.
  connectionsCheckingInterval: 1_000,
};

/**
 * Where the app finds the name of the header that carries the socket address
 * (src/server/http/peer-address.ts reads the same key).
 */
export const PEER_HEADER_KEY = Symbol.for("clearvent.peerHeader");

const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * The request target with every escape of an unreserved character (letters, digits, - . _ ~)
 * written as that character, in the path only: RFC 3986 (6.2.2.2) makes the two spellings the same
 * URI. Next.js's router decodes such a path, finds it differs from what it was handed and handles
 * the request again, six times over, then answers 500 (`/f%61q`); given the plain
 * spelling it answers as for the page. Other escapes (`%2F`, `%25`, non-ASCII) stay as sent.
 * @param {string | undefined} url
 * @returns {string | undefined}
 */
export function normalizedTarget(url) {
  if (!url?.includes("%")) return url;
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const plain = path.replace(/%([0-9A-Fa-f]{2})/g, (escaped, hex) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escaped;
  });
  return query === -1 ? plain : plain + url.slice(query);
}

/**
 * "::ffff:127.0.0.1" (an IPv4 client on a dual-stack socket) is 127.0.0.1.
 * @param {string} address
 */
export function plainAddress(address) {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}

/**
 * The name of the header that carries each request's socket address, drawn once per process.
 * Next.js keeps an X-Forwarded-For the client wrote (it fills the header from the socket only when
 * a request brings none), and a route handler has no other way to the socket. A name drawn at
 * random cannot be sent by a client, and the header never leaves the server.
 * @returns {string}
 */
export function peerHeaderName() {
  const holder = /** @type {Record<symbol, string | undefined>} */ (/** @type {unknown} */ (globalThis));
  holder[PEER_HEADER_KEY] ??= `x-clearvent-peer-${randomBytes(12).toString("hex")}`;
  return /** @type {string} */ (holder[PEER_HEADER_KEY]);
}

/**
 * The server with REQUEST_LIMITS (`limits` overrides them: tests use short ones). Idle keep-alive
 * connections are not held to them, only to keepAliveTimeout: Node counts a request's time from
 * its first byte.
 * @param {(req: http.IncomingMessage, res: http.ServerResponse) => void} handler
 * @param {Partial<RequestLimits>} [limits]
 * @returns {http.Server}
 */
export function createHttpServer(handler, limits = {}) {
  const peer = peerHeaderName();
  return http.createServer({ ...REQUEST_LIMITS, ...limits }, (req, res) => {
    req.url = normalizedTarget(req.url);
    req.headers[peer] = plainAddress(req.socket.remoteAddress ?? "");
    handler(req, res);
  });
}
