import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { findMail, uniqueEmail } from "./support";

// Outside lookups never leave the machine: unanswered by default, faked per test.
test.beforeEach(async ({ page }) => {
  await page.route(/ipapi\.co|ipinfo\.io|nominatim\.openstreetmap\.org/, (route) => route.abort());
});

const calculator = (page: Page) => page.locator("#instant-pricing");
const range = (page: Page) => page.getByTestId("price-range");

async function fill(page: Page, values: { name?: string; phone?: string; email?: string; address?: string }) {
  const c = calculator(page);
  if (values.name !== undefined) await c.getByLabel("Full name").fill(values.name);
  if (values.phone !== undefined) await c.getByLabel("Phone").fill(values.phone);
  if (values.email !== undefined) await c.getByLabel("Email").fill(values.email);
  if (values.address !== undefined) await c.getByLabel("Service address").fill(values.address);
}

const submit = (page: Page) => calculator(page).getByRole("button", { name: "Reveal my exact price" }).click();

async function expectNotice(page: Page, title: string, description: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: title }).last();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(description);
}

// Writes are accepted only from the site itself (src/server/http/same-origin.ts).
const ORIGIN = () => new URL(test.info().project.use.baseURL ?? "").origin;

test("the range follows the service type and the steppers", async ({ page }) => {
  await page.goto("/");
  const c = calculator(page);
  // Standard, 3 bed, 2 bath, 1500 sq ft: exact 379 -> $322 – $436.
  await expect(range(page)).toContainText("$322 – $436");
  await c.getByRole("button", { name: "Increase bedrooms" }).click();
  await expect(range(page)).toContainText("$347 – $471"); // 409
  await c.getByRole("button", { name: "Increase square feet" }).click();
  await expect(c.getByLabel("Square feet", { exact: true })).toHaveValue("1600");
  await expect(range(page)).toContainText("$356 – $482"); // 419
  await c.getByLabel("Bathrooms", { exact: true }).fill("25");
  await expect(c.getByLabel("Bathrooms", { exact: true })).toHaveValue("10");
  await c.getByLabel("Dryer Vent Cleaning").check();
  await expect(range(page)).toContainText("$126 – $172"); // flat 149
  for (const name of ["Bedrooms", "Bathrooms", "Square feet"])
    await expect(c.getByLabel(name, { exact: true })).toBeDisabled();
  await c.getByLabel("Duct + Dryer Combo").check();
  await expect(c.getByLabel("Bedrooms", { exact: true })).toBeEnabled();
});

test("invalid forms give the notices of docs/product.md#input-rules in order; the form keeps what was typed", async ({
  page,
}) => {
  await page.goto("/");
  // Each step types one more field (nothing at first) and sends: the next rule speaks.
  for (const [typed, title, description] of [
    [{}, "Full name required", "Please enter your full name to get instant pricing."],
    [{ name: "Ana Li" }, "Phone number required", "Please enter your phone number to get instant pricing."],
    [{ phone: "415-555" }, "Email required", "Please enter your email address to get instant pricing."],
    [{ email: "ana@example" }, "Invalid email", "Please enter a valid email address."],
    [{ email: "ana@example.com" }, "Invalid phone number", "Please enter a valid phone number."],
  ] as const) {
    await fill(page, typed);
    await submit(page);
    await expectNotice(page, title, description);
  }
  await expect(calculator(page).getByLabel("Full name")).toHaveValue("Ana Li");
  await expect(calculator(page).getByLabel("Phone")).toBeFocused();
  await expect(page.getByTestId("exact-price")).toHaveCount(0);
});

test("a valid lead reveals the server's exact price even when the request is tampered with", async ({ page }) => {
  const email = uniqueEmail("lead");
  await page.route("**/api/leads", async (route) => {
    const body = JSON.parse(route.request().postData() ?? "{}");
    await route.continue({ postData: JSON.stringify({ ...body, pricingExact: 1, pricingMin: 1, pricingMax: 1 }) });
  });
  await page.goto("/");
  await fill(page, {
    name: "  Ana Li ",
    // Its own number: requests by one phone within 24 hours fold into one lead (docs/decisions/0012).
    phone: `(415) 555-${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`,
    email,
    address: "2180 Milvia St, Berkeley, CA 94704",
  });
  await submit(page);
  // The specification's texts notice, word for word.
  await expectNotice(page, "Success!", "Your instant pricing is now revealed!");
  await expect(page.getByTestId("exact-price")).toHaveText("$379");
  await expect(page.getByRole("link", { name: "Book Now" })).toHaveAttribute(
    "href",
    /\/book-service\?service=air_duct/,
  );
  await expect(page.getByRole("button", { name: "Reveal my exact price" })).toHaveCount(0);
  // The owner's notification is written from the stored row.
  const owner = await findMail((t) => t.includes(email) && t.includes("New lead"));
  expect(owner).toContain("Quoted:  $379 exact, shown as $322-$436");
  expect(owner).toContain("Name:    Ana Li\n");

  await page.getByRole("button", { name: "Send Estimate" }).click();
  await expectNotice(page, "Estimate sent", `We emailed your estimate to ${email}.`);
  const estimate = await findMail((t) => t.includes(`To: ${email}`) && t.includes("estimate"));
  // The text part sets the estimate's facts out in aligned columns.
  expect(estimate).toMatch(/Air Duct Cleaning:\s+\$379\b/);
});

