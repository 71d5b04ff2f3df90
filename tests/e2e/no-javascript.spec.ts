import { expect, test } from "@playwright/test";

// Issue 49 item 3: every landing page is complete with scripts off. React streams a large Suspense
// boundary (HydrateLater: below the first screen, and the footer) after the shell as a hidden
// <div id="S:n"> that its inline script moves into place; without scripts nothing moves it, so the
// layout's <noscript> style shows it where it was streamed. Both widths: the layouts differ.
const landings = [
  { kind: "home", path: "/", below: /Frequently Asked Questions/ },
  { kind: "city hub", path: "/ca/san-francisco", below: /^San Francisco utilities$/ },
  { kind: "city service", path: "/ca/san-francisco/air-duct-cleaning", below: /^Popular locations$/ },
  { kind: "service", path: "/services/air-duct-cleaning", below: /^Air Duct Cleaning questions$/ },
  { kind: "state", path: "/ca", below: /^Energy utility programmes in California$/ },
  { kind: "faq", path: "/faq", below: /\?$/ },
  { kind: "blog", path: "/blog", below: /min read/ },
];

for (const landing of landings) {
  test(`${landing.kind} (${landing.path}): content and footer are shown with scripts off`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const response = await page.goto(landing.path);
    expect(response?.status()).toBe(200);

    // Whatever React streamed out of place is shown, not left hidden for a script that never runs.
    const streamed = page.locator('div[hidden][id^="S:"]');
    for (const part of await streamed.all()) await expect(part).toBeVisible();

    const footer = page.getByRole("contentinfo");
    await expect(footer).toBeVisible();
    await expect(footer.getByRole("link", { name: /privacy/i })).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByText(landing.below).last()).toBeVisible();
    await context.close();
  });
}
