import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { attachment, findMail, uniqueEmail } from "./support";

test.beforeEach(async ({ page }) => {
  await page.route(/ipapi\.co|ipinfo\.io|nominatim\.openstreetmap\.org/, (route) => route.abort());
});

async function dismissToasts(page: Page) {
  const toasts = page.locator("[data-sonner-toast]");
  for (let i = 0; i < 10 && (await toasts.count()) > 0; i++) {
    await toasts
      .first()
      .hover({ timeout: 1000 })
      .catch(() => {});
    await toasts
      .first()
      .locator("[data-close-button]")
      .click({ timeout: 2000 })
      .catch(() => {});
    await page.waitForTimeout(300);
  }
  await expect(toasts).toHaveCount(0, { timeout: 10_000 });
}

async function revealPrice(page: Page, email: string) {
  await page.goto("/");
  const c = page.locator("#instant-pricing");
  await c.getByLabel("Full name").fill("Casey Customer");
  await c.getByLabel("Phone").fill("(510) 555-0142");
  await c.getByLabel("Email").fill(email);
  await c.getByLabel("Service address").fill("2180 Milvia St, Berkeley, CA 94704");
  await c.getByRole("button", { name: "Reveal my exact price" }).click();
  await expect(page.getByTestId("exact-price")).toHaveText("$379");
}

test("calculator -> Book Now -> sign up -> book -> dashboard shows it pending, with an .ics email", async ({
  page,
}) => {
  const email = uniqueEmail("booker");
  await revealPrice(page, email);
  await page.getByRole("link", { name: "Book Now" }).click();

  await expect(page).toHaveURL(/\/customer-login\?next=%2Fbook-service/);
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Full name").fill("Casey Customer");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Casey-Pass-2026");
  await page.getByLabel("Confirm password").fill("Casey-Pass-2027");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "do not match" })).toContainText(
    "The two passwords do not match. Please type the same password twice.",
  );
  await page.getByLabel("Confirm password").fill("Casey-Pass-2026");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/book-service\?service=standard/);
  // On a phone the earlier toasts sit over the lower half of the form: close them as a person would.
  await dismissToasts(page);
  await expect(page.getByTestId("booking-price")).toHaveText("$379");
  await expect(page.getByLabel("Service address")).toHaveValue("2180 Milvia St, Berkeley, CA 94704");
  const confirm = page.getByRole("button", { name: "Confirm booking" });
  // The account's limits are stated beside the button (src/domain/booking/booking-limits.ts).
  await expect(page.getByTestId("booking-limits")).toContainText(
    "One visit per day and up to 4 upcoming visits per account; until you verify your email address, one upcoming visit.",
  );
  await expect(confirm).toBeDisabled();
  const dateSelect = page.getByLabel(/^Date/);
  const firstDate = await dateSelect.locator("option").nth(1).getAttribute("value");
  await dateSelect.selectOption(firstDate as string);
  await page.getByLabel("9:00 AM").check();
  await page.getByLabel("Make this a recurring service").check();
  await expect(page.getByText("We suggest every 36 months (every 3-5 years)")).toBeVisible();
  await page.getByLabel("Special instructions").fill("Gate code 1234");
  await confirm.click();

  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Booking confirmed!" })).toBeVisible();
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  const booking = page.getByTestId("booking").first();
  await expect(booking.getByTestId("status-badge")).toHaveText("Pending");
  await expect(booking).toContainText("$379.00");
  await expect(booking).toContainText("Repeats every 12 months");

  const mail = await findMail((t) => t.includes(`To: ${email}`) && t.includes("Booking received"));
  const ics = attachment(mail, "text/calendar");
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toMatch(/DTSTART:\d{8}T1[67]0000Z/); // 09:00 Pacific in UTC
  expect(ics).toContain("LOCATION:2180 Milvia St\\, Berkeley\\, CA 94704");
  expect(ics).toContain("END:VEVENT");
  await findMail((t) => t.includes(`To: ${email}`) && t.includes("Verify your email"));
});

test("booking pages are behind the gate, and /book-service without data goes home", async ({ page }) => {
  await page.goto("/customer-dashboard");
  await expect(page).toHaveURL(/\/customer-login\?next=%2Fcustomer-dashboard/);
  await page.goto("/book-service");
  await expect(page).toHaveURL(/\/$/);
});

test("the demo customer signs in, sees the dashboard, edits the profile and signs out", async ({ page }) => {
  await page.goto("/customer-login");
  await page.getByLabel("Email", { exact: true }).fill("demo@clearvent.example");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Login failed" })).toContainText("don't match");
  await page.getByLabel("Password").fill("DemoPass123!");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Welcome back!" })).toBeVisible();
  await expect(page).toHaveURL(/\/customer-dashboard$/);
  await page.getByRole("tab", { name: "Profile" }).click();
  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("Phone").fill("(415) 555-0111");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Profile updated" })).toBeVisible();
  await expect(page.getByText("(415) 555-0111")).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Signed out" })).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/customer-dashboard");
  await expect(page).toHaveURL(/\/customer-login/);
});
