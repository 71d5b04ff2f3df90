// The Content-Security-Policy of every page. Prerendered pages are byte-identical for every
// visitor and never re-rendered while the server runs, so their inline scripts are allowed by
// hash only (computed after the build), and the header stays valid for a copy a shared cache
// keeps; pages rendered per request get a fresh nonce, which Next.js puts on the scripts it
// writes (docs/decisions/0006, 0007).

export interface PagePolicyInput {
  /**
   * Fresh per request (base64 of at least 128 random bits) for pages rendered per request; null
   * for prerendered pages, whose answer is the same for everybody and may be cached.
   */
  nonce: string | null;
  /** 'sha256-...' sources of the prerendered page being served (none for dynamic pages). */
  scriptHashes: readonly string[];
  /** Origins the app itself loads scripts from (GA when configured). */
  scriptHosts: readonly string[];
  /** React's development build evaluates strings for its debugging aids; production never does. */
  development: boolean;
}

/** Directives that hold on every answer, JSON and files included. */
export const BASE_POLICY = ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"];

export function pagePolicy({ nonce, scriptHashes, scriptHosts, development }: PagePolicyInput): string {
  const scriptSrc = [
    "'self'",
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...scriptHashes.map((h) => `'${h}'`),
    ...scriptHosts,
    ...(development ? ["'unsafe-eval'"] : []),
  ];
  return [
    ...BASE_POLICY,
    `script-src ${scriptSrc.join(" ")}`,
    // canvas-confetti draws off the main thread in a worker it builds from a blob.
    "worker-src 'self' blob:",
  ].join("; ");
}

/** A nonce from random bytes, in the base64 alphabet CSP's nonce-source accepts. */
export function encodeNonce(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}
