import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { type E2eServer, seedFromTemplate, startE2eServer } from "../support/e2e-server";
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, type FakeStripe, startFakeStripe } from "../support/fake-stripe";
import { ADMIN, expect, expectAccessible, test } from "./fixtures";

// Deposits and no-show fees (decision 0045) on a server of its own whose Stripe keys point the SDK
// at the Stripe-speaking server on loopback. The owner asks a 20% deposit for dryer vents and a
// card with a $75 no-show fee for duct cleaning (1280 px); a homeowner books a dryer vent at 390
// px, reads the deposit before booking, pays it on Stripe's page and lands on "booked"; another
// books duct cleaning at 1280 px and saves a card. The server restarts with its clock past that
// visit, and the owner charges the no-show fee once, with a confirm step. Axe on each page.
test.describe.configure({ mode: "serial" });

const PORT = Number(process.env.DEPOSITS_E2E_PORT ?? 3461);
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = "Deposit-World-Pass-2026";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SHIFT_CLOCK = path.resolve("scripts/proof/shift-clock.cjs");
/** Past the last day the booking window offers: every visit booked today has begun. */
const LATER_DAYS = 35;
const BERKELEY = "address=2180+Milvia+St%2C+Berkeley%2C+CA+94704&city=Berkeley&state=CA&zip=94704";

let server: E2eServer;
let fake: FakeStripe;
let dataDir = "";
type Person = { id: string; email: string; name: string };
let world: { payer: Person; absent: Person };

const serverEnv = (days: number) => ({
  AUTH_RATE_LIMIT: "off",
  STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
  STRIPE_API_URL: fake.url,
  ...(days ? { NODE_OPTIONS: `--require ${SHIFT_CLOCK}`, CLOCK_OFFSET_DAYS: String(days) } : {}),
});

test.beforeAll(async () => {
  test.setTimeout(360_000);
  fake = await startFakeStripe();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-deposits-"));
  seedFromTemplate(dataDir);
  const output = execFileSync("npx", ["tsx", "--conditions=react-server", "tests/support/deposit-world.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "error" },
    encoding: "utf8",
  });
  world = JSON.parse(output.trim().split("\n").at(-1) ?? "{}");
  server = await startE2eServer({ port: PORT, dataDir, env: serverEnv(0), timeoutMs: 180_000 });
});
test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await fake?.close();
});

async function signedIn(browser: Browser, viewport: typeof PHONE, email: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: ORIGIN, extraHTTPHeaders: { origin: ORIGIN } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("cv.analytics-consent", "denied"));
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

/** Stripe's signed events, posted to our webhook as Stripe would; their outcomes. */
async function deliver(page: Page, events: ReturnType<FakeStripe["pay"]>) {
  const outcomes = [];
  for (const event of events) {
    const { payload, signature } = fake.sign(event);
    const res = await page.request.post(`${ORIGIN}/api/stripe/webhook`, {
      data: payload,
      headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
    });
    outcomes.push(((await res.json()) as { outcome: string }).outcome);
  }
  return outcomes;
}

/** The first offered date with `time` open, and that time. */
async function pickTime(page: Page, time: string) {
  const dateSelect = page.getByLabel(/^Date/);
  const dates = await dateSelect.locator("option").evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  const slot = page.getByRole("radio", { name: new RegExp(`^${time}( \\(not available\\))?$`) });
  for (const date of dates.filter(Boolean)) {
    await dateSelect.selectOption(date);
    if (await slot.isEnabled()) return slot.check();
  }
  throw new Error(`no date with ${time} open`);
}

