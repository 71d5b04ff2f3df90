// Proof of the number before any text, on the database (PGlite, and PostgreSQL through
// `node scripts/test-pg.mjs`) with codes texted through the official SDK to the local fake Twilio
// (sms-int-setup.ts): a stranger's number gets nothing, a code proves it and texts start, wrong
// codes lock the number for an hour, codes expire, and the caps hold.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PHONE_PROOF } from "@/domain/sms/phone-proof";
import { createBooking } from "@/server/bookings/create-booking";
import { outboxMessages, smsConsents, smsNumberProofs } from "@/server/db/schema";
import { sweepReminders } from "@/server/outbox/sweep-reminders";
import { addCustomer, bookingInput, okOrThrow } from "../../../tests/support/records";
import { confirmPhoneCode } from "./confirm-phone-code";
import { sendPhoneCode } from "./send-phone-code";
import { setTexts, textChoice } from "./set-text-consent";
import { codeTextedTo, H, NOW, proveNumber, SWEEP, sentTo, setUpTexts, t, textsOf, twoWorkers } from "./sms-int-setup";

setUpTexts();

const ON = { now: NOW, textsOn: true };
const MIN = 60_000;
let n = 0;
/** A number no other test texts, and its E.164 form. */
const freshNumber = () => {
  const local = String(3000 + ++n).padStart(4, "0");
  return { typed: `(628) 555-${local}`, e164: `+1628555${local}` };
};
/** A 6-digit code none of these texts carries. */
const notAmong = (bodies: string[]) => {
  for (let c = 100000; ; c++) if (!bodies.some((b) => b.includes(String(c)))) return String(c);
};
const smsRowsTo = (phone: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, phone))
    .then((rows) => rows.filter((r) => r.channel === "sms"));
const consentOf = (id: string) => t.db.select().from(smsConsents).where(eq(smsConsents.userId, id));
const book = (id: string, phone: string, date: string, limits?: "off") =>
  createBooking(t.db, id, bookingInput({ appointmentDate: date, appointmentTime: "11:00", phone, textMe: true }), {
    now: NOW,
    ...(limits ? { limits } : {}),
  });

describe("a stranger's number", () => {
  it("gets nothing when a fresh account with an unverified email books with it and ticks the box", async () => {
    const victim = freshNumber();
    await addCustomer(t.db, "stranger", "Stranger", false);
    okOrThrow(await book("stranger", victim.typed, "2026-11-27"));
    await twoWorkers(NOW);
    expect(sentTo(victim.e164)).toEqual([]);
    expect(await smsRowsTo(victim.e164)).toEqual([]);
    expect(await consentOf("stranger")).toEqual([]);
    // The wish is kept, unproved; the account cannot have a code sent, nor switch texts on.
    expect((await textChoice(t.db, "stranger")).pending).toMatchObject({ phone: victim.e164, codeUntil: null });
    expect(await sendPhoneCode(t.db, "stranger", { phone: victim.typed }, ON)).toEqual({
      ok: false,
      reason: "email-unverified",
    });
    expect(await setTexts(t.db, "stranger", { on: true }, ON)).toEqual({ ok: false, reason: "number-unproved" });
    await twoWorkers(NOW);
    expect(sentTo(victim.e164)).toEqual([]);
  });
});

