// The day as the owner and the crew see it, on a server whose clock is moved to 10:40 in
// the Bay Area on the demo's day: Today (1280 and 390 px) marks the 10:00 visit nobody is on the
// way to "Late" with Crew 1's phone one tap away, and the 8:00 one "Not started". On the phone
// (390 px) the technician says On my way "about 30 min" (the customer's email says so, not the
// window), takes a mistaken tap back within 2 minutes (a short correction), finishes, writes the
// report with a photo and sends the one wrap-up, which carries the findings and the photo.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { startE2eServer } from "../support/e2e-server";
import { gpsJpeg } from "../support/phone-photos";
import { expect, expectAccessible, signInAdmin, signInTechnician, test } from "./fixtures";
import { contextOn, offsetToLocalHour, outboxMails, SHIFT_CLOCK } from "./moved-clock";

/** Every email in the outbox folder, parsed, that matches; waits for at least `count`. */
const mails = async (dir: string, match: (raw: string) => boolean, count = 1) =>
  Promise.all((await outboxMails(dir, match, count)).map((raw) => simpleParser(raw)));

test("Today marks a late visit; On my way about 30 min, taken back; one wrap-up with report and photo", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 47;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-visit-day-"));
  const outbox = path.join(dataDir, "outbox");
  const server = await startE2eServer({
    port,
    dataDir,
    env: {
      NODE_OPTIONS: `--require ${SHIFT_CLOCK}`,
      CLOCK_OFFSET_DAYS: String(offsetToLocalHour(10) + 40 / 1440),
      AUTH_RATE_LIMIT: "off",
    },
  });
  try {
    // The owner's Today at 10:40: nobody said On my way to the 10:00 visit, whose window has passed.
    const office = await contextOn(browser, server, 1280);
    await signInAdmin(office.request);
    const today = await office.newPage();
    await today.goto("/admin");
    const grand = today.getByTestId("today-visit").filter({ hasText: "415 Grand Ave" });
    await expect(grand.getByTestId("day-mark")).toContainText("Late");
    await expect(grand.getByTestId("call-crew")).toHaveAttribute("href", "tel:+14155550142");
    await expect(
      today.getByTestId("today-visit").filter({ hasText: "2180 Milvia St" }).getByTestId("day-mark"),
    ).toContainText("Not started");
    await expectAccessible(today);
    await today.screenshot({ path: test.info().outputPath("today-late-1280.png"), fullPage: true });
    await today.setViewportSize({ width: 390, height: 844 });
    await today.screenshot({ path: test.info().outputPath("today-late-390.png"), fullPage: true });

    // The technician's phone: today's visits first, the late one marked.
    const crew = await contextOn(browser, server, 390);
    await signInTechnician(crew.request);
    const phone = await crew.newPage();
    await phone.goto("/crew");
    await expect(phone.getByRole("heading", { level: 2 }).first()).toHaveText(/^Today, /);
    const card = phone.getByTestId("crew-job").filter({ hasText: "415 Grand Ave" });
    await expect(card.getByTestId("day-mark")).toHaveText("Late");
    await expectAccessible(phone);
    await phone.screenshot({ path: test.info().outputPath("crew-late-390.png"), fullPage: true });

    // On my way, about 30 min: the customer is told that, not the 10:00-10:30 window.
    await card.getByRole("button", { name: "About 30 min" }).click();
    // The first email of this server renders React Email cold: give the tap its time.
    await expect(card.getByTestId("job-progress")).toContainText("arriving about", { timeout: 30_000 });
    await expect(card.getByTestId("day-mark")).toHaveCount(0);
    const [onTheWay] = await mails(outbox, (t) => t.includes("Your crew is on the way"));
    expect(onTheWay?.subject).toMatch(/arriving about 30 min \(around \d{1,2}:\d{2} [AP]M\)/);
    expect(onTheWay?.text).not.toMatch(/10:00|How to prepare/);
    await phone.screenshot({ path: test.info().outputPath("crew-on-my-way-390.png"), fullPage: true });

    // A mistaken tap, taken back within 2 minutes: one short correction.
    await card.getByRole("button", { name: /Take back On my way/ }).click();
    await expect(card.getByRole("button", { name: "About 30 min" })).toBeEnabled({ timeout: 20_000 });
    const [correction] = await mails(outbox, (t) => t.includes("Correction: your crew is not on the way"));
    expect(correction?.text).toContain("sent by mistake");

    // The real departure, the visit, Finished: the report page, where the wrap-up is sent.
    await card.getByRole("button", { name: "About 30 min" }).click();
    await expect(card.getByRole("group", { name: /Running late/ })).toBeVisible({ timeout: 20_000 });
    await card.getByRole("button", { name: "Arrived / started" }).click();
    await card.getByRole("button", { name: "Finished" }).click({ timeout: 20_000 });
    await expect(phone).toHaveURL(/\/crew\/visits\/[0-9a-f-]{36}\/report$/, { timeout: 20_000 });
    await phone.getByLabel("Supply registers and return grilles cleaned").check();
    await phone.getByLabel("What you found").fill("Heavy dust in the return trunk; the filter was clogged.");
    await phone.getByTestId("photo-input-after").setInputFiles({
      name: "IMG_0003.jpg",
      mimeType: "image/jpeg",
      buffer: await gpsJpeg(1600, 1200),
    });
    await expect(phone.locator('[data-testid="photo-upload"][data-state="done"]')).toHaveCount(1, { timeout: 20_000 });
    await phone.getByRole("button", { name: "Save the report" }).click();
    await expect(phone.getByTestId("report-status")).toHaveText("Saved");
    await expect(phone.getByTestId("wrap-up")).toContainText("If nobody sends it, it goes by itself at");
    await phone.getByRole("button", { name: "Send to the customer" }).click();
    await expect(phone.getByTestId("wrap-up-sent")).toContainText("Sent to the customer at", { timeout: 20_000 });
    await expectAccessible(phone);
    await phone.screenshot({ path: test.info().outputPath("crew-wrap-up-390.png"), fullPage: true });

    // One email: the report, its photo inline, the invoice with its balance and the pay link.
    const [wrapUp, ...more] = await mails(outbox, (t) => /Subject: Your visit report/.test(t));
    expect(more).toHaveLength(0);
    expect(wrapUp?.subject).toMatch(/^Your visit report and invoice CV-\d{4}-\d{6}, \$[\d,.]+ due/);
    expect(wrapUp?.text).toContain("Supply registers and return grilles cleaned");
    expect(wrapUp?.text).toContain("Heavy dust in the return trunk; the filter was clogged.");
    expect(wrapUp?.text).toMatch(/Balance due:\s+\$/);
    expect(wrapUp?.attachments.filter((a) => a.contentType === "image/jpeg")).toHaveLength(1);
    expect(wrapUp?.html || "").toMatch(/<img[^>]+alt="After photo 1"/);
    // Nothing else about this visit went out: no "visit done", no separate invoice.
    expect(
      fs
        .readdirSync(outbox)
        .some((f) => /Subject: (Your visit is done|Invoice CV-)/.test(fs.readFileSync(path.join(outbox, f), "utf8"))),
    ).toBe(false);

    // Today no longer marks the visit: it is finished.
    await today.setViewportSize({ width: 1280, height: 844 });
    await today.reload();
    await expect(
      today.getByTestId("today-visit").filter({ hasText: "415 Grand Ave" }).getByTestId("day-mark"),
    ).toHaveCount(0);
    await office.close();
    await crew.close();
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
