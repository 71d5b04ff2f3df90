import type { NextConfig } from "next";
import { securityHeaders } from "./src/domain/security/headers";

const config: NextConfig = {
  // PGlite ships wasm and data files; bundling it would copy ~15 MB into static assets.
  // React Email renders with react-dom/server, which React refuses to load under the react-server
  // condition route handlers are bundled with; loaded by Node at run time it gets the plain React.
  serverExternalPackages: ["@electric-sql/pglite", "@react-email/components", "@react-email/render"],
  // NEXT_DIST_DIR: a build in a folder of its own (the bench's), never the one `npm start` serves.
  // Set it for the build and for `next start` alike.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Fixed at build time: which identity the prerendered pages are rendered with before a started
  // server reads the database's (decision 0035). A production build says "not set up"; only a build
  // for the embedded demo database (SITE_DEMO_BUILD=1, scripts/lib.mjs) renders the demo business.
  env: { SITE_BUILT_IDENTITY: process.env.SITE_DEMO_BUILD === "1" ? "demo" : "none" },
  // `npm test` type-checks the whole project with tsc, the route types of `next typegen` included,
  // before it builds; it says so here and the build does not check the same files again.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_BY_TSC === "1" },
  // Pages regenerated while the server runs (the owner's identity, decision 0035) stay in this
  // process's memory, never written over the build's files: a process that starts serves the
  // build's pages (content version 0) and regenerates them itself if the database's version differs,
  // and servers or test runs sharing one build never see another's pages. Room for every
  // prerendered page (HTML, RSC data and segments, about 274 x 0.4 MB) so none falls back to the build's.
  cacheMaxMemorySize: 256 * 1024 * 1024,
  experimental: {
    // Regenerated pages are kept in memory only (see cacheMaxMemorySize).
    isrFlushToDisk: false,
    // Every build we run starts from an empty folder (scripts/lib.mjs ensureBuild, a release's fresh
    // checkout in deploy/update.sh): a build cache written to disk is never read, only paid for.
    turbopackFileSystemCacheForBuild: false,
    // Unknown paths get the public header and footer from app/global-not-found.tsx, so the root
    // not-found boundary (in every page's payload, the crew's included) need not carry them.
    globalNotFound: true,
  },
  reactStrictMode: true,
  // No picture of ours is wider than 1600 px (public/images), and the optimizer never enlarges: the
  // default widths up to 3840 only lengthened every srcset, in the HTML and again in the inline
  // RSC payload.
  images: {
    formats: ["image/avif", "image/webp"],
    qualities: [50, 75],
    deviceSizes: [640, 828, 1080, 1280, 1600],
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(process.env.SITE_URL) }];
  },
  // The redirect table (src/domain/seo/redirects.ts) is served by src/proxy.ts, so its 308s carry
  // the security headers too: redirects configured here are answered before any header is added.
};

export default config;
