import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { dryerVentVisit, experimentCookies, findMail, staffArea, uniqueEmail } from "./support";

type Address = { street: string; unit: string; city: string; state: string; zip: string };
const OAKLAND: Address = { street: "1 Main St", unit: "", city: "Oakland", state: "CA", zip: "94607" };

/**
 * An open day (in the address's area) with `time` free for a dryer vent job: the `at`-th of them
 * (negative: from the last). `page` is a signed-in fixture page, whose context sends the trusted
 * Origin every JSON write needs.
 */
async function openDay(page: Page, address: Address, time: string, at = 0): Promise<string> {
  const res = await page.request.post("/api/bookings/availability", {
    data: { serviceType: "dryer_vent", squareFeet: 0, address },
  });
  expect(res.status()).toBe(200);
  const { days } = (await res.json()) as { days: { date: string; starts: string[] }[] };
  const day = days.filter((d) => d.starts.includes(time)).at(at);
  if (!day) throw new Error("no open day");
  return day.date;
}

const bookingBody = (address: Address, appointmentDate: string, appointmentTime: string, notes?: string) =>
  dryerVentVisit(address, appointmentDate, appointmentTime, { notes });

const CONSOLE_PAGES = [
  "/admin",
  "/admin/leads",
  "/admin/bookings",
  "/admin/availability",
  "/admin/crews",
  "/admin/bookings/run-sheet",
  "/admin/subscribers",
  "/admin/experiments",
  "/admin/outbox",
  "/admin/speed",
  "/admin/prices",
];

