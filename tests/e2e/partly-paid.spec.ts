import type { Browser, Page } from "@playwright/test";
import type { FakeStripe } from "../support/fake-stripe";
import { mailIn, type StripeServer, signedInOn, startStripeServer } from "../support/stripe-server";
import { ADMIN, expect, expectAccessible, test } from "./fixtures";

// Partly paid is not Paid, on a server of its own with Stripe pointed at the fake on
// loopback: the technician records $100 cash on a $149 invoice, and the technician's report, the
// customer's visit page and receipt email, the owner's invoice list, accounts receivable and CSV
// all say "Partly paid, $49.00 due"; the customer then pays the $49 online and everything says
// Paid. Each person's page is looked at and checked with axe at 390 and 1280 px. Runs once, as one
// walk: in the desktop project only (playwright.config.ts).
test.describe.configure({ mode: "serial" });

const PORT = Number(process.env.PARTLY_PAID_E2E_PORT ?? 3191);
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = "Balance-World-Pass-2026";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DUE = "Partly paid, $49.00 due";

interface World {
  technician: { id: string; email: string; name: string };
  customer: { id: string; email: string; name: string };
  visit: string;
}

let money: StripeServer<World>;
let fake: FakeStripe;
let world: World;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  money = await startStripeServer<World>(PORT, "tests/support/balance-world.ts");
  ({ fake, world } = money);
});
test.afterAll(async () => {
  await money?.stop();
});

/** A browser of its own at `viewport`, signed in as `email` through better-auth. */
const signedIn = (browser: Browser, viewport: typeof PHONE, email: string, password = PASSWORD) =>
  signedInOn(browser, ORIGIN, viewport, email, password);
/** The first email in this server's outbox folder to `to` whose subject matches. */
const mailTo = (to: string, subject: RegExp) => mailIn(money.server, to, subject);

/** Checks the page with axe and keeps a screenshot at both widths. */
async function atBothWidths(page: Page, name: string) {
  for (const [label, size] of [
    ["390", PHONE],
    ["1280", DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: true });
  }
}

test("$100 cash on $149 reads Partly paid, $49.00 due everywhere; the rest is paid online", async ({ browser }) => {
  test.setTimeout(180_000);
  const phone = await signedIn(browser, PHONE, world.technician.email);
  await phone.goto("/crew");
  await phone
    .getByTestId("crew-job")
    .filter({ hasText: "88 Partial Way" })
    .getByRole("button", { name: "Finished" })
    .click();
  await expect(phone).toHaveURL(/\/crew\/visits\/[0-9a-f-]+\/report$/, { timeout: 30_000 });
  await expect(phone.getByTestId("invoice-total")).toHaveText("$149.00");
  const form = phone.getByRole("form", { name: "Payment taken on site" });
  await form.getByLabel("Cash").check();
  await form.getByLabel("Amount (dollars)").fill("100.00");
  await form.getByRole("button", { name: "Record payment" }).click();
  // The technician: the badge says what is still due, never Paid.
  await expect(phone.getByTestId("invoice-state")).toHaveText(DUE, { timeout: 30_000 });
  await expect(phone.getByTestId("invoice-due")).toContainText("Still to pay: $49.00");
  await expect(phone.getByTestId("invoice-due")).toContainText(`/customer-visits/${world.visit}`);
  await atBothWidths(phone, "crew-partly-paid");

  // The customer hears of it once, in the wrap-up the technician sends: what was
  // paid on site, what is due and where to pay it, with the report.
  await phone.getByRole("button", { name: "Send to the customer" }).click();
  const wrapUp = await mailTo(world.customer.email, /^Your visit report and invoice CV-\d{4}-\d{6}, \$49\.00 due: /);
  expect(wrapUp.text).toContain(DUE);
  expect(wrapUp.text).toMatch(/\$100\.00, cash, on site/);
  const payRest = new URL(/Pay now:?\s+\[?(http\S+?)\]?(\s|$)/.exec(wrapUp.text ?? "")?.[1] ?? "");
  expect(payRest.pathname).toBe(`/customer-visits/${world.visit}`);

  // The customer's visit page.
  const customer = await signedIn(browser, PHONE, world.customer.email);
  await customer.goto(payRest.pathname);
  await expect(customer.getByTestId("invoice-state")).toHaveText(DUE);
  await atBothWidths(customer, "customer-partly-paid");
  await customer.goto("/customer-dashboard");
  await expect(customer.getByTestId("invoice-line")).toContainText(DUE);

  // The owner: the list (and its Unpaid filter), accounts receivable and the CSV.
  const owner = await signedIn(browser, DESKTOP, ADMIN.email, ADMIN.password);
  await owner.goto("/admin/money?unpaid=1");
  const row = owner.getByTestId("money-invoice").filter({ hasText: world.customer.name });
  await expect(row.getByTestId("money-state")).toHaveText(DUE);
  const ar = owner.getByTestId("ar-row").filter({ hasText: world.customer.name });
  await expect(ar.getByTestId("ar-owed")).toHaveText("$49.00");
  await expect(ar.locator('[data-bucket="current"]')).toHaveText("$49.00");
  await expect(ar.getByRole("link", { name: /^CV-\d{4}-\d{6}$/ })).toHaveAttribute(
    "href",
    `/customer-visits/${world.visit}`,
  );
  await expect(ar.getByRole("link", { name: world.customer.name })).toHaveAttribute(
    "href",
    `/admin/money?customer=${world.customer.id}`,
  );
  await atBothWidths(owner, "admin-money-partly-paid");
  const csv = await (await owner.request.get(`${ORIGIN}/admin/export/invoices`)).text();
  expect(csv.split("\r\n")[0]).toMatch(/,status,.*,balance_due$/);
  const csvRow = csv.split("\r\n").find((r) => r.includes(world.customer.email) && !r.includes("Credit note"));
  expect(csvRow).toMatch(/^CV-\d{4}-\d{6},.*,149\.00,USD,partly paid,100\.00,0\.00,cash,.*,49\.00$/);

  // The customer pays the rest online: Checkout asks $49.00, Stripe's signed event books it.
  await customer.setViewportSize(PHONE);
  await customer.goto(payRest.pathname);
  await customer.getByRole("button", { name: "Pay now" }).click();
  await customer.waitForURL(`${fake.url}/pay/**`);
  const sessionId = customer.url().split("/pay/")[1] ?? "";
  expect(fake.sessions.get(sessionId)).toMatchObject({ amount_total: 4900, currency: "usd" });
  const [completed] = fake.pay(sessionId);
  if (!completed) throw new Error("no event");
  const { payload, signature } = fake.sign(completed);
  const delivered = await customer.request.post(`${ORIGIN}/api/stripe/webhook`, {
    data: payload,
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
  });
  expect(await delivered.json()).toMatchObject({ ok: true, outcome: "paid" });
  await customer.goto(payRest.pathname);
  await expect(customer.getByTestId("invoice-state")).toHaveText("Paid");
  await expect(customer.getByRole("button", { name: "Pay now" })).toHaveCount(0);
  await mailTo(world.customer.email, /^Receipt for invoice CV-\d{4}-\d{6}: \$49\.00 paid$/);
  await owner.goto("/admin/money");
  await expect(row.getByTestId("money-state")).toHaveText("Paid");
  await expect(owner.getByTestId("ar-row").filter({ hasText: world.customer.name })).toHaveCount(0);
  await phone.reload();
  await expect(phone.getByTestId("invoice-state")).toHaveText("Paid");
});
