import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { type E2eServer, seedFromTemplate, startE2eServer } from "../support/e2e-server";
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, type FakeStripe, startFakeStripe } from "../support/fake-stripe";
import { mailIn } from "../support/stripe-server";
import { ADMIN, expect, expectAccessible, test } from "./fixtures";

// Service plans from end to end, on a server of its own whose Stripe keys point the
// official SDK at the Stripe-speaking server on loopback: the owner defines a plan at 1280 px; a
// customer joins at 390 px and saves a card on Stripe's page (the fake's), the signed webhook
// records it and the first year is charged; the member books the included visit at $0 (the page at
// 1280 and 390 px, the booking at 390 px, the confirmation email); the server is restarted with its clock a year and a
// day ahead (scripts/proof/shift-clock.cjs) and renews: the card declines, the customer is emailed
// the update-card link, saves another card there, and the year is charged once. Axe on each page.
test.describe.configure({ mode: "serial" });

const PORT = Number(process.env.PLANS_E2E_PORT ?? 3453);
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = "Plan-World-Pass-2026";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SHIFT_CLOCK = path.resolve("scripts/proof/shift-clock.cjs");
/** The dryer vent visit the plan includes, for a home in the demo's Berkeley area. */
const BOOK_DRYER_VENT =
  "/book-service?service=dryer_vent&address=2180+Milvia+St%2C+Berkeley%2C+CA+94704&city=Berkeley&state=CA&zip=94704&bedrooms=0&bathrooms=0&sqft=0&price=149";
/** A year and a day: the renewal day has come whatever the year's length. */
const YEAR_LATER_DAYS = 367;

let server: E2eServer;
let fake: FakeStripe;
let dataDir = "";
let customer = { id: "", email: "", name: "" };

const serverEnv = (days: number) => ({
  AUTH_RATE_LIMIT: "off",
  STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
  STRIPE_API_URL: fake.url,
  ...(days ? { NODE_OPTIONS: `--require ${SHIFT_CLOCK}`, CLOCK_OFFSET_DAYS: String(days) } : {}),
});

test.beforeAll(async () => {
  // Generous: on a loaded 2-core machine the world script alone took a minute.
  test.setTimeout(360_000);
  fake = await startFakeStripe();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-plans-"));
  seedFromTemplate(dataDir);
  const output = execFileSync("npx", ["tsx", "--conditions=react-server", "tests/support/plan-world.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "error" },
    encoding: "utf8",
  });
  customer = (JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as { customer: typeof customer }).customer;
  server = await startE2eServer({ port: PORT, dataDir, env: serverEnv(0), timeoutMs: 180_000 });
});
test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await fake?.close();
});

/** A browser of its own at `viewport`, signed in as `email` through better-auth. */
async function signedIn(browser: Browser, viewport: typeof PHONE, email: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: ORIGIN, extraHTTPHeaders: { origin: ORIGIN } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("cv.analytics-consent", "denied"));
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

/** The first email in this server's outbox folder to `to` whose subject matches. */
const mailTo = (to: string, subject: RegExp) => mailIn({ dataDir }, to, subject, 60_000);

/** The customer on Stripe's page saves a card: the fake's signed events, posted to our webhook. */
async function saveCardOnStripe(page: Page, card: "ok" | "decline", clockDays = 0) {
  await page.waitForURL(`${fake.url}/pay/**`);
  const saved = fake.saveCard(page.url().split("/pay/")[1] ?? "", card);
  const outcomes = [];
  for (const event of saved.events) {
    // Signed by Stripe's clock, which the moved server's clock agrees with.
    const { payload, signature } = fake.sign(event, undefined, new Date(Date.now() + clockDays * 86_400_000));
    const res = await page.request.post(`${ORIGIN}/api/stripe/webhook`, {
      data: payload,
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
    });
    outcomes.push(((await res.json()) as { outcome: string }).outcome);
  }
  expect(outcomes).toEqual(["ignored", "card-saved"]);
  return saved.paymentMethodId;
}

