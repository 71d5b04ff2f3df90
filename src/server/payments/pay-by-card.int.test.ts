// Pay by card on site: the crew's code opens a Stripe Checkout page for exactly the
// balance, on the local Stripe-speaking server; only the visit's crew can open one; the signed
// webhook, not the phone, marks the invoice paid; the link then says so.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkoutSessions, crewMembers, crews, user } from "@/server/db/schema";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import { okOrThrow, outboxOf } from "../../../tests/support/records";
import { cardPaymentTarget } from "./card-payment-link";
import {
  deliver,
  fake,
  finishedInvoice,
  gateway,
  invoiceOf,
  NOW,
  ORIGIN,
  setUpPayments,
  t,
  visit,
} from "./payments-int-setup";
import { recordOnSitePayment } from "./record-on-site-payment";
import { startCrewCheckout } from "./start-crew-checkout";

setUpPayments();

const HOUR = 3_600_000;
const sessionOf = (link: string) => new URL(link).pathname.split("/pay/")[1] ?? "";

describe("pay by card on site", () => {
  it("opens a page for exactly the balance, emails its link once, and only the webhook marks it paid", async () => {
    const invoice = await finishedInvoice();
    // Part was paid in cash: the code is for what is left.
    okOrThrow(
      await recordOnSitePayment(
        t.db,
        "theo",
        invoice.bookingId,
        { method: "cash", amount: 10_000, checkNumber: "", idempotencyKey: crypto.randomUUID() },
        NOW,
      ),
    );
    const opened = okOrThrow(await startCrewCheckout(t.db, gateway, "theo", invoice.bookingId, ORIGIN, NOW));
    const session = sessionOf(opened.link);
    expect(opened.link).toBe(`${ORIGIN}/pay/${session}`);
    expect(fake.sessions.get(session)).toMatchObject({
      amount_total: invoice.totalCents - 10_000,
      metadata: { invoice_id: invoice.id },
    });
    const [trail] = await t.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session));
    expect(trail).toMatchObject({ createdBy: "theo", amountCents: invoice.totalCents - 10_000 });

    // A second tap within the hour: the same page, and no second email.
    const again = okOrThrow(await startCrewCheckout(t.db, gateway, "theo", invoice.bookingId, ORIGIN, NOW));
    expect(again.link).toBe(opened.link);
    const mails = await outboxOf(t.db, { bookingId: invoice.bookingId, kind: "card-payment-link" });
    expect(mails).toHaveLength(1);
    const mail = await parseOutboxMail(mails[0] as (typeof mails)[number]);
    expect(mail.subject).toMatch(/^Pay \$\d+\.\d{2} by card: invoice /);
    expect(mail.text).toContain(opened.link);

    // The link leads to Stripe's page while the invoice is open and the page young.
    expect(await cardPaymentTarget(t.db, session, NOW)).toBe(fake.sessions.get(session)?.url);
    expect(await cardPaymentTarget(t.db, session, new Date(NOW.getTime() + 24 * HOUR))).toBe(
      "/payment-received?link=expired",
    );
    expect(await cardPaymentTarget(t.db, "cs_test_notoneofours", NOW)).toBe("/payment-received?link=unknown");
    expect(await cardPaymentTarget(t.db, "https://evil.example/", NOW)).toBe("/payment-received?link=unknown");

    // Opening the page marked nothing; the signed event does.
    expect((await invoiceOf(invoice.id))?.status).not.toBe("paid");
    const [completed] = fake.pay(session);
    if (!completed) throw new Error("no event");
    expect(await deliver(completed)).toBe("paid");
    expect((await invoiceOf(invoice.id))?.status).toBe("paid");
    expect(await cardPaymentTarget(t.db, session, NOW)).toBe("/payment-received");
    expect(await startCrewCheckout(t.db, gateway, "theo", invoice.bookingId, ORIGIN, NOW)).toEqual({
      ok: false,
      reason: "invoice-paid",
    });
  });

  it("is refused to another crew, before Finished, and when payments are off", async () => {
    const [other] = await t.db.insert(crews).values({ name: "Crew 2", serviceArea: "bay-area" }).returning();
    await t.db.insert(user).values({ id: "olga", name: "Olga Other", email: "olga@example.com", role: "technician" });
    await t.db.insert(crewMembers).values({ userId: "olga", crewId: other?.id ?? "" });
    const invoice = await finishedInvoice();
    const stranger = await startCrewCheckout(t.db, gateway, "olga", invoice.bookingId, ORIGIN, NOW);
    expect(stranger).toEqual({ ok: false, reason: "visit-not-found" });
    expect(await startCrewCheckout(t.db, null, "theo", invoice.bookingId, ORIGIN, NOW)).toEqual({
      ok: false,
      reason: "online-payments-off",
    });
    const before = fake.sessions.size;
    const unfinished = await visit();
    expect(await startCrewCheckout(t.db, gateway, "theo", unfinished.id, ORIGIN, NOW)).toEqual({
      ok: false,
      reason: "visit-not-finished",
    });
    expect(fake.sessions.size).toBe(before);
  });
});
