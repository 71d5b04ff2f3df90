import "server-only";

// The production server (server/serve.mjs, through server/http-server.mjs) tags every request
// with its socket's address under a header name drawn at random per process, and keeps the name
// under this key. `clientKey` reads it. Under `next dev` nothing tags requests: no name, and the
// rate limits fall back as rate-limit.ts says.
export const PEER_HEADER_KEY = Symbol.for("clearvent.peerHeader");

/** The name of the header that carries each request's socket address, when the server records it. */
export function peerHeaderName(): string | undefined {
  return (globalThis as Record<symbol, string | undefined>)[PEER_HEADER_KEY];
}
