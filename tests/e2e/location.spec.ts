import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const IP_LOOKUP = /ipapi\.co/;
const IP_FALLBACK = /ipinfo\.io/;
const REVERSE = /nominatim\.openstreetmap\.org\/reverse/;

const address = (page: Page) => page.locator("#instant-pricing").getByLabel("Service address");

async function countPositionRequests(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __positionCalls: number };
    w.__positionCalls = 0;
    const original = navigator.geolocation?.getCurrentPosition.bind(navigator.geolocation);
    if (original) {
      navigator.geolocation.getCurrentPosition = (...args) => {
        w.__positionCalls += 1;
        return original(...args);
      };
    }
  });
}

async function expectNotice(page: Page, title: string, description: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).last();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(description);
}

/**
 * Presses "Use my location" on the home page with the IP prefill off (so only the button fills
 * the address) and waits for the notice it should give.
 */
async function useMyLocation(page: Page, title: string, description: string) {
  await page.route(/ipapi\.co|ipinfo\.io/, (route) => route.abort());
  await page.goto("/");
  await page.getByRole("button", { name: "Use my location" }).click();
  await expectNotice(page, title, description);
}

async function allowLocation(context: BrowserContext, latitude: number, longitude: number) {
  await context.grantPermissions(["geolocation"]);
  await context.setGeolocation({ latitude, longitude });
}

test("prefills the address from the IP lookup on load without asking for location", async ({ page, context }) => {
  await countPositionRequests(context);
  await page.route(IP_LOOKUP, (route) =>
    route.fulfill({
      json: { latitude: 37.8044, longitude: -122.2712, city: "Oakland", region: "California", postal: "94607" },
    }),
  );
  await page.route(IP_FALLBACK, (route) => route.abort());
  const saved = page.waitForRequest((r) => r.url().endsWith("/api/sessions") && r.method() === "POST");
  await page.goto("/");
  await expect(address(page)).toHaveValue("Oakland, CA 94607");
  const body = JSON.parse((await saved).postData() ?? "{}");
  expect(body).toMatchObject({ address: "Oakland, CA 94607", latitude: 37.8044, pageType: "homepage" });
  expect(body.sessionId).toMatch(/^sess_\d+_[a-z0-9]+$/);
  expect(await page.evaluate(() => (window as unknown as { __positionCalls: number }).__positionCalls)).toBe(0);
});

test("falls back to the second IP service, then to nothing", async ({ page }) => {
  await page.route(IP_LOOKUP, (route) => route.fulfill({ json: { error: true, reason: "RateLimited" } }));
  await page.route(IP_FALLBACK, (route) =>
    route.fulfill({ json: { loc: "37.3382,-121.8863", city: "San Jose", region: "California", postal: "95113" } }),
  );
  await page.goto("/");
  await expect(address(page)).toHaveValue("San Jose, CA 95113");
});

// Desktop project only: one width is enough for browser permission flows.
test("the location button fills a looked-up address", { tag: "@desktop" }, async ({ page, context }) => {
  await allowLocation(context, 37.871593, -122.272743);
  await page.route(REVERSE, (route) => {
    const url = new URL(route.request().url());
    expect(url.searchParams.get("format")).toBe("json");
    expect(url.searchParams.get("lat")).toBe("37.871593");
    return route.fulfill({
      json: {
        address: {
          house_number: "2180",
          road: "Milvia Street",
          city: "Berkeley",
          state: "California",
          postcode: "94704",
        },
      },
    });
  });
  await useMyLocation(page, "Location set", "We filled your address using your current location.");
  await expect(address(page)).toHaveValue("2180 Milvia Street, Berkeley, CA 94704");
});

// Desktop project only: one width is enough for browser permission flows.
test("a failed address lookup leaves the coordinates at 5 decimals", { tag: "@desktop" }, async ({ page, context }) => {
  await allowLocation(context, 37.774929, -122.419416);
  await page.route(REVERSE, (route) => route.fulfill({ status: 500, body: "down" }));
  await useMyLocation(page, "Location captured", "Couldn't look up address; please confirm or edit.");
  await expect(address(page)).toHaveValue("37.77493, -122.41942");
});

// Desktop project only: one width is enough for browser permission flows.
test("a denied permission asks the visitor to enter the address", { tag: "@desktop" }, async ({ page, context }) => {
  await context.clearPermissions();
  await useMyLocation(page, "Permission needed", "Enable location access or enter your address manually.");
});

// Desktop project only: one width is enough for browser permission flows.
test("a browser without geolocation says so", { tag: "@desktop" }, async ({ page, context }) => {
  await context.addInitScript(() => {
    // biome-ignore lint/suspicious/noExplicitAny: simulating an old browser
    delete (Navigator.prototype as any).geolocation;
  });
  await useMyLocation(page, "Location not available", "Please enter your address manually.");
});
