// The crew's phone at 390 px: the owner invites a technician to the demo Crew 1, the technician
// sets a password from the emailed link, signs in, lands on /crew, sees only Crew 1's jobs and
// takes one visit through its steps; the customer's "on my way" email is read with mailparser.
// Crew assignment on booking is built elsewhere: the jobs are the demo seed's, which name their
// crew directly (src/server/seed/demo-accounts.ts), on the day the e2e server was started.
import { simpleParser } from "mailparser";
import { bookingReference } from "@/domain/booking/reference";
import { gpsJpeg } from "../support/phone-photos";
import { expect, test } from "./fixtures";
import { findMail, uniqueEmail } from "./support";

// The seeded visit is taken through its steps once; the page is built for a phone, so this runs in
// the phone project only (playwright.config.ts).

const PASSWORD = "Crew-Phone-Pass-2026";

test("an invited technician sets a password, lands on /crew and takes a visit's steps", async ({ admin, page }) => {
  // The whole visit, from the invitation to the owner's correction, in one walk.
  test.setTimeout(120_000);
  const email = uniqueEmail("tech");
  // The owner invites from the Crews page, at phone width like everything here.
  await admin.page.goto("/admin/crews?area=bay-area");
  const form = admin.page.getByRole("form", { name: "Invite a technician to Crew 1" });
  await form.getByLabel("Technician's name").fill("Nia Newhire");
  await form.getByLabel("Technician's email").fill(email);
  await form.getByRole("button", { name: "Invite to Crew 1" }).click();
  await expect(admin.page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(admin.page.getByTestId("crew").filter({ hasText: "Crew 1" })).toContainText(email);

  const invitation = await simpleParser(await findMail((t) => t.includes(email) && t.includes("Set your password")));
  expect(invitation.text).toContain("Crew 1");
  const link = new URL(invitation.text?.match(/https?:\/\/\S+/)?.[0] ?? "");
  expect(link.pathname).toBe("/customer-login/reset");
  await page.goto(link.pathname + link.search);
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password is changed");

  await page.getByRole("link", { name: "Sign in with your new password" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/crew$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crew 1");

  // Crew 1's three jobs today, in start order; Crew 2's job at 1200 Valencia St is not here.
  const today = page.getByRole("region", { name: /^Today/ });
  const jobs = today.getByTestId("crew-job");
  await expect(jobs.getByTestId("job-address")).toHaveText([/2180 Milvia St/, /415 Grand Ave/, /88 Laurel St/]);
  await expect(page.getByText("1200 Valencia St")).toHaveCount(0);
  // No public header or footer on the phone, not even unseen in the page's RSC payload: they are
  // the (site) group's layout, which the crew's pages are outside of.
  const sent = await (await page.request.get("/crew")).text();
  expect(sent).toContain("2180 Milvia St");
  expect(sent).not.toContain("site-logo");
  expect(sent).not.toMatch(/<footer|"footer"/);

  const card = jobs.filter({ hasText: "2180 Milvia St" });
  await expect(card.getByRole("heading", { level: 3 })).toContainText("8:00\u20138:30 AM");
  await expect(card.getByTestId("job-address")).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=2180%20Milvia%20St%2C%20Berkeley%2C%20CA%2094704",
  );
  await expect(card.getByRole("link", { name: /^Call/ })).toHaveAttribute("href", "tel:+15105550100");
  await expect(card.getByRole("link", { name: "Email" })).toHaveAttribute("href", "mailto:demo@clearvent.example");
  await expect(card).toContainText("side gate is unlocked");
  await expect(card.getByTestId("to-collect")).toHaveText(/^To collect: \$\d+ at the visit$/);
  // One thumb: every control of the card is at least 44 px tall.
  for (const control of await card.locator("a, button").all()) {
    expect((await control.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }

  // The owner has the day's schedule open (its timers under the test's control) before any step.
  await admin.page.clock.install();
  await admin.page.goto("/admin/bookings");
  const ownersRow = admin.page.getByTestId("day-job").filter({ hasText: "2180 Milvia St" });
  await expect(ownersRow).toBeVisible();
  await expect(ownersRow.getByTestId("visit-progress").filter({ hasText: "Finished" })).toHaveCount(0);

  // On my way with the technician's estimate, one tap.
  await card.getByRole("button", { name: "About 30 min" }).click();
  await expect(card.getByTestId("running-late-15")).toHaveText("About 15 min");
  await expect(card.getByTestId("job-progress")).toContainText("On my way");

  const onTheWay = await simpleParser(
    await findMail((t) => t.includes("demo@clearvent.example") && t.includes("Your crew is on the way")),
  );
  expect(onTheWay.text).toContain("Nia of Crew 1 is on the way");
  expect(onTheWay.text).not.toContain("Newhire");
  // The estimate, not the booked window; no preparation list.
  expect(onTheWay.text).toMatch(/Arriving:\s+\w+day, .*about 30 min \(around \d{1,2}:\d{2} [AP]M\)/);
  expect(onTheWay.text).not.toContain("8:00\u20138:30");
  expect(onTheWay.text).not.toContain("How to prepare");
  expect(onTheWay.text).toMatch(/Crew phone:\s+\(415\) 555-0142/);

  await card.getByRole("button", { name: "Arrived / started" }).click();
  await expect(card.getByRole("button", { name: "Finished" })).toBeVisible();
  await card.getByRole("button", { name: "Finished" }).click();

  // Finished opens the visit report: the checklist and a photo from the phone's camera, saved.
  await expect(page).toHaveURL(/\/crew\/visits\/[0-9a-f-]{36}\/report$/);
  const visitId = page.url().split("/").at(-2) ?? "";
  await page.getByLabel("Dryer vent cleaned along its whole length").check();
  await page.getByLabel("What you found").fill("Lint packed at the elbow behind the dryer.");
  await page.getByTestId("photo-input-after").setInputFiles({
    name: "IMG_0002.jpg",
    mimeType: "image/jpeg",
    buffer: await gpsJpeg(1600, 1200),
  });
  await expect(page.locator('[data-testid="photo-upload"][data-state="done"]')).toHaveCount(1, { timeout: 20_000 });
  await page.getByRole("button", { name: "Save the report" }).click();
  // The seeded job is taken through its steps once, so a retry cannot pass: wait for a loaded CI.
  await expect(page.getByTestId("report-status")).toHaveText("Saved", { timeout: 45_000 });

  // "Send to the customer": one email with the report, the photo and the invoice.
  await page.getByRole("button", { name: "Send to the customer" }).click();
  await expect(page.getByTestId("wrap-up-sent")).toContainText("Sent to the customer at", { timeout: 45_000 });
  const done = await simpleParser(
    await findMail((t) => t.includes("Your visit report") && t.includes(bookingReference(visitId))),
  );
  expect(done.text).toContain("Lint packed at the elbow behind the dryer.");
  expect(done.text).toContain(`/customer-visits/${visitId}`);
  expect(done.attachments.filter((a) => a.contentType === "image/jpeg")).toHaveLength(1);

  await page.getByRole("link", { name: "Back to my jobs" }).click();
  await expect(card.getByRole("status")).toHaveText(/^Finished at \d{1,2}:\d{2} [AP]M$/);
  await expect(card.getByTestId("job-progress")).toContainText("Started");
  await expect(card.getByRole("link", { name: "Visit report and photos" })).toHaveAttribute(
    "href",
    `/crew/visits/${visitId}/report`,
  );

  // The owner follows the day without reloading: the console's schedule (the Bay Area today),
  // open since before the first step, shows each step's time once its next refresh comes round.
  await admin.page.clock.runFor(31_000);
  await expect(
    admin.page.getByTestId("day-job").filter({ hasText: "2180 Milvia St" }).getByTestId("visit-progress"),
  ).toHaveText(/^On my way \d{1,2}:\d{2} [AP]M · Started \d{1,2}:\d{2} [AP]M · Finished \d{1,2}:\d{2} [AP]M$/);

  // A Finished tapped too soon: the owner puts the visit back to started, with the reason.
  const row = admin.page.getByTestId("day-job").filter({ hasText: "2180 Milvia St" });
  await row.getByText("Correct the step").click();
  await row.getByLabel("The step the visit really reached").selectOption("start");
  await row.getByLabel("Why").fill("Finished tapped before the dryer vent was done");
  await row.getByRole("button", { name: "Correct" }).click();
  await expect(admin.page.getByText("Step corrected")).toBeVisible();
  await expect(row).toContainText("In progress");
});