async function setTerms(owner: Page, service: string, kind: string, amount: string, by?: string) {
  const form = owner.getByTestId(`booking-money-${service}`);
  await form.getByLabel("Before the visit, ask").selectOption(kind);
  if (by) await form.getByLabel("Deposit as").selectOption(by);
  await form.getByLabel(/^(Deposit|No-show fee) \(/).fill(amount);
  await form.getByRole("button", { name: /^Save/ }).click();
  await expect(form.getByText("Saved.")).toBeVisible();
}

test("a deposit paid on Stripe's page books the visit; the owner charges a no-show fee once", async ({ browser }) => {
  test.setTimeout(360_000);
  const owner = await signedIn(browser, DESKTOP, ADMIN.email, ADMIN.password);
  await owner.goto("/admin/prices");
  // A fee under Stripe's minimum is refused with its sentence, and what was typed stays.
  const deep = owner.getByTestId("booking-money-dryer_vent");
  await deep.getByLabel("Before the visit, ask").selectOption("no-show-fee");
  await deep.getByLabel("No-show fee ($)").fill("0.10");
  await deep.getByRole("button", { name: /^Save/ }).click();
  await expect(deep.getByRole("alert")).toContainText("at least $0.50");
  await expect(deep.getByLabel("No-show fee ($)")).toHaveValue("0.10");
  await setTerms(owner, "dryer_vent", "deposit", "20", "percent");
  await setTerms(owner, "air_duct", "no-show-fee", "75");
  await expectAccessible(owner);

  // The homeowner, on a phone: the deposit is stated before booking, then paid on Stripe's page.
  const phone = await signedIn(browser, PHONE, world.payer.email);
  await phone.goto(`/book-service?service=dryer_vent&${BERKELEY}&bedrooms=0&bathrooms=0&sqft=0&price=149`);
  await phone.getByLabel("Phone for the crew").fill("(510) 555-0142");
  await pickTime(phone, "9:00 AM");
  await expect(phone.getByTestId("booking-money-terms")).toContainText(
    "A deposit of $29.80 is paid by card now and shown on your invoice; $119.20 is left to pay after the visit.",
  );
  await expectAccessible(phone);
  await phone.getByRole("button", { name: "Pay the deposit and book" }).click();
  await phone.waitForURL(`${fake.url}/pay/**`);
  const session = phone.url().split("/pay/")[1] ?? "";
  expect(fake.sessions.get(session)).toMatchObject({ mode: "payment", amount_total: 2_980 });
  const successUrl = fake.sessions.get(session)?.success_url ?? "";
  expect(await deliver(phone, fake.pay(session))).toEqual(["booking-checkout-paid", "already-paid"]);
  await phone.goto(successUrl);
  await expect(phone.getByRole("heading", { name: "Your visit is booked" })).toBeVisible();
  await expect(phone.getByTestId("paid-state")).toContainText("Your deposit of $29.80 is paid; $119.20 is left");
  await expectAccessible(phone);
  // The homeowner's own dashboard says the same of the deposit, server-worded, in the business's zone.
  await phone.goto("/customer-dashboard");
  await expect(phone.getByTestId("booking-deposit")).toHaveText(
    /^Deposit \$29\.80 paid on .+, \d{1,2}:\d{2} [AP]M .+; it counts toward your invoice\.$/,
  );

  // Another homeowner, on a desktop, books duct cleaning and saves a card; nothing is charged.
  const desk = await signedIn(browser, DESKTOP, world.absent.email);
  await desk.goto(`/book-service?service=air_duct&${BERKELEY}&bedrooms=3&bathrooms=2&sqft=1500&price=379`);
  await desk.getByLabel("Phone for the crew").fill("(510) 555-0199");
  await pickTime(desk, "8:00 AM");
  await expect(desk.getByTestId("booking-money-terms")).toContainText("no-show fee of $75.00");
  await desk.getByRole("button", { name: "Save a card and book" }).click();
  await desk.waitForURL(`${fake.url}/pay/**`);
  const saved = fake.saveCard(desk.url().split("/pay/")[1] ?? "");
  expect(await deliver(desk, saved.events)).toEqual(["ignored", "booking-checkout-paid"]);
  expect(fake.offSessionIntents).toHaveLength(0);

  // After the visit (the server's clock moved past it), the owner charges the fee: confirm, once.
  await server.stop();
  server = await startE2eServer({ port: PORT, dataDir, env: serverEnv(LATER_DAYS), timeoutMs: 180_000 });
  const later = await signedIn(browser, DESKTOP, ADMIN.email, ADMIN.password);
  await later.goto("/admin/bookings");
  const row = later.getByTestId("admin-booking").filter({ hasText: world.absent.email });
  await row.getByRole("button", { name: "Charge no-show fee ($75.00)" }).click();
  await row.getByLabel(/^What happened/).fill("Nobody home; no answer by phone");
  const confirm = row.getByRole("button", { name: "Confirm: charge $75.00" });
  await confirm.dblclick();
  await expect(row.getByTestId("booking-no-show")).toContainText(": charged ");
  expect(fake.offSessionIntents.map((i) => [i.amount, i.status])).toEqual([[7_500, "succeeded"]]);
  await expect(row.getByRole("button", { name: /Charge no-show fee/ })).toHaveCount(0);
  // The deposit, as the owner reads it: paid, with its date in the business's zone.
  const paidRow = later.getByTestId("admin-booking").filter({ hasText: world.payer.email });
  await expect(paidRow.getByTestId("booking-deposit")).toContainText(
    /Deposit \$29\.80 paid on .+, \d{1,2}:\d{2} [AP]M .+; counts toward the invoice\./,
  );
  await expectAccessible(later);
});
