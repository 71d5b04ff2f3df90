import fs from "node:fs";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Debian's headless shell where it is installed (`npm test` installs it): the same Blink without
 * the full browser's UI and compositor, about a third less CPU over the same specs on 2 cores
 * (docs/testing.md). The full browser otherwise, or whatever CHROMIUM_PATH names.
 */
const chromium =
  process.env.CHROMIUM_PATH ??
  ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => fs.existsSync(p)) ??
  "/usr/bin/chromium";

/**
 * One run is enough where the width changes nothing the spec proves: HTTP- and process-level specs
 * (several start servers of their own), and flows whose proof is in emails, headers, stored rows or
 * the server's figures, on pages whose phone layout other specs walk with axe.
 */
const desktopOnlySpecs = [
  "account-security.spec.ts",
  "authorization.spec.ts",
  "bad-input.spec.ts",
  "booking-notices.spec.ts",
  "booking-window.spec.ts",
  "claims.spec.ts",
  "cross-origin.spec.ts",
  // The owner's office; the page is also looked at 390 px wide inside the spec.
  "customers.spec.ts",
  "early-typing.spec.ts",
  "failure-pages.spec.ts",
  "fuzz.spec.ts",
  "headers.spec.ts",
  "insights.spec.ts",
  "internal-paths.spec.ts",
  "location.spec.ts",
  // An owner's flow: the console's phone layout is walked by admin.spec and admin-wrap.spec.
  "owner-lists.spec.ts",
  // The owner's identity: every sitemap page's HTML as served, twice, on a server of its own.
  "owner-identity.spec.ts",
  // The brand (decision 0041): a server of its own regenerates every page twice; the phone
  // width of the page it changes is looked at inside the walk.
  "owner-brand.spec.ts",
  // The first run (decision 0042): a fresh install of its own, walked at 390 px and checked at 1280 px inside.
  "first-run.spec.ts",
  "partly-paid.spec.ts",
  "payments.spec.ts",
  "persistence.spec.ts",
  // Service plans (decision 0038): one walk on a server of its own, the customer at 390 px inside it.
  "plans.spec.ts",
  // The price book's save reaching the pages as served and the calculator: an owner's flow on a
  // server of its own; /admin/prices at 390 px is walked by admin.spec's phone test.
  "price-book.spec.ts",
  // Deposits and no-show fees (decision 0045): one walk on a server of its own, the phone inside it.
  "deposits.spec.ts",
  "rate-limits.spec.ts",
  "visit-photos.spec.ts",
  "web-vitals.spec.ts",
];
/**
 * The crew's pages are built for the phone in the technician's hand; the homeowner's flows run on
 * the phone most visitors book with. Every page these flows pass through is also walked at desktop
 * width, with axe, by pages, home-content, local-pages and shell.
 */
const phoneOnlySpecs = [
  // The framework started on a touch (decision 0047), on a server of its own with it on.
  "framework-later.spec.ts",
  "crew-phone.spec.ts",
  "crew-offline.spec.ts",
  "visit-report.spec.ts",
  "text-proof.spec.ts",
  "booking.spec.ts",
  "funnel.spec.ts",
  "funnel-findings.spec.ts",
  "pricing.spec.ts",
  "price-catalogue.spec.ts",
  "reschedule-reason.spec.ts",
  "reviews.spec.ts",
  "texts.spec.ts",
  "visit-day.spec.ts",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // A web-first assertion waits for a state, and passes the moment it holds: its limit only says
  // when to give up. Five seconds (the default) judged the machine, not the code (a booking's
  // redirect on a loaded 2-core machine, texts.spec); fifteen guard against a state that never comes.
  expect: { timeout: 15_000 },
  // The JSON report feeds the failure digest `npm test` prints last (scripts/test.mjs), where a CI
  // log's tail still shows why a test failed.
  reporter: [["list"], ["json", { outputFile: "playwright-report/report.json" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: chromium,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
    },
    trace: "off",
    // Specs see what a visitor who asked for less motion sees: every state at once (the site honours
    // it everywhere), and no confetti painted frame by frame in software. About 7 % less time over
    // the page specs (docs/testing.md). The homeowner's main flows (funnel, booking) and the reveal's
    // confetti check run with motion.
    contextOptions: { reducedMotion: "reduce" },
    screenshot: "only-on-failure",
  },
  // Most specs run at both widths. What gains nothing from a second viewport (HTTP- and
  // process-level checks, flows whose layout is checked elsewhere) runs in one project only: whole
  // files are listed here, single tests and describes carry the tag `@desktop` or `@phone`.
  projects: [
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testIgnore: desktopOnlySpecs,
      grepInvert: /@desktop\b/,
    },
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: phoneOnlySpecs,
      grepInvert: /@phone\b/,
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
  },
});
