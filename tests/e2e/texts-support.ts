// What the specs with texts on share (texts.spec.ts, text-proof.spec.ts): a server of their own
// whose twilio SDK talks to the local fake Twilio, a browser page on it, the booking step, the
// email verification link read from that server's outbox folder, and the proof of a number with
// the code read from the fake Twilio, as a customer does it on the dashboard.
import fs from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { localHour } from "@/domain/reviews/reviews";
import { type E2eServer, startE2eServer } from "../support/e2e-server";
import { startFakeTwilio, TEST_ACCOUNT_SID, TEST_AUTH_TOKEN } from "../support/fake-twilio";
import { decodeQuotedPrintable } from "./support";

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;

export const BOOK =
  "/book-service?service=dryer_vent&address=2180+Milvia+St%2C+Berkeley%2C+CA+94704&city=Berkeley&state=CA&zip=94704&bedrooms=0&bathrooms=0&sqft=0&price=149";

/** A port the system has free (not one of the fixed ports other specs and engineers use). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * Days from now to the next 11:00 in the Bay Area: the texting server's clock stands there, so its
 * texts go out at once whatever the hour the spec runs (quiet hours are the int tests' to prove).
 */
function offsetToLateMorning(): number {
  const hour = 3_600_000;
  const now = Date.now();
  for (let t = Math.ceil(now / hour) * hour; ; t += hour)
    if (localHour(new Date(t), "America/Los_Angeles") === 11) return (t - now) / 86_400_000;
}

/** The fake Twilio and a production server with texts on that sends through it, at 11 am Pacific. */
export async function startTextingServer(): Promise<{ fake: FakeTwilio; server: E2eServer }> {
  const fake = await startFakeTwilio();
  const server = await startE2eServer({
    port: await freePort(),
    env: {
      NODE_OPTIONS: `--require ${path.resolve("scripts/proof/shift-clock.cjs")}`,
      CLOCK_OFFSET_DAYS: String(offsetToLateMorning()),
      TWILIO_ACCOUNT_SID: TEST_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN: TEST_AUTH_TOKEN,
      TWILIO_FROM_NUMBER: "+14155550000",
      TWILIO_API_BASE: fake.url,
      AUTH_RATE_LIMIT: "off",
      BOOKING_LIMITS: "off",
      RATE_LIMIT_SCALE: "1000",
    },
  });
  return { fake, server };
}

export async function pageOn(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    extraHTTPHeaders: { origin },
    viewport: test.info().project.use.viewport ?? undefined,
    isMobile: test.info().project.use.isMobile,
    hasTouch: test.info().project.use.hasTouch,
  });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("cv.analytics-consent", "denied"));
  await page.route(/ipapi\.co|ipinfo\.io|nominatim\.openstreetmap\.org/, (route) => route.abort());
  return page;
}

export async function pickAnyTime(page: Page): Promise<string> {
  const dateSelect = page.getByLabel(/^Date/);
  const dates = await dateSelect.locator("option").evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  for (const date of dates.filter(Boolean).reverse()) {
    await dateSelect.selectOption(date);
    const open = page.getByRole("radio").and(page.locator(":enabled"));
    if ((await open.count()) > 0) {
      await open.first().check();
      return date;
    }
  }
  throw new Error("no open time");
}

/** An email the server wrote to its outbox folder (no SMTP set), decoded, once it is there. */
export async function mailFrom(server: E2eServer, match: (text: string) => boolean): Promise<string> {
  const dir = path.join(server.dataDir, "outbox");
  let found = "";
  await expect
    .poll(
      () => {
        const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith(".eml")) : [];
        found = names.map((n) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, n), "utf8"))).find(match) ?? "";
        return found !== "";
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

/** Opens the link of the sign-up's "Verify your email" message, then the dashboard. */
export async function verifyEmail(page: Page, server: E2eServer, email: string): Promise<void> {
  const mail = await mailFrom(server, (t) => t.includes(email) && t.includes("Verify your email"));
  const link = mail.match(/https?:\/\/\S+\/l\/[A-Za-z0-9_-]{16}(?=\s|$)/m)?.[0];
  expect(link, "the verification link").toBeTruthy();
  // Signed up through the API without a return path, the link lands on the home page.
  const landed = await page.goto(link ?? "");
  expect(landed?.ok()).toBe(true);
  await page.goto("/customer-dashboard");
}

/** The last 6-digit code the fake Twilio was asked to text to `e164`, once one came. */
export async function codeTextedTo(fake: FakeTwilio, e164: string, after = 0): Promise<string> {
  const codes = () =>
    fake.texts.filter((m) => m.to === e164).flatMap((m) => /your code is (\d{6})/.exec(m.body)?.[1] ?? []);
  await expect.poll(() => codes().length, { timeout: 20_000 }).toBeGreaterThan(after);
  return codes().at(-1) ?? "";
}

/**
 * On the dashboard: the number typed, "Send code", the texted code typed, "Confirm". `typed` is
 * written as the page writes numbers, "(510) 555-0123".
 */
export async function proveNumber(page: Page, fake: FakeTwilio, typed: string, e164: string): Promise<void> {
  const proof = page.getByTestId("phone-proof");
  const before = fake.texts.filter((m) => m.to === e164).length;
  await proof.getByLabel("Mobile number for texts").fill(typed);
  await proof.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByTestId("phone-proof-status")).toContainText(`We texted a 6-digit code to ${typed}`);
  const code = await codeTextedTo(fake, e164, before);
  await proof.getByLabel("Code we texted").fill(code);
  await proof.getByRole("button", { name: "Confirm" }).click();
  // The page is drawn again with the proved number: the switch is on, the proof form gone.
  await expect(page.getByRole("switch", { name: "Texts about your visits" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText(`On: we text ${typed}.`)).toBeVisible();
}

/** The spec's texting server (and its fake Twilio): started before its tests, stopped after them. */
export function textingServer(): { fake: FakeTwilio; server: E2eServer } {
  const texting = {} as { fake: FakeTwilio; server: E2eServer };
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    Object.assign(texting, await startTextingServer());
  });
  test.afterAll(async () => {
    await texting.server?.stop();
    await texting.fake?.close();
  });
  return texting;
}
