// `npm run lighthouse`: Lighthouse in mobile mode (its default: a mid-range phone on slow 4G,
// simulated) against the production setup as shipped: deploy/nginx over TLS and HTTP/2 in front of
// two app processes on PostgreSQL (scripts/proof/deployed.mjs, as the nginx proof and the bench
// run it), so compression, the micro-cache and the /_next/static files are nginx's, as a visitor
// gets them. For the pages visitors land on. Fails when a category misses its budget. Figures go
// to .data/proof/lighthouse.json and docs/performance.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { baseEnv, ensureBuild, ensureDependencies, root } from "../lib.mjs";
import { findNginx, startDeployed } from "./deployed.mjs";
import { BOOK_SERVICE_PAGE } from "./pages.mjs";

// LIGHTHOUSE_PAGES=/,/faq measures only those pages (while working on them); "/book-service*" every
// page starting so.
const PAGES = [
  "/",
  "/ca/san-francisco",
  "/ca/san-francisco/air-duct-cleaning",
  "/faq",
  "/blog",
  "/blog/dryer-vent-fire-prevention-guide",
  "/services/air-duct-cleaning",
  // With the calculator's query, as a visitor arrives (a bare /book-service sends them home).
  BOOK_SERVICE_PAGE,
].filter(
  (page) =>
    !process.env.LIGHTHOUSE_PAGES ||
    process.env.LIGHTHOUSE_PAGES.split(",").some((p) =>
      p.endsWith("*") ? page.startsWith(p.slice(0, -1)) : page === p,
    ),
);
// Performance 98 is the target on a quiet machine; the simulated score drops a few
// points when other work shares the cores, so a busy run reports the load average beside it.
const BUDGET = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };
// The lab targets for the median run, beside the score.
const LAB = { lcpMs: 2000, tbtMs: 150, cls: 0 };
// nginx's HTTPS port; the app processes on the next two, nginx's plain HTTP port on the third.
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3310);
// Five measured runs per page: the median of five moves less than the median of three.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
// The calculator's background IP lookup calls these services; this network cannot reach them, so
// they are blocked as a tracker blocker would (the page copes: the address stays empty), and
// their failure is not counted as an error of ours.
const blockedUrlPatterns = ["https://ipapi.co/*", "https://ipinfo.io/*"];

ensureDependencies();
// The same build `npm test` serves, so running both builds once.
const env = baseEnv({ GA_MEASUREMENT_ID: "G-TEST1234" });
ensureBuild({ ...env, NODE_ENV: "production" });
// What a figure depends on besides the code: how long ago the build ran (a build just
// made leaves the machine busy and every cache cold), the machine's speed as Lighthouse rates it,
// the browser's version and the load.
const buildAgeS = Math.round((Date.now() - fs.statSync(path.join(root, ".next/BUILD_ID")).mtimeMs) / 1000);
const loadAtStart = load();
// What a fresh 4 KB page of memory costs this machine to touch, in microseconds: on these
// virtual machines a page fault is taken by the host, some 50 times what bare hardware pays, and a
// browser loading a page takes tens of thousands of them. Lighthouse's benchmarkIndex is a loop
// over memory it already holds, so it does not see this (docs/performance.md).
function pageFaultMicros() {
  const bytes = 128 << 20;
  const started = process.hrtime.bigint();
  const block = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 4096) block[i] = 1;
  return Number(process.hrtime.bigint() - started) / 1000 / (bytes / 4096);
}
const faultMicros = pageFaultMicros();
const benchmarkIndexes = [];
let browser = "";
let lighthouseVersion = "";

