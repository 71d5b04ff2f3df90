// The quote's link by text (decision 0032): sent beside the email only to a number the customer
// proved and left texts on, through the same worker and fake Twilio as every text.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quoteDraftSchema } from "@/domain/quotes/quote-input";
import { businessToday } from "@/domain/quotes/quote-rules";
import { outboxMessages } from "@/server/db/schema";
import { runOutboxOnce } from "@/server/outbox/deliver-batch";
import { turnTextsOff } from "@/server/sms/set-text-consent";
import { addCustomer, okOrThrow } from "../../../tests/support/records";
import { NOW, proveNumber, sentTo, setUpTexts, t } from "../sms/sms-int-setup";
import { createQuote } from "./create-quote";
import { sendQuote } from "./send-quote";

setUpTexts();

const OWNER = { id: "boss", email: "admin@example.com", name: "Olivia Owner", role: "admin" };

async function sendTo(customerId: string, deliver = true) {
  const draft = quoteDraftSchema.parse({
    customerId,
    serviceType: "dryer_vent",
    address: { street: "2180 Milvia St", unit: "", city: "Berkeley", state: "CA", zip: "94704" },
    phone: "(510) 555-0142",
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 1200,
    options: [{ label: "Good", lines: [{ name: "Dryer vent cleaning", quantity: 1, unitCents: 14_900 }] }],
    expiresOn: businessToday(new Date(NOW.getTime() + 7 * 86_400_000)),
  });
  const { quote } = okOrThrow(await createQuote(t.db, OWNER, draft, { now: NOW }));
  okOrThrow(await sendQuote(t.db, OWNER, quote.id, { now: NOW }));
  if (deliver) await runOutboxOnce(t.db, NOW, async () => {}, { limit: 100 });
  return quote;
}

describe("the quote's text", () => {
  it("goes to the number the customer proved, with the quote's link", async () => {
    await addCustomer(t.db, "proved", "Pat Proved");
    await proveNumber("proved", "(415) 555-0301");
    const quote = await sendTo("proved");
    const texts = sentTo("+14155550301");
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toContain(`/quote/${quote.token}`);
  });

  it("is not queued for a customer who never proved a number, nor sent after texts were turned off", async () => {
    await addCustomer(t.db, "unproved", "Una Unproved");
    await sendTo("unproved");
    const queued = await t.db.select().from(outboxMessages).where(eq(outboxMessages.kind, "sms-quote-sent"));
    expect(queued.map((m) => m.to)).toEqual(["+14155550301"]);

    await addCustomer(t.db, "quitter", "Quinn Quitter");
    await proveNumber("quitter", "(415) 555-0302");
    // Queued while texts were on, then turned off before the worker's turn: not sent.
    await sendTo("quitter", false);
    await turnTextsOff(t.db, "quitter", "dashboard", NOW);
    await runOutboxOnce(t.db, NOW, async () => {}, { limit: 100 });
    expect(sentTo("+14155550302")).toEqual([]);
  });
});
