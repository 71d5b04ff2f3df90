import { expect, test } from "@playwright/test";
import { BOOK_SERVICE_PAGE } from "../../scripts/proof/pages.mjs";

// Every landing page is complete with scripts off, its HTML in place: below the
// first screen is server HTML where it belongs, never a part React streamed after the shell,
// hidden, for a script to move (decision 0028). The project's width (390 and 1280 px): the layouts
// differ. One load per kind; the text read is below the first screen, in <main>, and the footer
// comes right after <main> with the privacy and contact links.
test.use({ javaScriptEnabled: false });

const landings = [
  { kind: "home", path: "/", below: /^Questions homeowners ask$/ },
  { kind: "service", path: "/services/air-duct-cleaning", below: /^Air Duct Cleaning questions$/ },
  { kind: "state", path: "/ca", below: /^Energy utility programmes in California$/ },
  { kind: "city", path: "/ca/san-francisco", below: /^San Francisco questions$/ },
  { kind: "city service", path: "/ca/san-francisco/air-duct-cleaning", below: /^Popular locations$/ },
  { kind: "faq", path: "/faq", below: /^Sources and further reading$/ },
  { kind: "blog", path: "/blog", below: /min read/ },
  { kind: "post", path: "/blog/dryer-vent-fire-prevention-guide", below: /^Related Articles$/ },
  { kind: "booking", path: BOOK_SERVICE_PAGE, below: /^Service address$/ },
];

for (const landing of landings) {
  test(`${landing.kind}: content and footer in place with scripts off`, async ({ page }) => {
    const response = await page.goto(landing.path);
    expect(response?.status()).toBe(200);

    // Nothing of the page was streamed out of place (React's `S:` parts and `B:` placeholders).
    await expect(page.locator('[id^="S:"], template[id^="B:"]')).toHaveCount(0);
    const main = page.locator("main");
    await expect(main.locator("h1").first()).toBeVisible();
    const below = main.getByText(landing.below).last();
    await below.scrollIntoViewIfNeeded();
    await expect(below).toBeVisible();

    const footer = page.locator("main + footer");
    await expect(footer).toBeVisible();
    await expect(footer.getByRole("link", { name: "Privacy" })).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]')).toBeVisible();

    // The first paint waits for the footer (docs/performance.md): one expect link in the head,
    // naming the footer that is on the page.
    const expectLink = page.locator('head link[rel="expect"][blocking="render"]');
    await expect(expectLink).toHaveCount(1);
    const target = await expectLink.getAttribute("href");
    expect(target).toBe(`#${await footer.getAttribute("id")}`);
  });
}
