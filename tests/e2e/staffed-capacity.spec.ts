import { expect, test } from "./fixtures";
import { cls, trackLayoutShift, uniqueEmail } from "./support";

// Only staffed capacity is sold, at 390 and 1280 px. Chicago has crews with nobody in them (the demo
// data staffs the Bay Area only), so its page offers the waitlist and no times; the calculator
// prices a real address with dots in it and says at the field what is wrong with a bad one.

test.beforeEach(async ({ page }) => {
  await page.route(/ipapi\.co|ipinfo\.io|nominatim\.openstreetmap\.org/, (route) => route.abort());
});

// The waitlist arrives after the first paint (the page is prerendered, staffing is read
// in the browser). On a fresh install every area is unstaffed, so every city page showed it: above
// the calculator, it pushed the first screen down (CLS 0.21 in Lighthouse).
for (const path of ["/il/chicago", "/il/chicago/dryer-vent-cleaning"]) {
  test(`${path}: nobody working there is said in the hero, and nothing on the first screen moves`, async ({ page }) => {
    await trackLayoutShift(page);
    await page.goto(path);
    const chip = page.getByRole("link", { name: "No crews here yet: join the waitlist" });
    await expect(chip).toBeVisible();
    await expect(page.getByTestId("area-waitlist")).toBeAttached();
    await expect(page.getByTestId("area-waitlist").getByLabel("Email")).toBeAttached();
    expect(await cls(page)).toBe(0);
    await chip.click();
    await expect(page).toHaveURL(/#area-waitlist$/);
    await expect(
      page.getByTestId("area-waitlist").getByRole("heading", { name: "Not in your area yet" }),
    ).toBeInViewport();
  });
}

test("Chicago's page offers the waitlist and no times; a bad ZIP is said at the field", { tag: "@phone" }, async ({
  page,
}) => {
  await page.goto("/il/chicago");
  const waitlist = page.getByTestId("area-waitlist");
  await expect(waitlist.getByRole("heading", { name: "Not in your area yet" })).toBeVisible();
  await expect(page.locator("[data-next-opening]")).toHaveCount(0);
  await expect(page.getByText(/usually tomorrow|Monday to Saturday/)).toHaveCount(0);

  await waitlist.getByLabel("Email").fill(uniqueEmail("chicago-wait"));
  await waitlist.getByLabel("ZIP code").fill("6060");
  await waitlist.getByRole("button", { name: "Tell me when you're here" }).click();
  await expect(waitlist.getByText("Please enter a 5-digit ZIP code.")).toBeVisible();
  await expect(waitlist.getByLabel("ZIP code")).toHaveAttribute("aria-invalid", "true");
  await expect(waitlist.getByLabel("ZIP code")).toHaveValue("6060");

  await waitlist.getByLabel("ZIP code").fill("60606");
  await waitlist.getByRole("button", { name: "Tell me when you're here" }).click();
  await expect(waitlist.getByTestId("waitlist-joined")).toContainText("when our crews work in Chicago");
  await page.screenshot({ path: test.info().outputPath("chicago-waitlist.png"), fullPage: false });
});

test("the calculator prices 500 Mt.Vernon Rd, and says at the field what is wrong with a link", {
  tag: "@phone",
}, async ({ page }) => {
  await page.goto("/");
  const c = page.locator("#instant-pricing");
  await c.getByLabel("Full name").fill("Ana Li");
  await c.getByLabel("Phone").fill("(404) 555-0142");
  await c.getByLabel("Email").fill(uniqueEmail("mtvernon"));
  await c.getByLabel("Service address").fill("see evil-pay.com/login");
  await c.getByRole("button", { name: "Reveal my exact price" }).click();
  const address = c.getByLabel("Service address");
  await expect(c.getByTestId("field-error")).toHaveText("Please leave web and email addresses out of this field.");
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(address).toBeFocused();
  await expect(address).toHaveValue("see evil-pay.com/login");
  await page.screenshot({ path: test.info().outputPath("calculator-field-error.png") });

  await address.fill("500 Mt.Vernon Rd, Atlanta, GA 30328");
  await c.getByRole("button", { name: "Reveal my exact price" }).click();
  await expect(page.getByTestId("price-announcement")).toContainText("Your exact price is");
});
