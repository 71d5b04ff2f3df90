import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { frameworkAtLoad } from "../support/framework-at-load";
import { experimentCookies, uniqueEmail } from "./support";

/** The demo owner account the e2e server is seeded with (scripts/e2e-server.mjs runs scripts/seed.ts). */
export const ADMIN = { email: "admin@clearvent.example", password: "AdminPass123!", name: "Olivia Owner" } as const;
export const CUSTOMER_PASSWORD = "Customer-Pass-2026";
/** The demo technician and crew of the seed (src/server/seed/demo-accounts.ts). */
export const TECHNICIAN = { email: "tech@clearvent.example", password: "TechPass123!", name: "Theo Tech" } as const;
export const DEMO_CREW_NAME = "Crew 1";
/** The demo seed's Crew 1 (DEMO_CREW.id): the owner invites technicians to it. */
export const DEMO_CREW_ID = "00000000-0000-4000-8000-0000000c2e01";

export interface Account {
  id: string;
  email: string;
  name: string;
  /** The session token better-auth answered with (also set as a cookie on the context). */
  token: string;
}

/**
 * Signs a fresh customer up through the public API; the session cookie lands in `request`'s
 * jar (a page's `page.request` shares it with the page). `request` must send a trusted Origin.
 */
export async function signUpCustomer(request: APIRequestContext, name = "Cam Customer"): Promise<Account> {
  const email = uniqueEmail("customer");
  const res = await request.post("/api/auth/sign-up/email", { data: { email, password: CUSTOMER_PASSWORD, name } });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: { id: string; role: string } };
  expect(user.role).toBe("customer");
  return { id: user.id, email, name, token };
}