describe("the code", () => {
  it("proves the number: consent recorded then, with wording, version, time and method; texts start", async () => {
    const mine = freshNumber();
    await addCustomer(t.db, "prover", "Prover");
    const booking = okOrThrow(await book("prover", mine.typed, "2026-11-30")).booking;
    await twoWorkers(NOW);
    expect(sentTo(mine.e164)).toEqual([]);
    expect(await textsOf(booking.id)).toEqual([]);

    const later = new Date(NOW.getTime() + 5 * MIN);
    const sent = await sendPhoneCode(t.db, "prover", { phone: mine.typed, source: "booking" }, { ...ON, now: later });
    expect(sent).toEqual({ ok: true, phone: mine.e164, expiresAt: new Date(later.getTime() + 10 * MIN) });
    const code = await codeTextedTo(mine.e164, later);
    expect(sentTo(mine.e164).map((m) => m.body)).toEqual([
      `ClearVent: your code is ${code}. Type it on our site to get texts about your visits. It ends in 10 minutes. Did not ask? Ignore this text.`,
    ]);
    // Only the code's keyed hash is stored.
    const [proof] = await t.db.select().from(smsNumberProofs).where(eq(smsNumberProofs.userId, "prover"));
    expect(JSON.stringify(proof)).not.toContain(code);
    expect(await consentOf("prover")).toEqual([]);

    const typed = new Date(later.getTime() + 9 * MIN);
    const proved = await confirmPhoneCode(t.db, "prover", { code: code ?? "" }, { ...ON, now: typed });
    expect(proved).toMatchObject({ ok: true, choice: { on: true, phone: mine.e164, proved: true, pending: null } });
    expect((await consentOf("prover"))[0]).toMatchObject({
      phone: mine.e164,
      enabled: true,
      provedBy: "code",
      source: "booking",
      consentAt: typed,
      consentTextVersion: "2026-11-sms-v1",
      consentText: expect.stringContaining("Text me about this visit"),
    });
    // The same code does not prove anything twice.
    expect(await confirmPhoneCode(t.db, "prover", { code: code ?? "" }, { ...ON, now: typed })).toEqual({
      ok: false,
      reason: "no-code",
    });

    // The visit booked before the proof now gets its reminders.
    const start = new Date("2026-11-30T19:00:00Z").getTime();
    await sweepReminders(t.db, new Date(start - 48 * H), SWEEP);
    await twoWorkers(new Date(start - 48 * H));
    expect(sentTo(mine.e164).map((m) => m.body)).toEqual([
      expect.stringContaining("your code is"),
      expect.stringMatching(/^ClearVent: reminder, your visit is Mon Nov 30 at 11:00 AM\./),
    ]);
  });

  it("ends after 10 minutes, and an unsent code is dropped once it ended", async () => {
    const mine = freshNumber();
    await addCustomer(t.db, "slow", "Slow");
    okOrThrow(await sendPhoneCode(t.db, "slow", { phone: mine.typed }, ON));
    // The worker was down for the whole ten minutes: the code is not sent late.
    await twoWorkers(new Date(NOW.getTime() + 10 * MIN));
    expect(sentTo(mine.e164)).toEqual([]);
    expect((await smsRowsTo(mine.e164)).map((m) => [m.status, m.lastError])).toEqual([
      ["dropped", "no longer true: the code expired"],
    ]);
    expect(
      await confirmPhoneCode(t.db, "slow", { code: "000000" }, { ...ON, now: new Date(NOW.getTime() + 10 * MIN) }),
    ).toEqual({
      ok: false,
      reason: "code-expired",
    });
  });

  it("locks the number for an hour after 5 wrong codes, whoever types them, with a sentence", async () => {
    const mine = freshNumber();
    await addCustomer(t.db, "guesser", "Guesser");
    await addCustomer(t.db, "helper", "Helper");
    okOrThrow(await sendPhoneCode(t.db, "guesser", { phone: mine.typed }, ON));
    const code = (await codeTextedTo(mine.e164, NOW)) ?? "";
    const wrong = notAmong([code]);
    const at = (m: number) => ({ ...ON, now: new Date(NOW.getTime() + m * MIN) });
    const answers = [];
    for (let i = 0; i < PHONE_PROOF.maxWrongTries; i++)
      answers.push(await confirmPhoneCode(t.db, "guesser", { code: wrong }, at(1)));
    expect(answers.map((a) => (a.ok ? "ok" : a.reason))).toEqual([
      "code-wrong",
      "code-wrong",
      "code-wrong",
      "code-wrong",
      "number-locked",
    ]);
    expect(await confirmPhoneCode(t.db, "guesser", { code: wrong }, at(30))).toEqual({
      ok: false,
      reason: "number-locked",
    });
    // The right code no longer helps, and no other account can start on the number.
    expect(await confirmPhoneCode(t.db, "guesser", { code }, at(2))).toEqual({ ok: false, reason: "number-locked" });
    expect(await sendPhoneCode(t.db, "helper", { phone: mine.typed }, at(2))).toEqual({
      ok: false,
      reason: "number-locked",
    });
    expect(await consentOf("guesser")).toEqual([]);
    // An hour after the lock, a new code proves it.
    expect(await sendPhoneCode(t.db, "guesser", { phone: mine.typed }, at(61))).toMatchObject({ ok: true });
    const next = (await codeTextedTo(mine.e164, at(61).now)) ?? "";
    expect(await confirmPhoneCode(t.db, "guesser", { code: next }, at(62))).toMatchObject({ ok: true });
  });

  it("counts wrong codes against the number across accounts", async () => {
    const mine = freshNumber();
    await addCustomer(t.db, "one", "One");
    await addCustomer(t.db, "two", "Two");
    okOrThrow(await sendPhoneCode(t.db, "one", { phone: mine.typed }, ON));
    okOrThrow(await sendPhoneCode(t.db, "two", { phone: mine.typed }, ON));
    await codeTextedTo(mine.e164, NOW);
    const wrong = notAmong(sentTo(mine.e164).map((m) => m.body));
    for (let i = 0; i < PHONE_PROOF.maxWrongTries - 1; i++)
      expect(await confirmPhoneCode(t.db, "one", { code: wrong }, ON)).toEqual({ ok: false, reason: "code-wrong" });
    // Account two's first wrong code is the number's fifth.
    expect(await confirmPhoneCode(t.db, "two", { code: wrong }, ON)).toEqual({ ok: false, reason: "number-locked" });
    expect(await confirmPhoneCode(t.db, "one", { code: wrong }, ON)).toEqual({ ok: false, reason: "number-locked" });
  });
});

