// Texts end to end on the database (PGlite, and PostgreSQL through `node scripts/test-pg.mjs`),
// sent through the official twilio SDK to a local server on loopback that speaks the Messages API
// (tests/support/fake-twilio.ts), and replies posted to the webhook signed as Twilio signs them.
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { appointmentStart } from "@/domain/scheduling/schedule";
import { messagesForBookings } from "@/server/admin/booking-messages";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { moveBooking } from "@/server/admin/move-booking";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { createBooking } from "@/server/bookings/create-booking";
import { takeVisitStep } from "@/server/crew/take-visit-step";
import { crewMembers, outboxMessages, smsConsents, smsOptOuts, user } from "@/server/db/schema";
import { runOutboxOnce } from "@/server/outbox/deliver-batch";
import { sweepReminders } from "@/server/outbox/sweep-reminders";
import { inboundRequest, startFakeTwilio, TEST_ACCOUNT_SID, TEST_AUTH_TOKEN } from "../../../tests/support/fake-twilio";
import { addAdmin, addCustomer, bookingInput, okOrThrow, outboxOf } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { registerTextSender } from "./sender";
import { setTexts } from "./set-text-consent";
import { twilioSender } from "./twilio-sender";

let t: TestDb;
vi.mock("@/server/db/client", () => ({ getDb: async () => t.db }));
const { POST: inbound } = await import("@/app/api/sms/inbound/route");

let fake: Awaited<ReturnType<typeof startFakeTwilio>>;
const H = 3_600_000;
// Monday 2026-11-23 10:00 Pacific.
const NOW = new Date("2026-11-23T18:00:00Z");
const SWEEP = { hours: [48, 2], origin: "http://localhost:3000", ownerEmail: "owner@clearvent.example" };
const WEBHOOK = "http://localhost:3000/api/sms/inbound";
let customer = 0;

beforeAll(async () => {
  t = await createTestDb();
  await addAdmin(t.db, "boss");
  fake = await startFakeTwilio();
});
afterAll(async () => {
  registerTextSender(undefined);
  await fake.close();
  await t.close();
});
beforeEach(() => {
  registerTextSender(
    twilioSender({ accountSid: TEST_ACCOUNT_SID, authToken: TEST_AUTH_TOKEN, from: "+14155550000", apiBase: fake.url }),
  );
});
afterEach(() => {
  fake.texts.length = 0;
  fake.refuse.clear();
});

/** A new customer (own number, so STOP of one test leaves the others alone) and a booking. */
async function bookWith(textMe: boolean, at: { date: string; time: string }, phone?: string) {
  const id = `c${++customer}`;
  await addCustomer(t.db, id, `Customer ${customer}`);
  const number = phone ?? `(415) 555-${String(1000 + customer).padStart(4, "0")}`;
  const booking = okOrThrow(
    await createBooking(
      t.db,
      id,
      bookingInput({ appointmentDate: at.date, appointmentTime: at.time, phone: number, textMe }),
      { now: NOW, capacity: 4, limits: "off" },
    ),
  ).booking;
  const start = appointmentStart(booking.appointmentDate, booking.appointmentTime, booking.timeZone).getTime();
  return { id, booking, phone: `+1${number.replace(/\D/g, "")}`, start };
}

const textsOf = (bookingId: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.bookingId, bookingId))
    .then((rows) => rows.filter((r) => r.channel === "sms"));

/** Two servers' workers running at once. */
const twoWorkers = (now: Date) =>
  Promise.all([
    runOutboxOnce(t.db, now, async () => {}, { limit: 100 }),
    runOutboxOnce(t.db, now, async () => {}, { limit: 100 }),
  ]);

const sentTo = (phone: string) => fake.texts.filter((m) => m.to === phone);