const nginxBin = findNginx();
if (!nginxBin) {
  console.error("nginx is not installed and cannot be installed here: Lighthouse measures through it.");
  process.exit(1);
}
const stack = await startDeployed({
  nginxBin,
  appPorts: [PORT + 1, PORT + 2],
  httpPort: PORT + 3,
  httpsPort: PORT,
  env: { GA_MEASUREMENT_ID: env.GA_MEASUREMENT_ID, LOG_LEVEL: "error" },
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  // The certificate is the throwaway one deploy/make-local-cert.sh made for this run.
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--ignore-certificate-errors",
  ],
});
const rows = [];
// Whole reports, to read why an audit failed.
const reports = path.join(root, ".data/proof/lighthouse");
try {
  for (const page of PAGES) {
    // A first run warms the servers and nginx's micro-cache as earlier visitors would have
    // (resized images are encoded once, then served from the image cache); the next are measured.
    await lighthouse(`${stack.siteUrl}${page}`, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: ["performance"],
      blockedUrlPatterns,
    });
    // The median by performance score is reported, as Lighthouse advises; every run's score is
    // printed, so a spread (a busy machine) shows.
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(`${stack.siteUrl}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: Object.keys(BUDGET),
        blockedUrlPatterns,
        // The booking page asks search engines not to index it (a visitor's own quote): on
        // purpose, so "is crawlable" is not held against its SEO score.
        skipAudits: page === BOOK_SERVICE_PAGE ? ["is-crawlable"] : undefined,
      });
      runs.push(lhr);
      benchmarkIndexes.push(lhr.environment?.benchmarkIndex ?? 0);
      lighthouseVersion ||= lhr.lighthouseVersion ?? "";
      browser ||= /Chrome\/[\d.]+/.exec(lhr.environment?.hostUserAgent ?? "")?.[0] ?? "";
    }
    const perRun = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
    runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = runs[Math.floor(runs.length / 2)];
    console.log(`${page}: performance per run ${perRun.join(", ")} (load average ${load()})`);
    fs.mkdirSync(reports, { recursive: true });
    fs.writeFileSync(
      path.join(reports, `${page.split("?")[0].replace(/\W+/g, "_") || "home"}.json`),
      JSON.stringify(lhr),
    );
    const scores = Object.fromEntries(
      Object.keys(BUDGET).map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    );
    const failed = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    rows.push({
      page,
      ...scores,
      perfRuns: perRun,
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
      tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
      cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      failedAudits: failed,
    });
  }
} finally {
  await chrome.kill();
  await stack.stop();
}

const misses = [];
for (const r of rows)
  for (const [c, min] of Object.entries(BUDGET)) if (r[c] < min) misses.push(`${r.page} ${c} ${r[c]} < ${min}`);
for (const r of rows)
  for (const [m, max] of Object.entries(LAB)) if (r[m] > max) misses.push(`${r.page} ${m} ${r[m]} > ${max}`);

console.log(
  `\nLighthouse (mobile, median of ${RUNS}), budget: performance >= ${BUDGET.performance}, LCP <= ${LAB.lcpMs} ms, TBT <= ${LAB.tbtMs} ms, CLS ${LAB.cls}, accessibility, best practices, SEO = 100; load average ${load()}`,
);
const sortedIndexes = [...benchmarkIndexes].sort((a, b) => a - b);
const environment = {
  browser,
  lighthouse: lighthouseVersion,
  benchmarkIndexMedian: Math.round(sortedIndexes[Math.floor(sortedIndexes.length / 2)] ?? 0),
  benchmarkIndexRange: [Math.round(sortedIndexes[0] ?? 0), Math.round(sortedIndexes.at(-1) ?? 0)],
  buildAgeSecondsAtStart: buildAgeS,
  loadAtStart,
  loadAtEnd: load(),
  pageFaultMicros: Number(faultMicros.toFixed(2)),
  cores: os.cpus().length,
};
console.log(
  `environment: ${environment.browser}, Lighthouse ${environment.lighthouse}, benchmarkIndex median ${environment.benchmarkIndexMedian} (${environment.benchmarkIndexRange.join("-")}), build ${buildAgeS} s old at start, load ${loadAtStart} at start, a page fault ${faultMicros.toFixed(1)} µs`,
);
console.table(
  rows.map((r) => ({
    page: r.page,
    perf: r.performance,
    runs: r.perfRuns.join(" "),
    a11y: r.accessibility,
    "best pr.": r["best-practices"],
    seo: r.seo,
    "LCP ms": r.lcpMs,
    "TBT ms": r.tbtMs,
    CLS: r.cls,
  })),
);
for (const r of rows) if (r.failedAudits.length) console.log(`${r.page}: failed audits ${r.failedAudits.join(", ")}`);
fs.mkdirSync(path.join(root, ".data/proof"), { recursive: true });
fs.writeFileSync(
  path.join(root, ".data/proof/lighthouse.json"),
  JSON.stringify({ date: new Date().toISOString(), environment, rows }, null, 2),
);
if (misses.length) {
  console.error(`\nLighthouse budget missed:\n  ${misses.join("\n  ")}`);
  process.exit(1);
}
console.log("Lighthouse budget met on every page.");
