import type { NextConfig } from "next";

const config: NextConfig = {
  // PGlite ships wasm and data files; bundling it would copy ~15 MB into static assets.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ["image/avif", "image/webp"] },
};

export default config;
