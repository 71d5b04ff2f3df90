import type { Browser, Page } from "@playwright/test";
import { type E2eServer, startE2eServer } from "../support/e2e-server";
import { frameworkAtLoad } from "../support/framework-at-load";
import { ADMIN, expect, expectAccessible, test } from "./fixtures";

// Areas the owner opens and closes (docs/decisions/0034), on a server of its own (the
// demo seed staffs the Bay Area, so San Francisco's page offers times): the owner closes the Bay
// Area keeping its pages, and the city page shows the waitlist and no times; then takes the pages
// down: the page answers 404 (never kept by a shared cache) and leaves the sitemap; reopening
// brings the page, its times and its sitemap entry back. At 390 and 1280 px, axe on the page.
test.describe.configure({ mode: "serial" });

const CITY = "/ca/san-francisco";
let server: E2eServer;
let origin = "";

test.beforeAll(async ({ browser: _browser }, info) => {
  test.setTimeout(180_000);
  const port = Number(process.env.AREAS_E2E_PORT ?? 3440) + (info.project.name === "phone" ? 1 : 0);
  server = await startE2eServer({ port, env: { AUTH_RATE_LIMIT: "off" } });
  origin = server.origin;
});
test.afterAll(async () => {
  await server?.stop();
});

async function context(browser: Browser, viewport: { width: number; height: number }) {
  const ctx = await browser.newContext({
    viewport,
    baseURL: origin,
    extraHTTPHeaders: { origin },
    reducedMotion: "reduce",
  });
  const page = await ctx.newPage();
  await page.addInitScript(() => localStorage.setItem("cv.analytics-consent", "denied"));
  await frameworkAtLoad(page);
  return page;
}

async function owner(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await context(browser, viewport);
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

/** The city page as a new visitor sees it (a new context: no facts kept from an earlier visit). */
async function visit(browser: Browser, viewport: { width: number; height: number }) {
  const page = await context(browser, viewport);
  const res = await page.goto(CITY);
  return { page, status: res?.status() ?? 0 };
}

async function sitemapHas(page: Page, path: string) {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return xml.includes(`${origin}${path}<`);
}

async function save(page: Page, area: string) {
  const form = page.getByTestId(`area-form-${area}`);
  await form.getByRole("button", { name: /^Save / }).click();
  await expect(form.getByRole("status")).toHaveText("Saved.");
}

test("the owner closes the Bay Area, keeps then takes down its pages, and reopens it", async ({ browser }, info) => {
  test.setTimeout(180_000);
  const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };

  const before = await visit(browser, viewport);
  expect(before.status).toBe(200);
  await expect(before.page.locator("[data-next-opening]").first()).toBeAttached();
  await expect(before.page.getByTestId("area-waitlist")).toHaveCount(0);
  await before.page.context().close();

  const admin = await owner(browser, viewport);
  await admin.goto("/admin/settings/areas");
  await expect(admin.getByRole("heading", { name: "Areas", level: 1 })).toBeVisible();
  // The Bay Area comes first, open, like every metro before the owner acts.
  await expect(admin.getByRole("heading", { level: 2 }).first()).toHaveText("SF Bay Area");
  await expect(admin.getByTestId("area-status-bay-area")).toHaveText("Open.");
  await expectAccessible(admin);

  const bay = admin.getByTestId("area-form-bay-area");
  await bay.getByRole("radio", { name: "Closed" }).check();
  await bay.getByRole("radio", { name: "Keep them, with the waitlist and no times" }).check();
  await save(admin, "bay-area");
  await expect(admin.getByTestId("area-status-bay-area")).toHaveText("Closed; its pages show the waitlist.");
  await expect(admin.getByTestId("area-changes")).toContainText(`${ADMIN.name} closed SF Bay Area, keeping its pages`);

  const kept = await visit(browser, viewport);
  expect(kept.status).toBe(200);
  await expect(
    kept.page.getByTestId("area-waitlist").getByRole("heading", { name: "Not in your area yet" }),
  ).toBeAttached();
  await expect(kept.page.locator("[data-next-opening]")).toHaveCount(0);
  await expectAccessible(kept.page);
  expect(await sitemapHas(kept.page, CITY)).toBe(true);
  await kept.page.context().close();

  await bay.getByRole("radio", { name: "Take them down (not found, out of the sitemap)" }).check();
  await save(admin, "bay-area");
  await expect(admin.getByTestId("area-status-bay-area")).toHaveText("Closed; its pages are taken down.");
  const gone = await admin.request.get(CITY);
  expect(gone.status()).toBe(404);
  expect(gone.headers()["cache-control"]).not.toContain("public");
  expect((await admin.request.get(`${CITY}/dryer-vent-cleaning`)).status()).toBe(404);
  expect(await sitemapHas(admin, CITY)).toBe(false);
  expect(await sitemapHas(admin, "/il/chicago")).toBe(true);

  await bay.getByRole("radio", { name: "Open" }).check();
  await save(admin, "bay-area");
  await expect(admin.getByTestId("area-status-bay-area")).toHaveText("Open.");
  const back = await visit(browser, viewport);
  expect(back.status).toBe(200);
  await expect(back.page.locator("[data-next-opening]").first()).toBeAttached();
  await expect(back.page.getByTestId("area-waitlist")).toHaveCount(0);
  expect(await sitemapHas(back.page, CITY)).toBe(true);
  await back.page.context().close();
  await admin.context().close();
});
