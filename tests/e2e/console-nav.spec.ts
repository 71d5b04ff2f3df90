import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, signInTechnician, test } from "./fixtures";

// The consoles' own shells, at the project's width (390 px phone, 1280 px desktop): every owner's
// page is one or two taps from the navigation, which marks the page on screen; the phone's bottom
// bar opens the rest with "More", by keyboard too, and keeps the page's end clear of it; neither the
// owner's nor the crew's pages carry the public site's header or newsletter footer.

/** Every page of the owner's console that the navigation names, with its heading. */
const PAGES = [
  ["Today", "/admin", "Today"],
  ["Leads", "/admin/leads", "Leads"],
  ["Bookings", "/admin/bookings", "Bookings"],
  ["New booking", "/admin/bookings/new", "New booking"],
  ["Dispatch", "/admin/dispatch", "Dispatch"],
  ["Crews", "/admin/crews", "Crews"],
  ["Availability", "/admin/availability", "Availability"],
  ["Money", "/admin/money", "Money"],
  ["Reviews", "/admin/reviews", "Reviews"],
  ["Business facts", "/admin/business-facts", "Business facts"],
  ["Subscribers", "/admin/subscribers", "Subscribers"],
  ["Insights", "/admin/insights", "Insights"],
  ["Experiments", "/admin/experiments", "Experiments"],
  ["Page speed", "/admin/speed", "Page speed for real visitors"],
  ["Outbox", "/admin/outbox", "Email outbox"],
] as const;
/** On the phone's bar itself; the rest are behind "More". */
const ON_BAR = new Set(["Today", "Leads", "Bookings", "Customers"]);

const consoleNav = (page: Page) => page.getByRole("navigation", { name: "Owner console" });

async function expectNoPublicShell(page: Page) {
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.locator("#newsletter")).toHaveCount(0);
  await expect(page.getByRole("main")).toHaveCount(1);
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** At the end of the page, its last content ends above the fixed bar. */
async function expectEndClearOf(page: Page, bar: Locator) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barTop = (await bar.boundingBox())?.y ?? 0;
  const contentEnd = await page.evaluate(() => {
    const main = document.querySelector("main");
    const last = main?.firstElementChild?.lastElementChild ?? main?.lastElementChild;
    return last?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY;
  });
  expect(contentEnd, "the page's end stays clear of the bottom bar").toBeLessThanOrEqual(barTop);
}

test("the owner reaches every console page from its navigation, which marks the page on screen", async ({
  admin: { page },
  isMobile,
}) => {
  test.setTimeout(120_000);
  await page.goto("/admin");
  expect(await page.evaluate(() => window.innerWidth)).toBe(isMobile ? 390 : 1280);
  await expectNoPublicShell(page);
  const nav = consoleNav(page);
  await expect(nav).toHaveCount(1);
  // The navigation names the Customers page.
  await expect(nav.getByRole("link", { name: "Customers", exact: true })).toHaveAttribute("href", "/admin/customers");

  for (const [label, path, heading] of PAGES) {
    const inMore = isMobile && !ON_BAR.has(label);
    if (inMore) await nav.getByText("More", { exact: true }).click();
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoPublicShell(page);
    await expectNoSidewaysScroll(page, path);
    if (inMore) {
      // The next page draws "More" closed again, and marked: the page on screen is behind it.
      await expect(nav.locator("details")).not.toHaveAttribute("open");
      await expect(nav.locator("summary")).toHaveAttribute("data-current", "true");
      await nav.getByText("More", { exact: true }).click();
    }
    await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    if (inMore) await page.keyboard.press("Escape");
  }
  await expectAccessible(page);
});

test("a deeper page marks its section, not itself", async ({ admin: { page } }) => {
  await page.goto("/admin/bookings/run-sheet");
  const bookings = consoleNav(page).getByRole("link", { name: "Bookings", exact: true });
  await expect(bookings).toHaveAttribute("aria-current", "true");
  await expect(consoleNav(page).locator('[aria-current="page"]')).toHaveCount(0);
});

test("on a phone, More opens the rest with the keyboard, moves nothing and keeps the page clear of the bar", {
  tag: "@phone",
}, async ({ admin: { page } }) => {
  await page.goto("/admin/leads");
  const nav = consoleNav(page);
  const bar = await nav.boundingBox();
  expect(bar?.y, "the bar sits at the bottom of the screen").toBeGreaterThan(700);
  for (const item of await nav.locator("a, summary").filter({ visible: true }).all()) {
    expect((await item.boundingBox())?.height, "a thumb-sized target").toBeGreaterThanOrEqual(44);
  }
  const heading = page.getByRole("heading", { level: 1 });
  const before = await heading.boundingBox();

  const more = nav.locator("summary");
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(nav.locator("details")).toHaveAttribute("open", "");
  const money = nav.getByRole("link", { name: "Money", exact: true });
  await expect(money).toBeVisible();
  expect(await heading.boundingBox(), "opening More moves nothing on the page").toEqual(before);
  await expectNoSidewaysScroll(page, "/admin/leads with More open");
  await expectAccessible(page);
  // Tab walks into the panel, Escape closes it and gives the focus back to More.
  await page.keyboard.press("Tab");
  await expect(nav.locator("details a").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(nav.locator("details")).not.toHaveAttribute("open");
  await expect(more).toBeFocused();
  // Space opens it again; Enter on a link goes there.
  await page.keyboard.press("Space");
  await money.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/money$/);
  await expect(page.getByRole("heading", { level: 1, name: "Money" })).toBeVisible();
  await expectEndClearOf(page, nav);
});

test("on a desktop screen the side navigation lists every page at once", { tag: "@desktop" }, async ({
  admin: { page },
}) => {
  await page.goto("/admin/money");
  const nav = consoleNav(page);
  for (const [label] of PAGES) await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Customers", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "My account" })).toHaveAttribute("href", "/customer-dashboard");
  const side = await nav.boundingBox();
  const main = await page.getByRole("main").boundingBox();
  expect((side?.x ?? 0) + (side?.width ?? 0), "beside the page, not over it").toBeLessThanOrEqual(main?.x ?? 0);
});

test("a customer who tries /admin gets the 404 page, with no console", { tag: "@desktop" }, async ({
  customer: { page },
}) => {
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(consoleNav(page)).toHaveCount(0);
  await expect(page.getByRole("main")).toHaveCount(1);
});

test("the crew's phone has its own bar, in reach of a thumb, and no public header", async ({ page, baseURL }) => {
  await page.context().setExtraHTTPHeaders({ origin: new URL(baseURL ?? "").origin });
  await signInTechnician(page.request);
  await page.goto("/crew");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoPublicShell(page);
  const nav = page.getByRole("navigation", { name: "Crew" });
  await expect(nav.getByRole("link", { name: "My jobs" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Call the office" })).toHaveAttribute("href", /^tel:\+1/);
  await expect(nav.getByRole("button", { name: "Sign out" })).toBeVisible();
  for (const item of await nav.locator("a, button").all()) {
    expect((await item.boundingBox())?.height, "a thumb-sized target").toBeGreaterThanOrEqual(44);
  }
  await expectNoSidewaysScroll(page, "/crew");
  await expectEndClearOf(page, nav);
  await nav.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/customer-login$/);
  await page.goto("/crew");
  await expect(page).toHaveURL(/\/customer-login\?next=%2Fcrew$/);
});