describe("texts with consent", () => {
  it("confirmation, reminders and on-my-way are each texted once under two workers, with the wording stored", async () => {
    // Friday 11:00 Pacific: the 2-hour reminder falls at 09:00, outside quiet hours.
    const { id, booking, phone, start } = await bookWith(true, { date: "2026-11-27", time: "11:00" });
    const [consent] = await t.db.select().from(smsConsents).where(eq(smsConsents.userId, id));
    expect(consent).toMatchObject({ phone, enabled: true, source: "booking", consentTextVersion: "2026-11-sms-v1" });
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
      takeVisitStep(t.db, `tech-${id}`, booking.id, "on-my-way", onTheWay),
      takeVisitStep(t.db, `tech-${id}`, booking.id, "on-my-way", onTheWay),
    ]);
    await twoWorkers(onTheWay);
    expect(sentTo(phone).filter((m) => m.body.includes("is on the way"))).toEqual([
      expect.objectContaining({ body: expect.stringMatching(/^Dana from ClearVent is on the way\./) }),
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

describe("the owner's changes", () => {
  it("a move is texted with the new time and drops the old time's reminder; a cancel is texted, the rest dropped", async () => {
    const { booking, phone, start } = await bookWith(true, { date: "2026-12-01", time: "15:00" });
    await twoWorkers(NOW);
    // The 48-hour reminder of the old time is queued, then the owner moves the visit before it goes.
    const at48 = new Date(start - 48 * H);
    await sweepReminders(t.db, at48, SWEEP);
    okOrThrow(
      await moveBooking(
        t.db,
        booking.id,
        { appointmentDate: "2026-12-04", appointmentTime: "15:00" },
        { now: at48, capacity: 4 },
      ),
    );
    await twoWorkers(at48);
    expect(sentTo(phone).map((m) => m.body)).toEqual([
      expect.stringContaining("we got your visit request for Tue Dec 1 at 3:00 PM"),
      expect.stringContaining("your visit is now Fri Dec 4 at 3:00 PM"),
    ]);
    const reminder = (await textsOf(booking.id)).find((m) => m.kind === "sms-booking-reminder");
    expect(reminder).toMatchObject({ status: "dropped", lastError: "no longer true: booking changed" });

    // The owner confirms and then cancels before the worker runs: the cancel goes, the confirm does not.
    const later = new Date(at48.getTime() + H);
    okOrThrow(await changeBookingStatus(t.db, "boss", booking.id, "confirmed", later));
    okOrThrow(await changeBookingStatus(t.db, "boss", booking.id, "cancelled", later));
    await twoWorkers(later);
    expect(
      sentTo(phone)
        .slice(2)
        .map((m) => m.body),
    ).toEqual([expect.stringMatching(/^ClearVent: your visit Fri Dec 4 at 3:00 PM is cancelled\. http/)]);
    expect((await textsOf(booking.id)).find((m) => m.kind === "sms-booking-confirmed")?.status).toBe("dropped");
  });
});

describe("replies", () => {
  it("STOP turns texts off at once, is confirmed once, and nothing further is sent; START turns them back on", async () => {
    const { booking, phone, start } = await bookWith(true, { date: "2026-12-01", time: "11:00" });
    const stop = await inbound(inboundRequest(WEBHOOK, { From: phone, Body: "Stop" }), undefined as never);
    expect(stop.status).toBe(200);
    expect(stop.headers.get("content-type")).toContain("text/xml");
    expect(await stop.text()).toMatch(/<Message>ClearVent Air Duct Cleaning: you will get no more texts/);
    const again = await inbound(inboundRequest(WEBHOOK, { From: phone, Body: "STOP" }), undefined as never);
    expect(await again.text()).not.toContain("<Message>");

    // The confirmation queued before STOP is dropped at its turn; reminders are not queued.
    await twoWorkers(NOW);
    await sweepReminders(t.db, new Date(start - 48 * H), SWEEP);
    await twoWorkers(new Date(start - 48 * H));
    okOrThrow(await changeBookingStatus(t.db, "boss", booking.id, "confirmed", new Date(start - 47 * H)));
    await twoWorkers(new Date(start - 47 * H));
    expect(sentTo(phone)).toEqual([]);
    expect((await textsOf(booking.id)).map((m) => [m.kind, m.status, m.lastError])).toEqual([
      ["sms-booking-confirmation", "dropped", "the number replied STOP"],
    ]);

    const start2 = await inbound(inboundRequest(WEBHOOK, { From: phone, Body: "START" }), undefined as never);
    expect(await start2.text()).toContain("texts about your visits are back on");
    expect(await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone))).toEqual([]);
    await sweepReminders(t.db, new Date(start - 2 * H), SWEEP);
    await twoWorkers(new Date(start - 2 * H));
    expect(sentTo(phone).map((m) => m.body)).toEqual([expect.stringContaining("reminder")]);
  });

  it("answers 403 and changes nothing without Twilio's signature or with a wrong one", async () => {
    const { phone } = await bookWith(true, { date: "2026-12-01", time: "13:00" });
    for (const signature of [null, "", "bm90IGEgc2lnbmF0dXJl"]) {
      const res = await inbound(
        inboundRequest(WEBHOOK, { From: phone, Body: "STOP" }, { signature }),
        undefined as never,
      );
      expect(res.status).toBe(403);
    }
    const forged = await inbound(
      inboundRequest(WEBHOOK, { From: phone, Body: "STOP" }, { authToken: "someone-elses-token-000000" }),
      undefined as never,
    );
    expect(forged.status).toBe(403);
    // Signed for another URL (a replay against another site).
    const elsewhere = await inbound(
      inboundRequest("https://evil.example/api/sms/inbound", { From: phone, Body: "STOP" }),
      undefined as never,
    );
    expect(elsewhere.status).toBe(403);
    expect(await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, phone))).toEqual([]);
  });

  it("answers HELP, and forwards anything else to the owner with the customer and their next visit", async () => {
    const { id, booking, phone } = await bookWith(true, { date: "2026-11-30", time: "13:00" });
    const help = await inbound(inboundRequest(WEBHOOK, { From: phone, Body: "help" }), undefined as never);
    expect(await help.text()).toContain("Call (415) 555-0134 for help.");

    const other = await inbound(
      inboundRequest(WEBHOOK, { From: phone, Body: "Can you come at 10 instead?" }),
      undefined as never,
    );
    expect(await other.text()).not.toContain("<Message>");
    const [forward] = await outboxOf(t.db, { bookingId: booking.id, kind: "text-reply-owner" });
    expect(forward?.to).toBe("owner@clearvent.example");
    expect(forward?.text).toContain(`Customer:   Customer ${id.slice(1)} <${id}@example.com>`);
    expect(forward?.text).toContain("Next visit: Monday, November 30, 2026, 1:00 PM (pending)");
    expect(forward?.text).toContain("  > Can you come at 10 instead?");

    const stranger = await inbound(
      inboundRequest(WEBHOOK, { From: "+12125550100", Body: "who is this" }),
      undefined as never,
    );
    expect(stranger.status).toBe(200);
    const [unknown] = await outboxOf(t.db, { kind: "text-reply-owner" }).then((rows) =>
      rows.filter((r) => r.text.includes("(212) 555-0100")),
    );
    expect(unknown?.text).toContain("no customer has given us this number");
  });

  it("answers 400 for a webhook without a sender, 415 for one that is not a form", async () => {
    const res = await inbound(inboundRequest(WEBHOOK, { From: "", Body: "hi" }), undefined as never);
    expect(res.status).toBe(400);
    const json = new Request(WEBHOOK, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect((await inbound(json, undefined as never)).status).toBe(415);
  });
});

describe("when texts go", () => {
  it("holds a reminder due in quiet hours until 08:00 in the visit's zone, and drops one whose morning is the visit", async () => {
    // Wednesday 2026-12-02 at 11:00 and at 08:00 Pacific; the 2-hour reminder of the 08:00 visit
    // falls at 06:00 (quiet), and 08:00 is the visit itself.
    const late = await bookWith(true, { date: "2026-12-02", time: "08:00" });
    const lateStart = new Date("2026-12-02T16:00:00Z").getTime();
    await sweepReminders(t.db, new Date(lateStart - 2 * H), SWEEP);
    const [queued] = (await textsOf(late.booking.id)).filter((m) => m.kind === "sms-booking-reminder");
    expect(queued?.nextAttemptAt.toISOString()).toBe("2026-12-02T16:00:00.000Z");
    await twoWorkers(new Date(lateStart - 2 * H));
    await twoWorkers(new Date(lateStart));
    expect(sentTo(late.phone).filter((m) => m.body.includes("reminder"))).toEqual([]);
    const [dropped] = (await textsOf(late.booking.id)).filter((m) => m.kind === "sms-booking-reminder");
    expect(dropped?.status).toBe("dropped");

    // A 48-hour reminder due at 22:00 Pacific (a visit Friday at... 22:00 two days before) waits for 08:00.
    const night = await bookWith(true, { date: "2026-12-04", time: "09:00" });
    const due = new Date("2026-12-02T06:00:00Z"); // Tuesday 22:00 PST
    await sweepReminders(t.db, due, { ...SWEEP, hours: [59] });
    await twoWorkers(due);
    expect(sentTo(night.phone).filter((m) => m.body.includes("reminder"))).toEqual([]);
    await twoWorkers(new Date("2026-12-02T15:59:00Z"));
    expect(sentTo(night.phone).filter((m) => m.body.includes("reminder"))).toEqual([]);
    await twoWorkers(new Date("2026-12-02T16:00:00Z"));
    expect(sentTo(night.phone).filter((m) => m.body.includes("reminder"))).toHaveLength(1);
  });

  it("drops a cancelled visit's queued text at send time", async () => {
    const { id, booking, phone } = await bookWith(true, { date: "2026-12-03", time: "09:00" });
    okOrThrow(await cancelBooking(t.db, id, booking.id, new Date(NOW.getTime() + 60_000)));
    await twoWorkers(new Date(NOW.getTime() + 120_000));
    expect(sentTo(phone)).toEqual([]);
    expect((await textsOf(booking.id)).map((m) => [m.status, m.lastError])).toEqual([
      ["dropped", "no longer true: booking changed"],
    ]);
  });

  it("retries a provider's refusal on the outbox's backoff, then shows it failed", async () => {
    const { booking, phone } = await bookWith(true, { date: "2026-12-03", time: "11:00" });
    fake.refuse.add(phone);
    expect(await runOutboxOnce(t.db, NOW, async () => {}, { limit: 100 })).toMatchObject({ retrying: 1 });
    const [first] = await textsOf(booking.id);
    expect(first).toMatchObject({ status: "queued", attempts: 1 });
    expect(first?.lastError).toContain("21211");
    // Stored and logged without the number (the row already says whom it was for).
    expect(first?.lastError).not.toContain(phone.slice(2));
    expect(first?.nextAttemptAt.getTime()).toBe(NOW.getTime() + 60_000);
    await runOutboxOnce(t.db, new Date(NOW.getTime() + 60_000), async () => {}, { limit: 100 });
    const listed = (await messagesForBookings(t.db, [booking.id])).get(booking.id) ?? [];
    expect(listed.find((m) => m.channel === "sms")?.state).toBe("failed");
    fake.refuse.clear();
  });
});

describe("the dashboard switch", () => {
  it("turns texts off in one tap (keeping the record of the consent) and on again to the number on file", async () => {
    const { id, booking, phone, start } = await bookWith(true, { date: "2026-12-02", time: "13:00" });
    const off = await setTexts(t.db, id, { on: false }, { now: NOW, textsOn: true });
    expect(off).toEqual({ ok: true, choice: { on: false, phone, stopped: false } });
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
      choice: { on: true, phone, stopped: false },
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

describe("webhook fuzz", () => {
  it("answers any signed form with 200 or a 4xx sentence, and any unsigned one with 403", async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom("STOP", "help", "+1415555", "\u0000", "x".repeat(2000), "<Response/>", "+14155550123"),
    );
    const samples = fc.sample(fc.record({ From: field, Body: field, Extra: field }, { requiredKeys: [] }), {
      numRuns: 60,
      seed: 20261127,
    });
    samples.push({ From: "+14155550123", Body: "a\u0000b" }, { From: "+14155550123", Body: "line one\r\nline two" });
    for (const fields of samples) {
      const clean = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
      const signed = await inbound(inboundRequest(WEBHOOK, clean), undefined as never);
      expect([200, 400], JSON.stringify(clean).slice(0, 120)).toContain(signed.status);
      expect((await signed.text()).length).toBeGreaterThan(0);
      const unsigned = await inbound(inboundRequest(WEBHOOK, clean, { signature: "x" }), undefined as never);
      expect(unsigned.status).toBe(403);
    }
  });
});
