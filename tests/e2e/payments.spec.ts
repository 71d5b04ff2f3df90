import type { Browser, Page } from "@playwright/test";
import QRCode from "qrcode";
import type { FakeStripe } from "../support/fake-stripe";
import { mailIn, type StripeServer, signedInOn, startStripeServer } from "../support/stripe-server";
import { ADMIN, expect, expectAccessible, test } from "./fixtures";

// Money from end to end, on a server of its own whose Stripe keys point the official
// SDK at a Stripe-speaking server on loopback (tests/support/fake-stripe.ts): the crew taps
// Finished on a phone, the customer's invoice email carries Pay now, which reaches a Checkout page
// of the fake; a signed webhook marks it paid (the page coming back marks nothing), the dashboard
// shows Paid and the receipt arrives. The crew adds an extra from the owner's price book to the
// second visit and records its cash payment; the owner refunds part of the online payment from
// /admin at desktop width. Phones at 390 px, the
// console at 1280 px, axe on every page. Runs once, as one walk: in the desktop project only (playwright.config.ts).
test.describe.configure({ mode: "serial" });

// This spec's own server (the shared one is on E2E_PORT).
const PORT = Number(process.env.PAYMENTS_E2E_PORT ?? 3301);
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = "Payment-World-Pass-2026";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface Person {
  id: string;
  email: string;
  name: string;
}
interface World {
  technician: Person;
  customer: Person;
  onlineVisit: string;
  onSiteVisit: string;
  cardVisit: string;
}

let money: StripeServer<World>;
let fake: FakeStripe;
let world: World;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  money = await startStripeServer<World>(PORT, "tests/support/payment-world.ts");
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

async function finish(phone: Page, address: string) {
  await phone.goto("/crew");
  const card = phone.getByTestId("crew-job").filter({ hasText: address });
  await card.getByRole("button", { name: "Finished" }).click();
  await expect(phone).toHaveURL(/\/crew\/visits\/[0-9a-f-]+\/report$/, { timeout: 30_000 });
  await expect(phone.getByRole("heading", { name: /^Invoice CV-\d{4}-\d{6}$/ })).toBeVisible();
}

