import {
  cities,
  citiesInState,
  cityPath,
  cityServicePath,
  servedStates,
  services,
  statePath,
} from "../../src/content/lookups";
import { findRedirect, redirectRules } from "../../src/domain/seo/redirects";
import { jaccard, mainText, shingles } from "../support/similarity";
import { expect, startFramework, test } from "./fixtures";

const cityPages = cities.map((c) => ({
  path: cityPath(c),
  types: ["HVACBusiness", "Service", "FAQPage", "BreadcrumbList"],
}));
const cityServicePages = cities.flatMap((c) =>
  services.map((s) => ({ path: cityServicePath(c, s.slug), types: ["Service", "FAQPage", "BreadcrumbList"] })),
);
const statePages = servedStates().map((s) => ({
  path: statePath(s),
  types: ["HVACBusiness", "Service", "ItemList", "BreadcrumbList"],
}));
const servicePages = services.map((s) => ({
  path: `/services/${s.slug}`,
  types: ["Service", "FAQPage", "BreadcrumbList"],
}));

const first = (html: string, re: RegExp) => html.match(re)?.[1];

// Desktop project only: HTTP-level checks run once.
test.describe("generated from the content", { tag: "@desktop" }, () => {
  test("every state, city, city-service and service page is complete, unique and links only to live pages", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const links = new Set<string>();
    for (const page of [...statePages, ...cityPages, ...cityServicePages, ...servicePages]) {
      const res = await request.get(page.path, { maxRedirects: 0 });
      expect(res.status(), page.path).toBe(200);
      const html = await res.text();
      expect(html.match(/<h1[\s>]/g)?.length, `one h1 on ${page.path}`).toBe(1);

      const title = first(html, /<title>([^<]*)<\/title>/);
      const description = first(html, /<meta name="description" content="([^"]*)"/);
      expect(title, page.path).toBeTruthy();
      expect(description, page.path).toBeTruthy();
      expect(titles.get(title as string), `title of ${page.path} is also used by`).toBeUndefined();
      expect(descriptions.get(description as string), `description of ${page.path} is also used by`).toBeUndefined();
      titles.set(title as string, page.path);
      descriptions.set(description as string, page.path);

      const canonical = first(html, /<link rel="canonical" href="([^"]*)"/);
      expect(new URL(canonical as string).pathname, `canonical of ${page.path}`).toBe(page.path);
      expect(html).toContain('property="og:title"');
      expect(html).toContain('name="twitter:card"');

      const types = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((m) => {
        const data = JSON.parse(m[1] as string);
        return (Array.isArray(data) ? data : [data]).map((d: { "@type": string }) => d["@type"]);
      });
      for (const type of page.types) expect(types, `${type} JSON-LD on ${page.path}`).toContain(type);
      expect(html, `no rating markup on ${page.path}`).not.toMatch(/aggregateRating/i);

      for (const m of mainText(html) ? html.matchAll(/href="(\/[^"#?]*)[^"]*"/g) : []) {
        const href = m[1] as string;
        if (!href.startsWith("/_next/") && !href.startsWith("/images/") && !/\.(svg|png|ico|webp|jpg)$/.test(href)) {
          links.add(href);
        }
      }
    }
    for (const href of links) {
      const res = await request.get(href, { maxRedirects: 0 });
      expect(res.status(), `internal link ${href} (from ${baseURL})`).toBe(200);
    }
  });

  test("sibling city pages read as their own pages (word-shingle Jaccard <= 0.5)", async ({ request }) => {
    test.setTimeout(120_000);
    for (const build of [
      (c: (typeof cities)[number]) => cityPath(c),
      (c: (typeof cities)[number]) => cityServicePath(c, "dryer-vent-cleaning"),
    ]) {
      const sets: { path: string; set: Set<string> }[] = [];
      for (const city of cities) {
        const path = build(city);
        sets.push({ path, set: shingles(mainText(await (await request.get(path)).text())) });
      }
      for (let i = 0; i < sets.length; i++) {
        for (let j = i + 1; j < sets.length; j++) {
          const a = sets[i] as (typeof sets)[number];
          const b = sets[j] as (typeof sets)[number];
          expect(jaccard(a.set, b.set), `${a.path} ~ ${b.path}`).toBeLessThanOrEqual(0.5);
        }
      }
    }
  });

  test("every redirect is permanent and lands on a live page", async ({ request }) => {
    const cases = [
      ...redirectRules().map((r) => [r.from, r.to]),
      ["/air-duct-cleaning/", "/services/air-duct-cleaning"],
      ["/california/oakland/dryer-vent-cleaning", "/ca/oakland/dryer-vent-cleaning"],
      ["/new-york/new-york-city", "/ny/new-york-city"],
    ];
    for (const [from, to] of cases) {
      const res = await request.get(from as string, { maxRedirects: 0 });
      expect([301, 308], `${from} status`).toContain(res.status());
      const location = new URL(res.headers().location as string, "http://x");
      if (from === "/air-duct-cleaning/") {
        // Next first drops the trailing slash; the table takes it from there.
        expect(findRedirect(location.pathname)).toBe(to);
      } else {
        expect(location.pathname, from).toBe(to);
        expect((await request.get(to as string, { maxRedirects: 0 })).status(), to).toBe(200);
      }
    }
  });

  test("unknown slugs and wrong path shapes answer 404", async ({ request }) => {
    for (const path of [
      "/ca/atlantis",
      "/zz/oakland",
      "/ny/oakland",
      "/ca/oakland/chimney-sweeping",
      "/services/chimney-sweeping",
      "/just-one-segment",
      "/ca/oakland/air-duct-cleaning/extra",
      "/blog/no-such-post",
      "/zz",
      "/xx",
      "/california-x",
    ]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  });

  test("sitemap lists only canonical live URLs in priority order; robots points to it", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const priorities = [...xml.matchAll(/<priority>([\d.]+)<\/priority>/g)].map((m) => Number(m[1]));
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
    expect(locs).toContain("/ca/san-francisco");
    expect(locs).toContain("/customer-login");
    expect(locs.length).toBe(new Set(locs).size);
    for (const path of locs.filter((_, i) => i % 7 === 0)) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/User-Agent: Googlebot[\s\S]*?Crawl-delay: 1/);
    expect(robots).toMatch(/User-Agent: Bingbot[\s\S]*?Crawl-delay: 2/);
    expect(robots).toMatch(/User-Agent: Slurp[\s\S]*?Crawl-delay: 2/);
    for (const path of ["/admin/", "/api/", "/tmp/"]) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });
});

