import { expect, test } from "./fixtures";
import { decodeQuotedPrintable, findMail, uniqueEmail } from "./support";

// Desktop project only: one width covers the flow.
test("newsletter: invalid email, success, confirmation link, unsubscribe, duplicate sign-up", {
  tag: "@desktop",
}, async ({ page }) => {
  const email = uniqueEmail("reader");
  await page.goto("/blog/how-often-to-clean-air-ducts");
  // One form per page: the post's sidebar points at the footer's.
  await page.getByRole("link", { name: "sign up at the foot of this page" }).click();
  const form = page.locator("#newsletter");
  const input = form.getByLabel("Get home air tips by email");
  await input.fill("not-an-email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Invalid email" })).toContainText(
    "Please enter a valid email address.",
  );
  await input.fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Subscribed!" })).toContainText(
    "Thanks for joining our newsletter.",
  );
  const confirmMail = await findMail((t) => t.includes(`To: ${email}`) && t.includes("Confirm your subscription"));
  const confirmUrl = decodeQuotedPrintable(confirmMail).match(
    /http:\/\/\S+\/newsletter\/confirm\?id=[0-9a-f-]+&sig=[\w-]+/,
  )?.[0];
  expect(confirmUrl).toBeTruthy();
  await page.goto(new URL(confirmUrl as string).pathname + new URL(confirmUrl as string).search);
  await expect(page.getByRole("heading", { name: "You're subscribed" })).toBeVisible();

  const tampered = new URL(confirmUrl as string);
  tampered.searchParams.set("sig", "forged");
  await page.goto(tampered.pathname + tampered.search);
  await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();

  const welcome = await findMail((t) => t.includes(`To: ${email}`) && t.includes("You're subscribed"));
  const unsubscribeUrl = new URL(
    decodeQuotedPrintable(welcome).match(
      /http:\/\/\S+\/newsletter\/unsubscribe\?id=[0-9a-f-]+&sig=[\w-]+/,
    )?.[0] as string,
  );
  await page.goto(unsubscribeUrl.pathname + unsubscribeUrl.search);
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();

  // Signing up again with the same address reuses the one subscriber.
  const res = await page.request.post("/api/newsletter", {
    data: { email: email.toUpperCase() },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(200);
});
