// The shared world of the text integration tests: a database per test file with the owner, and the
// official twilio SDK pointed at a local server on loopback that speaks the Messages API
// (tests/support/fake-twilio.ts), its record of texts emptied after each test.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { appointmentStart } from "@/domain/scheduling/schedule";
import { createBooking } from "@/server/bookings/create-booking";
import { outboxMessages } from "@/server/db/schema";
import { runOutboxOnce } from "@/server/outbox/deliver-batch";
import { startFakeTwilio, TEST_ACCOUNT_SID, TEST_AUTH_TOKEN } from "../../../tests/support/fake-twilio";
import { addAdmin, addCustomer, bookingInput, okOrThrow } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { confirmPhoneCode } from "./confirm-phone-code";
import { sendPhoneCode } from "./send-phone-code";
import { registerTextSender, textsOn } from "./sender";
import { twilioSender } from "./twilio-sender";

export let t: TestDb;

export let fake: Awaited<ReturnType<typeof startFakeTwilio>>;
export const H = 3_600_000;
// Monday 2026-11-23 10:00 Pacific.
export const NOW = new Date("2026-11-23T18:00:00Z");
export const SWEEP = { hours: [48, 2], origin: "http://localhost:3000", ownerEmail: "owner@clearvent.example" };
export const WEBHOOK = "http://localhost:3000/api/sms/inbound";
let customer = 0;

/** The 6-digit code the fake Twilio last received for `phone`, after the worker's pass at `now`. */
export async function codeTextedTo(phone: string, now: Date): Promise<string | null> {
  await runOutboxOnce(t.db, now, async () => {}, { limit: 100 });
  const texts = sentTo(phone).filter((m) => /your code is \d{6}/.test(m.body));
  return /your code is (\d{6})/.exec(texts.at(-1)?.body ?? "")?.[1] ?? null;
}

/**
 * Proves `phone` for the account as a customer does: a code texted through the SDK
 * to the fake Twilio, read from there and typed back. The code's text is then forgotten, so a
 * test sees only the texts it is about.
 */
export async function proveNumber(userId: string, phone: string, now = NOW) {
  const sent = await sendPhoneCode(t.db, userId, { phone }, { now, textsOn: true });
  if (!sent.ok) throw new Error(`code refused: ${sent.reason}`);
  const code = await codeTextedTo(sent.phone, now);
  if (!code) throw new Error("no code texted");
  const proved = await confirmPhoneCode(t.db, userId, { code }, { now, textsOn: true });
  if (!proved.ok) throw new Error(`code not taken: ${proved.reason}`);
  for (let i = fake.texts.length - 1; i >= 0; i--) if (fake.texts[i]?.body.includes(code)) fake.texts.splice(i, 1);
  return proved.choice;
}

/**
 * A new customer (own number, so STOP of one test leaves the others alone) and a booking; with
 * `textMe` and texts on, the customer proved the number first, so the booking's texts go.
 */
export async function bookWith(textMe: boolean, at: { date: string; time: string }, phone?: string) {
  const id = `c${++customer}`;
  await addCustomer(t.db, id, `Customer ${customer}`);
  const number = phone ?? `(415) 555-${String(1000 + customer).padStart(4, "0")}`;
  if (textMe && textsOn()) await proveNumber(id, number);
  const booking = okOrThrow(
    await createBooking(
      t.db,
      id,
      bookingInput({ appointmentDate: at.date, appointmentTime: at.time, phone: number, textMe }),
      { now: NOW, limits: "off" },
    ),
  ).booking;
  const start = appointmentStart(booking.appointmentDate, booking.appointmentTime, booking.timeZone).getTime();
  return { id, booking, phone: `+1${number.replace(/\D/g, "")}`, start };
}

export const textsOf = (bookingId: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.bookingId, bookingId))
    .then((rows) => rows.filter((r) => r.channel === "sms"));

/** Two servers' workers running at once. */
export const twoWorkers = (now: Date) =>
  Promise.all([
    runOutboxOnce(t.db, now, async () => {}, { limit: 100 }),
    runOutboxOnce(t.db, now, async () => {}, { limit: 100 }),
  ]);

export const sentTo = (phone: string) => fake.texts.filter((m) => m.to === phone);

/** Opens the database and the fake Twilio for the file's tests, with texts on and sent through the SDK. */
export function setUpTexts() {
  beforeAll(async () => {
    t = await createTestDb();
    // Only staffed crews sell time (src/domain/scheduling/crews.ts).
    await staffAllAreas(t.db, 4);
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
      twilioSender({
        accountSid: TEST_ACCOUNT_SID,
        authToken: TEST_AUTH_TOKEN,
        from: "+14155550000",
        apiBase: fake.url,
      }),
    );
  });
  afterEach(() => {
    fake.texts.length = 0;
    fake.refuse.clear();
  });
}
