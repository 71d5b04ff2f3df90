import { expect, test } from "@playwright/test";
import { expectAccessible, signUpCustomer } from "./fixtures";
import {
  BOOK,
  codeTextedTo,
  mailFrom,
  pageOn,
  pickAnyTime,
  proveNumber,
  textingServer,
  verifyEmail,
} from "./texts-support";

// Proof of the number before any text, at 390 px on a server with texts on whose SDK
// talks to the local fake Twilio: a booking with the box ticked texts nothing to a number nobody
// proved, an account with an unverified email cannot have a code sent, the code read from the
// fake Twilio and typed back turns texts on, and five wrong codes lock the number with a sentence.
test.describe.configure({ mode: "serial" });

const texting = textingServer();

const number = () => {
  const digits = String(2000 + Math.floor(Math.random() * 7000));
  return { typed: `(510) 555-${digits}`, e164: `+1510555${digits}` };
};
const textsTo = (e164: string) => texting.fake.texts.filter((m) => m.to === e164).map((m) => m.body);

test("nothing goes to an unproved number; the code read from Twilio proves it and texts start", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await pageOn(browser, texting.server.origin);
  const account = await signUpCustomer(page.request, "Pru Prover");
  const phone = number();

  // A fresh account, email not verified, books with the number and ticks the box.
  await page.goto(BOOK);
  await page.getByLabel("Phone for the crew").fill(phone.typed);
  await page.getByRole("checkbox", { name: /Text me about this visit/ }).check();
  await expect(page.getByTestId("text-proof-note")).toContainText("we text this number a code");
  await pickAnyTime(page);
  await page.getByRole("button", { name: "Request this visit" }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\?booked=/);
  // The booking's email went out (the worker has passed over the booking's rows): no text did.
  await mailFrom(texting.server, (t) => t.includes(account.email) && /visit request/i.test(t));
  expect(textsTo(phone.e164)).toEqual([]);

  // The dashboard offers the proof with the number kept, and refuses a code until the email is verified.
  const proof = page.getByTestId("phone-proof");
  await expect(proof.getByLabel("Mobile number for texts")).toHaveValue(phone.typed);
  await expect(page.getByRole("switch", { name: "Texts about your visits" })).toBeDisabled();
  await proof.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByTestId("phone-proof-error")).toHaveText(/^Verify your email first/);
  expect(textsTo(phone.e164)).toEqual([]);
  await expectAccessible(page);

  await verifyEmail(page, texting.server, account.email);
  await proveNumber(page, texting.fake, phone.typed, phone.e164);
  await expectAccessible(page);

  // Texts start: the next booking with the box ticked is texted (the server's clock is at 11 am).
  await page.goto(BOOK);
  await page.getByLabel("Phone for the crew").fill(phone.typed);
  await page.getByRole("checkbox", { name: /Text me about this visit/ }).check();
  await pickAnyTime(page);
  await page.getByRole("button", { name: "Request this visit" }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\?booked=/);
  await expect
    .poll(() => textsTo(phone.e164).filter((b) => !b.includes("your code is")), { timeout: 20_000 })
    .toEqual([expect.stringMatching(/^ClearVent: we got your visit request for .*\/customer-visits\//)]);
  await page.context().close();
});

test("five wrong codes lock the number for an hour, with a sentence", async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await pageOn(browser, texting.server.origin);
  const account = await signUpCustomer(page.request, "Gus Guesser");
  await verifyEmail(page, texting.server, account.email);
  const phone = number();
  const proof = page.getByTestId("phone-proof");
  await proof.getByLabel("Mobile number for texts").fill(phone.typed);
  await proof.getByRole("button", { name: "Send code" }).click();
  const code = await codeTextedTo(texting.fake, phone.e164);
  const wrong = code === "000000" ? "111111" : "000000";
  for (let i = 1; i <= 4; i++) {
    await proof.getByLabel("Code we texted").fill(wrong);
    await proof.getByRole("button", { name: "Confirm" }).click();
    await expect(proof.getByText("That is not the code we texted. Check it and try again.")).toBeVisible();
    await expect(proof.getByLabel("Code we texted")).toHaveAttribute("aria-invalid", "true");
  }
  await proof.getByLabel("Code we texted").fill(wrong);
  await proof.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByTestId("phone-proof-error")).toHaveText(
    "Too many wrong codes for this number: it is locked for 1 hour. Try again later with a new code.",
  );
  // Even the right code is refused now, and no new code goes out.
  await proof.getByLabel("Code we texted").fill(code);
  await proof.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByTestId("phone-proof-error")).toContainText("locked for 1 hour");
  await proof.getByRole("button", { name: "Send a new code" }).click();
  await expect(page.getByTestId("phone-proof-error")).toContainText("locked for 1 hour");
  expect(textsTo(phone.e164)).toHaveLength(1);
  await expect(page.getByRole("switch", { name: "Texts about your visits" })).toHaveAttribute("aria-checked", "false");
  await expectAccessible(page);
  await page.context().close();
});