test.describe("state pages", () => {
  for (const state of servedStates().filter((s) => ["ca", "ny"].includes(s.slug))) {
    test(`${statePath(state)} lists its cities by region, says what differs, prices, and passes axe`, async ({
      page,
    }, testInfo) => {
      const response = await page.goto(statePath(state));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(state.name);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(state.name);
      await expect(page.getByRole("heading", { name: `What differs in ${state.name}` })).toBeVisible();
      await expect(page.getByText(state.differences.permits)).toBeVisible();
      await expect(page.locator("#instant-pricing form")).toBeVisible();
      // Grouped by region, one link per city (a list that scans, not a wall of cards).
      const cityList = page.locator("#cities li a");
      await expect(cityList).toHaveCount(citiesInState(state.slug).length);
      for (const city of citiesInState(state.slug).slice(0, 3)) {
        await expect(page.locator(`#cities a[href="${cityPath(city)}"]`)).toBeVisible();
      }
      await expect(page.locator("#cities")).toContainText("Every city has the same price table.");
      await expect(page.getByText(/same price table in every city, from \$149/)).toBeVisible();
      // Nothing wider than the screen at 390 px or 1280 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await testInfo.attach(`${state.slug}-${testInfo.project.name}.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: "image/png",
      });
    });
  }

  test("a city page's breadcrumb goes Home > state page > city", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/ca/oakland/dryer-vent-cleaning");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link")).toHaveText(["Home", "California", "Oakland"]);
    await crumbs.getByRole("link", { name: "California" }).click();
    await expect(page).toHaveURL(/\/ca$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("California");
  });
});