describe("the caps", () => {
  it("codes per number per day across accounts, and per account per day", async () => {
    const mine = freshNumber();
    for (let i = 0; i <= PHONE_PROOF.codeSendsPerNumberPerDay; i++) await addCustomer(t.db, `cap${i}`, `Cap ${i}`);
    for (let i = 0; i < PHONE_PROOF.codeSendsPerNumberPerDay; i++)
      okOrThrow(await sendPhoneCode(t.db, `cap${i}`, { phone: mine.typed }, ON));
    const over = `cap${PHONE_PROOF.codeSendsPerNumberPerDay}`;
    expect(await sendPhoneCode(t.db, over, { phone: mine.typed }, ON)).toEqual({
      ok: false,
      reason: "code-cap-number",
    });
    const dayLater = { ...ON, now: new Date(NOW.getTime() + 24 * H + MIN) };
    expect(await sendPhoneCode(t.db, over, { phone: mine.typed }, dayLater)).toMatchObject({ ok: true });

    await addCustomer(t.db, "many", "Many Numbers");
    for (let i = 0; i < PHONE_PROOF.codeSendsPerAccountPerDay; i++)
      okOrThrow(await sendPhoneCode(t.db, "many", { phone: freshNumber().typed }, ON));
    expect(await sendPhoneCode(t.db, "many", { phone: freshNumber().typed }, ON)).toEqual({
      ok: false,
      reason: "code-cap-account",
    });
  });

  it("texts per number per day across all accounts, where they are queued and where they are sent", async () => {
    const mine = freshNumber();
    await addCustomer(t.db, "busy", "Busy");
    await proveNumber("busy", mine.typed);
    const dates = ["2026-11-27", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"];
    for (const date of dates) {
      for (const time of ["09:00", "13:00"]) {
        const input = bookingInput({ appointmentDate: date, appointmentTime: time, phone: mine.typed, textMe: true });
        okOrThrow(await createBooking(t.db, "busy", input, { now: NOW, limits: "off" }));
      }
    }
    // The code and nine confirmations: ten texts in a day, the rest not queued.
    expect((await smsRowsTo(mine.e164)).length).toBe(PHONE_PROOF.textsPerNumberPerDay);
    await twoWorkers(NOW);
    expect(sentTo(mine.e164)).toHaveLength(PHONE_PROOF.textsPerNumberPerDay - 1);
    // A row queued past the count (two servers at once, say) is dropped when its turn comes.
    await t.db.insert(outboxMessages).values({
      kind: "sms-booking-confirmation",
      channel: "sms",
      to: mine.e164,
      subject: "Text: visit requested",
      text: "extra",
      bookingId: (await smsRowsTo(mine.e164)).find((m) => m.bookingId)?.bookingId ?? null,
      createdAt: NOW,
      nextAttemptAt: NOW,
    });
    await twoWorkers(NOW);
    expect(sentTo(mine.e164).map((m) => m.body)).not.toContain("extra");
  });
});

describe("a new number", () => {
  it("starts again: the consent to the old number is not carried, and the new one is proved first", async () => {
    const old = freshNumber();
    const next = freshNumber();
    await addCustomer(t.db, "mover", "Mover");
    await proveNumber("mover", old.typed);
    const booking = okOrThrow(await book("mover", next.typed, "2026-12-02", "off")).booking;
    await twoWorkers(NOW);
    expect(sentTo(next.e164)).toEqual([]);
    expect(sentTo(old.e164)).toEqual([]);
    expect(await textsOf(booking.id)).toEqual([]);
    expect(await textChoice(t.db, "mover")).toMatchObject({
      on: false,
      phone: old.e164,
      pending: { phone: next.e164 },
    });
    const at = new Date(NOW.getTime() + H);
    const choice = await proveNumber("mover", next.typed, at);
    expect(choice).toMatchObject({ on: true, phone: next.e164 });
    expect((await consentOf("mover"))[0]).toMatchObject({ phone: next.e164, consentAt: at, provedBy: "code" });
  });
});
