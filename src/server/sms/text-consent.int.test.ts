// Texts only with the customer's consent, end to end on the database (PGlite, and PostgreSQL through
// `node scripts/test-pg.mjs`) and sent through the official twilio SDK to a local server on loopback
// (sms-int-setup.ts): each text once under two workers, none without the ticked box, and the
// dashboard's switch that turns them off and on.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { messagesForBookings } from "@/server/admin/booking-messages";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { crewMembers, smsConsents, user } from "@/server/db/schema";
import { sweepReminders } from "@/server/outbox/sweep-reminders";
import { takeVisitStep } from "@/server/technician/take-visit-step";
import { addCustomer, bookingInput, okOrThrow, outboxOf } from "../../../tests/support/records";
import { registerTextSender } from "./sender";
import { setTexts } from "./set-text-consent";
import { bookWith, H, NOW, SWEEP, sentTo, setUpTexts, t, textsOf, twoWorkers } from "./sms-int-setup";

setUpTexts();

describe("texts with consent", () => {
  it("confirmation, reminders and on-my-way are each texted once under two workers, with the wording stored", async () => {
    // Friday 11:00 Pacific: the 2-hour reminder falls at 09:00, outside quiet hours.
    const { id, booking, phone, start } = await bookWith(true, { date: "2026-11-27", time: "11:00" });
    const [consent] = await t.db.select().from(smsConsents).where(eq(smsConsents.userId, id));
    // Recorded when the number answered the code (sms-int-setup.ts proves it before the booking).
    expect(consent).toMatchObject({
      phone,
      enabled: true,
      source: "booking",
      provedBy: "code",
      consentAt: NOW,
      consentTextVersion: "2026-11-sms-v1",
    });
    expect(consent?.consentText).toContain("Text me about this visit");

    await twoWorkers(NOW);
    expect(sentTo(phone).map((m) => m.body)).toEqual([
      expect.stringMatching(/^ClearVent: we got your visit request for Fri Nov 27 at 11:00 AM\. .*\/customer-visits\//),
    ]);
    expect(sentTo(phone)[0]).toMatchObject({ from: "+14155550000" });

    for (const at of [start - 48 * H, start - 48 * H + 1000, start - 2 * H]) {
      await Promise.all([sweepReminders(t.db, new Date(at), SWEEP), sweepReminders(t.db, new Date(at), SWEEP)]);
      await twoWorkers(new Date(at));
      await twoWorkers(new Date(at));
    }
    const reminders = sentTo(phone).filter((m) => m.body.includes("reminder"));
    expect(reminders).toHaveLength(2);
    expect((await outboxOf(t.db, { bookingId: booking.id, kind: "booking-reminder" })).length).toBe(2);

    // The owner confirms: texted once.
    okOrThrow(await changeBookingStatus(t.db, "boss", booking.id, "confirmed", new Date(start - 3 * H)));
    await twoWorkers(new Date(start - 3 * H));
    expect(sentTo(phone).filter((m) => m.body.includes("is confirmed"))).toHaveLength(1);

    // The crew taps "On my way" twice at once: one text.
    await t.db
      .insert(user)
      .values({ id: `tech-${id}`, name: "Dana Smith", email: `tech-${id}@example.com`, role: "technician" });
    await t.db.insert(crewMembers).values({ userId: `tech-${id}`, crewId: booking.crewId as string });
    const onTheWay = new Date(start - 30 * 60_000);
    await Promise.all([
      takeVisitStep(t.db, `tech-${id}`, booking.id, "on-my-way", onTheWay, { minutes: 30 }),
      takeVisitStep(t.db, `tech-${id}`, booking.id, "on-my-way", onTheWay, { minutes: 30 }),
    ]);
    await twoWorkers(onTheWay);
    expect(sentTo(phone).filter((m) => m.body.includes("is on the way"))).toEqual([
      // The crew's estimate, not the booked time.
      expect.objectContaining({
        body: expect.stringMatching(
          /^Dana from ClearVent is on the way, arriving about 30 min \(around \d{1,2}:\d{2} [AP]M\)\./,
        ),
      }),
    ]);

    // The owner sees each text of the booking and its state.
    const listed = (await messagesForBookings(t.db, [booking.id])).get(booking.id) ?? [];
    const texts = listed.filter((m) => m.channel === "sms");
    expect(texts.map((m) => [m.label, m.state])).toEqual([
      ["Text: visit requested", "sent"],
      ["Text: visit reminder", "sent"],
      // Confirmed by the clock 3 hours before the visit: listed before the 2-hour reminder.
      ["Text: visit confirmed", "sent"],
      ["Text: visit reminder", "sent"],
      ["Text: crew on the way", "sent"],
    ]);
  });

  it("queues no text without the ticked box, and none while texts are off", async () => {
    const { booking } = await bookWith(false, { date: "2026-11-30", time: "09:00" });
    expect(await textsOf(booking.id)).toEqual([]);
    registerTextSender(undefined);
    const off = await bookWith(true, { date: "2026-11-30", time: "09:00" });
    expect(await textsOf(off.booking.id)).toEqual([]);
    expect(await t.db.select().from(smsConsents).where(eq(smsConsents.userId, off.id))).toEqual([]);
  });

  it("refuses to text a number that is not a US one", () => {
    expect(() => bookingInput({ phone: "(015) 555-0101", textMe: true })).toThrow(/only a US number/);
  });
});

describe("the dashboard switch", () => {
  it("turns texts off in one tap (keeping the record of the consent) and on again to the number on file", async () => {
    const { id, booking, phone, start } = await bookWith(true, { date: "2026-12-02", time: "13:00" });
    const off = await setTexts(t.db, id, { on: false }, { now: NOW, textsOn: true });
    expect(off).toEqual({ ok: true, choice: { on: false, phone, proved: true, stopped: false, pending: null } });
    const [kept] = await t.db.select().from(smsConsents).where(eq(smsConsents.userId, id));
    expect(kept).toMatchObject({ enabled: false, source: "dashboard", consentAt: NOW });
    expect(kept?.consentText).toContain("Text me about this visit");

    await sweepReminders(t.db, new Date(start - 48 * H), SWEEP);
    await twoWorkers(new Date(start - 48 * H));
    expect(sentTo(phone)).toEqual([]);
    expect((await textsOf(booking.id)).map((m) => m.status)).toEqual(["dropped"]);

    const later = new Date(start - 40 * H);
    expect(await setTexts(t.db, id, { on: true }, { now: later, textsOn: true })).toEqual({
      ok: true,
      choice: { on: true, phone, proved: true, stopped: false, pending: null },
    });
    await sweepReminders(t.db, new Date(start - 2 * H), SWEEP);
    await twoWorkers(new Date(start - 2 * H));
    expect(sentTo(phone).map((m) => m.body)).toEqual([expect.stringContaining("reminder")]);
  });

  it("refuses while texts are off, and without a US number on file", async () => {
    await addCustomer(t.db, "nophone", "No Phone");
    expect(await setTexts(t.db, "nophone", { on: true }, { now: NOW, textsOn: false })).toEqual({
      ok: false,
      reason: "texts-off",
    });
    expect(await setTexts(t.db, "nophone", { on: true }, { now: NOW, textsOn: true })).toEqual({
      ok: false,
      reason: "no-text-number",
    });
  });
});
