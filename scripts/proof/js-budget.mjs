// `npm run js-budget`: the landing pages' deterministic budgets, one page per kind, from the
// production build. Each is a figure of the build itself, not of the machine, so it never flaps,
// and each blocks CI (scripts/test-proof.mjs):
// - first-load JavaScript, gzip: the scripts Chromium loads for the page that its HTML names
//   (script tags and the RSC payload), beside the blank-page baseline of the same build (the
//   framework chunks every App Router page loads: build-manifest rootMainFiles); a budget per
//   kind and the 150 KB ceiling for all. Chunks fetched later (dynamic imports, idle-time code)
//   are counted apart with a ceiling of their own: whether one arrives before the network goes
//   idle depends on the machine's speed, so they cannot share the tight budget;
// - HTML bytes per kind (the prerendered document as served, and how much of it is the inline RSC
//   payload), and the payload less than doubles the page as nginx sends it (brotli, level 5);
// - the largest paint's element, on a phone (390x844) and a desktop (1280x800) screen: text, or
//   an image that is a static file preloaded by the page (Chromium's own
//   largest-contentful-paint entries; their kind does not change between runs);
// - no /_next/image address on the first screen (pictures on it, or preloaded by the page);
// - no layout shift while the page loads, on either screen: the sum of Chromium's layout-shift
//   entries until the network is idle is 0 (what arrives after the first paint, such as the
//   opening chip filled from /api/site-facts, fills room the page kept for it; the font never
//   swaps); and again while the document arrives in 1 KB pieces (./trickle.mjs), for every
//   shift made before it is whole: a paint made mid-page, which a slow connection or a loaded
//   machine shows now and then, is made at the same offsets on every run here, so a page whose
//   text later content pushes down, or whose menu grows as its items arrive, fails every time.
// Also proves the calculator's heavy parts stay out of first load. docs/decisions/0028-core-web-vitals.md.
//
// BUDGET_TIGHTEN_KB=n lowers every JavaScript and HTML budget by n KB (it can only make them
// stricter): `BUDGET_TIGHTEN_KB=8 npm run js-budget` shows the proof failing.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { baseEnv, ensureBuild, ensureDependencies, root } from "../lib.mjs";
import { BOOK_SERVICE_PAGE } from "./pages.mjs";
import { startTrickle } from "./trickle.mjs";

const CEILING_KB = 150;
// What a started page fetches by itself is counted once the network has been quiet this long.
const QUIET_MS = 1_500;
const QUIET_LIMIT_MS = 60_000;
const TIGHTEN_KB = Math.max(0, Number(process.env.BUDGET_TIGHTEN_KB ?? 0) || 0);
// Budgets per kind of page, figures of 2026-11-27 plus a margin for the copy and small islands
// other work adds: JavaScript about 3 KB (the calculator pages up to the 150 KB ceiling), HTML
// about a tenth. Raise one only with the reason in the commit; figures in
// README.md#performance-and-security.
// The calculator pages fetch the location code (about 1.2 KB) at idle time; /book-service fetches
// the booking form's own chunk (about 9.4 KB) after hydration, and sometimes the location code.
// Since the framework starts on the first interaction (decision 0047) every landing page carries
// its loader (4 KB of HTML, 1.8 KB gzip), and a chunk a page needs later is fetched once it starts
// rather than counted at load: the HTML and "later" budgets of 2026-12-07 hold both. "Later" is
// counted once the network is quiet, with every load sampled for web vitals (the library, 2.3 KB,
// came in one run of two before): the most a page fetches, the same on every run.
const PAGES = [
  { kind: "home", path: "/", jsKb: 148.8, laterKb: 4, htmlKb: 186 },
  { kind: "state", path: "/ca", jsKb: 148.8, laterKb: 4, htmlKb: 187 },
  { kind: "city", path: "/ca/san-francisco", jsKb: 148.8, laterKb: 4, htmlKb: 166 },
  { kind: "city-service", path: "/ca/san-francisco/air-duct-cleaning", jsKb: 148.8, laterKb: 4, htmlKb: 161 },
  { kind: "service", path: "/services/air-duct-cleaning", jsKb: 148.8, laterKb: 4, htmlKb: 253 },
  { kind: "faq", path: "/faq", jsKb: 143.5, laterKb: 3, htmlKb: 145 },
  { kind: "blog", path: "/blog", jsKb: 142.5, laterKb: 3, htmlKb: 96 },
  { kind: "post", path: "/blog/dryer-vent-fire-prevention-guide", jsKb: 142, laterKb: 3, htmlKb: 62 },
  // Rendered per request from the calculator's hand-off (the query below is a priced home).
  // 157.6 KB loaded in all when measured on 2026-11-27 (148.2 named by the HTML): the add-on
  // lines and the ZIP-first address step had taken it to 165.3, and taking the
  // time-zone library and lucide-react out of the form (src/domain/scheduling/slots.ts,
  // words.ts) brought it back. 149.0 once the booking form gained its "not in your area yet"
  // notice and sentences at each field (the waitlist form itself loads only when needed). 149.4
  // while a client shell chooser in the root layout kept the public header and footer off /admin
  // and /crew. The (site) route group does that now with no script, but the header's and footer's
  // client parts became a chunk of their own, which every client reference in the payload names:
  // 0.3 KB more script and 0.4 KB more HTML here, for a crew page without the public shell.
  // 149.8 with the root layout's FrameworkReady (decision 0047) and the booking form reading a
  // former service id as today's (the 2026-12-07 rename). Its HTML 50.2 KB with the head's
  // render-blocking expect link and the footer's id, in the document and in the payload.
  {
    kind: "book-service",
    path: BOOK_SERVICE_PAGE,
    jsKb: 149.9,
    laterKb: 12,
    htmlKb: 50.5,
  },
];
const SCREENS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];
const PORT = Number(process.env.JS_BUDGET_PORT ?? 3313);
// The calculator's heavier parts stay out of the page's own bundle: confetti is fetched on the
// price reveal only; the location code is a chunk of its own, fetched after hydration because
// the background capture runs on load (docs/product.md#outside-calls) (and again on the location button).
const LAZY_MARKERS = [
  { name: "canvas-confetti", marker: "confetti", loadsOnPageLoad: false },
  { name: "location capture", marker: "reverse geocoding failed", loadsOnPageLoad: true },
  // Landing pages link with plain <a> (src/components/ui/link.tsx); next/link's runtime is for the
  // signed-in app only.
  { name: "next/link's runtime", marker: "useLinkStatus", loadsOnPageLoad: false },
];

