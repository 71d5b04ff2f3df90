import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { experimentCookies, uniqueEmail } from "./support";

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/customer-login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/customer-dashboard$/);
}

async function signUp(page: Page, email: string) {
  const res = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "Customer-Pass-1", name: "Cam Customer" },
    headers: { origin: new URL(page.url() === "about:blank" ? "http://localhost:3100" : page.url()).origin },
  });
  expect(res.status()).toBe(200);
}

async function nextWeekday(page: Page): Promise<string> {
  const html = await (
    await page.request.get("/book-service?service=deep&address=x&bedrooms=0&bathrooms=0&sqft=0&price=149")
  ).text();
  const match = html.match(/<option value="(\d{4}-\d{2}-\d{2})"/);
  if (!match?.[1]) throw new Error("no bookable date");
  return match[1];
}

test.describe("console flows", () => {
  test.skip(({ isMobile }) => isMobile, "the console flows run once");

  test("admin finds a visitor's lead, confirms a booking, and the customer sees it confirmed", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const visitor = await browser.newPage({ baseURL });
    await visitor.context().addCookies(experimentCookies("control.range.standard", baseURL as string));
    await visitor.route(/ipapi\.co|ipinfo\.io|nominatim/, (r) => r.abort());
    const exposure = visitor.waitForRequest(
      (r) => r.url().endsWith("/api/events") && (r.postData() ?? "").includes("experiment_exposure"),
    );
    await visitor.goto("/");
    await exposure;
    const email = uniqueEmail("lead-admin");
    const c = visitor.locator("#instant-pricing");
    await c.getByLabel("Full name").fill("Lena Lead");
    await c.getByLabel("Phone").fill("4155550177");
    await c.getByLabel("Email").fill(email);
    await c.getByText(/Yes, ClearVent may call or text me/).click();
    await c.getByRole("button", { name: "Reveal my exact price" }).click();
    await expect(visitor.getByTestId("exact-price")).toBeVisible();

    // The customer books through the API with their own session.
    const customerEmail = uniqueEmail("cust");
    const customer = await browser.newPage({ baseURL });
    await customer.goto("/");
    await signUp(customer, customerEmail);
    const dates = await (await customer.request.get("/customer-dashboard")).text();
    expect(dates).toContain("Hello");
    const book = await customer.request.post("/api/bookings", {
      data: {
        serviceType: "deep",
        address: "1 Main St, Oakland, CA 94607",
        city: "Oakland",
        state: "CA",
        zipCode: "94607",
        bedrooms: 0,
        bathrooms: 0,
        squareFeet: 0,
        appointmentDate: await nextWeekday(customer),
        appointmentTime: "15:00",
        isRecurring: false,
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(book.status()).toBe(201);

    const admin = await browser.newPage({ baseURL });
    await signIn(admin, "admin@clearvent.example", "AdminPass123!");
    await admin.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    const row = admin.getByTestId("lead-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Lena Lead");
    await expect(row).toContainText("$379");
    await expect(row).toContainText("Yes (2026-11-marketing-v1)");
    const csv = await admin.request.get(`/admin/export/leads?q=${encodeURIComponent(email)}`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain(`Lena Lead,${email}`);

    await admin.goto("/admin/bookings");
    const booking = admin.getByTestId("admin-booking").filter({ hasText: customerEmail });
    await booking.getByRole("button", { name: "Mark confirmed" }).click();
    await expect(booking).toContainText("Confirmed");

    await customer.goto("/customer-dashboard");
    await expect(customer.getByTestId("status-badge").first()).toHaveAttribute("data-status", "confirmed");
    await expect(customer.getByTestId("status-badge").first()).toHaveClass(/bg-green-100/);

    await admin.goto("/admin/experiments");
    const control = admin.getByTestId("experiment-hero_cta_test").getByTestId("variant-control");
    await expect.poll(async () => Number(await control.getByTestId("exposed").textContent())).toBeGreaterThan(0);
    await expect(control.getByTestId("goal-generate_lead")).not.toHaveText(/^0 /);
    await admin.goto("/admin");
    await expect(admin.getByTestId("funnel-1")).not.toHaveText("0");
    // The emails of this flow (owner's lead notice, booking emails, confirmation) went out.
    await admin.goto("/admin/outbox");
    await expect.poll(async () => Number(await admin.getByTestId("outbox-sent").textContent())).toBeGreaterThan(3);
    await expect(admin.getByTestId("outbox-failed")).toHaveText("0");
    await Promise.all([visitor.close(), customer.close(), admin.close()]);
  });

  test("customers and visitors never reach the console", async ({ page, baseURL }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/customer-login\?next=%2Fadmin/);
    const email = uniqueEmail("nosy");
    await page.goto("/");
    await signUp(page, email);
    for (const path of [
      "/admin",
      "/admin/leads",
      "/admin/bookings",
      "/admin/subscribers",
      "/admin/experiments",
      "/admin/outbox",
    ]) {
      expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    expect((await page.request.get("/admin/export/leads")).status()).toBe(404);
    const action = await page.request.post(`${baseURL}/api/admin/bookings/${crypto.randomUUID()}/status`, {
      data: { status: "confirmed" },
    });
    expect(action.status()).toBe(404);
  });
});

test("every console page is readable and accessible at phone width", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the phone check");
  test.setTimeout(60_000); // six pages, each with an axe run
  await signIn(page, "admin@clearvent.example", "AdminPass123!");
  for (const path of [
    "/admin",
    "/admin/leads",
    "/admin/bookings",
    "/admin/subscribers",
    "/admin/experiments",
    "/admin/outbox",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  }
});