test("the owner's plan, joined with a card, charged; a year later declined, card updated, charged once", async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const owner = await signedIn(browser, DESKTOP, ADMIN.email, ADMIN.password);
  await owner.goto("/admin/plans");
  await expect(owner.getByTestId("plans-online")).toContainText("Customers join online");
  const form = owner.locator("form").filter({ has: owner.getByRole("button", { name: "Add plan" }) });
  await form.getByLabel("Plan name").fill("Dryer Vent Safety Plan");
  await form.getByLabel("Price (dollars)").fill("149.00");
  await form.getByLabel("Dryer Vent Cleaning").fill("1");
  await form.getByLabel("Member discount on other work (%)").fill("15");
  await form
    .getByLabel(/^Terms/)
    .fill("One dryer vent cleaning a year. Cancel any time: the year you paid stays yours.");
  await form.getByLabel("Members get priority times").check();
  await form.getByRole("button", { name: "Add plan" }).click();
  await expect(owner.getByTestId("plan")).toContainText(["Dryer Vent Safety Plan: $149.00 a year"]);
  await expectAccessible(owner);

  // The customer joins from the dashboard on a phone; the card is typed on Stripe's page only.
  const phone = await signedIn(browser, PHONE, customer.email);
  await phone.goto("/customer-dashboard");
  const offer = phone.getByTestId("plan-offer");
  await expect(offer).toContainText("1 Dryer Vent Cleaning · 15% off other work · priority times");
  await expectAccessible(phone);
  await offer.getByRole("button", { name: /^Join/ }).click();
  const firstCard = await saveCardOnStripe(phone, "ok");
  // The saved card is charged for the first year at once, with the period's key.
  expect(fake.offSessionIntents.map((i) => [i.amount, i.status])).toEqual([[14_900, "succeeded"]]);
  await phone.goto("/customer-dashboard?plan=card-saved");
  await expect(phone.getByTestId("my-plan-status")).toContainText(/^Active\. Next charge \w+day, \w+ \d+, \d{4}/);
  await expectAccessible(phone);

  // The member calls instead: the owner's phone booking page says, from the server, what the plan
  // gives each service, and its price to read out follows (decision 0044, amended).
  const office = await signedIn(browser, DESKTOP, ADMIN.email, ADMIN.password);
  await office.goto(`/admin/bookings/new?customer=${customer.id}`);
  const planLine = office.getByTestId("phone-booking-plan");
  await expect(planLine).toHaveText(
    "Plan applied (Dryer Vent Safety Plan): this visit and add-ons at the 15% member price.",
  );
  await office.getByLabel("Service", { exact: true }).selectOption("dryer_vent");
  await expect(planLine).toHaveText(
    "Plan applied (Dryer Vent Safety Plan): this visit is included at $0; add-ons 15% off.",
  );
  await expect(office.getByTestId("phone-booking-preview-total")).toHaveText("$0.00");
  await office.context().close();

  // The member books the plan's included visit: the page says $0 at both widths, the server books it
  // at $0 (it prices the plan itself, decision 0044), and the confirmation email says so.
  const wide = await signedIn(browser, DESKTOP, customer.email);
  for (const page of [wide, phone]) {
    await page.goto(BOOK_DRYER_VENT);
    await expect(page.getByTestId("booking-price")).toHaveText("$0");
    await expect(page.getByTestId("booking-price-note")).toContainText("Included in your plan: $0");
  }
  await expectAccessible(wide);
  await phone.getByLabel("Phone for the crew").fill("(510) 555-0142");
  const dates = await phone
    .getByLabel(/^Date/)
    .locator("option")
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
  await phone.getByLabel(/^Date/).selectOption(dates[0] ?? "");
  await phone
    .getByRole("radio", { name: /^\d{1,2}:\d{2} [AP]M$/ })
    .and(phone.locator(":enabled"))
    .first()
    .check();
  await phone.getByRole("button", { name: "Request this visit" }).click();
  await expect(phone).toHaveURL(/\/customer-dashboard\?booked=/, { timeout: 20_000 });
  const requested = await mailTo(customer.email, /^Visit requested/);
  expect(requested.text).toContain("Total: $0");
  expect(requested.text).toMatch(/Included in your plan \(Dryer Vent Safety Plan\): -\$\d+/);

  // A year and a day later, on a server whose clock says so: the card now declines.
  fake.decliningCards.add(firstCard);
  await server.stop();
  server = await startE2eServer({ port: PORT, dataDir, env: serverEnv(YEAR_LATER_DAYS), timeoutMs: 180_000 });
  const declined = await mailTo(customer.email, /^Card declined for your Dryer Vent Safety Plan/);
  expect(fake.offSessionIntents).toHaveLength(2);
  const link = new URL(
    /(https?:\/\/\S+\/customer-dashboard\/plan\/[0-9a-f-]{36}\/card)\b/.exec(declined.text ?? "")?.[1] ?? "",
  );
  expect(link.pathname).toMatch(/^\/customer-dashboard\/plan\/[0-9a-f-]{36}\/card$/);

  // The link, on the phone (signed in again: a year passed), opens Stripe's page for another card.
  const later = await signedIn(browser, PHONE, customer.email);
  await later.goto(link.pathname);
  await expect(later.getByText("The charge of $149.00 was declined")).toBeVisible();
  await expectAccessible(later);
  await later.getByRole("button", { name: "Update card on Stripe" }).click();
  await saveCardOnStripe(later, "ok", YEAR_LATER_DAYS);
  // Charged once for the year: one more PaymentIntent, and it succeeded.
  expect(fake.offSessionIntents.map((i) => i.status)).toEqual(["succeeded", "requires_payment_method", "succeeded"]);
  await later.goto("/customer-dashboard");
  await expect(later.getByTestId("my-plan-status")).toContainText("Active. Next charge");

  const desk = await signedIn(browser, DESKTOP, ADMIN.email, ADMIN.password);
  await desk.goto("/admin/plans");
  const member = desk.getByTestId("membership").filter({ hasText: customer.name });
  await expect(member.getByTestId("membership-status")).toHaveText("Active");
  await expect(member).toContainText("$149.00, succeeded after 2 tries");
  await expectAccessible(desk);
});