// Desktop project only: the issue was seen at 1280 px; the header is the same element on phones.
test("the sticky header stays opaque over scrolled text", { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/ca/san-francisco");
  await page.mouse.wheel(0, 1500);
  await page.waitForFunction(() => window.scrollY > 1000);
  const header = page.locator("body > header");
  const alpha = await header.evaluate((el) => {
    const bg = getComputedStyle(el).backgroundColor;
    const parts = bg.match(/[\d.]+/g) ?? [];
    return parts.length === 4 ? Number(parts[3]) : 1;
  });
  expect(alpha).toBe(1);
  // What sits under the logo is the header itself, not page text.
  const box = await page
    .getByRole("link", { name: /ClearVent/ })
    .first()
    .boundingBox();
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest("header") !== null,
    [(box?.x ?? 0) + 4, (box?.y ?? 0) + 4],
  );
  expect(onTop).toBe(true);
});

for (const path of ["/ca/san-francisco", "/ca/san-francisco/dryer-vent-cleaning", "/services/air-duct-cleaning"]) {
  test(`${path} renders its sections and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
    await expect(page.locator("#instant-pricing form")).toBeVisible();
  });
}

test("the city hub shows every section of the hub and the legacy city page", async ({ page }) => {
  await page.goto("/ca/san-francisco");
  const main = page.locator("main");
  for (const text of [
    "Next opening: ",
    "Mon–Fri, 8am–6pm",
    "No Permits Needed",
    "Popular locations",
    // The lowest price charged in the area, from the price table (from-price.ts), for what.
    "Dryer Vent Cleaning from $149",
    "Frequently Asked Questions",
    "Latest from our blog",
  ]) {
    await expect(main.getByText(text).first()).toBeVisible();
  }
  await expect(main.getByText(/^\+ \d+ more$/)).toBeVisible();
  await expect(main.locator("#faq details")).toHaveCount(5);
  // After hydration the card of today's season is the only one left.
  await expect(main.locator("[data-seasonal-card][data-current-season]")).toHaveCount(1);
  await expect(main.getByText(/Recommended Now|Good Timing/)).toBeVisible();
  await expect(main.getByRole("radio")).toHaveCount(3);
});

test("the seasonal card and the footer's year follow the visitor's calendar, not the build's", {
  tag: "@desktop",
}, async ({ page, request }) => {
  // The HTML is the same on any day: all four cards, for crawlers and browsers without JavaScript.
  const html = await (await request.get("/ca/oakland/air-duct-cleaning")).text();
  for (const season of ["spring", "summer", "fall", "winter"]) expect(html).toContain(`data-season="${season}"`);

  for (const [date, season, label] of [
    ["2031-04-15T12:00:00-07:00", "spring", "Recommended Now"],
    ["2029-07-04T12:00:00-07:00", "summer", "Good Timing"],
    ["2030-10-01T12:00:00-07:00", "fall", "Recommended Now"],
    ["2032-01-02T12:00:00-08:00", "winter", "Good Timing"],
  ] as const) {
    await page.clock.setFixedTime(new Date(date));
    await page.goto("/ca/oakland/air-duct-cleaning");
    await startFramework(page);
    const card = page.locator("[data-seasonal-card]");
    await expect(card, date).toHaveAttribute("data-current-season", season);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(new RegExp(`^${season} in Oakland$`, "i"));
    await expect(card).toContainText(label);
    await expect(page.getByRole("contentinfo")).toContainText(`© ${date.slice(0, 4)} `);
  }
});

test("NYC shows its permit badge", { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/ny/new-york-city");
  await expect(page.getByText("Permits Required")).toBeVisible();
});