test("a failed save keeps the form and does not reveal the price", async ({ page }) => {
  await page.route("**/api/leads", (route) => route.fulfill({ status: 503, json: { ok: false, error: "down" } }));
  await page.goto("/");
  await fill(page, { name: "Ana Li", phone: "4155550199", email: "ana@example.com" });
  await submit(page);
  await expectNotice(page, "Error saving data", "We couldn't save your information. Please try again.");
  await expect(calculator(page).getByLabel("Email")).toHaveValue("ana@example.com");
  await expect(page.getByTestId("exact-price")).toHaveCount(0);
});

test("the lead endpoint answers bad input with 4xx and a message, never 5xx", async ({ request }) => {
  const valid = {
    fullName: "Ana",
    phone: "4155550199",
    email: "a@b.co",
    serviceType: "air_duct",
    bedrooms: 1,
    bathrooms: 1,
    squareFeet: 900,
  };
  const cases: unknown[] = [
    {},
    { ...valid, fullName: undefined },
    { ...valid, fullName: "x".repeat(10_000) },
    { ...valid, bedrooms: "3" },
    { ...valid, bedrooms: -1 },
    { ...valid, squareFeet: 1e12 },
    { ...valid, serviceType: ["air_duct"] },
    { ...valid, email: { $ne: "" } },
    [],
    "just a string",
    null,
  ];
  for (const data of cases) {
    const res = await request.post("/api/leads", {
      data: JSON.stringify(data),
      headers: { "content-type": "application/json", origin: ORIGIN() },
    });
    expect(res.status(), JSON.stringify(data)?.slice(0, 80)).toBeGreaterThanOrEqual(400);
    expect(res.status()).toBeLessThan(500);
    expect((await res.json()).error).toBeTruthy();
  }
  const notJson = await request.post("/api/leads", {
    data: "{oops",
    headers: { "content-type": "application/json", origin: ORIGIN() },
  });
  expect(notJson.status()).toBe(400);
  const huge = await request.post("/api/leads", {
    data: JSON.stringify({ ...valid, notes: "x".repeat(100_000) }),
    headers: { "content-type": "application/json", origin: ORIGIN() },
  });
  expect(huge.status()).toBe(413);
});

test("the honeypot answers like a success but stores and sends nothing", async ({ request }) => {
  const email = uniqueEmail("bot");
  const res = await request.post("/api/leads", {
    headers: { origin: ORIGIN() },
    data: {
      fullName: "Bot",
      phone: "4155550100",
      email,
      serviceType: "air_duct",
      bedrooms: 1,
      bathrooms: 1,
      squareFeet: 900,
      website: "http://spam.example",
    },
  });
  expect(res.status()).toBe(200);
  expect((await res.json()).leadId).toBeNull();
  await expect(findMail((t) => t.includes(email), 2000)).rejects.toThrow();
});

test("a lost connection on the lead save says so and gives the button back; the next try reveals", async ({ page }) => {
  await page.goto("/");
  let cut = true;
  await page.route("**/api/leads", (route) => (cut ? route.abort("internetdisconnected") : route.fallback()));
  await fill(page, { name: "Nell Network", phone: "(510) 555-0190", email: uniqueEmail("offline") });
  await submit(page);
  await expectNotice(page, "Error saving data", "We couldn't save your information. Please try again.");
  const button = calculator(page).getByRole("button", { name: "Reveal my exact price" });
  await expect(button).toBeEnabled();
  await expect(calculator(page).getByLabel("Full name")).toHaveValue("Nell Network");
  cut = false;
  await button.click();
  await expect(page.getByTestId("price-announcement")).toContainText("Your exact price is");
});
