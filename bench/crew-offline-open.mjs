// The crew page opened from the phone's copy with no signal: a technician with
// a day of 8 jobs loads /crew once online, the service worker keeps the day, then the network goes
// (Playwright's offline mode) and the CPU is slowed 4x (Lighthouse's mid-range phone), and /crew is
// reloaded OFFLINE_RUNS times. Each run records, from the navigation's start: the response (from
// the worker's cache; a reload the network answered fails the bench), the first job card in the
// DOM, DOMContentLoaded, load and the largest contentful paint. One production process on
// PostgreSQL, 390 px.
//   NEXT_DIST_DIR=.next-bench OFFLINE_PORT=3653 OFFLINE_RUNS=10 node bench/crew-offline-open.mjs
import fs from "node:fs";
import { chromium } from "@playwright/test";
import pg from "pg";
import { baseEnv, ensureBuild } from "../scripts/lib.mjs";
import { createCrewWorld, signIn } from "../scripts/proof/crew-world.mjs";
import { startPostgres } from "../scripts/proof/postgres.mjs";
import { startServer } from "../scripts/proof/server.mjs";
import { percentile } from "./lib.mjs";

process.env.NEXT_DIST_DIR ||= ".next-bench";
const PORT = Number(process.env.OFFLINE_PORT ?? 3653);
const RUNS = Number(process.env.OFFLINE_RUNS ?? 10);
const CPU_SLOWDOWN = 4;
const BROWSER = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => fs.existsSync(p));

const env = { ...baseEnv(), LOG_LEVEL: "error", NODE_ENV: "production" };
ensureBuild(env);
const pgs = await startPostgres({ fsync: true });
const server = await startServer({ port: PORT, env: { ...env, DATABASE_URL: pgs.url } });
const origin = `http://localhost:${PORT}`;
const browser = await chromium.launch({
  executablePath: BROWSER,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
try {
  const client = new pg.Client({ connectionString: pgs.url });
  await client.connect();
  const crew = await createCrewWorld((sql, p) => client.query(sql, p).then((r) => r.rows), {
    jobs: 8,
    status: "confirmed",
  });
  await client.end();
  const cookies = (await signIn(PORT, origin, crew.technician.email)).split("; ").map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: { origin },
  });
  await context.addCookies(cookies);
  // Marks the first job card the moment it enters the document.
  await context.addInitScript(() => {
    const marks = {};
    window.__offlineMarks = marks;
    new MutationObserver(() => {
      if (!marks.card && document.querySelector('[data-testid="crew-job"]')) marks.card = performance.now();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) marks.lcp = e.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  const page = await context.newPage();
  await page.goto(`${origin}/crew`);
  await page.locator('[data-crew-offline="ready"]').waitFor({ state: "attached", timeout: 60_000 });
  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // Every reload's document must come from the worker's copy: the network is off.
  let fromCopy = 0;
  page.on("response", (r) => {
    if (r.request().resourceType() === "document" && r.status() === 200 && r.fromServiceWorker()) fromCopy += 1;
  });
  const load0 = fs.readFileSync("/proc/loadavg", "utf8").trim();
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    await page.reload({ waitUntil: "load" });
    const jobs = await page.locator('[data-testid="crew-job"]').count();
    if (jobs < 8) throw new Error(`the offline copy showed ${jobs} of the crew's 8 jobs`);
    // A last frame so the paint of what was just added is in the LCP entries.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    runs.push(
      await page.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0];
        const m = window.__offlineMarks;
        return {
          response: nav.responseEnd,
          card: m.card,
          dcl: nav.domContentLoadedEventEnd,
          load: nav.loadEventEnd,
          lcp: m.lcp,
        };
      }),
    );
  }
  if (fromCopy !== RUNS) throw new Error(`${RUNS - fromCopy} of ${RUNS} reloads did not come from the phone's copy`);
  const load1 = fs.readFileSync("/proc/loadavg", "utf8").trim();
  console.log(
    `/crew opened offline, ${RUNS} reloads, CPU ${CPU_SLOWDOWN}x slower, 390 px, 8 jobs (ms from navigation start)`,
  );
  for (const key of ["response", "card", "dcl", "load", "lcp"]) {
    const values = runs
      .map((r) => r[key])
      .filter((v) => typeof v === "number")
      .sort((a, b) => a - b);
    console.log(
      `  ${key.padEnd(8)} p50 ${percentile(values, 50)}  max ${Math.round(values.at(-1))}  (${values.length} runs)`,
    );
  }
  console.log(`  load average ${load0} -> ${load1}; browser ${browser.version()}`);
} finally {
  await browser.close();
  await server.stop();
  await pgs.stop();
}
