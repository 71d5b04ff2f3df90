import { randomBytes } from "node:crypto";
import { simpleParser } from "mailparser";
import { expect, expectAccessible, signUpCustomer, test } from "./fixtures";
import { findMail } from "./support";

// A customer rings; the owner opens "New booking" from /admin/customers, finds them
// by four digits of their phone, books a dryer vent visit into a time the website offers with a 10%
// discount line, and the customer's confirmation (the website's own email) lists the discount.
// At both widths: the form is the owner's on a phone as much as at the desk.

test("the owner books a caller found by four digits of their phone, with a 10% discount", async ({
  admin: { page: owner },
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const width = owner.viewportSize()?.width ?? 0;
  // A name and a number of this run's own (the e2e database keeps earlier runs' customers).
  const name = `Phoebe ${randomBytes(4)
    .toString("hex")
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)] ?? "x")}`;
  const last4 = String(1000 + Math.floor(Math.random() * 9000));
  const phone = `(510) 555-${last4}`;
  const street = `${last4} Phone Line Rd`;

  // The caller has an account with a phone and an address on file, and no visit yet.
  const origin = new URL(baseURL ?? "").origin;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { origin } });
  const caller = await context.newPage();
  const account = await signUpCustomer(caller.request, name);
  const profile = await caller.request.patch("/api/profile", {
    data: { fullName: name, phone, defaultAddress: `${street}, Berkeley, CA 94704` },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await context.close();

  await owner.goto("/admin/customers");
  await owner.getByRole("main").getByRole("link", { name: "New booking" }).click();
  await expect(owner.getByRole("heading", { name: "New booking", level: 1 })).toBeVisible();
  await owner.getByLabel("Find a customer").fill(last4);
  const match = owner.getByTestId("caller-match").filter({ hasText: name });
  await expect(match).toHaveCount(1);
  await expect(match).toContainText(phone);
  await match.getByRole("link", { name: `Book for ${name}` }).click();
  await expect(owner.getByTestId("picked-customer")).toContainText(account.email);
  // The caller's phone and address are on file: the form starts from them.
  await expect(owner.getByLabel("Phone for the crew")).toHaveValue(phone);
  await expect(owner.getByLabel("Street address")).toHaveValue(street);
  await expect(owner.getByLabel("ZIP code")).toHaveValue("94704");

  await expect(owner.getByRole("group", { name: "Add-ons" })).toBeVisible();
  await owner.getByLabel("Service").selectOption({ label: "Dryer Vent Cleaning" });
  // The dryer vent service has no add-ons: no empty group is left on the form.
  await expect(owner.getByRole("group", { name: "Add-ons" })).toHaveCount(0);
  await owner.getByLabel("Add a discount line").check();
  await owner.getByLabel("Percent off").fill("10");
  await owner.getByLabel("Why the discount").fill("Returning customer");
  // The price to read to the caller, before booking: the table's dryer vent line, then the 10% off.
  const preview = owner.getByTestId("phone-booking-preview");
  await expect(preview).toContainText("Dryer Vent Cleaning");
  await expect(preview).toContainText("Discount (10%)");
  const shownTotal = (await owner.getByTestId("phone-booking-preview-total").textContent()) ?? "";
  expect(shownTotal).toMatch(/^\$\d[\d,]*\.\d\d$/);

  // The website's open times; the latest one, which other specs (booking the earliest) leave free.
  // Taken meanwhile, the refusal brings the times still open and the owner picks again.
  await owner.getByRole("button", { name: "Show open times" }).click();
  const times = owner.getByLabel("Open time");
  for (let attempt = 0; ; attempt++) {
    // "Choose a time" and at least one open time (none before the answer comes).
    await expect.poll(() => times.locator("option").count()).toBeGreaterThan(1);
    const open = (await times.locator("option").evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value))).slice(
      1,
    );
    // The two widths run at once: each takes its own end of the list.
    await times.selectOption((width < 500 ? open.at(-1) : open.at(-Math.min(2, open.length))) ?? "");
    await expectAccessible(owner);
    const answer = owner.waitForResponse((r) => r.url().endsWith("/api/admin/phone-bookings"));
    await owner.getByRole("button", { name: "Book the visit" }).click();
    if ((await answer).status() === 201) break;
    await expect(owner.locator("#phone-booking-error")).toContainText("That time was just taken");
    expect(attempt, "three times taken in a row").toBeLessThan(2);
  }
  await expect(owner.getByRole("heading", { name: "Booked" })).toBeVisible();
  await expect(owner.getByTestId("phone-booking-total")).toContainText("confirmation email is on its way");
  // What was read out is what was booked.
  await expect(owner.getByTestId("phone-booking-total")).toContainText(`Total ${shownTotal}.`);
  await expectAccessible(owner);
  await owner.screenshot({ path: testInfo.outputPath(`phone-booking-${width}.png`), fullPage: true });

  // The confirmation is the website's: to the caller, "Visit requested", with the discount line.
  const mail = await simpleParser(
    await findMail((t) => t.includes(account.email) && t.includes("Visit requested") && t.includes("Discount")),
  );
  expect(mail.subject).toContain("Visit requested");
  expect(mail.text).toMatch(/Discount \(10%\): -\$\d+(\.\d\d)?/);

  // The visit is on the customer's page, booked at the table's price less 10%.
  await owner.getByRole("link", { name: "Open the customer" }).click();
  await expect(owner.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(owner.getByTestId("customer-visit").filter({ hasText: street })).toHaveCount(1);
});
