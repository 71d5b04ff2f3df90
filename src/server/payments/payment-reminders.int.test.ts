// Payment reminders of open balances, with a moved clock: queued once per invoice and
// offset even when two servers sweep at once, by email and by text where the number was proved,
// and never sent once the balance is paid (also when the payment lands while the reminder is
// due), the invoice is void or the owner stopped them. On PostgreSQL (`node scripts/test-pg.mjs
// <this file>`) the two sweeps and the payment really overlap.
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, outboxMessages, smsConsents } from "@/server/db/schema";
import { runOutboxOnce } from "@/server/outbox/deliver-batch";
import { registerTextSender } from "@/server/sms/sender";
import { twilioSender } from "@/server/sms/twilio-sender";
import { startFakeTwilio, TEST_ACCOUNT_SID, TEST_AUTH_TOKEN } from "../../../tests/support/fake-twilio";
import { parseMail } from "../../../tests/support/parse-mail";
import { okOrThrow } from "../../../tests/support/records";
import { finishedInvoice, NOW, ORIGIN, setUpPayments, t } from "./payments-int-setup";
import { recordOnSitePayment } from "./record-on-site-payment";
import { stopPaymentReminders } from "./stop-payment-reminders";
import { sweepPaymentReminders } from "./sweep-payment-reminders";

setUpPayments();

const DAY = 86_400_000;
const PHONE = "+14155550188";
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
  // Cara proved her number and asked for texts about her visits.
  await t.db.insert(smsConsents).values({
    userId: "cara",
    phone: PHONE,
    enabled: true,
    consentTextVersion: "test",
    consentText: "Text me about this visit",
    source: "booking",
    consentAt: NOW,
    updatedAt: NOW,
    provedBy: "code",
  });
});
afterAll(async () => {
  registerTextSender(undefined);
  await twilio.close();
});

const sweep = (now: Date) => sweepPaymentReminders(t.db, now, { origin: ORIGIN });
const reminders = (invoiceId: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.dedupeKey, `%invoice-reminder:${invoiceId}:%`))
    .orderBy(outboxMessages.createdAt);
// An afternoon in the business's zone, so a text is not held for quiet hours.
const daysAfter = (invoice: { issuedAt: Date }, days: number) => new Date(invoice.issuedAt.getTime() + days * DAY);
const cash = (amount: number) => ({
  method: "cash" as const,
  amount,
  checkNumber: "",
  idempotencyKey: crypto.randomUUID(),
});
/** Two servers' workers delivering at once. */
const deliver = (now: Date) => Promise.all([0, 1].map(() => runOutboxOnce(t.db, now, async () => {}, { limit: 100 })));

describe("payment reminders", () => {
  it("are queued once per offset across two servers, by email and by text, with what is due", async () => {
    const invoice = await finishedInvoice();
    okOrThrow(await recordOnSitePayment(t.db, "theo", invoice.bookingId, cash(20000), NOW));
    expect(await sweep(daysAfter(invoice, 2.9))).toBe(0);

    const counts = await Promise.all([sweep(daysAfter(invoice, 3)), sweep(daysAfter(invoice, 3))]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await sweep(daysAfter(invoice, 4))).toBe(0);
    const first = await reminders(invoice.id);
    expect(first.map((m) => [m.kind, m.channel])).toEqual([
      ["payment-reminder", "email"],
      ["sms-payment-reminder", "sms"],
    ]);
    const mail = await parseMail(first[0] as never);
    expect(mail.subject).toBe(`Reminder: $150.00 due on invoice ${invoice.number}`);
    expect(mail.text).toContain("Partly paid, $150.00 due");
    expect(first[1]?.text).toContain("$150.00 is still due");

    await deliver(daysAfter(invoice, 3));
    expect((await reminders(invoice.id)).map((m) => m.status)).toEqual(["sent", "sent"]);
    expect(twilio.texts.filter((m) => m.to === PHONE)).toHaveLength(1);

    await Promise.all([sweep(daysAfter(invoice, 10)), sweep(daysAfter(invoice, 10))]);
    expect((await reminders(invoice.id)).filter((m) => m.channel === "email")).toHaveLength(2);
  });

  it("stop when the balance is paid: a reminder queued before the payment is dropped at its turn", async () => {
    const invoice = await finishedInvoice();
    await sweep(daysAfter(invoice, 3));
    expect(await reminders(invoice.id)).toHaveLength(2);
    okOrThrow(await recordOnSitePayment(t.db, "theo", invoice.bookingId, cash(35000), daysAfter(invoice, 3)));
    await deliver(daysAfter(invoice, 3));
    expect((await reminders(invoice.id)).map((m) => m.status)).toEqual(["dropped", "dropped"]);
    // Other tests' invoices may be reminded by the same sweeps; this one is not.
    await sweep(daysAfter(invoice, 10));
    await sweep(daysAfter(invoice, 40));
    expect(await reminders(invoice.id)).toHaveLength(2);
  });

  it("are never sent when the payment lands while the reminder is due", async () => {
    const invoice = await finishedInvoice();
    const at = daysAfter(invoice, 3);
    await Promise.all([sweep(at), sweep(at), recordOnSitePayment(t.db, "theo", invoice.bookingId, cash(35000), at)]);
    await deliver(at);
    expect((await reminders(invoice.id)).filter((m) => m.status === "sent")).toEqual([]);
  });

  it("stop when the owner stops them or the invoice is void", async () => {
    const stopped = await finishedInvoice();
    await sweep(daysAfter(stopped, 3));
    expect(await reminders(stopped.id)).toHaveLength(2);
    expect(await stopPaymentReminders(t.db, "owner", stopped.id, daysAfter(stopped, 3))).toEqual({
      ok: true,
      already: false,
    });
    await deliver(daysAfter(stopped, 3));
    expect((await reminders(stopped.id)).map((m) => m.status)).toEqual(["dropped", "dropped"]);
    await sweep(daysAfter(stopped, 10));
    expect(await reminders(stopped.id)).toHaveLength(2);

    const voided = await finishedInvoice();
    await t.db.update(invoices).set({ status: "void" }).where(eq(invoices.id, voided.id));
    await sweep(daysAfter(voided, 3));
    expect(await reminders(voided.id)).toEqual([]);
    expect(await stopPaymentReminders(t.db, "owner", crypto.randomUUID(), NOW)).toEqual({
      ok: false,
      reason: "invoice-not-found",
    });
  });
});
