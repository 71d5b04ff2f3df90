import { expect, type Locator, test } from "@playwright/test";
import { inboundRequest } from "../support/fake-twilio";
import { expectAccessible, signInAdmin, signUpCustomer } from "./fixtures";
import { BOOK, pageOn, pickAnyTime, proveNumber, textingServer, verifyEmail } from "./texts-support";

// Texts with Twilio configured (docs/decisions/0022-sms.md): a server of its own whose SDK talks
// to a local server speaking the Messages API (tests/support/fake-twilio.ts). The customer proves
// the number with a texted code (text-proof.spec.ts walks the refusals), then the
// booking step's "Text me about this visit" is ticked for them and the confirmation is texted;
// texts go off on the dashboard in one tap, and the owner sees the booking's text and its state.
// With texts off (the shared server) neither the box nor the switch is offered and /admin says so.
test.describe.configure({ mode: "serial" });

const texting = textingServer();

/** What a person looks at, for the reviewer: the part of the page the spec is about. */
const shot = (part: Locator, name: string) =>
  part.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`) });

test("the customer ticks the box, is texted the confirmation, and turns texts off on the dashboard", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await pageOn(browser, texting.server.origin);
  const account = await signUpCustomer(page.request, "Tex Texter");
  const digits = String(2000 + Math.floor(Math.random() * 7000));
  const phone = `(510) 555-${digits}`;
  await verifyEmail(page, texting.server, account.email);
  await proveNumber(page, texting.fake, phone, `+1510555${digits}`);
  const codes = texting.fake.texts.length;

  await page.goto(BOOK);
  await page.getByLabel("Phone for the crew").fill(phone);
  const box = page.getByRole("checkbox", { name: /Text me about this visit/ });
  // The customer said yes when the number answered the code: the box is their current answer.
  await expect(box).toBeChecked();
  await expect(page.getByTestId("text-consent")).toContainText("Reply STOP to end, HELP for help.");
  const date = await pickAnyTime(page);
  await shot(page.getByTestId("text-consent").locator(".."), "texts-booking");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Request this visit" }).click();
  await expect(page).toHaveURL(/\/customer-dashboard\?booked=/);
  const bookingId = new URL(page.url()).searchParams.get("booked") ?? "";

  // The server's clock stands at 11 am Pacific (texts-support.ts): the text goes out at once.
  const sent = () =>
    texting.fake.texts
      .slice(codes)
      .filter((m) => m.to === `+1510555${digits}`)
      .map((m) => m.body);
  await expect
    .poll(sent, { timeout: 20_000 })
    .toEqual([expect.stringMatching(/^ClearVent: we got your visit request for .*\/customer-visits\//)]);

  const toggle = page.getByRole("switch", { name: "Texts about your visits" });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText(`On: we text ${phone}.`)).toBeVisible();
  await shot(page.locator("section").filter({ has: toggle }), "texts-dashboard");
  await expectAccessible(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(page.getByText("Off: we only email you.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Texts about your visits" })).toHaveAttribute("aria-checked", "false");

  // The owner: texts are on, and the booking lists its text with its state.
  const owner = await pageOn(browser, texting.server.origin);
  await signInAdmin(owner.request);
  await owner.goto("/admin");
  await expect(owner.getByTestId("texts-status")).toContainText("Texts are on");
  await owner.goto(`/admin/bookings?from=${date}&to=${date}`);
  const row = owner.locator(`#booking-${bookingId}`);
  await row.getByTestId("booking-messages").locator("summary").click();
  await expect(row.getByTestId("booking-messages").locator("summary")).toContainText("Texts: 1 (1 sent)");
  const text = row.locator('[data-testid="booking-message"][data-channel="sms"]');
  await expect(text).toHaveAttribute("data-state", "sent");
  await expect(text).toContainText("Text: visit requested");
  await expect(text).toContainText(`to •••-•••-${digits}`);
  await shot(row, "texts-admin");
  await expectAccessible(owner);

  // A reply to the business number, as Twilio posts it to the production route: unsigned 403,
  // signed STOP answered once, and the dashboard tells the customer why nothing comes.
  const webhook = `${texting.server.origin}/api/sms/inbound`;
  const post = (signature?: string | null) =>
    fetch(inboundRequest(webhook, { From: `+1510555${digits}`, Body: "STOP" }, { signature }));
  expect((await post(null)).status).toBe(403);
  expect((await post("Zm9yZ2Vk")).status).toBe(403);
  const stop = await post();
  expect(stop.status).toBe(200);
  expect(await stop.text()).toContain("<Message>ClearVent Air Duct Cleaning: you will get no more texts");
  expect(await (await post()).text()).not.toContain("<Message>");
  await page.reload();
  await expect(page.getByTestId("text-stopped")).toContainText("Your phone replied STOP");
  await expectAccessible(page);
  await page.context().close();
  await owner.context().close();
});

test("with texts off, nothing offers them and /admin says so", async ({ browser, baseURL }) => {
  const page = await pageOn(browser, new URL(baseURL ?? "").origin);
  await signUpCustomer(page.request, "Nel No-Texts");
  await page.goto(BOOK);
  await expect(page.getByLabel("Phone for the crew")).toBeVisible();
  await expect(page.getByTestId("text-consent")).toHaveCount(0);
  await page.goto("/customer-dashboard");
  await expect(page.getByRole("switch", { name: "Texts about your visits" })).toHaveCount(0);
  const owner = await pageOn(browser, new URL(baseURL ?? "").origin);
  await signInAdmin(owner.request);
  await owner.goto("/admin");
  await expect(owner.getByTestId("texts-status")).toContainText("Texts are off: no text is sent");
  await expectAccessible(owner);
  await page.context().close();
  await owner.context().close();
});
