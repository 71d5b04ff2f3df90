// After `next build`: the CSP hash sources of every prerendered page's inline scripts, keyed by
// route, for the proxy to send with the page. Run by scripts/lib.mjs right after the build.
import fs from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "../src/domain/security/inline-scripts";
import { type PrerenderManifest, rerenderablePages } from "../src/domain/security/prerender-check";
import { BUILD_DIR, CSP_MANIFEST_FILE, type CspManifest } from "../src/server/http/csp-manifest";

const appDir = path.resolve(BUILD_DIR, "server/app");
const routes: Record<string, string[]> = {};
let fallback: string[] = [];

const walk = (dir: string) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.name.endsWith(".html")) {
      const hashes = inlineScriptHashes(fs.readFileSync(full, "utf8"));
      const route = `/${path.relative(appDir, full).slice(0, -".html".length)}`;
      // The 404 and error pages can answer any path.
      if (route === "/_not-found" || route === "/_global-error") fallback = [...new Set([...fallback, ...hashes])];
      else routes[route === "/index" ? "/" : route] = hashes;
    }
  }
};
walk(appDir);

// The proxy sends these pages a hash-only policy, completed by server/serve.mjs with the hashes of
// the body it sends. They are regenerated only when the owner changes what they show (decision
// 0035), never on a timer or in the background of a visitor's request (0007).
const prerender = JSON.parse(
  fs.readFileSync(path.resolve(BUILD_DIR, "prerender-manifest.json"), "utf8"),
) as PrerenderManifest;
const rerendered = rerenderablePages(prerender, Object.keys(routes));
if (rerendered.length > 0) {
  console.error(
    `CSP manifest: ${rerendered.length} prerendered page(s) can be re-rendered while the server runs, and would then ` +
      `carry inline scripts their hash-only policy refuses (docs/decisions/0007):\n  ${rerendered.slice(0, 10).join("\n  ")}` +
      (rerendered.length > 10 ? `\n  ... and ${rerendered.length - 10} more` : ""),
  );
  process.exit(1);
}

const manifest: CspManifest = {
  routes,
  fallback,
  // The consent banner loads GA's script only when a measurement id was built in.
  scriptHosts: process.env.GA_MEASUREMENT_ID ? ["https://www.googletagmanager.com"] : [],
};
fs.writeFileSync(path.resolve(CSP_MANIFEST_FILE), JSON.stringify(manifest));
console.log(`CSP manifest: ${Object.keys(routes).length} prerendered pages hashed.`);
