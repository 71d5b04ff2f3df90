import type { Page } from "@playwright/test";
import { ADMIN, expect, expectAccessible, signUpCustomer, test } from "./fixtures";
import { dryerVentVisit, findMail, staffArea } from "./support";

// The owner's day, at both widths: the owner signs in to /admin, confirms a booking from its first
// screen, sees two overlapping bookings of one house flagged (there and on the bookings page) and
// resolves them; cancelling asks why and asks again. Each width works in an area of its own.

type Address = { street: string; unit: string; city: string; state: string; zip: string };

async function openDays(page: Page, address: Address, time: string): Promise<string[]> {
  const res = await page.request.post("/api/bookings/availability", {
    data: { serviceType: "dryer_vent", squareFeet: 0, address },
  });
  expect(res.status()).toBe(200);
  const { days } = (await res.json()) as { days: { date: string; starts: string[] }[] };
  return days.filter((d) => d.starts.includes(time)).map((d) => d.date);
}

async function book(page: Page, address: Address, date: string, time: string, phone: string) {
  const res = await page.request.post("/api/bookings", { data: dryerVentVisit(address, date, time, { phone }) });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { booking: { id: string; priceExact: string } }).booking;
}

test("the owner lands on /admin, confirms a booking there and resolves a flagged duplicate", async ({
  page,
  browser,
  baseURL,
  admin: { page: owner },
  customer: { page: customer },
  isMobile,
}) => {
  test.setTimeout(120_000);
  const tag = Math.floor(Math.random() * 9000 + 1000);
  const city = isMobile ? { city: "Atlanta", state: "GA", zip: "30303" } : { city: "Miami", state: "FL", zip: "33125" };
  // Only staffed crews sell time: the demo data staffs the Bay Area only.
  await staffArea(owner, isMobile ? "atlanta" : "miami");
  // Phones of this width's own: the other width books at the same times (and would be flagged).
  const areaCode = isMobile ? "404" : "305";
  const house: Address = { street: `${tag} Duplicate Ave`, unit: "", ...city };
  const other: Address = { street: `${tag} Confirm Ln`, unit: "", ...city };
  const days = await openDays(customer, house, "10:00");
  const [dupDay, confirmDay] = [days.at(-2) ?? "", days.at(-1) ?? ""];

  // One house booked twice at 10:00 from two accounts with different phones.
  const first = await book(customer, house, dupDay, "10:00", `(${areaCode}) 555-0101`);
  const origin = new URL(baseURL ?? "").origin;
  const second = await browser.newContext({ baseURL, extraHTTPHeaders: { origin } });
  await signUpCustomer(second.request, "Dana Double");
  const twin = await book(
    await second.newPage(),
    { ...house, street: house.street.toLowerCase() },
    dupDay,
    "10:00",
    `(${areaCode}) 555-0102`,
  );
  await second.close();
  const toConfirm = await book(customer, other, confirmDay, "14:00", `(${areaCode}) 555-0103`);

  // Signing in with no page asked for lands on the console.
  await page.goto("/customer-login");
  await page.getByLabel("Email", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Today", level: 1 })).toBeVisible();

  // Confirm in one tap from the first screen.
  const waiting = page.getByTestId("waiting-booking").filter({ hasText: other.street });
  await expect(waiting).toHaveCount(1);
  await expect(waiting.getByTestId("status-badge")).toHaveText("Pending");
  await expect(waiting.getByTestId("call")).toHaveAttribute("href", `tel:+1${areaCode}5550103`);
  await waiting.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(waiting).toHaveCount(0);
  const confirmed = await page.request.get(`/admin/bookings?area=${isMobile ? "atlanta" : "miami"}&day=${confirmDay}`);
  expect(await confirmed.text()).toContain("Confirmed");

  // The duplicate is flagged on the first screen and on the bookings page.
  const pair = page.getByTestId("duplicate").filter({ hasText: house.street });
  await expect(pair).toHaveCount(1);
  await expect(pair).toContainText("same address, overlapping in time · two accounts");
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  await expectAccessible(page);
  await page.goto(`/admin/bookings#booking-${twin.id}`);
  await expect(page.locator(`#booking-${twin.id}`).getByTestId("duplicate-flag")).toBeVisible();
  await expect(page.locator(`#booking-${first.id}`).getByTestId("duplicate-flag")).toBeVisible();

  await page.goto("/admin");
  if (isMobile) {
    // Keep the first, cancel the second: the form asks why, and nothing goes until it is given.
    const card = pair.getByTestId("duplicate-booking").filter({ hasText: "Dana Double" });
    await card.getByText("Cancel booking…").click();
    const yes = card.getByRole("button", { name: "Yes, cancel this booking" });
    await expect(yes).toBeDisabled();
    await card.getByLabel(/Why is it cancelled/).fill("Booked twice by the household");
    await yes.click();
    await expect(pair).toHaveCount(0);
    await page.goto(`/admin/bookings#booking-${twin.id}`);
    const row = page.locator(`#booking-${twin.id}`);
    await expect(row.getByTestId("status-badge")).toHaveText("Cancelled");
    await expect(row.getByTestId("owner-cancel-reason")).toHaveText(
      "Your reason for cancelling: Booked twice by the household",
    );
    await expect(page.locator(`#booking-${first.id}`).getByTestId("duplicate-flag")).toHaveCount(0);
    await findMail((t) => t.includes("Booking cancelled") && t.includes(house.street.toLowerCase()));
  } else {
    await pair.getByRole("button", { name: "Not a duplicate" }).click();
    await expect(pair).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("duplicate").filter({ hasText: house.street })).toHaveCount(0);
  }
  await expectAccessible(page);

  // The run sheet says what to collect: the booking's price, nothing paid yet.
  await page.goto(`/admin/bookings/run-sheet?area=${isMobile ? "atlanta" : "miami"}&day=${confirmDay}`);
  const job = page.getByTestId("day-job").filter({ hasText: other.street });
  const cents = Math.round(Number(toConfirm.priceExact) * 100);
  const dollars = `$${Math.trunc(cents / 100).toLocaleString("en-US")}.${String(cents % 100).padStart(2, "0")}`;
  await expect(job.getByTestId("to-collect")).toContainText(dollars);
  await expectAccessible(page);
});

// Desktop project only: an API check, once.
test("a cancel without a reason is refused", { tag: "@desktop" }, async ({
  admin: { page },
  customer: { page: customer },
}) => {
  const address: Address = { street: "77 Reason Rd", unit: "", city: "Miami", state: "FL", zip: "33127" };
  await staffArea(page, "miami");
  const [day] = await openDays(customer, address, "09:00");
  const booking = await book(customer, address, day ?? "", "09:00", "(305) 555-0199");
  const refused = await page.request.post(`/api/admin/bookings/${booking.id}/status`, {
    data: { status: "cancelled" },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Please say why the booking is cancelled.");
  const done = await page.request.post(`/api/admin/bookings/${booking.id}/status`, {
    data: { status: "cancelled", reason: "Customer called to cancel" },
  });
  expect(done.status()).toBe(200);
});

test("the customer dashboard points the owner to the console", { tag: "@desktop" }, async ({ admin: { page } }) => {
  await page.goto("/customer-dashboard");
  await page.getByTestId("owner-console-link").getByRole("link", { name: "Open the owner console" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
