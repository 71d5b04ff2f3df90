import { expect, startFramework, test } from "./fixtures";
import { experimentCookies } from "./support";

test.use({ abCombo: null });

const marks = (html: string): Record<string, string> =>
  Object.fromEntries([...html.matchAll(/data-experiment="([a-z_]+):([a-z_]+)"/g)].map((m) => [m[1] ?? "", m[2] ?? ""]));

// Desktop project only: HTTP-level checks run once.
test.describe("assignment", { tag: "@desktop" }, () => {
  test("fresh visitors split by weight; one visitor keeps its variants", async ({ baseURL }) => {
    test.setTimeout(120_000);
    const n = 400;
    const counts: Record<string, Record<string, number>> = {};
    for (let i = 0; i < n; i++) {
      const html = await (await fetch(`${baseURL}/`)).text();
      for (const [t, v] of Object.entries(marks(html))) {
        counts[t] ??= {};
        (counts[t] as Record<string, number>)[v] = ((counts[t] as Record<string, number>)[v] ?? 0) + 1;
      }
    }
    const expected: Record<string, Record<string, number>> = {
      hero_cta_test: { control: 50, discount_urgency: 50 },
      pricing_display_test: { range: 33, fixed_starting: 33, discount_emphasis: 34 },
      service_layout_test: { standard: 50, cta_optimized: 50 },
    };
    for (const [t, variants] of Object.entries(expected)) {
      for (const [v, pct] of Object.entries(variants)) {
        const share = ((counts[t]?.[v] ?? 0) / n) * 100;
        expect(Math.abs(share - pct), `${t}/${v}: ${share.toFixed(1)}%`).toBeLessThan(10);
      }
    }

    const first = await fetch(`${baseURL}/`);
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toMatch(/cv_vid=.*cv_ab=/);
    // Varies by cookie, so no shared cache may store it.
    expect(first.headers.get("cache-control")).toMatch(/private/);
    expect(first.headers.get("cache-control")).not.toMatch(/s-maxage/);
    const assigned = marks(await first.text());
    for (let i = 0; i < 5; i++) {
      expect(marks(await (await fetch(`${baseURL}/`, { headers: { cookie } })).text())).toEqual(assigned);
    }
  });

  test("an assignment cookie the server did not sign is replaced by the visitor's own assignment", async ({
    baseURL,
  }) => {
    const first = await fetch(`${baseURL}/`);
    const cookies = first.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
    const vid = cookies.find((c) => c.startsWith("cv_vid=")) ?? "";
    expect(vid).toMatch(/^cv_vid=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    const assigned = marks(await first.text());
    const chosen = assigned.hero_cta_test === "control" ? "discount_urgency" : "control";
    // The visitor picks its own variant with an unsigned cookie, as the forged report did.
    const forged = await fetch(`${baseURL}/`, { headers: { cookie: `${vid}; cv_ab=${chosen}.range.standard` } });
    expect(marks(await forged.text())).toEqual(assigned);
    // An invented visitor id is replaced by one the server signs.
    const invented = await fetch(`${baseURL}/`, { headers: { cookie: "cv_vid=00000000-0000-4000-8000-000000000000" } });
    expect(invented.headers.getSetCookie().join(";")).not.toContain("00000000-0000-4000-8000-000000000000");
  });

  test("variant pages are not reachable directly", async ({ request }) => {
    expect((await request.get("/home-variant/control.range.standard")).status()).toBe(404);
  });
});

test("each variant changes the page", async ({ page, context, baseURL, isMobile }) => {
  const setCombo = (value: string) => context.addCookies(experimentCookies(value, baseURL as string));

  await setCombo("discount_urgency.discount_emphasis.cta_optimized");
  await page.goto("/");
  if (isMobile) await page.getByRole("button", { name: "Explore full site" }).click();
  await expect(page.locator("#home a", { hasText: "Book Today & Save 20%" })).toBeVisible();
  await expect(page.getByTestId("price-range")).toContainText("Save $50+ Today");
  await expect(page.getByTestId("sticky-booking-bar")).toBeVisible();
  const testimonialsFirst = await page.evaluate(() => {
    const t = document.getElementById("testimonials");
    const p = document.getElementById("popular-services");
    return !!t && !!p && (t.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  expect(testimonialsFirst).toBe(true);

  await context.clearCookies();
  await setCombo("control.fixed_starting.standard");
  await page.goto("/");
  // The full view chosen above holds for the browser session.
  await expect(page.locator("#home a", { hasText: "Get Free Estimate" })).toBeVisible();
  // The fixed starting price is a price someone is charged: the table's lowest for the service.
  await expect(page.getByTestId("price-range")).toContainText("Starting at $249");
  await expect(page.getByTestId("sticky-booking-bar")).toHaveCount(0);
});

test.describe("consent", () => {
  test.use({ analyticsChoice: "unset" });

  // Desktop project only: one width covers consent.
  test("third-party analytics loads only after consent, and nothing third-party under Global Privacy Control", {
    tag: "@desktop",
  }, async ({ page, context }) => {
    const analytics: string[] = [];
    await context.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
      analytics.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "application/javascript", body: "" });
    });
    await context.route(/ipapi\.co|ipinfo\.io|nominatim/, (route) => route.abort());
    await page.goto("/");
    await startFramework(page);
    const banner = page.getByRole("region", { name: "Analytics consent" });
    await expect(banner).toBeVisible();
    // Every script the page asks for has loaded and run: anything that would load analytics
    // without consent has had its turn.
    await page.waitForLoadState("networkidle");
    expect(analytics).toEqual([]);
    await banner.getByRole("button", { name: "Allow analytics" }).click();
    await expect.poll(() => analytics.some((u) => u.includes("googletagmanager.com/gtag/js?id=G-TEST1234"))).toBe(true);

    const gpcPage = await context.newPage();
    const thirdParty: string[] = [];
    gpcPage.on("request", (r) => {
      if (!["localhost", "127.0.0.1"].includes(new URL(r.url()).hostname)) thirdParty.push(r.url());
    });
    await gpcPage.addInitScript(() => {
      localStorage.clear();
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
    });
    await gpcPage.goto("/");
    await gpcPage.waitForLoadState("networkidle");
    await expect(gpcPage.getByRole("region", { name: "Analytics consent" })).toHaveCount(0);
    expect(thirdParty).toEqual([]);
    await gpcPage.close();
  });
});