// A fresh clone has no node_modules yet: the packages are imported once installed.
ensureDependencies();
const { chromium } = await import("@playwright/test");
const { startServer } = await import("./server.mjs");
const env = baseEnv({ GA_MEASUREMENT_ID: "G-TEST1234" });
ensureBuild({ ...env, NODE_ENV: "production" });
const chunkDir = path.join(root, ".next/static/chunks");
for (const { name, marker } of LAZY_MARKERS) {
  // A marker found in no chunk at all would make the check below prove nothing.
  const found = fs.readdirSync(chunkDir).some((f) => fs.readFileSync(path.join(chunkDir, f), "utf8").includes(marker));
  if (!found) throw new Error(`no chunk contains the ${name} marker "${marker}"; update LAZY_MARKERS`);
}

const gzipKb = (buf) => zlib.gzipSync(buf, { level: 9 }).length / 1024;
/** As deploy/nginx/clearvent.conf sends a page to a browser that asks for brotli (level 5, nginx's 512 KB window). */
const brotliKb = (text) =>
  zlib.brotliCompressSync(Buffer.from(text), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_LGWIN]: 19 },
  }).length / 1024;
// The inline RSC payload repeats the page's content for React; as sent, it must not double the page.
const MAX_PAYLOAD_FACTOR = 2;
const manifest = JSON.parse(fs.readFileSync(path.join(root, ".next/build-manifest.json"), "utf8"));
const blankKb = manifest.rootMainFiles.reduce(
  (sum, f) => sum + gzipKb(fs.readFileSync(path.join(root, ".next", f))),
  0,
);

/**
 * The home page serves one of its prerendered A/B combinations at random to a new visitor, and
 * their sizes differ by a few KB: its HTML budget holds for the largest.
 */
const homeVariantBytes = () => {
  const dir = path.join(root, ".next/server/app/home-variant");
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".html"))
    .map((f) => fs.statSync(path.join(dir, f)).size);
};

/**
 * The inline RSC payload: the text of the page's `self.__next_f.push(...)` scripts, or of the data
 * blocks server/framework-later.mjs turns them into.
 */
