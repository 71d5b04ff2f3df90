import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { attachment, decodeQuotedPrintable, findMail, uniqueEmail } from "./support";

// A customer cancels with care (a confirmation step and a reason); the owner reads the reason in
// the notice and the console, where each booking lists its emails and their state.

const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/customer-login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  // Customers land on their dashboard, the owner on the console.
  await expect(page).toHaveURL(/\/customer-dashboard$|\/admin$/);
}

const BERKELEY = { street: "2180 Milvia St", unit: "", city: "Berkeley", state: "CA", zip: "94704" };

// Desktop project only: one run is enough; the dialog's layout is checked by axe on both sizes elsewhere.
test("cancelling asks first, takes a reason, and the owner sees it with the booking's emails", {
  tag: "@desktop",
}, async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  const email = uniqueEmail("cancel-care");
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "Customer-Pass-1", name: "Cass Cancel" },
    headers: originOf(page),
  });
  expect(signUp.status()).toBe(200);
  const availability = await page.request.post("/api/bookings/availability", {
    headers: originOf(page),
    data: { serviceType: "dryer_vent", squareFeet: 0, address: BERKELEY },
  });
  const { days } = (await availability.json()) as { days: { date: string; starts: string[] }[] };
  // Two days out or more: the 24-hour rule leaves the usual Reschedule/Cancel buttons.
  const day = days.filter((d) => d.starts.includes("15:00"))[2];
  if (!day) throw new Error("no open day");
  const booked = await page.request.post("/api/bookings", {
    headers: originOf(page),
    data: {
      serviceType: "dryer_vent",
      address: BERKELEY,
      phone: "(510) 555-0188",
      bedrooms: 0,
      bathrooms: 0,
      squareFeet: 0,
      appointmentDate: day.date,
      appointmentTime: "15:00",
      isRecurring: false,
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(booked.status()).toBe(201);
  const bookingId = ((await booked.json()) as { booking: { id: string } }).booking.id;

  await page.goto("/customer-dashboard");
  const card = page.getByTestId("booking").first();
  await card.getByRole("button", { name: "Cancel booking" }).click();
  const confirm = card.getByTestId("cancel-confirm");
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  // Keeping it changes nothing.
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(card.getByTestId("cancel-confirm")).toHaveCount(0);
  await card.getByRole("button", { name: "Cancel booking" }).click();
  await card.getByLabel("Reason (optional)").fill("Our landlord is doing it instead");
  await card.getByRole("button", { name: "Yes, cancel the visit" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Booking cancelled" })).toBeVisible();

  const notice = decodeQuotedPrintable(
    await findMail((t) => t.includes("Cancelled by the customer") && decodeQuotedPrintable(t).includes(bookingId)),
  );
  expect(notice).toContain("Our landlord is doing it instead");
  const cancelled = await findMail((t) => t.includes(`To: ${email}`) && t.includes("Booking cancelled"));
  expect(attachment(cancelled, "text/calendar")).toContain("METHOD:CANCEL");

  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signIn(admin, "admin@clearvent.example", "AdminPass123!");
  await admin.goto(
    `/admin/bookings?area=bay-area&day=${day.date}&from=${day.date}&to=${day.date}#booking-${bookingId}`,
  );
  const row = admin.locator(`#booking-${bookingId}`);
  await expect(row.getByTestId("cancel-reason")).toContainText("Our landlord is doing it instead");
  await row.getByTestId("booking-messages").locator("summary").click();
  const messages = row.getByTestId("booking-message");
  await expect(messages.filter({ hasText: "Visit requested (to the customer)" })).toHaveCount(1);
  await expect(messages.filter({ hasText: "Cancelled by the customer (to the owner)" })).toHaveCount(1);
  // The worker delivers within seconds: every message of this booking ends up sent.
  await expect(async () => {
    await admin.reload();
    await admin.locator(`#booking-${bookingId}`).getByTestId("booking-messages").locator("summary").click();
    const states = await admin
      .locator(`#booking-${bookingId}`)
      .getByTestId("booking-message")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-state")));
    expect(states.length).toBeGreaterThanOrEqual(4);
    expect(new Set(states)).toEqual(new Set(["sent"]));
  }).toPass({ timeout: 20_000 });
  await expectAccessible(admin);
});
