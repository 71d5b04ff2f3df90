// A plan's dunning by text (decision 0044): each declined try also texts the update-card
// link where the customer proved a number and left texts on; nobody else is texted; once the
// customer paid, no dunning email or text queued before goes out. Texts go to the Twilio-speaking
// server on loopback, cards to the Stripe-speaking one.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, addMonths } from "@/domain/plans/plan-calendar";
import { outboxMessages, smsConsents } from "@/server/db/schema";
import { runOutboxOnce } from "@/server/outbox/deliver-batch";
import { registerTextSender } from "@/server/sms/sender";
import { twilioSender } from "@/server/sms/twilio-sender";
import { startFakeTwilio, TEST_ACCOUNT_SID, TEST_AUTH_TOKEN } from "../../../tests/support/fake-twilio";
import { okOrThrow } from "../../../tests/support/records";
import { joinPlan } from "./join-plan";
import {
  deliver,
  dunningMails,
  fake,
  member,
  NOW,
  noonOn,
  OPTIONS,
  ORIGIN,
  planId,
  serverA,
  setUpPlans,
  TODAY,
  t,
} from "./plans-int-setup";
import { renewMemberships } from "./renew-memberships";

setUpPlans();

let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
beforeAll(async () => {
  twilio = await startFakeTwilio();
  registerTextSender(
    twilioSender({
      accountSid: TEST_ACCOUNT_SID,
      authToken: TEST_AUTH_TOKEN,
      from: "+14155550000",
      apiBase: twilio.url,
    }),
  );
});
afterAll(async () => {
  registerTextSender(undefined);
  await twilio.close();
});

/** The customer proved `phone` with a code and asked for texts. */
const consent = (userId: string, phone: string, proved = true) =>
  t.db.insert(smsConsents).values({
    userId,
    phone,
    enabled: true,
    consentTextVersion: "test",
    consentText: "Text me about this visit",
    source: "booking",
    consentAt: NOW,
    updatedAt: NOW,
    provedBy: proved ? "code" : null,
  });
const dunningTexts = (phone: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, "sms-plan-payment-failed"), eq(outboxMessages.to, phone)))
    .orderBy(outboxMessages.createdAt);
const sendAll = (now: Date) => runOutboxOnce(t.db, now, async () => {}, { limit: 100 });

/** A member whose first year is paid and whose renewal, a year on, declines. */
async function declinedMember(id: string, phone: string, proved = true) {
  const joined = await member(id);
  await consent(id, phone, proved);
  await renewMemberships(t.db, serverA, NOW, OPTIONS);
  fake.decliningCards.add(joined.paymentMethodId);
  const renewal = addMonths(TODAY, 12);
  expect(await renewMemberships(t.db, serverA, noonOn(renewal), OPTIONS)).toMatchObject({ declined: 1 });
  return { ...joined, renewal };
}

describe("dunning texts", () => {
  it("texts the update-card link beside each dunning email to a proved number, and sends it", async () => {
    const { membershipId, renewal } = await declinedMember("tess", "+14155550171");
    await declinedMember("ulla", "+14155550172", false);
    const [text] = await dunningTexts("+14155550171");
    expect(text?.text).toContain(`${ORIGIN}/customer-dashboard/plan/${membershipId}/card`);
    expect(text?.text).toContain("declined ($149.00)");
    expect(text?.text).toContain("We try again");
    // A number never proved is not texted.
    expect(await dunningTexts("+14155550172")).toHaveLength(0);
    await sendAll(noonOn(renewal));
    expect(twilio.texts.filter((s) => s.to === "+14155550171").map((s) => s.body)).toEqual([text?.text]);

    // Day 3: declined again, a second email and a second text.
    await renewMemberships(t.db, serverA, noonOn(addDays(renewal, 3)), OPTIONS);
    expect(await dunningTexts("+14155550171")).toHaveLength(2);
    expect(await dunningMails("tess")).toHaveLength(2);
  });

  it("sends no dunning email or text after the customer paid, though both were queued before", async () => {
    const { membershipId, renewal } = await declinedMember("vera", "+14155550173");
    const [mail] = await dunningMails("vera");
    const [text] = await dunningTexts("+14155550173");
    expect(mail?.status).toBe("queued");
    expect(text?.status).toBe("queued");

    // Before the worker's turn, the customer saves a good card and the period is charged.
    const again = okOrThrow(
      await joinPlan(t.db, serverA, { customerId: "vera", planId, by: "vera" }, ORIGIN, noonOn(renewal)),
    );
    expect(again.membershipId).toBe(membershipId);
    for (const event of fake.saveCard(again.url?.split("/pay/")[1] ?? "").events) await deliver(event, noonOn(renewal));
    expect(await renewMemberships(t.db, serverA, new Date(noonOn(renewal).getTime() + 60_000), OPTIONS)).toMatchObject({
      charged: 1,
    });

    const sentBefore = twilio.texts.length;
    await sendAll(new Date(noonOn(renewal).getTime() + 120_000));
    expect(twilio.texts.length).toBe(sentBefore);
    const [mailAfter] = await dunningMails("vera");
    const [textAfter] = await dunningTexts("+14155550173");
    expect(mailAfter?.status).toBe("dropped");
    expect(textAfter?.status).toBe("dropped");
    // And the retry days queue nothing more.
    for (const d of [3, 7]) await renewMemberships(t.db, serverA, noonOn(addDays(renewal, d)), OPTIONS);
    expect(await dunningTexts("+14155550173")).toHaveLength(1);
    expect(await dunningMails("vera")).toHaveLength(1);
  });
});
