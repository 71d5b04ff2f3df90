import type { NextConfig } from "next";
import { longSlugPrefixes, redirectRules } from "./src/domain/seo/redirects";

const config: NextConfig = {
  // PGlite ships wasm and data files; bundling it would copy ~15 MB into static assets.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ["image/avif", "image/webp"] },
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
