import type { NextConfig } from "next";
import { BASE_POLICY } from "./src/domain/security/csp";
import { longSlugPrefixes, redirectRules } from "./src/domain/seo/redirects";

const config: NextConfig = {
  // PGlite ships wasm and data files; bundling it would copy ~15 MB into static assets.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ["image/avif", "image/webp"], qualities: [50, 75] },
  async headers() {
    const security = [
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      { key: "Permissions-Policy", value: "geolocation=(self), camera=(), microphone=(), payment=()" },
      { key: "X-Frame-Options", value: "DENY" },
      // Every answer: no framing, plugins or base-URI hijacking. Pages get the full policy, with
      // their script hashes and a nonce, from src/proxy.ts.
      { key: "Content-Security-Policy", value: BASE_POLICY.join("; ") },
    ];
    if (process.env.SITE_URL?.startsWith("https://")) {
      security.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" });
    }
    return [{ source: "/:path*", headers: security }];
  },
  async redirects() {
    return [
      ...redirectRules().map((r) => ({ source: r.from, destination: r.to, permanent: r.permanent })),
      ...longSlugPrefixes().map((p) => ({
        source: `${p.from}/:rest*`,
        destination: `${p.to}/:rest*`,
        permanent: true,
      })),
    ];
  },
};

export default config;
