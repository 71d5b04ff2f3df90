import { randomBytes } from "node:crypto";
import { expect, expectAccessible, signUpCustomer, test } from "./fixtures";
import { dryerVentVisit } from "./support";

// A caller rings; the owner types four digits of their number in /admin/customers,
// opens them, sees their booked visit and keeps a note with who wrote it. Desktop only (the
// console's phone layout is walked by admin.spec); the page is still looked at 390 px wide below.

test("the owner finds a caller by four digits of their phone, sees the visit, adds a note", async ({
  admin: { page: owner },
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  // A name and a number of this run's own (the e2e database keeps earlier runs' customers).
  const name = `Cora ${randomBytes(4)
    .toString("hex")
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)] ?? "x")}`;
  const last4 = String(1000 + Math.floor(Math.random() * 9000));
  const phone = `(415) 555-${last4}`;
  const street = `${last4} Caller Way`;
  const address = { street, unit: "", city: "Berkeley", state: "CA", zip: "94704" };

  // The caller booked online before: an account, a visit at the first open time.
  const origin = new URL(baseURL ?? "").origin;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { origin } });
  const customer = await context.newPage();
  await signUpCustomer(customer.request, name);
  const open = await customer.request.post("/api/bookings/availability", {
    data: { serviceType: "dryer_vent", squareFeet: 0, address },
  });
  expect(open.status()).toBe(200);
  const { days } = (await open.json()) as { days: { date: string; starts: string[] }[] };
  const day = days.find((d) => d.starts.length > 0);
  if (!day) throw new Error("no open time in the Bay Area");
  const booked = await customer.request.post("/api/bookings", {
    data: dryerVentVisit(address, day.date, day.starts[0] ?? "", { phone }),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await context.close();

  await owner.goto("/admin");
  await owner.getByRole("navigation", { name: "Owner console" }).getByRole("link", { name: "Customers" }).click();
  await expect(owner.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();
  await owner.getByLabel("Find a customer").fill(last4);
  const row = owner.getByTestId("customer-row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(phone);
  // The search is kept in the address: Back from the customer comes back to it.
  await expect(owner).toHaveURL(new RegExp(`/admin/customers\\?q=${last4}$`));
  await expectAccessible(owner);
  await owner.screenshot({ path: testInfo.outputPath("customers-1280.png"), fullPage: true });

  await row.getByRole("link", { name }).click();
  await expect(owner.getByRole("heading", { name, level: 1 })).toBeVisible();
  const visit = owner.getByTestId("customer-visit").filter({ hasText: street });
  await expect(visit).toHaveCount(1);
  await expect(visit.getByTestId("status-badge")).toHaveText("Pending");

  await owner.getByLabel("Add a note").fill(`Called about the gate.\nCode ${last4}, dog is friendly.`);
  await owner.getByRole("button", { name: "Save note" }).click();
  const note = owner.getByTestId("customer-note");
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(`Code ${last4}, dog is friendly.`);
  await expect(note).toContainText("Olivia Owner");
  await expect(owner.getByLabel("Add a note")).toHaveValue("");
  await expectAccessible(owner);
  await owner.screenshot({ path: testInfo.outputPath("customer-1280.png"), fullPage: true });

  // The same pages on a phone.
  await owner.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(owner);
  await owner.screenshot({ path: testInfo.outputPath("customer-390.png"), fullPage: true });
  await owner.goBack();
  await expect(owner.getByLabel("Find a customer")).toHaveValue(last4);
  await expect(owner.getByTestId("customer-row").filter({ hasText: name })).toHaveCount(1);
  await expectAccessible(owner);
  await owner.screenshot({ path: testInfo.outputPath("customers-390.png"), fullPage: true });
});