test("Finished, wrap-up with the invoice, Pay now, signed webhook, Paid; cash on site; a partial refund", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // The owner's price book lists the extras the crew may add on site; the Money page shows them.
  const owner = await signedIn(browser, DESKTOP, ADMIN.email, ADMIN.password);
  await owner.goto("/admin/prices");
  await owner.getByRole("button", { name: "Add an extra" }).click();
  const extra = owner.getByTestId("price-extra").last();
  await extra.getByLabel("Name").fill("Bird guard");
  await extra.getByLabel("Price ($)").fill("49.00");
  await owner.getByRole("button", { name: "Save prices" }).click();
  await expect(owner.getByTestId("prices-version")).toContainText("Current version");
  await owner.goto("/admin/money");
  await expect(owner.getByTestId("price-item")).toHaveText([/Bird guard: \$49\.00/]);

  const phone = await signedIn(browser, PHONE, world.technician.email);
  await finish(phone, "2180 Milvia St");
  await expect(phone.getByTestId("invoice-total")).toHaveText("$350.00");
  await expect(phone.getByRole("row", { name: /Recurring customer: 10% off/ })).toContainText("-$39.00");
  await expectAccessible(phone);
  await phone.screenshot({ path: test.info().outputPath("crew-finished-390.png"), fullPage: true });

  // The invoice comes in the visit's one wrap-up, sent from the phone; read with mailparser: its
  // lines, its balance and the Pay now link.
  await phone.getByRole("button", { name: "Send to the customer" }).click();
  await expect(phone.getByTestId("wrap-up-sent")).toBeVisible();
  const invoiceMail = await mailTo(
    world.customer.email,
    /^Your visit report and invoice CV-\d{4}-\d{6}, \$350\.00 due/,
  );
  expect(invoiceMail.text).toContain("Recurring customer: 10% off: -$39.00");
  const payLink = new URL(/Pay now:\s+(\S+)/.exec(invoiceMail.text ?? "")?.[1] ?? "");
  expect(payLink.pathname).toBe(`/customer-visits/${world.onlineVisit}`);

  const customer = await signedIn(browser, PHONE, world.customer.email);
  await customer.goto(payLink.pathname);
  await expect(customer.getByTestId("invoice-state")).toHaveText("Open, $350.00 due");
  await expectAccessible(customer);
  await customer.getByRole("button", { name: "Pay now" }).click();
  // Stripe's hosted page (here the fake's): the card is typed there, never on our site.
  await customer.waitForURL(`${fake.url}/pay/**`);
  const sessionId = customer.url().split("/pay/")[1] ?? "";
  expect(fake.sessions.get(sessionId)).toMatchObject({ amount_total: 35000, currency: "usd" });

  // Coming back from Stripe marks nothing paid.
  await customer.goto(`${payLink.pathname}?payment=returned`);
  await expect(customer.getByTestId("invoice-state")).toHaveText("Open, $350.00 due");
  await expect(customer.getByRole("status")).toContainText("Stripe is confirming your payment");

  // Stripe's signed event does.
  const [completed] = fake.pay(sessionId);
  if (!completed) throw new Error("no event");
  const { payload, signature } = fake.sign(completed);
  const unsigned = await customer.request.post(`${ORIGIN}/api/stripe/webhook`, {
    data: payload,
    headers: { "content-type": "application/json" },
  });
  expect(unsigned.status()).toBe(400);
  const delivered = await customer.request.post(`${ORIGIN}/api/stripe/webhook`, {
    data: payload,
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
  });
  expect(await delivered.json()).toMatchObject({ ok: true, outcome: "paid" });

  await customer.goto(payLink.pathname);
  await expect(customer.getByTestId("invoice-state")).toHaveText("Paid");
  await expect(customer.getByRole("button", { name: "Pay now" })).toHaveCount(0);
  await customer.goto("/customer-dashboard");
  await expect(customer.getByTestId("invoice-line").first()).toContainText("Paid");
  await expectAccessible(customer);
  const receipt = await mailTo(world.customer.email, /^Receipt for invoice CV-\d{4}-\d{6}: \$350\.00 paid$/);
  expect(receipt.text).toContain("card online (Stripe)");

  // The second visit gets a bird guard before Finished, and is paid in cash at the door.
  await phone.goto(`/crew/visits/${world.onSiteVisit}/report`);
  await phone.getByLabel("Item", { exact: true }).selectOption({ label: "Bird guard ($49.00)" });
  // Not before the customer agrees to it and its price on the phone.
  await phone.getByRole("button", { name: "Add", exact: true }).click();
  await expect(phone.getByText(/tick the box once they agree/)).toBeVisible();
  await phone.getByLabel("The customer agreed to this extra and its price").check();
  await phone.getByRole("button", { name: "Add", exact: true }).click();
  await expect(phone.getByTestId("visit-extra")).toHaveText([
    /Bird guard: \$49\.00\s*Customer agreed at \d{1,2}:\d{2}/,
  ]);
  await expectAccessible(phone);
  await finish(phone, "415 Grand Ave");
  await expect(phone.getByTestId("invoice-total")).toHaveText("$399.00");
  const form = phone.getByRole("form", { name: "Payment taken on site" });
  await form.getByLabel("Cash").check();
  await expect(form.getByLabel("Amount (dollars)")).toHaveValue("399.00");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(phone.getByTestId("invoice-state")).toHaveText("Paid");
  await expect(phone.getByText(/^Cash: \$399\.00 on/)).toBeVisible();
  await expectAccessible(phone);
  // Paid before the wrap-up: the receipt is in it, not an email of its own.
  await phone.getByRole("button", { name: "Send to the customer" }).click();
  const wrapUp = await mailTo(world.customer.email, /^Your visit report and invoice .*, paid \$399\.00/);
  expect(wrapUp.text).toMatch(/Payments received[\s\S]*\$399\.00, cash, on site/);

  // The owner refunds part of the online payment from the console, at desktop width.
  await owner.goto("/admin/money");
  await expect(owner.getByTestId("online-payments")).toContainText("Online payments are on");
  const paidOnline = owner.getByTestId("money-invoice").filter({ hasText: "Online (Stripe)" });
  // Each money action is its own folded form: the row has several.
  const refundForm = paidOnline.locator("details").filter({ has: owner.locator("summary", { hasText: "Refund" }) });
  await refundForm.locator("summary").click();
  await refundForm.getByLabel("Amount in dollars").fill("50.00");
  await refundForm.getByLabel("Why").fill("Arrived two hours late");
  const [refunded] = await Promise.all([
    owner.waitForResponse((r) => r.url().endsWith("/refund")),
    refundForm.getByRole("button", { name: "Refund this amount" }).click(),
  ]);
  expect(refunded.status(), await refunded.text()).toBe(200);
  await expect(paidOnline.getByTestId("money-state")).toContainText("partly refunded");
  await expect(paidOnline).toContainText("refunded $50.00");
  await expectAccessible(owner);
  await owner.screenshot({ path: test.info().outputPath("admin-money-1280.png"), fullPage: true });
  const refundMail = await mailTo(world.customer.email, /^Refund of \$50\.00 for invoice/);
  expect(refundMail.text).toContain("We refunded $50.00");
  expect(fake.refunds).toHaveLength(1);

  // The bird guard was not fitted after all: the owner credits it on the cash invoice.
  const paidCash = owner.getByTestId("money-invoice").filter({ hasText: "Cash:" });
  const creditForm = paidCash
    .locator("details")
    .filter({ has: owner.locator("summary", { hasText: "Issue a credit note" }) });
  await creditForm.locator("summary").click();
  await creditForm.getByLabel("Amount in dollars").fill("49.00");
  await creditForm.getByLabel("Why").fill("Bird guard not fitted");
  const [credited] = await Promise.all([
    owner.waitForResponse((r) => r.url().endsWith("/credit-note")),
    creditForm.getByRole("button", { name: "Issue credit note" }).click(),
  ]);
  expect(credited.status(), await credited.text()).toBe(200);
  await expect(paidCash.getByTestId("money-credit-note")).toHaveText(
    /^Credit note CN-\d{4}-\d{6}: -\$49\.00 on .* \(Bird guard not fitted\)$/,
  );
  await expectAccessible(owner);
  await owner.setViewportSize(PHONE);
  await owner.screenshot({ path: test.info().outputPath("admin-money-credit-390.png"), fullPage: true });
  await owner.setViewportSize(DESKTOP);
  await owner.screenshot({ path: test.info().outputPath("admin-money-credit-1280.png"), fullPage: true });
  const creditMail = await mailTo(world.customer.email, /^Credit note CN-\d{4}-\d{6}: \$49\.00 off invoice/);
  expect(creditMail.text).toContain("Nothing is left to pay");

  // The accountant's CSV has both invoices, their methods, the refund, Stripe's fee and the credit.
  const csv = await (await owner.request.get(`${ORIGIN}/admin/export/invoices`)).text();
  expect(csv.split("\r\n")[0]).toContain("invoice_number,issued_date,issued_time,issued_at,time_zone,customer");
  expect(csv).toMatch(
    /CV-\d{4}-\d{6},\d{4}-\d{2}-\d{2},\d{2}:\d{2},.*,350\.00,USD,partly refunded,350\.00,50\.00,stripe,\d{4}-\d{2}-\d{2},10\.45,/,
  );
  expect(csv).toMatch(
    /CV-\d{4}-\d{6},.*,Credit note CN-\d{4}-\d{6}: Bird guard not fitted -\$49\.00,-49\.00,,,-49\.00,USD,/,
  );
  expect(csv).toMatch(/CV-\d{4}-\d{6},.*Bird guard \$49\.00.*,399\.00,USD,paid,399\.00,0\.00,cash,\d{4}-\d{2}-\d{2},/);
});

