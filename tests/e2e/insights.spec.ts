// Attribution and insights as a visitor and the owner see them: a visitor lands on a city page from
// a Google campaign (no visitor cookie yet: the events beacon hands one out), leaves a lead and
// books; the owner's /admin/insights credits both to that source and campaign, and every chart
// there has its table and its CSV.
import { leadForm } from "../support/forms";
import { expect, test } from "./fixtures";
import { dryerVentVisit, uniqueEmail } from "./support";

// No preset experiment cookies: this visitor arrives as a stranger would.
test.use({ abCombo: null });

const DALLAS = { street: "1500 Marilla St", unit: "", city: "Dallas", state: "TX", zip: "75201" };

test("a campaign visit's lead and booking appear under its source and campaign on /admin/insights", async ({
  page,
  admin,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(60_000);
  const origin = { origin: new URL(baseURL ?? "").origin };
  await page.route(/ipapi\.co|ipinfo\.io|nominatim/, (r) => r.abort());
  const beacon = page.waitForResponse((r) => r.url().endsWith("/api/events") && r.status() === 204);
  await page.goto("/ca/san-jose?utm_source=google&utm_campaign=fall");
  await beacon;
  const visitor = (await page.context().cookies()).find((c) => c.name === "cv_vid");
  expect(visitor?.value, "the events answer gave the visitor the signed visitor cookie").toMatch(/^[0-9a-f-]{36}\./);
  expect(visitor?.httpOnly).toBe(true);

  const lead = await page.request.post("/api/leads", {
    headers: origin,
    data: leadForm({ email: uniqueEmail("insights"), pageType: "city-hub", fullName: "Iris Insight" }),
  });
  expect(lead.status(), await lead.text()).toBe(201);

  const signUp = await page.request.post("/api/auth/sign-up/email", {
    headers: origin,
    data: { email: uniqueEmail("insights-booker"), password: "Customer-Pass-2026", name: "Iris Insight" },
  });
  expect(signUp.status()).toBe(200);
  const open = await page.request.post("/api/bookings/availability", {
    headers: origin,
    data: { serviceType: "dryer_vent", squareFeet: 0, address: DALLAS },
  });
  const { days } = (await open.json()) as { days: { date: string; starts: string[] }[] };
  const day = days.filter((d) => d.starts.includes("15:00")).at(isMobile ? -1 : -2);
  expect(day, "an open afternoon in Dallas").toBeTruthy();
  const booking = await page.request.post("/api/bookings", {
    headers: origin,
    data: dryerVentVisit(DALLAS, day?.date ?? "", "15:00"),
  });
  expect(booking.status(), await booking.text()).toBe(201);

  const owner = admin.page;
  await owner.goto("/admin");
  await owner.getByRole("navigation", { name: "Owner console" }).getByRole("link", { name: "Insights" }).click();
  await expect(owner.getByRole("heading", { name: "Insights", level: 1 })).toBeVisible();
  await expect(owner).toHaveURL(/\/admin\/insights$/);

  // The source's row in the table behind the sources chart: google, campaign fall, at least this
  // lead and this booking.
  const sources = owner.locator('figure[data-chart="sources"]');
  await sources.getByText("Table: Sources by booked value").click();
  const row = sources.locator("tbody tr").filter({ hasText: "google" }).filter({ hasText: "fall" }).first();
  await expect(row).toBeVisible();
  const cells = await row.locator("td").allTextContents();
  expect(cells[0]).toBe("google");
  expect(cells[2]).toBe("fall");
  expect(Number(cells[3])).toBeGreaterThanOrEqual(1);
  expect(Number(cells[6])).toBeGreaterThanOrEqual(1);
  await expect(sources.locator("svg[role=img]")).toBeVisible();

  // Every chart has its table and its CSV.
  const figures = owner.locator("figure[data-chart]");
  const count = await figures.count();
  expect(count).toBeGreaterThanOrEqual(10);
  for (let i = 0; i < count; i++) {
    const figure = figures.nth(i);
    await expect(figure.locator("table[data-chart-table]")).toHaveCount(1);
    await expect(figure.getByRole("link", { name: /^CSV:/ })).toHaveCount(1);
  }
  const csvHref = await sources.getByRole("link", { name: /^CSV:/ }).getAttribute("href");
  const csv = await owner.request.get(csvHref ?? "");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toMatch(/^Source,Medium,Campaign,Leads,/);
  expect(await csv.text()).toMatch(/\ngoogle,cpc,fall,|\ngoogle,[^,]*,fall,/);

  // Filters live in the address and a bad one is named, not a failure.
  await owner.goto("/admin/insights?from=2026-02-30");
  await expect(owner.locator("p[role=alert]")).toContainText("That date does not exist.");
  // The chart is readable at this width: no sideways scrolling of the page.
  const overflow = await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
