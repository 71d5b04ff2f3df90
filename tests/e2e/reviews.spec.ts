// A review from a real visit, end to end: the crew finishes a visit on the phone, the
// review request arrives two hours later in the daytime (read with mailparser), the customer
// leaves 2 stars with text through the signed link, the owner replies, and the review and the
// reply show on the visit's city page, which is prerendered and was not rebuilt.
// Time is an input: the spec's own server runs with its clock moved (scripts/proof/shift-clock.cjs),
// first to a morning in the Bay Area, then, on the same data, past the two hours.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { startE2eServer } from "../support/e2e-server";
import { gpsJpeg } from "../support/phone-photos";
import { expect, expectAccessible, signInAdmin, signInTechnician, test } from "./fixtures";
import { contextOn, offsetToLocalHour, outboxMails, SHIFT_CLOCK } from "./moved-clock";

/** The first email in the outbox folder that matches, parsed (waits up to a minute). */
const waitForMail = async (dir: string, match: (text: string) => boolean) =>
  simpleParser((await outboxMails(dir, match))[0] ?? "");

test("finished visit -> request email -> 2-star review -> owner's reply on the city page", async ({
  page,
  browser,
  isMobile,
}) => {
  test.setTimeout(240_000);
  const width = isMobile ? 390 : 1280;
  // Each width its own server: the spec's port is derived from the e2e server's own.
  const port = Number(process.env.E2E_PORT ?? 3100) + (isMobile ? 41 : 42);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-reviews-"));
  const clock = (days: number) => ({
    NODE_OPTIONS: `--require ${SHIFT_CLOCK}`,
    CLOCK_OFFSET_DAYS: String(days),
    AUTH_RATE_LIMIT: "off",
  });
  // 10:00 in the Bay Area: the demo seed lays out Crew 1's jobs for that day on the first start.
  const morning = offsetToLocalHour(10);
  let server = await startE2eServer({ port, dataDir, env: clock(morning) });
  try {
    // The crew finishes the first visit of the day on the phone.
    const crew = await contextOn(browser, server, 390);
    await signInTechnician(crew.request);
    const phone = await crew.newPage();
    await phone.goto("/crew");
    const card = phone.getByTestId("crew-job").filter({ hasText: "2180 Milvia St" });
    await card.getByRole("button", { name: "About 30 min" }).click();
    await card.getByRole("button", { name: "Arrived / started" }).click();
    await card.getByRole("button", { name: "Finished" }).click();
    await expect(phone).toHaveURL(/\/crew\/visits\/[0-9a-f-]{36}\/report$/);
    // An after photo from the phone's camera, for the recent work the customer may allow.
    await phone.getByTestId("photo-input-after").setInputFiles({
      name: "IMG_0002.jpg",
      mimeType: "image/jpeg",
      buffer: await gpsJpeg(1600, 1200),
    });
    await expect(phone.locator('[data-testid="photo-upload"][data-state="done"]')).toHaveCount(1, { timeout: 20_000 });
    await crew.close();
    const outbox = path.join(dataDir, "outbox");
    // The worker has run (the On my way email is out); the wrap-up waits for its 2 hours.
    await waitForMail(outbox, (t) => t.includes("Your crew is on the way"));
    // No request before two hours have passed.
    expect(
      fs.readdirSync(outbox).some((f) => fs.readFileSync(path.join(outbox, f), "utf8").includes("How did it go")),
    ).toBe(false);

    // The same data, two hours and five minutes later: the worker's first sweep asks.
    await server.stop();
    server = await startE2eServer({ port, dataDir, env: clock(morning + (2 * 60 + 5) / 1440) });
    const request = await waitForMail(outbox, (t) => t.includes("How did it go?"));
    expect(request.to && "text" in request.to ? request.to.text : "").toContain("demo@clearvent.example");
    expect(request.subject).toMatch(/^How did it go\? Your .+ on \w+day, /);
    const reviewLink = new URL(request.text?.match(/https?:\/\/\S+\/review\?t=\S+/)?.[0] ?? "");
    expect(request.text).toMatch(/\/review\/stop\?u=/);

    // The customer, on their phone or computer, with no password: 2 stars and what went wrong.
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${server.origin}${reviewLink.pathname}${reviewLink.search}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("How did your");
    await expectAccessible(page);
    if (process.env.SHOTS) await page.screenshot({ path: `/tmp/rv/review-form-${width}.png`, fullPage: true });
    await page.getByRole("button", { name: "Publish my review" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "stars" })).toHaveText("Choose from 1 to 5 stars.");
    // The second star, tapped as a person does; the radio it labels is then the checked one.
    await page.getByTestId("stars").locator("label").nth(1).click({ timeout: 10_000 });
    await expect(page.getByRole("radio", { name: "2 stars: Fair" })).toBeChecked();
    const text = "Arrived late and left lint <b>on the floor</b>.\nSee evil.example";
    await page.getByLabel("What was good, or not?").fill(text);
    await page.getByLabel(/Show my first name/).check();
    await page.getByLabel(/may publish this visit’s before and after photos/).check();
    await page.getByRole("button", { name: "Publish my review" }).click();
    await expect(page.getByRole("heading", { name: "Thank you: your review is published" })).toBeVisible();
    await expectAccessible(page);

    // The owner replies from the console.
    const owner = await contextOn(browser, server, width);
    await signInAdmin(owner.request);
    const console_ = await owner.newPage();
    await console_.goto("/admin/reviews");
    const item = console_.getByTestId("admin-review").first();
    await expect(item).toContainText("2 of 5");
    await item.getByLabel("Your public reply").fill("Sorry, Dana. We have talked to the crew about arriving on time.");
    await item.getByRole("button", { name: "Publish reply" }).click();
    await expect(item.getByLabel("Moderation log")).toContainText("Replied by Olivia Owner");
    // The customer allowed the photos: the owner checks the one photo and publishes it.
    const photo = item.getByTestId("visit-photo");
    await photo.getByRole("button", { name: "Publish" }).click();
    await expect(photo.getByRole("alert")).toContainText("Tick that you checked the photo");
    await photo.getByLabel(/I checked it/).check();
    await photo.getByRole("button", { name: "Publish" }).click();
    await expect(photo).toContainText("Published as recent work");
    await expectAccessible(console_);
    if (process.env.SHOTS) await console_.screenshot({ path: `/tmp/rv/admin-reviews-${width}.png`, fullPage: true });
    await owner.close();

    // The Berkeley page as built, in a visitor's browser: the review, its reply, the real figures.
    const started = Date.now();
    await page.goto(`${server.origin}/ca/berkeley`);
    const reviews = page.locator("#reviews");
    // The reviews and the recent work load as the visitor scrolls near them: down the page.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
      await page.mouse.wheel(0, 500);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    await expect(reviews.getByTestId("reviews-summary")).toHaveText("2.0 average from 1 review");
    const shown = reviews.getByTestId("review");
    await expect(shown).toHaveCount(1);
    await expect(shown.getByRole("img", { name: "2 out of 5 stars" })).toBeVisible();
    // As text: the tag is shown, not made bold; the address is not a link.
    await expect(shown.locator("blockquote")).toHaveText(text);
    await expect(shown.locator("blockquote b, blockquote a")).toHaveCount(0);
    await expect(shown.locator("figcaption")).toContainText("Dana, Berkeley");
    await expect(shown.getByTestId("owner-reply")).toContainText("We have talked to the crew");
    expect(Date.now() - started).toBeLessThan(5 * 60_000);
    if (process.env.SHOTS) await reviews.screenshot({ path: `/tmp/rv/city-reviews-${width}.png` });
    // Recent work: the published photo, with the city and service only.
    const work = page.getByTestId("recent-work");
    await expect(work.getByRole("img")).toHaveAttribute("alt", /^After the .+ in Berkeley$/);
    await expect(work).not.toContainText("Milvia");
    // The picture loads lazily, when the visitor scrolls to it.
    await work.getByRole("img").scrollIntoViewIfNeeded();
    await expect
      .poll(() => work.getByRole("img").evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // Shown as text only: no rating markup in the page.
    expect(await page.content()).not.toMatch(/aggregateRating|"@type":"Review"/);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