const PAYLOAD =
  /<script[^>]*>(self\.__next_f\.push\([\s\S]*?)<\/script>|<script type="application\/x-clearvent-flight">([\s\S]*?)<\/script>/g;
const rscBytes = (html) =>
  [...html.matchAll(PAYLOAD)].reduce((sum, m) => sum + Buffer.byteLength(m[1] ?? m[2] ?? ""), 0);

const withoutPayload = (html) => html.replace(PAYLOAD, "");

/** The images a page asks for with a preload link (href and every srcset entry). */
const preloadedImages = (html) =>
  [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /as="image"/.test(tag))
    .flatMap((tag) => {
      const href = tag.match(/href="([^"]*)"/)?.[1];
      const set = tag.match(/imageSrcSet="([^"]*)"/i)?.[1] ?? "";
      return [href, ...set.split(",").map((s) => s.trim().split(/\s+/)[0])].filter(Boolean);
    })
    .map((u) => u.replaceAll("&amp;", "&"));

/**
 * A shift under this score is printed but does not fail: a 13 px radio painted 3.5 px lower before
 * its label's text arrives scores under 0.0001, a thousandth of "good", and is made or not made by
 * when a loaded machine happens to paint. Every shift this proof has caught for real scored 0.0006
 * or more.
 */
const SHIFT_FLOOR = 0.0001;
const seen = [];
const judge = (value, line) => (value >= SHIFT_FLOOR ? problems : seen).push(line);

/** Before the page's own scripts: keeps every layout shift not caused by input, with what moved. */
function watchShifts() {
  const shifts = [];
  Object.defineProperty(window, "__layoutShifts", { value: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources ?? []).map(({ node, previousRect: a, currentRect: b }) => {
        const el = node?.nodeType === 1 ? node : node?.parentElement;
        const name = el ? `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}>` : "(removed)";
        return `${name} "${(node?.textContent ?? "").trim().slice(0, 30)}" ${a.y}->${b.y} (height ${a.height}->${b.height})`;
      });
      shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** In the browser: the largest paint's entry and the pictures that show on the first screen. */
function firstScreen() {
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      const lcp = list.getEntries().at(-1);
      const el = lcp?.element;
      const onScreen = [...document.images]
        .filter((img) => {
          const r = img.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && r.top < window.innerHeight && r.bottom > 0;
        })
        .map((img) => img.currentSrc || img.src);
      resolve({
        lcp: lcp
          ? {
              url: lcp.url,
              size: lcp.size,
              element: el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}` : "(removed)",
              text: el && !lcp.url ? (el.textContent ?? "").trim().slice(0, 50) : "",
            }
          : null,
        onScreen,
      });
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/**
 * Whether a shift seen once is gone on RELOADS more loads. A shift the page's own markup or code
 * makes comes back on every load (and the trickled loads below make paints mid-document at the
 * same offsets every time); one made only by when a loaded machine painted does not: CI once saw
 * 0.0003 on one page of sixteen loads, from a node already gone, and never again in repeated
 * loaded runs. So one is printed, not failed, and a shift that comes back fails.
 */
const RELOADS = 2;
/**
 * A sampled page load fetches the web-vitals library once the framework starts (one load in
 * VITALS_SAMPLE_RATE): measured as if every load were sampled, the "later" figure is the most a
 * page fetches, the same on every run.
 */
function everyLoadSampled() {
  Math.random = () => 0;
}

/** Counts the tab's requests still open, and when the last one began or ended. */
function watchRequests(tab) {
  const state = { open: 0, lastAt: Date.now() };
  const done = () => {
    state.open = Math.max(0, state.open - 1);
    state.lastAt = Date.now();
  };
  tab.on("request", () => {
    state.open++;
    state.lastAt = Date.now();
  });
  tab.on("requestfinished", done);
  tab.on("requestfailed", done);
  return state;
}

/** Until no request has been open for QUIET_MS (a page that never settles fails at QUIET_LIMIT_MS). */
async function quiet(tab, state) {
  const limit = Date.now() + QUIET_LIMIT_MS;
  await tab.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  while (state.open > 0 || Date.now() - state.lastAt < QUIET_MS) {
    if (Date.now() > limit) throw new Error(`${tab.url()}: requests still open after ${QUIET_LIMIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function shiftsGoAway(pagePath, screen) {
  for (let i = 0; i < RELOADS; i++) {
    const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height } });
    await context.addInitScript(watchShifts);
    const tab = await context.newPage();
    await tab.goto(`${origin}${pagePath}`, { waitUntil: "networkidle", timeout: 120_000 });
    const shifts = await tab.evaluate(() => window.__layoutShifts);
    await context.close();
    if (shifts.some((s) => s.value >= SHIFT_FLOOR)) return false;
  }
  return true;
}

/** The layout shifts made while the page's document arrives in pieces, before it is whole. */
async function shiftsWhileArriving(pagePath, screen, where) {
  const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height } });
  await context.addInitScript(watchShifts);
  const tab = await context.newPage();
  await tab.goto(`${trickle.origin}${pagePath}`, { waitUntil: "networkidle", timeout: 120_000 });
  const shifts = await tab.evaluate(() => {
    const whole = performance.getEntriesByType("navigation")[0].domInteractive;
    return window.__layoutShifts.filter((s) => s.at < whole);
  });
  await context.close();
  for (const s of shifts)
    judge(
      s.value,
      `${where}, arriving in pieces: layout shift ${s.value.toFixed(4)} at ${s.at} ms: ${s.moved.join("; ") || "(no source)"}`,
    );
  return shifts.reduce((sum, s) => sum + s.value, 0);
}

