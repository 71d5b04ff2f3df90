// A customer moves their own visit from the dashboard and may say why; the owner sees the reason
// counted on /admin/insights (booking_moves, docs/decisions/0026).
import { expect, expectAccessible, test } from "./fixtures";
import { dryerVentVisit } from "./support";

const ADDRESS = { street: "12 Harbor Way", unit: "", city: "Alameda", state: "CA", zip: "94501" };

test("the customer reschedules with a reason and the owner sees it in insights", async ({ customer, admin }) => {
  const { page } = customer;
  const open = await page.request.post("/api/bookings/availability", {
    data: { serviceType: "dryer_vent", squareFeet: 0, address: ADDRESS },
  });
  const { days } = (await open.json()) as { days: { date: string; starts: string[] }[] };
  // A day well ahead: the 24-hour rule leaves it movable.
  const day = days.filter((d) => d.starts.length > 0)[3];
  if (!day?.starts[0]) throw new Error("no open day");
  const booked = await page.request.post("/api/bookings", { data: dryerVentVisit(ADDRESS, day.date, day.starts[0]) });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto("/customer-dashboard");
  const card = page.getByTestId("booking").filter({ hasText: "12 Harbor Way" });
  await card.getByRole("button", { name: "Reschedule" }).click();
  const newDate = card.getByLabel("New date");
  const dates = await newDate
    .locator("option")
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
  const target = dates.find((d) => d !== day.date);
  if (!target) throw new Error("no other open day");
  await newDate.selectOption(target);
  const times = await card
    .getByLabel("New time")
    .locator("option:not([disabled])")
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
  await card.getByLabel("New time").selectOption(times[0] ?? "");
  const why = card.getByLabel("Why (optional)");
  await expect(why.locator("option")).not.toContainText(["The crew could not make it"]);
  await why.selectOption({ label: "Access, parking or weather" });
  await expectAccessible(page);
  await card.getByRole("button", { name: "Save new time" }).click();
  await expect(page.getByText("Booking rescheduled").first()).toBeVisible();

  await admin.page.goto("/admin/insights?area=bay-area");
  await expect(
    admin.page.locator('[data-chart-table="move-reasons"] tr').filter({ hasText: "Access, parking or weather" }),
  ).toHaveText(/Access, parking or weather\s*[1-9]\d*\s*\d+/);
});
