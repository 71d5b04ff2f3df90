import { BASE_POLICY } from "./csp";

/**
 * The security headers of every answer: next.config.ts adds them to pages, API answers and files;
 * the proxy adds them to the redirects it serves (Next's router answers its own configured
 * redirects before any header is added, so the redirect table is served by the proxy instead).
 */
export function securityHeaders(siteUrl: string | undefined): { key: string; value: string }[] {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "geolocation=(self), camera=(), microphone=(), payment=()" },
    { key: "X-Frame-Options", value: "DENY" },
    // Every answer: no framing, plugins or base-URI hijacking. Pages get the full policy, with
    // their script hashes and a nonce, from src/proxy.ts.
    { key: "Content-Security-Policy", value: BASE_POLICY.join("; ") },
  ];
  if (siteUrl?.startsWith("https://")) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" });
  }
  return headers;
}
