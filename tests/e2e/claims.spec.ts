import { expect, startFramework, test } from "./fixtures";
import { experimentCookies } from "./support";

// The site claims nothing the owner has not set, and shows no rating or review it did
// not get. The served HTML of every page in the sitemap is read as a crawler gets it; the owner's
// business facts then reach the prerendered pages through their island, without a build.

/** The visible text of a served page (scripts, styles and tags removed). */
function visibleText(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ");
}

/** What an invented rating, count, sample review or unset claim looks like in a page's text. */
const INVENTED: [string, RegExp][] = [
  ["a rating out of 5", /\d(?:\.\d)?\s*\/\s*5\b|\d(?:\.\d)?\s+out of 5\b/i],
  ["a review count", /\b\d[\d,]*\+?\s+(?:\w+\s+)?reviews?\b|\breviews?\s*\(\s*\d/i],
  ["sample text", /\bSample\b|for illustration/],
  ["a rating", /\bRated\s+\d/i],
  ["an unset claim", /Insured technicians|\b24\/7\b|informed by NADCA standards|emergency line/i],
];

// Desktop project only: an HTML-level check runs once.
test("a fresh install shows no rating, review count, sample review or claim on any sitemap page", {
  tag: "@desktop",
}, async ({ request }) => {
  test.setTimeout(240_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  expect(paths.length).toBeGreaterThan(200);
  const found: string[] = [];
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
        const res = await request.get(p);
        expect(res.status(), p).toBe(200);
        const html = await res.text();
        const text = visibleText(html);
        for (const [what, re] of INVENTED) {
          const m = text.match(re);
          if (m) found.push(`${p}: ${what}: …${text.slice(Math.max(0, (m.index ?? 0) - 40), (m.index ?? 0) + 40)}…`);
        }
        if (/aggregateRating|"@type":\s*"(?:Review|AggregateRating)"/i.test(html)) found.push(`${p}: rating markup`);
      }
    }),
  );
  expect(found).toEqual([]);
});

// Desktop project only: sets the server's one facts row; checks 390 px itself.
test("the owner's business facts appear on prerendered pages without a build, and only those", {
  tag: "@desktop",
}, async ({ page, admin }) => {
  // One facts row for the whole server: set and cleared by one project, checked at both widths.
  const claimsLoaded = () => page.waitForResponse((r) => new URL(r.url()).pathname === "/api/site-facts");
  try {
    // Fresh install: the island asks, and shows nothing.
    const loaded = claimsLoaded();
    await page.goto("/ca/san-francisco");
    await startFramework(page);
    expect((await (await loaded).json()).claims).toEqual([]);
    await expect(page.locator("[data-claim], [data-claims]")).toHaveCount(0);

    // The owner says what is true.
    await admin.page.goto("/admin/business-facts");
    await expect(admin.page.getByTestId("claims-none")).toBeVisible();
    const sameDay = admin.page.getByLabel("Same-day visits");
    await expect(sameDay).toBeDisabled();
    await admin.page.getByLabel("The business is insured").check();
    await admin.page.getByLabel("License number (optional)").fill("CSLB #1098765");
    await admin.page.getByLabel("In business since (year, optional)").fill("2099");
    await admin.page.getByRole("button", { name: "Save business facts" }).click();
    await expect(admin.page.getByText("The year the business started cannot be in the future.")).toBeVisible();
    // What was typed stays.
    await expect(admin.page.getByLabel("License number (optional)")).toHaveValue("CSLB #1098765");
    await admin.page.getByLabel("In business since (year, optional)").fill("2012");
    // The offers' last day: ten days from the business's today, the same for every visitor.
    const last = new Date(Date.now() + 10 * 86_400_000);
    const lastDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(last);
    const lastWords = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Los_Angeles",
      weekday: "long",
      month: "long",
      day: "numeric",
      year: "numeric",
    }).format(last);
    await admin.page.getByLabel("Last day of the home page's offers (optional)").fill(lastDay);
    await admin.page.getByRole("button", { name: "Save business facts" }).click();
    await expect(admin.page.getByTestId("offer-now")).toHaveText(`Home page offers: Offer ends ${lastWords}.`);
    if (process.env.SHOTS) await admin.page.screenshot({ path: "/tmp/rv/facts.png", fullPage: true });
    await expect(admin.page.getByTestId("claims-shown")).toHaveText(
      /Insured\s*License CSLB #1098765\s*In business since 2012/,
    );

    // The prerendered city page, served as built, now shows them to a new visitor (browsers keep
    // the facts a minute, so this one forgets its copy first).
    const cdp = await page.context().newCDPSession(page);
    for (const width of [390, 1280]) {
      await cdp.send("Network.clearBrowserCache");
      await page.setViewportSize({ width, height: 844 });
      await page.goto("/ca/san-francisco");
      await startFramework(page);
      const hero = page.locator("h1").locator("..");
      await expect(hero.locator("[data-claim]")).toHaveText([
        "Insured",
        "License CSLB #1098765",
        "In business since 2012",
      ]);
      await expect(page.locator("footer [data-claims]")).toHaveText(
        "Insured. License CSLB #1098765. In business since 2012.",
      );
      await expect(hero.getByText("Emergency", { exact: false })).toHaveCount(0);
      if (process.env.SHOTS) await hero.screenshot({ path: `/tmp/rv/city-hero-${width}.png` });
    }

    // A home page variant with offers says that day, with its full stop and no gap before it.
    await page
      .context()
      .addCookies(experimentCookies("discount_urgency.discount_emphasis.cta_optimized", new URL(page.url()).origin));
    await cdp.send("Network.clearBrowserCache");
    await page.goto("/");
    await startFramework(page);
    await expect(page.getByTestId("offer-ends")).toHaveText(`Offer ends ${lastWords}.`);
    await expect(page.getByTestId("offer-terms")).toHaveText(/offers do not combine\. Offer ends [^.]+\.$/);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      if (process.env.SHOTS) await page.screenshot({ path: `/tmp/rv/offer-ends-${width}.png` });
    }
  } finally {
    const cleared = await admin.page.request.put("/api/admin/business-facts", {
      data: { insured: false, emergencyOn: false, sameDay: false },
    });
    expect(cleared.status()).toBe(200);
  }
});
