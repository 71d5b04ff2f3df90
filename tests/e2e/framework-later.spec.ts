// A landing page starts React on the first interaction, not at load (server/framework-later.mjs,
// docs/decisions/0047): its HTML is whole, its view is counted, and nothing done before the
// framework arrives is lost. On a phone (no cursor over the page), the loader left alone (the other
// specs start the framework as the page appears: fixtures.ts, frameworkAt).
import type { Page, Request } from "@playwright/test";
import { test as base, expect } from "./fixtures";

const test = base.extend<{ page: Page }>({
  page: async ({ browser, baseURL }, use) => {
    const origin = new URL(baseURL ?? "http://localhost").origin;
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      baseURL,
      extraHTTPHeaders: { origin },
    });
    const page = await context.newPage();
    await page.route(/ipapi\.co|ipinfo\.io|nominatim\.openstreetmap\.org/, (route) => route.abort());
    await use(page);
    await context.close();
  },
});

const calculator = (page: Page) => page.locator("#instant-pricing");
const isChunk = (r: Request) => r.resourceType() === "script" && r.url().includes("/_next/static/chunks/");
/** React has hydrated: FrameworkReady told the loader. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as { __clearventHydrated?: boolean }).__clearventHydrated === true);

/** Holds the framework's chunks until the returned function is called. */
async function holdChunks(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/_next\/static\/chunks\/[^?]*\.js/, async (route) => {
    // The scripts the loader appends, not the prefetch of the same files after load.
    if (route.request().resourceType() === "script") await held;
    await route.continue();
  });
  return () => release();
}

/** The events the page sent to /api/events, by name. */
function eventsOf(page: Page) {
  const names: string[] = [];
  page.on("request", (r) => {
    if (!r.url().endsWith("/api/events") || r.method() !== "POST") return;
    const body = r.postDataJSON() as { events?: { name: string }[] } | null;
    for (const e of body?.events ?? []) names.push(e.name);
  });
  return names;
}

test("a city page runs no framework script until the visitor interacts, and counts its view once", async ({ page }) => {
  const chunks: string[] = [];
  page.on("request", (r) => {
    if (isChunk(r)) chunks.push(r.url());
  });
  const events = eventsOf(page);
  await page.goto("/ca/san-francisco");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The view is counted from the loader, without a touch.
  await expect.poll(() => events.filter((e) => e === "page_view").length).toBe(1);
  // Fetched into the cache once the page has loaded, but not run.
  expect(await page.evaluate(() => (window as { __clearventStartedBy?: string }).__clearventStartedBy)).toBeUndefined();
  expect(
    await page.evaluate(() => document.querySelectorAll('script[src*="/_next/static/chunks/"]:not([nomodule])').length),
  ).toBe(0);
  // The first pointer movement starts it; the page then behaves as it always did.
  expect(await page.evaluate(() => "__clearventHydrated" in window)).toBe(false);
  await page.mouse.move(20, 20);
  await hydrated(page);
  expect(chunks.length).toBeGreaterThan(0);
  await calculator(page).getByRole("button", { name: "Increase bedrooms" }).click();
  await expect(calculator(page).getByLabel("Bedrooms", { exact: true })).toHaveValue("4");
  // Hydrating does not count the view again.
  await page.waitForTimeout(2_000);
  expect(events.filter((e) => e === "page_view")).toHaveLength(1);
});

test("a tap on the calculator before the framework runs is kept and answered", async ({ page }) => {
  await page.goto("/ca/san-francisco");
  const before = await page.getByTestId("price-range").textContent();
  // The very first interaction is the tap: it starts the framework and is replayed once React is in.
  await calculator(page).getByRole("button", { name: "Increase bedrooms" }).click();
  await expect(calculator(page).getByLabel("Bedrooms", { exact: true })).toHaveValue("4");
  await expect(page.getByTestId("price-range")).not.toHaveText(before ?? "");
});

test("what was typed and ticked before the framework ran reaches the calculator, and the send waits for it", async ({
  page,
}) => {
  // The chunks are held: the visitor types and sends while the framework is on its way.
  const release = await holdChunks(page);
  const leads: unknown[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/leads") && r.method() === "POST") leads.push(r.postDataJSON());
  });
  await page.goto("/ca/san-francisco");
  const c = calculator(page);
  await c.getByLabel("Full name").fill("Early Ernie");
  await c.getByLabel("Phone").fill("415-555-0199");
  await c.getByLabel("Email").fill("early.ernie@example.com");
  await c.getByLabel("Dryer Vent Cleaning").check();
  await c.getByRole("button", { name: "Reveal my exact price" }).click();
  // Nothing was sent natively (no query string with the visitor's details, no lead without React).
  expect(page.url()).not.toContain("Ernie");
  expect(leads).toEqual([]);
  release();
  await expect(page.getByTestId("price-reveal")).toBeVisible();
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    fullName: "Early Ernie",
    email: "early.ernie@example.com",
    serviceType: "dryer_vent",
  });
});

// Parts that hydrate after the rest of the page (the list under a search, a sort) take what was
// typed or chosen before React as well.
test("a FAQ search typed before the framework ran filters the questions", async ({ page }) => {
  const release = await holdChunks(page);
  await page.goto("/faq");
  const search = page.getByLabel("Search the questions");
  await search.fill("dryer");
  release();
  await hydrated(page);
  await expect(page.getByText(/Showing results for "dryer": \d+ found/)).toBeVisible();
  await expect(search).toHaveValue("dryer");
});

test("a blog sort chosen before the framework ran orders the posts", async ({ page }) => {
  const release = await holdChunks(page);
  await page.goto("/blog");
  await page.getByText("Search and filter articles").click();
  const sort = page.getByLabel("Sort");
  const other = await sort.evaluate((el) => {
    const select = el as HTMLSelectElement;
    return [...select.options].find((o) => !o.selected)?.value ?? "";
  });
  await sort.selectOption(other);
  release();
  await hydrated(page);
  await expect.poll(() => page.url()).toContain(`sort=${other}`);
  await expect(sort).toHaveValue(other);
});
