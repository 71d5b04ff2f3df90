import { expect, test } from "./fixtures";

test("the home page renders inside the site shell", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Present in the HTML at every width (phones start in the compact view, which hides them).
  await expect(page.locator("a", { hasText: "Get your free quote" })).toHaveCount(1);
  await expect(page.locator("a", { hasText: "Explore services" })).toHaveCount(1);
  const footer = page.getByRole("contentinfo");
  // Office hours for calls, not the crews' days (those are the area pages' next opening).
  await expect(footer).toContainText("Phones answered Mon-Sat 8am-6pm");
  await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
});

test("the header links to services, FAQ, blog and sign-in", async ({ page, isMobile }) => {
  await page.goto("/");
  if (isMobile) {
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByText("Menu").click();
  }
  const nav = page.getByRole("navigation", { name: isMobile ? "Mobile" : "Main" });
  for (const [name, href] of [
    ["Services", "/services/air-duct-cleaning"],
    ["FAQ", "/faq"],
    ["Blog", "/blog"],
    ["Sign in", "/customer-login"],
  ] as const) {
    await expect(nav.getByRole("link", { name })).toHaveAttribute("href", href);
  }
});

// Desktop project only: keyboard navigation is a desktop concern.
test("the skip link moves focus to the main content", { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test("an unknown path answers 404 inside the shell", { tag: "@desktop" }, async ({ page }) => {
  const response = await page.goto("/this/path/does-not-exist-at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