/** Signs the demo owner in through the public API, as signUpCustomer does for a customer. */
export async function signInAdmin(request: APIRequestContext): Promise<Account> {
  const res = await request.post("/api/auth/sign-in/email", {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  return { id: user.id, email: ADMIN.email, name: ADMIN.name, token };
}

/** Signs the demo technician in through the public API, as signInAdmin does for the owner. */
export async function signInTechnician(request: APIRequestContext): Promise<Account> {
  const res = await request.post("/api/auth/sign-in/email", {
    data: { email: TECHNICIAN.email, password: TECHNICIAN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: { id: string; role: string } };
  expect(user.role).toBe("technician");
  return { id: user.id, email: TECHNICIAN.email, name: TECHNICIAN.name, token };
}

/**
 * A visitor's first movement on a prerendered page. On a server that starts the framework on the
 * first interaction (FRAMEWORK_LATER=1, docs/decisions/0047), what the islands fetch or decide in
 * the browser (the owner's claims, the next opening, the consent banner, the current season)
 * follows it: resolves once React has hydrated. Elsewhere the framework started at load.
 */
export async function startFramework(page: Page) {
  // More than one step: a browser's first pointer event carries no movement, which the loader ignores.
  await page.mouse.move(1, 1, { steps: 3 });
  await page.waitForFunction(() => {
    const w = window as { __clearventHydrated?: boolean };
    return w.__clearventHydrated === true || !("__clearventReady" in window);
  });
}

// Every page a spec visits is checked with axe (WCAG 2.2 AA rules) when the spec ends.
export async function expectAccessible(page: Page) {
  await page.waitForLoadState("load");
  // A client-side navigation (sign-in's redirect, say) fills in the title when its payload lands;
  // judge the page it arrives at, not the moment between two pages.
  await page.waitForFunction(() => document.title !== "", null, { timeout: 5000 }).catch(() => {});
  // Judge what settles on screen, not a frame of a fade or of a toast leaving the stack (a toast's
  // timer may run out between this wait and axe's pass on a loaded machine): with less motion asked
  // for, every state is reached at once; then until no finite animation runs.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity).length,
        ),
      { timeout: 15_000 },
    )
    .toBe(0)
    .catch(() => {});
  // Legacy mode runs axe in the page itself. The default opens a blank page per call to merge the
  // results of cross-origin frames, which no page of ours has; that page was about 40% of axe's
  // time in the specs (docs/testing.md).
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * When a landing page's framework starts in a spec: "load" as if the visitor touched the page as it
 * appeared (what a spec about the page itself needs), or "first-touch", the loader left alone
 * (the specs about the loader, docs/decisions/0047).
 */
type FrameworkAt = "load" | "first-touch";

/** What every spec's browser gets before its first page: the chosen variants, the consent answer, when React starts. */
async function prepare(
  page: Page,
  analyticsChoice: "denied" | "unset",
  abCombo: string | null,
  baseURL?: string,
  frameworkAt: FrameworkAt = "load",
) {
  if (abCombo) await page.context().addCookies(experimentCookies(abCombo, baseURL ?? "http://localhost"));
  if (frameworkAt === "load") await frameworkAtLoad(page);
  if (analyticsChoice === "denied") {
    await page.addInitScript(() => {
      if (!localStorage.getItem("cv.analytics-consent")) localStorage.setItem("cv.analytics-consent", "denied");
    });
  }
}

/**
 * Watches a page for what no page of ours may do: anything the browser refused under the
 * Content-Security-Policy, or threw. The returned check runs axe on the last state of the page (the
 * one a person is left looking at) and fails on any refusal.
 */
async function watch(page: Page): Promise<() => Promise<void>> {
  const visited = new Set<string>();
  page.on("load", () => visited.add(page.url()));
  const refusals: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) refusals.push(`${page.url()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => refusals.push(`${page.url()}: uncaught ${e.message}`));
  // Refused evals (a library probing for `new Function`) reach DevTools issues, not the console.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Audits.enable");
  cdp.on("Audits.issueAdded", ({ issue }) => {
    if (issue.code === "ContentSecurityPolicyIssue")
      refusals.push(`${page.url()}: CSP ${JSON.stringify(issue.details.contentSecurityPolicyIssueDetails)}`);
  });
  return async () => {
    if (visited.size > 0 && !page.isClosed()) await expectAccessible(page);
    expect(refusals, "CSP refusals and uncaught errors").toEqual([]);
  };
}

/**
 * A signed-in browser page of its own (own context, own cookies) next to the spec's `page`, watched
 * like `page` is. Its context sends the site's Origin, so `page.request` writes pass the origin check.
 */
export interface SignedInPage {
  page: Page;
  account: Account;
}

type Fixtures = {
  analyticsChoice: "denied" | "unset";
  frameworkAt: FrameworkAt;
  abCombo: string | null;
  /** A fresh customer, signed up and signed in, on a page of its own. */
  customer: SignedInPage;
  /** The demo owner, signed in, on a page of its own. */
  admin: SignedInPage;
};

async function signedInPage(
  browser: import("@playwright/test").Browser,
  baseURL: string | undefined,
  setup: {
    analyticsChoice: "denied" | "unset";
    abCombo: string | null;
    contextOptions: import("@playwright/test").BrowserContextOptions;
  },
  signIn: (request: APIRequestContext) => Promise<Account>,
  use: (value: SignedInPage) => Promise<void>,
) {
  const origin = new URL(baseURL ?? "http://localhost").origin;
  const context = await browser.newContext({ ...setup.contextOptions, baseURL, extraHTTPHeaders: { origin } });
  const page = await context.newPage();
  await prepare(page, setup.analyticsChoice, setup.abCombo, baseURL);
  const finish = await watch(page);
  const account = await signIn(page.request);
  await use({ page, account });
  await finish();
  await context.close();
}

export const test = base.extend<Fixtures>({
  // Specs see the control variants unless they are about experiments (then null: assigned).
  abCombo: ["control.range.standard", { option: true }],
  // The analytics consent banner covers the bottom of a phone screen; specs answer it up front
  // unless they are about consent.
  analyticsChoice: ["denied", { option: true }],
  frameworkAt: ["load", { option: true }],
  customer: async ({ browser, baseURL, analyticsChoice, abCombo, contextOptions }, use) =>
    signedInPage(browser, baseURL, { analyticsChoice, abCombo, contextOptions }, (r) => signUpCustomer(r), use),
  admin: async ({ browser, baseURL, analyticsChoice, abCombo, contextOptions }, use) =>
    signedInPage(browser, baseURL, { analyticsChoice, abCombo, contextOptions }, signInAdmin, use),
  page: async ({ page, analyticsChoice, abCombo, baseURL, frameworkAt }, use) => {
    await prepare(page, analyticsChoice, abCombo, baseURL, frameworkAt);
    const finish = await watch(page);
    await use(page);
    await finish();
  },
});

export { expect };
