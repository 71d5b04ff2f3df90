// `npm run js-budget`: first-load JavaScript of the content pages, gzip-compressed, measured from
// the scripts Chromium actually loads for each page, beside the blank-page baseline of the same
// build (the framework chunks every App Router page loads: build-manifest rootMainFiles). Also
// proves the calculator's heavy parts stay out of first load. Fails over budget.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "@playwright/test";
import { baseEnv, ensureBuild, ensureDependencies, root } from "../lib.mjs";
import { startServer } from "./server.mjs";

const BUDGET_KB = 150;
const PORT = Number(process.env.JS_BUDGET_PORT ?? 3313);
const PAGES = [
  "/",
  "/ca/san-francisco",
  "/ca/san-francisco/air-duct-cleaning",
  "/services/air-duct-cleaning",
  "/faq",
  "/blog",
  "/blog/dryer-vent-fire-prevention-guide",
];
// The calculator's heavier parts stay out of the page's own bundle: confetti is fetched on the
// price reveal only; the location code is a chunk of its own, fetched after hydration because
// the background capture runs on load (docs/product.md#outside-calls) (and again on the location button).
const LAZY_MARKERS = [
  { name: "canvas-confetti", marker: "confetti", loadsOnPageLoad: false },
  { name: "location capture", marker: "reverse geocoding failed", loadsOnPageLoad: true },
];

ensureDependencies();
const env = baseEnv({ GA_MEASUREMENT_ID: "G-TEST1234" });
ensureBuild({ ...env, NODE_ENV: "production" });
const chunkDir = path.join(root, ".next/static/chunks");
for (const { name, marker } of LAZY_MARKERS) {
  // A marker found in no chunk at all would make the check below prove nothing.
  const found = fs.readdirSync(chunkDir).some((f) => fs.readFileSync(path.join(chunkDir, f), "utf8").includes(marker));
  if (!found) throw new Error(`no chunk contains the ${name} marker "${marker}"; update LAZY_MARKERS`);
}

const gzipKb = (buf) => zlib.gzipSync(buf, { level: 9 }).length / 1024;
const manifest = JSON.parse(fs.readFileSync(path.join(root, ".next/build-manifest.json"), "utf8"));
const blankKb = manifest.rootMainFiles.reduce(
  (sum, f) => sum + gzipKb(fs.readFileSync(path.join(root, ".next", f))),
  0,
);

const server = await startServer({ port: PORT, env });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const rows = [];
const leaks = [];
try {
  for (const page of PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const tab = await context.newPage();
    const scripts = new Map();
    tab.on("response", async (res) => {
      if (
        res.request().resourceType() !== "script" ||
        !res.url().startsWith(server.base.replace("127.0.0.1", "localhost"))
      )
        return;
      scripts.set(res.url(), await res.body().catch(() => Buffer.alloc(0)));
    });
    await tab.goto(`http://localhost:${PORT}${page}`, { waitUntil: "networkidle" });
    const bodies = [...scripts.values()];
    const totalKb = bodies.reduce((sum, b) => sum + gzipKb(b), 0);
    // The chunks the page's HTML names (script tags and the RSC payload) are its own bundle.
    const html = await (await fetch(`${server.base}${page}`)).text();
    const bundled = [...scripts].filter(([url]) => html.includes(new URL(url).pathname)).map(([, b]) => b);
    for (const { name, marker, loadsOnPageLoad } of LAZY_MARKERS) {
      if (bundled.some((b) => b.includes(marker))) leaks.push(`${page}: ${name} is bundled into the page`);
      if (!loadsOnPageLoad && bodies.some((b) => b.includes(marker))) leaks.push(`${page}: ${name} loads before use`);
    }
    rows.push({ page, scripts: bodies.length, totalKb, ownKb: totalKb - blankKb });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`\nFirst-load JavaScript, gzip (budget ${BUDGET_KB} KB per page)`);
console.table([
  {
    page: "(blank App Router page of this build)",
    scripts: manifest.rootMainFiles.length,
    "KB gzip": blankKb.toFixed(1),
    "above blank": "0.0",
  },
  ...rows.map((r) => ({
    page: r.page,
    scripts: r.scripts,
    "KB gzip": r.totalKb.toFixed(1),
    "above blank": r.ownKb.toFixed(1),
  })),
]);
fs.mkdirSync(path.join(root, ".data/proof"), { recursive: true });
fs.writeFileSync(
  path.join(root, ".data/proof/js-budget.json"),
  JSON.stringify({ date: new Date().toISOString(), blankKb, rows }, null, 2),
);
const over = rows
  .filter((r) => r.totalKb > BUDGET_KB)
  .map((r) => `${r.page} ${r.totalKb.toFixed(1)} KB > ${BUDGET_KB} KB`);
if (over.length || leaks.length) {
  console.error(`\nJavaScript budget missed:\n  ${[...over, ...leaks].join("\n  ")}`);
  process.exit(1);
}
console.log(
  "Every page is within the JavaScript budget; confetti loads on the reveal only, location code in its own chunk.",
);
