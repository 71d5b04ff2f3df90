// The one wrap-up of a finished visit: Finished emails nothing; "Send to the customer"
// sends one email with the report, the photos, the invoice with its balance and the receipt of
// the cash taken on site (no receipt of its own); two sends at once, or the sweep meeting a
// press, send once (on PostgreSQL through `node scripts/test-pg.mjs`, where they overlap); nobody
// pressing, it goes 2 hours after Finished.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, type outboxMessages } from "@/server/db/schema";
import { recordOnSitePayment } from "@/server/payments/record-on-site-payment";
import { takeVisitStep } from "@/server/technician/take-visit-step";
import { allAtOnce } from "../../../tests/support/at-once";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import { outboxOf } from "../../../tests/support/records";
import { saveVisitReport } from "./save-visit-report";
import { sendDueWrapUps, sendWrapUp } from "./send-wrap-up";
import { addBooking, NOW, OTTO, OWNER, phonePhoto, setUpVisits, store, TESS, TIM, t, upload } from "./visits-int-setup";

setUpVisits();

const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

/** A visit of Tess's crew, started today, then finished by her at NOW. */
async function finishedVisit(): Promise<string> {
  const id = await addBooking({
    status: "in_progress",
    priceExact: "149.00",
    serviceType: "dryer_vent",
    squareFeet: 1200,
  });
  expect(await takeVisitStep(t.db, "tess", id, "finish", NOW)).toMatchObject({ ok: true, already: false });
  return id;
}

const kinds = async (id: string) => (await outboxOf(t.db, { bookingId: id })).map((m) => m.kind);

describe("the wrap-up", () => {
  it("is one email with the report, photos, invoice and the on-site receipt, sent once of two at once", async () => {
    const id = await finishedVisit();
    expect(await kinds(id)).toEqual([]); // Finished wrote the invoice and emailed nobody
    expect(
      await saveVisitReport(
        t.db,
        TESS,
        id,
        {
          checklist: [],
          findings: "Heavy dust in the return trunk.",
          recommendations: "Change the filter every 3 months.",
        },
        minutes(5),
      ),
    ).toMatchObject({ ok: true });
    expect(await upload(TESS, id, await phonePhoto(), "after")).toMatchObject({ ok: true });
    const cash = { method: "cash" as const, amount: 10000, checkNumber: "", idempotencyKey: crypto.randomUUID() };
    expect(await recordOnSitePayment(t.db, "tess", id, cash, minutes(6))).toMatchObject({ ok: true });
    expect(await kinds(id)).toEqual([]); // the receipt waits for the wrap-up

    // Nobody else sends it: another crew's technician and a customer who is not the visit's.
    expect(await sendWrapUp(t.db, TIM, id, minutes(7), store)).toEqual({ ok: false, reason: "visit-not-found" });
    expect(await sendWrapUp(t.db, OTTO, id, minutes(7), store)).toEqual({ ok: false, reason: "visit-not-found" });

    const sends = await allAtOnce<Awaited<ReturnType<typeof sendWrapUp>> | number>(t, id, [
      () => sendWrapUp(t.db, TESS, id, minutes(8), store),
      () => sendWrapUp(t.db, OWNER, id, minutes(8), store),
      () => sendDueWrapUps(t.db, minutes(200), store),
    ]);
    // Exactly one of them sent it (the sweep counts what it sent).
    expect(sends.filter((r) => r === 1 || (typeof r === "object" && r.ok && !r.already))).toHaveLength(1);
    const mails = await outboxOf(t.db, { bookingId: id });
    expect(mails.map((m) => m.kind)).toEqual(["visit-completed"]);
    const mail = await parseOutboxMail(mails[0] as typeof outboxMessages.$inferSelect);
    expect(mail.subject).toMatch(/^Your visit report and invoice CV-\d{4}-\d{6}, \$49\.00 due/);
    expect(mail.text).toContain("Heavy dust in the return trunk.");
    expect(mail.text).toContain("Change the filter every 3 months.");
    expect(mail.text).toMatch(/Paid:\s+\$100\.00/);
    expect(mail.text).toMatch(/Balance due:\s+\$49\.00/);
    expect(mail.text).toMatch(/Payments received[\s\S]*\$100\.00, cash, on site/);
    const photos = mail.attachments.filter((a) => a.contentType === "image/jpeg");
    expect(photos).toHaveLength(1);
    expect(photos[0]?.cid).toBe("photo-1@wrap-up");
    expect(mail.html || "").toMatch(/<img[^>]+alt="After photo 1"/);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row?.wrapUpSentAt).not.toBeNull();

    // After the wrap-up, a payment gets its own receipt; pressing again sends nothing. Later than
    // the sweep's clock above: whichever of the three sent the wrap-up, its email is queued first.
    const rest = { method: "card_reader" as const, amount: 4900, checkNumber: "", idempotencyKey: crypto.randomUUID() };
    expect(await recordOnSitePayment(t.db, "tess", id, rest, minutes(230))).toMatchObject({ ok: true });
    expect(await sendWrapUp(t.db, OWNER, id, minutes(231), store)).toMatchObject({ ok: true, already: true });
    expect(await kinds(id)).toEqual(["visit-completed", "payment-receipt"]);
  });

  it("goes by itself 2 hours after Finished when nobody sends it, once", async () => {
    const id = await finishedVisit();
    expect(await sendDueWrapUps(t.db, minutes(119), store)).toBe(0);
    expect(await kinds(id)).toEqual([]);
    expect(await sendDueWrapUps(t.db, minutes(120), store)).toBe(1);
    expect(await sendDueWrapUps(t.db, minutes(121), store)).toBe(0);
    expect(await kinds(id)).toEqual(["visit-completed"]);
  });

  it("is refused before Finished", async () => {
    const id = await addBooking({ status: "in_progress" });
    expect(await sendWrapUp(t.db, TESS, id, NOW, store)).toEqual({ ok: false, reason: "wrap-up-not-finished" });
    expect(await kinds(id)).toEqual([]);
  });
});