// Desktop project only: the console flows run once.
test.describe("console flows", { tag: "@desktop" }, () => {
  test("admin finds a visitor's lead, confirms a booking, and the customer sees it confirmed", async ({
    browser,
    baseURL,
    customer: { page: customer, account },
    admin: { page: admin },
  }) => {
    test.setTimeout(90_000);
    const visitor = await browser.newPage({ baseURL });
    await visitor.context().addCookies(experimentCookies("control.range.standard", baseURL as string));
    await visitor.route(/ipapi\.co|ipinfo\.io|nominatim/, (r) => r.abort());
    const exposure = visitor.waitForRequest(
      (r) => r.url().endsWith("/api/events") && (r.postData() ?? "").includes("experiment_exposure"),
    );
    await visitor.goto("/");
    await exposure;
    const email = uniqueEmail("lead-admin");
    const c = visitor.locator("#instant-pricing");
    await c.getByLabel("Full name").fill("Lena Lead");
    await c.getByLabel("Phone").fill("4155550177");
    await c.getByLabel("Email").fill(email);
    await c.getByText(/Yes, ClearVent may call or text me/).click();
    await c.getByRole("button", { name: "Reveal my exact price" }).click();
    await expect(visitor.getByTestId("exact-price")).toBeVisible();

    // The customer books through the API with their own session, on the last open day: other specs
    // book the Bay Area crews on the first days.
    const customerEmail = account.email;
    const dates = await (await customer.request.get("/customer-dashboard")).text();
    expect(dates).toContain("Hello");
    const book = await customer.request.post("/api/bookings", {
      headers: { origin: new URL(baseURL ?? "").origin },
      data: bookingBody(OAKLAND, await openDay(customer, OAKLAND, "15:00", -1), "15:00"),
    });
    expect(book.status()).toBe(201);

    await admin.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
    const row = admin.getByTestId("lead-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Lena Lead");
    await expect(row).toContainText("$379");
    await expect(row).toContainText("Yes (2026-11-marketing-v1)");
    const csv = await admin.request.get(`/admin/export/leads?q=${encodeURIComponent(email)}`);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain(`Lena Lead,${email}`);

    await admin.goto("/admin/bookings");
    const booking = admin.getByTestId("admin-booking").filter({ hasText: customerEmail });
    await expect(booking).toContainText("(510) 555-0177");
    await expect(booking).toContainText("1 Main St, Oakland, CA 94607");
    await booking.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(booking).toContainText("Confirmed");

    await customer.goto("/customer-dashboard");
    await expect(customer.getByTestId("status-badge").first()).toHaveAttribute("data-status", "confirmed");
    await expect(customer.getByTestId("status-badge").first()).toHaveClass(/bg-green-100/);

    await admin.goto("/admin/experiments");
    const control = admin.getByTestId("experiment-hero_cta_test").getByTestId("variant-control");
    await expect.poll(async () => Number(await control.getByTestId("exposed").textContent())).toBeGreaterThan(0);
    await expect(control.getByTestId("goal-generate_lead")).not.toHaveText(/^0 /);
    await admin.goto("/admin");
    await expect(admin.getByTestId("funnel-1")).not.toHaveText("0");
    // The emails of this flow (owner's lead notice, booking emails, confirmation) went out.
    await admin.goto("/admin/outbox");
    await expect.poll(async () => Number(await admin.getByTestId("outbox-sent").textContent())).toBeGreaterThan(3);
    await expect(admin.getByTestId("outbox-failed")).toHaveText("0");
    await visitor.close();
  });

  test("customers and visitors never reach the console", async ({ page: visitor, customer: { page }, baseURL }) => {
    await visitor.goto("/admin");
    await expect(visitor).toHaveURL(/\/customer-login\?next=%2Fadmin/);
    for (const path of CONSOLE_PAGES) {
      expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    expect((await page.request.get("/admin/export/leads")).status()).toBe(404);
    const action = await page.request.post(`${baseURL}/api/admin/bookings/${crypto.randomUUID()}/status`, {
      headers: { origin: new URL(baseURL ?? "").origin },
      data: { status: "confirmed" },
    });
    expect(action.status()).toBe(404);
  });
});

// Phone project only: the console at 390 px (the desktop flows above cover 1280 px).
test("every console page is readable and accessible at phone width", { tag: "@phone" }, async ({ admin: { page } }) => {
  test.setTimeout(90_000); // eleven pages, each with an axe run
  for (const path of CONSOLE_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  }
});

// The owner's day runs once, at the console's desktop width; the console's phone layout is walked by
// the test above. The width-keyed areas keep it apart from owner-day.spec's phone run.
test("the owner closes a booked day, moves one booking it strands, cancels another, and prints a run sheet", {
  tag: "@desktop",
}, async ({ admin: { page }, customer: { page: customer, account }, isMobile }) => {
  test.setTimeout(90_000);
  const address: Address = isMobile
    ? { street: "900 Main St", unit: "", city: "Houston", state: "TX", zip: "77002" }
    : { street: "1500 Marilla St", unit: "Unit 5", city: "Dallas", state: "TX", zip: "75201" };
  const areaName = isMobile ? "Houston" : "Dallas";
  const areaId = isMobile ? "houston" : "dallas";
  // Only staffed crews sell time; Chicago stays unstaffed for the waitlist spec.
  await staffArea(page, areaId);
  const customerEmail = account.email;
  const closeDay = await openDay(customer, address, "10:00");
  const workDay = await openDay(customer, address, "13:00", 1);
  for (const [date, time, notes] of [
    [closeDay, "10:00", "Stranded by the closure"],
    [closeDay, "15:00", "To be moved"],
    [workDay, "13:00", "Dog in the yard"],
  ] as const) {
    const res = await customer.request.post("/api/bookings", { data: bookingBody(address, date, time, notes) });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto("/admin/availability");
  await expect(page.getByRole("heading", { name: "Availability", level: 1 })).toBeVisible();
  // Thanksgiving is closed by default.
  await expect(page.getByText(/^Thanksgiving · .* · Closed$/).first()).toBeVisible();
  await page.getByLabel("Area", { exact: true }).selectOption(areaId);
  await page.getByLabel("Date", { exact: true }).fill(closeDay);
  await page.getByLabel("Reason", { exact: true }).fill("Crew training");
  await page.getByRole("button", { name: "Close", exact: true }).click();
  const strandedBoth = page.getByTestId("conflict").filter({ hasText: customerEmail });
  await expect(strandedBoth).toHaveCount(2);
  await expect(strandedBoth.first()).toContainText(`${areaName}`);
  await expect(strandedBoth.first()).toContainText("(510) 555-0177");
  // The 15:00 one moves to the working day at 15:00 (the customer is emailed the new time).
  const toMove = strandedBoth.filter({ hasText: "3:00 PM" });
  await toMove.getByLabel("Move to").selectOption(workDay);
  await toMove.getByLabel("Start").selectOption("15:00");
  await toMove.getByLabel("Why", { exact: true }).selectOption({ label: "The crew could not make it" });
  await toMove.getByRole("button", { name: "Move booking" }).click();
  await expect(toMove).toHaveCount(0);
  await findMail((t) => t.includes(`To: ${customerEmail}`) && t.includes("Booking rescheduled"));
  const stranded = page.getByTestId("conflict").filter({ hasText: customerEmail });
  await expect(stranded).toHaveCount(1);
  await expect(
    page.getByTestId("closure").filter({ hasText: `${areaName} · 08:00-18:00 · closed · Crew training` }),
  ).toBeVisible();
  // Cancelling is never one tap: it asks why, then asks again.
  await stranded.getByText("Cancel booking…").click();
  await stranded.getByLabel(/Why is it cancelled/).fill("Crew training day");
  await stranded.getByRole("button", { name: "Yes, cancel this booking" }).click();
  await expect(stranded).toHaveCount(0);
  await findMail((t) => t.includes(`To: ${customerEmail}`) && t.includes("Booking cancelled"));

  // No start is offered on the closed day any more.
  const check = await page.request.post("/api/bookings/availability", {
    data: { serviceType: "dryer_vent", squareFeet: 0, address },
  });
  expect(((await check.json()) as { days: { date: string }[] }).days.map((d) => d.date)).not.toContain(closeDay);

  await page.goto(`/admin/bookings?area=${areaId}&day=${workDay}`);
  const row = page.getByTestId("day-job").filter({ hasText: "Dog in the yard" });
  await expect(row).toContainText("13:00-14:00");
  await expect(row).toContainText("(510) 555-0177");
  await expect(row).toContainText(`${address.street}, `);
  await expect(page.getByTestId("day-job").filter({ hasText: "To be moved" })).toContainText("15:00-16:00");
  await page.getByRole("link", { name: "Run sheet" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Run sheet: ${areaName}`);
  const sheet = page.getByTestId("day-job").filter({ hasText: "Dog in the yard" });
  await expect(sheet).toContainText(/Crew \d/);
  await expect(sheet).toContainText("arrive 1:00\u20131:30 PM");
  await expect(sheet).toContainText("(510) 555-0177");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the run sheet scrolls sideways").toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // The move and its reason reach the owner's insights for the area.
  await page.goto(`/admin/insights?area=${areaId}`);
  const moves = page.locator('[data-chart-table="move-reasons"] tr').filter({ hasText: "The crew could not make it" });
  await expect(moves).toHaveText(/The crew could not make it\s*0\s*1/);
});

// Phoenix is this test's own area: its crews are made from the defaults on its first read.
// Desktop project only: the crew flow runs once.
/** Typed at once, even before the page's script runs: Field takes it in (early-typing.spec). */
async function takeOff(crew: import("@playwright/test").Locator, day: string) {
  await crew.getByLabel("Crew 1 off on").fill(day);
  await crew.getByRole("button", { name: "Take Crew 1 off" }).click();
}

test("the owner is refused a sick day over a crew's job, reassigns the job, then takes the crew off", {
  tag: "@desktop",
}, async ({ admin: { page }, customer: { page: customer } }) => {
  test.setTimeout(90_000);
  const address: Address = { street: "200 W Washington St", unit: "", city: "Phoenix", state: "AZ", zip: "85003" };
  await staffArea(page, "phoenix");
  const day = await openDay(customer, address, "10:00");
  const res = await customer.request.post("/api/bookings", { data: bookingBody(address, day, "10:00", "Crew flow") });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto("/admin/crews?area=phoenix");
  await expect(page.getByRole("heading", { name: "Crews", level: 1 })).toBeVisible();
  await expect(page.getByTestId("crew")).toHaveCount(2);
  const first = page.getByTestId("crew").filter({ hasText: "Crew 1" });
  await takeOff(first, day);
  await expect(first.getByRole("alert")).toContainText("That would leave booked jobs without their crew");

  await page.goto(`/admin/bookings?area=phoenix&day=${day}`);
  const job = page.getByTestId("day-job").filter({ hasText: "Crew flow" });
  await expect(job.getByTestId("job-crew")).toContainText("Crew 1");
  await job.getByLabel("Crew for this job").selectOption({ label: "Crew 2" });
  await job.getByRole("button", { name: "Reassign" }).click();
  await expect(job.getByTestId("job-crew")).toContainText("Crew 2");
  // Stored, not only shown; and checked without the toast fading in.
  await page.reload();
  await expect(job.getByTestId("job-crew")).toContainText("Crew 2");
  await expectAccessible(page);

  await page.goto("/admin/crews?area=phoenix");
  await takeOff(first, day);
  await expect(first.getByTestId("crew-time-off")).toContainText("Off sick");
  await page.reload();
  await expectAccessible(page);
});
