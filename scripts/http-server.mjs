// The production server's Node http server (scripts/serve.mjs), with the time it gives a client
// to send its request. Node's defaults (60 s for the headers, 300 s for the whole request, checked
// every 30 s) let one client hold hundreds of connections to a bare process for minutes by sending
// half a request on each (issue 32). nginx sends the app whole requests (it buffers bodies), so
// these limits only ever meet a client that talks to the app directly.
import http from "node:http";

export const REQUEST_LIMITS = {
  // Well under a minute: a person's browser sends all its headers in one packet.
  headersTimeout: 20_000,
  // Headers and body together. The largest body a route reads is 64 KB (scripts/direct-routes.mjs).
  requestTimeout: 60_000,
  // Checked every second, so a limit is enforced within a second of running out, not 30 s later.
  connectionsCheckingInterval: 1_000,
};

const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * The request target with every escape of an unreserved character (letters, digits, - . _ ~)
 * written as that character, in the path only: RFC 3986 (6.2.2.2) makes the two spellings the same
 * URI. Next.js's router decodes such a path, finds it differs from what it was handed and handles
 * the request again, six times over, then answers 500 (`/f%61q`, issue 32); given the plain
 * spelling it answers as for the page. Other escapes (`%2F`, `%25`, non-ASCII) stay as sent.
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
 * The server with REQUEST_LIMITS (`limits` overrides them: tests use short ones). Idle keep-alive
 * connections are not held to them, only to keepAliveTimeout: Node counts a request's time from
 * its first byte.
 */
export function createHttpServer(handler, limits = {}) {
  return http.createServer({ ...REQUEST_LIMITS, ...limits }, (req, res) => {
    req.url = normalizedTarget(req.url);
    handler(req, res);
  });
}
