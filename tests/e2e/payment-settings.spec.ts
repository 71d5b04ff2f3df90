import type { Browser, Page } from "@playwright/test";
import { type E2eServer, startE2eServer } from "../support/e2e-server";
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, type FakeStripe, startFakeStripe } from "../support/fake-stripe";
import { startFakeTwilio, TEST_ACCOUNT_SID } from "../support/fake-twilio";
import { ADMIN, expect, expectAccessible, test } from "./fixtures";

// Payments and texts switched on from the console, on a server of its own with no
// Stripe or Twilio key in its environment, only where the Stripe- and Twilio-speaking servers on
// loopback are: the owner follows the banner's link, pastes a publishable key (refused with a
// sentence, kept in the field), then the real keys; the page shows them by their last four and
// neither the served HTML nor its payload carries them; "Test the connection" and "Send me a test
// text" answer in a sentence; a removed key turns payments off. At 390 and 1280 px, axe on the page.
test.describe.configure({ mode: "serial" });

const TOKEN = "9f8e7d6c5b4a39281706f5e4d3c2b1a0";
const EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "charge.refunded",
  "refund.created",
  "refund.updated",
];

let server: E2eServer;
let stripe: FakeStripe;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
let origin = "";

test.beforeAll(async ({ browser: _browser }, info) => {
  test.setTimeout(120_000);
  // One server per width: each project walks the whole story from a fresh install.
  const port = Number(process.env.SETTINGS_E2E_PORT ?? 3420) + (info.project.name === "phone" ? 1 : 0);
  stripe = await startFakeStripe();
  twilio = await startFakeTwilio({ sid: TEST_ACCOUNT_SID, token: TOKEN });
  server = await startE2eServer({
    port,
    env: { AUTH_RATE_LIMIT: "off", STRIPE_API_URL: stripe.url, TWILIO_API_BASE: twilio.url },
  });
  origin = server.origin;
});
test.afterAll(async () => {
  await server?.stop();
  await stripe?.close();
  await twilio?.close();
});

async function owner(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    baseURL: origin,
    extraHTTPHeaders: { origin },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("cv.analytics-consent", "denied"));
  const res = await page.request.post("/api/auth/sign-in/email", {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

/** The page as served (HTML with its RSC payload), and as the browser holds it now. */
async function expectNoSecret(page: Page, secrets: string[]) {
  const served = await (await page.request.get("/admin/settings/payments")).text();
  const payload = await (await page.request.get("/admin/settings/payments", { headers: { RSC: "1" } })).text();
  const live = await page.content();
  for (const secret of secrets) {
    expect(served).not.toContain(secret);
    expect(payload).not.toContain(secret);
    expect(live).not.toContain(secret);
  }
}

test("the owner turns payments and texts on from the console, and the keys never come back", async ({
  browser,
}, info) => {
  test.setTimeout(120_000);
  const viewport = info.project.use.viewport ?? { width: 1280, height: 800 };
  const page = await owner(browser, viewport);

  // The console's banner leads to the page, not to the README.
  await page.goto("/admin");
  await expect(page.getByTestId("texts-status")).toContainText("Texts are off");
  await page.getByRole("link", { name: "Turn texts on in Payments and texts" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/payments$/);
  await expect(page.getByRole("heading", { name: "Payments and texts", level: 1 })).toBeVisible();
  await expect(page.getByTestId("webhook-url")).toHaveText(`${origin}/api/stripe/webhook`);
  await expect(page.getByTestId("webhook-events").getByRole("listitem")).toHaveText(EVENTS);
  await expect(page.getByTestId("inbound-url")).toHaveText(`${origin}/api/sms/inbound`);
  await expect(page.getByTestId("payments-status")).toContainText("Online payments are off");
  await expectAccessible(page);

  // A publishable key: a sentence beside the field, what was pasted kept.
  const key = page.getByLabel("Stripe secret key", { exact: true });
  await key.fill("pk_test_51PublishableOnly");
  await page.getByRole("button", { name: "Save Stripe" }).click();
  await expect(page.getByText(/That is the publishable key \(pk_…\)/)).toBeVisible();
  await expect(key).toHaveValue("pk_test_51PublishableOnly");
  // Marked invalid, and focused: the shared form's focus step runs after the render that marks it.
  await expect(key).toHaveAttribute("aria-invalid", "true");
  await expect(key).toBeFocused();

  await key.fill(FAKE_SECRET_KEY);
  await page.getByLabel("Stripe webhook signing secret", { exact: true }).fill(FAKE_WEBHOOK_SECRET);
  await page.getByRole("button", { name: "Save Stripe" }).click();
  await expect(page.getByTestId("stripeSecretKey-source")).toContainText(`…${FAKE_SECRET_KEY.slice(-4)}`);
  await expect(page.getByTestId("payments-status")).toContainText("Online payments are on");
  await expect(key).toHaveValue("");
  await expectNoSecret(page, [FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET]);

  // The check says what is missing, then that all works once the webhook is added.
  await page.getByRole("button", { name: "Test the connection" }).click();
  await expect(page.getByTestId("stripe-check")).toContainText("no webhook in this test-mode account");
  stripe.webhookEndpoints.push({ url: `${origin}/api/stripe/webhook`, enabled_events: EVENTS, status: "enabled" });
  await page.getByRole("button", { name: "Test the connection" }).click();
  await expect(page.getByTestId("stripe-check")).toContainText("added with every event it needs");

  // Texts: the account, its token and a number; the test text says no number of the owner's is proved.
  await page.getByLabel("Twilio account SID", { exact: true }).fill(TEST_ACCOUNT_SID);
  await page.getByLabel("Twilio auth token", { exact: true }).fill(TOKEN);
  await page.getByLabel("Sending number", { exact: true }).fill("(415) 555-0000");
  await page.getByRole("button", { name: "Save Twilio" }).click();
  await expect(page.getByTestId("twilioFromNumber-source")).toContainText("+14155550000");
  await expect(page.getByTestId("texts-settings-status")).toContainText("Texts are on");
  await page.getByRole("button", { name: "Send me a test text" }).click();
  await expect(page.getByTestId("twilio-check")).toContainText("No number of yours is proved");
  await expectNoSecret(page, [FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, TOKEN]);
  await expect(page.getByTestId("settings-changes").getByRole("listitem")).toHaveCount(5);
  await expectAccessible(page);

  // Removed: payments are off again, at once.
  await page.getByRole("button", { name: "Remove stripe secret key" }).click();
  await expect(page.getByTestId("stripeSecretKey-source")).toHaveText("Not set.");
  await expect(page.getByTestId("payments-status")).toContainText("Online payments are off");
  await page.goto("/admin");
  await expect(page.getByTestId("texts-status")).toContainText("Texts are on");
});