const server = await startServer({ port: PORT, env, staffed: true });
const origin = `http://localhost:${PORT}`;
const trickle = await startTrickle({ target: server.base, port: PORT + 1 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const rows = [];
const problems = [];
try {
  for (const page of PAGES) {
    const html = await (await fetch(`${server.base}${page.path}`)).text();
    const preloads = preloadedImages(html);
    const row = {
      kind: page.kind,
      page: page.path,
      htmlKb: Math.max(Buffer.byteLength(html), ...(page.kind === "home" ? homeVariantBytes() : [])) / 1024,
      htmlGzipKb: gzipKb(html),
      rscKb: rscBytes(html) / 1024,
      htmlBrKb: brotliKb(html),
      lcp: {},
    };
    row.payloadFactor = row.htmlBrKb / brotliKb(withoutPayload(html));
    for (const screen of SCREENS) {
      const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height } });
      await context.addInitScript(watchShifts);
      await context.addInitScript(everyLoadSampled);
      const tab = await context.newPage();
      const scripts = new Map();
      const reading = [];
      const inFlight = watchRequests(tab);
      if (screen.name === "phone")
        tab.on("response", (res) => {
          if (
            res.request().resourceType() !== "script" ||
            !res.url().startsWith(server.base.replace("127.0.0.1", "localhost"))
          )
            return;
          reading.push(
            res.body().then(
              (b) => scripts.set(res.url(), b),
              () => scripts.set(res.url(), Buffer.alloc(0)),
            ),
          );
        });
      // A loaded machine (CI runs this after the suites) can take longer than Playwright's 30 s.
      await tab.goto(`${origin}${page.path}`, { waitUntil: "networkidle", timeout: 120_000 });
      // The framework starts on the visitor's first interaction (docs/decisions/0047): what the
      // page runs is what it loads then, and the shifts counted include its hydration.
      // A browser's first pointer event carries no movement (nothing to measure it from), and the
      // loader waits for one that does: a person's mouse sends many.
      if (await tab.evaluate(() => "__clearventReady" in window)) await tab.mouse.move(10, 10, { steps: 3 });
      await tab.waitForFunction(() => window.__clearventHydrated === true || !("__clearventReady" in window), null, {
        timeout: 120_000,
      });
      // Whatever the started page fetches on its own (a lazy island, idle-time code) arrives while
      // the network is busy; counted once it has been quiet for a while, so the figure is the same
      // on a quick machine and a loaded one.
      await quiet(tab, inFlight);
      await Promise.all(reading);
      const { lcp, onScreen } = await tab.evaluate(firstScreen);
      row.lcp[screen.name] = lcp;
      const where = `${page.path} (${screen.name})`;
      const shifts = await tab.evaluate(() => window.__layoutShifts);
      row.shift ??= {};
      row.shift[screen.name] = shifts.reduce((sum, s) => sum + s.value, 0);
      const lines = shifts.map(
        (s) => `${where}: layout shift ${s.value.toFixed(4)} at ${s.at} ms: ${s.moved.join("; ") || "(no source)"}`,
      );
      if (shifts.some((s) => s.value >= SHIFT_FLOOR) && (await shiftsGoAway(page.path, screen)))
        seen.push(...lines.map((l) => `${l} (once: ${RELOADS} more loads were still)`));
      else for (const [i, s] of shifts.entries()) judge(s.value, lines[i]);
      // The largest paint is text, or a static file the page preloads (never the optimizer's).
      if (!lcp) problems.push(`${where}: no largest-contentful-paint entry`);
      else if (lcp.url) {
        const { pathname, search } = new URL(lcp.url);
        if (pathname.startsWith("/_next/image")) problems.push(`${where}: the largest paint is ${pathname}${search}`);
        else if (!preloads.some((p) => p === pathname || p === lcp.url))
          problems.push(`${where}: the largest paint is ${pathname}, which the page does not preload`);
      }
      for (const src of [...onScreen, ...preloads].filter((s) => s.includes("/_next/image")))
        problems.push(`${where}: ${src.replace(origin, "")} on the first screen goes through the image optimizer`);
      if (screen.name === "phone") {
        const bodies = [...scripts.values()];
        row.scripts = bodies.length;
        // The chunks the page's HTML names (script tags and the RSC payload) are its own bundle.
        const named = ([url]) => html.includes(new URL(url).pathname);
        const bundled = [...scripts].filter(named).map(([, b]) => b);
        row.jsKb = bundled.reduce((sum, b) => sum + gzipKb(b), 0);
        row.laterKb = [...scripts].filter((s) => !named(s)).reduce((sum, [, b]) => sum + gzipKb(b), 0);
        for (const { name, marker, loadsOnPageLoad } of LAZY_MARKERS) {
          if (bundled.some((b) => b.includes(marker))) problems.push(`${page.path}: ${name} is bundled into the page`);
          if (!loadsOnPageLoad && bodies.some((b) => b.includes(marker)))
            problems.push(`${page.path}: ${name} loads before use`);
        }
      }
      await context.close();
      row.arriving ??= {};
      row.arriving[screen.name] = await shiftsWhileArriving(page.path, screen, where);
    }
    const jsBudget = Math.min(page.jsKb, CEILING_KB) - TIGHTEN_KB;
    const laterBudget = page.laterKb;
    const htmlBudget = page.htmlKb - TIGHTEN_KB;
    if (row.jsKb > jsBudget)
      problems.push(`${page.path}: first-load JavaScript ${row.jsKb.toFixed(1)} KB > ${jsBudget} KB (${page.kind})`);
    if (row.laterKb > laterBudget)
      problems.push(
        `${page.path}: JavaScript fetched after load ${row.laterKb.toFixed(1)} KB > ${laterBudget} KB (${page.kind})`,
      );
    if (row.payloadFactor >= MAX_PAYLOAD_FACTOR)
      problems.push(
        `${page.path}: the inline RSC payload makes the page ${row.payloadFactor.toFixed(2)} times its size without it, as brotli sends it`,
      );
    if (row.htmlKb > htmlBudget)
      problems.push(`${page.path}: HTML ${row.htmlKb.toFixed(1)} KB > ${htmlBudget} KB (${page.kind})`);
    rows.push({ ...row, jsBudget, laterBudget, htmlBudget });
  }
} finally {
  await browser.close();
  await trickle.stop();
  await server.stop();
}

