// "You're due" end to end (decision 0039): a past customer whose dryer vent visit is 13 months old
// (relative to the server's clock, written into the spec's own database before the server starts)
// and who agreed to service reminders gets the email when the owner sends now, follows its
// link, signs in and books the same service at the same address in one sitting; the unsubscribe
// link works in one tap, and the owner's "Send now" then sends nothing. Insights counts it all.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { hashPassword } from "better-auth/crypto";
import { simpleParser } from "mailparser";
import { addMonthsToDate, localDate } from "@/domain/scheduling/schedule";
import { seedFromTemplate, startE2eServer } from "../support/e2e-server";
import { expect, expectAccessible, signInAdmin, test } from "./fixtures";
import { uniqueEmail } from "./support";

const LA = "America/Los_Angeles";
const PASSWORD = "Past-Customer-2026";

/** The customer, their consent to reminders and their visit 13 months ago, in the folder's database. */
async function seedPastCustomer(dataDir: string, email: string) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const schema = await import("@/server/db/schema");
  const client = await PGlite.create(path.join(dataDir, "pglite", "pgdata"));
  try {
    const db = drizzle(client, { schema });
    const id = randomUUID();
    const visitDate = addMonthsToDate(localDate(new Date(), LA), -13);
    const at = new Date(`${visitDate}T18:00:00Z`);
    await db.insert(schema.user).values({ id, name: "Pat Past", email, emailVerified: true });
    await db.insert(schema.account).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(PASSWORD),
    });
    // A past customer's profile keeps the phone they booked with (create-booking.ts).
    await db.insert(schema.profiles).values({ userId: id, fullName: "Pat Past", phone: "(510) 555-0188" });
    await db.insert(schema.pricingLeads).values({
      fullName: "Pat Past",
      phone: "(510) 555-0188",
      email,
      serviceType: "dryer_vent",
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1500,
      pricingExact: 149,
      pricingMin: 149,
      pricingMax: 149,
      priceTableVersion: "v1",
      address: "1 Main St, Oakland, CA 94607",
      marketingConsent: true,
      consentTextVersion: "2026-11-marketing-v1",
      consentAt: at,
      createdAt: at,
    });
    await db.insert(schema.bookings).values({
      userId: id,
      serviceType: "dryer_vent",
      appointmentDate: visitDate,
      appointmentTime: "09:00",
      address: "1 Main St, Oakland, CA 94607",
      city: "Oakland",
      state: "CA",
      zipCode: "94607",
      customerPhone: "(510) 555-0188",
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1500,
      priceExact: "149.00",
      status: "completed",
      timeZone: LA,
      createdAt: at,
      updatedAt: at,
    });
  } finally {
    await client.close();
  }
}

async function waitForMail(dir: string, to: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith(".eml")) : []) {
      const raw = fs.readFileSync(path.join(dir, name), "utf8");
      if (raw.includes(`To: ${to}`) && raw.includes("You're due")) return { raw, mail: await simpleParser(raw) };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no you're due email to ${to}`);
}

const contextOn = (browser: Browser, origin: string, width: number) =>
  browser.newContext({ baseURL: origin, viewport: { width, height: 844 }, extraHTTPHeaders: { origin } });

test("a past customer is told they're due, books from the email and unsubscribes in one tap", async ({
  browser,
  isMobile,
}) => {
  test.setTimeout(360_000);
  const width = isMobile ? 390 : 1280;
  const port = Number(process.env.DUE_E2E_PORT ?? 3460) + (isMobile ? 1 : 0);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-due-"));
  const email = uniqueEmail("past");
  seedFromTemplate(dataDir);
  await seedPastCustomer(dataDir, email);
  const server = await startE2eServer({ port, dataDir, env: { AUTH_RATE_LIMIT: "off" } });
  try {
    // The owner sends now (the daily run, due at the server's first upkeep, may get there first:
    // either way one email, with List-Unsubscribe).
    const owner = await contextOn(browser, server.origin, width);
    await signInAdmin(owner.request);
    const admin = await owner.newPage();
    await admin.goto("/admin/settings/reminders");
    await expect(admin.getByTestId("due-preview")).toHaveText(/^[01] customers? (is|are) due for a reminder\.$/);
    await admin.getByRole("button", { name: "Send now" }).click();
    await expect(admin.getByTestId("due-run-result")).toHaveText(/^Sent [01] reminders?\.$/);
    const { mail } = await waitForMail(path.join(dataDir, "outbox"), email);
    expect(mail.subject).toBe("You're due for your Dryer Vent Cleaning");
    expect(mail.text).toContain("1 Main St, Oakland, CA 94607");
    const header = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/\s+/g, " ") ?? "";
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(header("list-unsubscribe").replace(/ /g, "")).toMatch(/\/api\/due\/unsubscribe\?m=[0-9a-f-]{36}&sig=/);
    const bookHref = /http\S+\/book-service\?due=\S+/.exec(mail.text ?? "")?.[0];
    const unsubscribeHref = /http\S+\/due\/unsubscribe\?\S+/.exec(mail.text ?? "")?.[0];
    if (!bookHref || !unsubscribeHref) throw new Error("links missing from the email");

    // The link, signed out: sign in, and the form opens with the service and address filled in.
    const customer = await contextOn(browser, server.origin, width);
    const page = await customer.newPage();
    await page.goto(bookHref);
    await expect(page).toHaveURL(/\/customer-login\?next=/);
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/book-service\?due=/);
    await expect(page.getByLabel("Street address")).toHaveValue("1 Main St");
    await expect(page.getByLabel("ZIP code")).toHaveValue("94607");
    await expect(page.getByText("Dryer Vent Cleaning").first()).toBeVisible();
    const dates = await page
      .getByLabel(/^Date/)
      .locator("option")
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
    if (!dates[0]) throw new Error("no open day");
    await page.getByLabel(/^Date/).selectOption(dates[0]);
    await page
      .getByRole("radio", { name: /^\d{1,2}:\d{2} [AP]M$/ })
      .and(page.locator(":enabled"))
      .first()
      .check();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Request this visit" }).click();
    await expect(page).toHaveURL(/\/customer-dashboard\?booked=/, { timeout: 20_000 });
    await expect(page.getByTestId("booking").first()).toContainText("Requested");

    // One tap unsubscribes, signed in or not.
    const tap = await (await contextOn(browser, server.origin, width)).newPage();
    await tap.goto(unsubscribeHref);
    await expect(tap.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
    await expectAccessible(tap);

    // The owner again: nobody is due, "Send now" sends nothing; Insights shows sent, opened, booked.
    await admin.goto("/admin/settings/reminders");
    await expect(admin.getByTestId("due-preview")).toHaveText("0 customers are due for a reminder.");
    await admin.getByRole("button", { name: "Send now" }).click();
    await expect(admin.getByTestId("due-run-result")).toHaveText("Sent 0 reminders.");
    await admin.goto("/admin/insights");
    const row = admin.getByRole("region", { name: "You're due reminders" }).getByRole("row").nth(1);
    await expect(row).toContainText(`${localDate(new Date(), LA).slice(0, 7)}`);
    await expect(row.getByRole("cell")).toHaveText(["1", "1 (100%)", "1 (100%)", "$0.00", "$0.00"]);
    const sent = fs.readdirSync(path.join(dataDir, "outbox")).filter((n) => {
      const raw = fs.readFileSync(path.join(dataDir, "outbox", n), "utf8");
      return raw.includes(`To: ${email}`) && raw.includes("You're due");
    });
    expect(sent).toHaveLength(1);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