test("Pay by card on site: a code for the balance, scanned and paid on the customer's phone; the webhook turns it Paid", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const phone = await signedIn(browser, PHONE, world.technician.email);
  await finish(phone, "88 Vine St");
  await expect(phone.getByTestId("invoice-total")).toHaveText("$350.00");
  // Part in cash at the door: the code is for what is left.
  const form = phone.getByRole("form", { name: "Payment taken on site" });
  await form.getByLabel("Cash").check();
  await form.getByLabel("Amount (dollars)").fill("100.00");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(phone.getByTestId("invoice-state")).toHaveText("Partly paid, $250.00 due");

  const card = phone.getByRole("region", { name: "Pay by card" });
  await card.getByRole("button", { name: "Show a payment code" }).click();
  const qr = card.getByRole("img", { name: /QR code: the customer scans it to pay \$250\.00 by card/ });
  await expect(qr).toBeVisible();
  await expect(card.getByRole("status")).toContainText(`emailed to ${world.customer.email}`);
  await expectAccessible(phone);
  await phone.screenshot({ path: test.info().outputPath("crew-pay-by-card-390.png"), fullPage: true });
  const link = (await card.getByTestId("pay-by-card-link").getAttribute("href")) ?? "";
  // The code is the link's, drawn by the server.
  const drawn = await QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  expect(await qr.getAttribute("src")).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(drawn)}`);
  const mail = await mailTo(world.customer.email, /^Pay \$250\.00 by card: invoice CV-\d{4}-\d{6}$/);
  expect(mail.text).toContain(link);

  // The customer's phone (no account needed) follows the link to Stripe's page for the balance.
  const customerPhone = await (await browser.newContext({ viewport: PHONE })).newPage();
  await customerPhone.goto(link);
  await customerPhone.waitForURL(`${fake.url}/pay/**`);
  const sessionId = customerPhone.url().split("/pay/")[1] ?? "";
  expect(fake.sessions.get(sessionId)).toMatchObject({ amount_total: 25000, currency: "usd" });

  // Stripe's signed event turns the technician's screen Paid, with no tap.
  const [completed] = fake.pay(sessionId);
  if (!completed) throw new Error("no event");
  const { payload, signature } = fake.sign(completed);
  const delivered = await phone.request.post(`${ORIGIN}/api/stripe/webhook`, {
    data: payload,
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
  });
  expect(await delivered.json()).toMatchObject({ ok: true, outcome: "paid" });
  await expect(phone.getByTestId("invoice-state")).toHaveText("Paid", { timeout: 15_000 });
  await expect(card).toHaveCount(0);
  // The link now says it was paid.
  await customerPhone.goto(link);
  await expect(customerPhone.getByRole("heading", { level: 1 })).toHaveText("Thank you");
  await expectAccessible(customerPhone);
  await customerPhone.context().close();
});
