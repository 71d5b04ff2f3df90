// How far ahead the booking form offers days is the server's figure: a recurring series' next
// visit may be booked 60 days ahead, and still may after the customer edits the address and asks
// for the open times again (the form once said, and fetched, the public 30 days then).
import { expect, test } from "./fixtures";
import { dryerVentVisit } from "./support";

const ADDRESS = { street: "1 Main St", unit: "", city: "Oakland", state: "CA", zip: "94607" };
const daysFromToday = (date: string) => {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date());
  return Math.round((Date.parse(`${date}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000);
};

test("a series' next visit keeps its 60-day window after the address is edited", async ({ customer, admin }) => {
  const { page } = customer;
  const open = await page.request.post("/api/bookings/availability", {
    data: { serviceType: "dryer_vent", squareFeet: 0, address: ADDRESS },
  });
  const { days } = (await open.json()) as { days: { date: string; starts: string[] }[] };
  const day = days.find((d) => d.starts.length > 0);
  if (!day?.starts[0]) throw new Error("no open day");
  const booked = await page.request.post("/api/bookings", {
    data: dryerVentVisit(ADDRESS, day.date, day.starts[0], { isRecurring: true, recurringIntervalMonths: 6 }),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { booking } = (await booked.json()) as { booking: { id: string; seriesId: string } };
  // The series' terms are for its next visit, once the current one is done.
  for (const status of ["confirmed", "in_progress", "completed"]) {
    const moved = await admin.page.request.post(`/api/admin/bookings/${booking.id}/status`, { data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await page.goto(`/book-service?series=${booking.seriesId}`);
  const dateLabel = page.locator("label", { hasText: /^Date \(open days/ });
  await expect(page.getByTestId("booking-price-note")).toContainText("up to 60 days ahead");
  await expect(dateLabel).toHaveText("Date (open days in the next 60 days)");

  // Retyped the street with a full stop: the same address, so the series' terms still apply.
  await page.getByLabel("Street address").fill("1 Main St.");
  await expect(page.getByLabel(/^Date/)).toBeDisabled();
  await page.getByRole("button", { name: "Show open times" }).click();
  await expect(page.getByTestId("service-area")).toBeVisible();
  await expect(dateLabel).toHaveText("Date (open days in the next 60 days)");
  const offered = await page
    .getByLabel(/^Date/)
    .locator("option")
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
  expect(Math.max(...offered.map(daysFromToday))).toBeGreaterThan(30);
});