const lcpWords = (l) => (!l ? "none" : l.url ? `image ${new URL(l.url).pathname}` : `text <${l.element}>`);
console.log(`\nLanding pages by kind (JavaScript gzip; blank App Router page of this build ${blankKb.toFixed(1)} KB)`);
console.table(
  rows.map((r) => ({
    kind: r.kind,
    "JS KB": r.jsKb.toFixed(1),
    "JS budget": r.jsBudget,
    "above blank": (r.jsKb - blankKb).toFixed(1),
    "later KB": r.laterKb.toFixed(1),
    "later budget": r.laterBudget,
    "HTML KB": r.htmlKb.toFixed(1),
    "HTML budget": r.htmlBudget,
    "HTML gzip": r.htmlGzipKb.toFixed(1),
    "RSC inline KB": r.rscKb.toFixed(1),
    "HTML br": r.htmlBrKb.toFixed(1),
    "x RSC (br)": r.payloadFactor.toFixed(2),
    "LCP phone": lcpWords(r.lcp.phone),
    "LCP desktop": lcpWords(r.lcp.desktop),
    "shift phone/desktop": `${r.shift.phone.toFixed(3)} / ${r.shift.desktop.toFixed(3)}`,
    "arriving phone/desktop": `${r.arriving.phone.toFixed(3)} / ${r.arriving.desktop.toFixed(3)}`,
  })),
);
fs.mkdirSync(path.join(root, ".data/proof"), { recursive: true });
fs.writeFileSync(
  path.join(root, ".data/proof/js-budget.json"),
  JSON.stringify({ date: new Date().toISOString(), blankKb, tightenKb: TIGHTEN_KB, rows, problems }, null, 2),
);
if (seen.length) console.log(`\nShifts under ${SHIFT_FLOOR} (printed, not failed):\n  ${seen.join("\n  ")}`);
if (problems.length) {
  console.error(`\nPage budgets missed:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  "Every landing page kind is within its JavaScript and HTML budgets; the largest paint is text or a preloaded static picture; no optimizer address on a first screen; no layout shift while loading, nor while the document arrives in pieces; confetti loads on the reveal only, location code in its own chunk.",
);
