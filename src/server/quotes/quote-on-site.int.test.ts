// Quotes built on site and edited before the customer decides (decision 0046): a technician quotes
// their crew's job only, for its customer; the owner sees who built it; an edit and an approval
// at once end one way or the other, never a booking of replaced options. Runs on PGlite and, with
// `node scripts/test-pg.mjs <this file>`, on PostgreSQL, where the edit and the approval really race.
import { randomUUID } from "node:crypto";
import { eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dollarsToCents } from "@/domain/payments/invoice";
import { quoteApprovalSchema, quoteDraftSchema, quoteRevisionSchema } from "@/domain/quotes/quote-input";
import { businessToday } from "@/domain/quotes/quote-rules";
import type { Booking } from "@/server/db/rows";
import { bookings, crews, quotes, user } from "@/server/db/schema";
import { addBooking, okOrThrow, outboxOf } from "../../../tests/support/records";
import { NOW, setUpBookings, t } from "../bookings/bookings-int-setup";
import { approveQuote } from "./approve-quote";
import { claimQuote, QuoteTakenError } from "./claim-quote";
import { createQuote } from "./create-quote";
import { quoteAuthor, quoteById } from "./read-quote";
import { reviseQuote } from "./revise-quote";
import { sendQuote } from "./send-quote";

setUpBookings();

const DAY = 86_400_000;
const OWNER = { id: "olivia", email: "olivia@example.com", name: "Olivia", role: "admin" };
const SETTINGS = { now: NOW };
const tech = (crewId: string) => ({
  id: `tech-${crewId}`,
  email: `tech-${crewId}@example.com`,
  name: "Test Technician",
  role: "technician",
});

const job = { street: "2180 Milvia St", unit: "", city: "Berkeley", state: "CA", zip: "94704" };
const body = (labels: [string, number][]) => ({
  serviceType: "air_duct",
  address: job,
  phone: "(510) 555-0142",
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1800,
  options: labels.map(([label, unitCents]) => ({ label, lines: [{ name: `${label} work`, quantity: 1, unitCents }] })),
  note: "",
  expiresOn: businessToday(new Date(NOW.getTime() + 7 * DAY)),
});
const draft = (customerId: string, labels: [string, number][] = [["Dryer vent re-route", 45_000]]) =>
  quoteDraftSchema.parse({ customerId, ...body(labels) });
const revision = (labels: [string, number][], patch: Record<string, unknown> = {}) =>
  quoteRevisionSchema.parse({ ...body(labels), ...patch });
const approval = (optionId: string, date: string, time = "09:00") =>
  quoteApprovalSchema.parse({
    optionId,
    addOnLineIds: [],
    appointmentDate: date,
    appointmentTime: time,
    idempotencyKey: randomUUID(),
  });

let visit: Booking;
let ours: ReturnType<typeof tech>;
let theirs: ReturnType<typeof tech>;

beforeAll(async () => {
  await t.db.insert(user).values({ ...OWNER, emailVerified: true });
  const [a, b] = await t.db.select({ id: crews.id }).from(crews).where(eq(crews.serviceArea, "bay-area"));
  if (!a || !b) throw new Error("the bay area needs two crews");
  ours = tech(a.id);
  theirs = tech(b.id);
  // Alice's visit today, in progress with crew A: the technician sees a bigger job on site.
  visit = await addBooking(t.db, {
    userId: "alice",
    crewId: a.id,
    serviceArea: "bay-area",
    status: "in_progress",
    appointmentDate: businessToday(NOW),
  });
});

describe("a technician's quote on site", () => {
  it("is built on their crew's job for its customer, sent to that customer, and the owner sees who built it", async () => {
    const { quote } = okOrThrow(await createQuote(t.db, ours, draft("alice"), { now: NOW, jobId: visit.id }));
    expect(quote).toMatchObject({ createdBy: ours.id, jobBookingId: visit.id, customerId: "alice", status: "draft" });
    okOrThrow(await sendQuote(t.db, ours, quote.id, { now: NOW }));
    const [mail] = await outboxOf(t.db, { kind: "quote-sent" });
    expect(mail?.to).toBe("alice@example.com");
    expect(mail?.text).toContain(`/quote/${quote.token}`);
    expect(await quoteAuthor(t.db, quote)).toEqual({ name: "Test Technician", technician: true });
  });

  it("is refused on another crew's job, for another customer, and without a job", async () => {
    const refused = { ok: false, reason: "visit-not-found" };
    expect(await createQuote(t.db, theirs, draft("alice"), { now: NOW, jobId: visit.id })).toEqual(refused);
    expect(await createQuote(t.db, ours, draft("bob"), { now: NOW, jobId: visit.id })).toEqual(refused);
    expect(await createQuote(t.db, ours, draft("alice"), { now: NOW })).toEqual(refused);
    expect(await createQuote(t.db, ours, draft("alice"), { now: NOW, jobId: randomUUID() })).toEqual(refused);
    // A customer cannot build one on their own visit either.
    const alice = { id: "alice", email: "alice@example.com", name: "alice", role: "customer" };
    expect(await createQuote(t.db, alice, draft("alice"), { now: NOW, jobId: visit.id })).toEqual({
      ok: false,
      reason: "admin-only",
    });
    expect(await t.db.select().from(quotes).where(ne(quotes.createdBy, ours.id))).toEqual([]);
  });

  it("is sent and changed only by its builder while the job is their crew's, and by the owner", async () => {
    const { quote } = okOrThrow(await createQuote(t.db, ours, draft("alice"), { now: NOW, jobId: visit.id }));
    const unknown = { ok: false, reason: "quote-unknown" };
    expect(await sendQuote(t.db, theirs, quote.id, { now: NOW })).toEqual(unknown);
    expect(await reviseQuote(t.db, theirs, quote.id, revision([["Other", 100]]), { now: NOW })).toEqual(unknown);
    // The owner's own quote for the same customer is not the technician's to change.
    const office = okOrThrow(await createQuote(t.db, OWNER, draft("alice"), { now: NOW }));
    expect(await reviseQuote(t.db, ours, office.quote.id, revision([["Mine", 100]]), { now: NOW })).toEqual(unknown);
    expect(await reviseQuote(t.db, ours, quote.id, revision([["Re-route, longer", 52_000]]), { now: NOW })).toEqual({
      ok: true,
      revision: 2,
    });
    expect(await reviseQuote(t.db, OWNER, quote.id, revision([["Owner's price", 49_000]]), { now: NOW })).toEqual({
      ok: true,
      revision: 3,
    });
    const view = await quoteById(t.db, quote.id, NOW);
    expect(view?.options.map((o) => [o.label, o.lines.map((l) => l.unitCents)])).toEqual([["Owner's price", [49_000]]]);
  });
});

describe("editing a saved quote", () => {
  it("replaces the options and keeps the link; an approved, declined or expired quote is not changed", async () => {
    const { quote } = okOrThrow(await createQuote(t.db, OWNER, draft("bob", [["Good", 30_000]]), { now: NOW }));
    okOrThrow(await sendQuote(t.db, OWNER, quote.id, { now: NOW }));
    okOrThrow(
      await reviseQuote(
        t.db,
        OWNER,
        quote.id,
        revision(
          [
            ["Good", 31_000],
            ["Better", 52_500],
          ],
          { note: "Two ways to do it." },
        ),
        { now: NOW },
      ),
    );
    const view = await quoteById(t.db, quote.id, NOW);
    if (!view) throw new Error("quote vanished");
    expect(view).toMatchObject({
      status: "sent",
      quote: { token: quote.token, note: "Two ways to do it.", revision: 2 },
    });
    expect(view.value).toEqual({ low: 31_000, high: 52_500 });
    const better = view.options.find((o) => o.label === "Better");
    const booked = okOrThrow(await approveQuote(t.db, quote.token, approval(better?.id ?? "", "2026-11-24"), SETTINGS));
    expect(dollarsToCents(booked.booking.priceExact)).toBe(52_500);
    const notEditable = { ok: false, reason: "quote-not-editable" };
    expect(await reviseQuote(t.db, OWNER, quote.id, revision([["Late", 1_000]]), { now: NOW })).toEqual(notEditable);
    // An expired quote: the day after its expiry date.
    const short = okOrThrow(await createQuote(t.db, OWNER, draft("carol", [["Good", 30_000]]), { now: NOW })).quote;
    const later = new Date(NOW.getTime() + 9 * DAY);
    expect(
      await reviseQuote(t.db, OWNER, short.id, revision([["Good", 1_000]], { expiresOn: businessToday(later) }), {
        now: later,
      }),
    ).toEqual(notEditable);
  });

  it("racing an approval: one wins, and a booking is always of the options the customer read", async () => {
    for (const [i, racer] of ["racer10", "racer11", "racer12", "racer13"].entries()) {
      const { quote } = okOrThrow(await createQuote(t.db, OWNER, draft(racer, [["Good", 40_000]]), { now: NOW }));
      okOrThrow(await sendQuote(t.db, OWNER, quote.id, { now: NOW }));
      const read = await quoteById(t.db, quote.id, NOW);
      const good = read?.options[0];
      if (!good) throw new Error("no option");
      const [approved, revised] = await Promise.all([
        approveQuote(t.db, quote.token, approval(good.id, "2026-11-25", i % 2 ? "13:00" : "09:00"), SETTINGS),
        reviseQuote(t.db, OWNER, quote.id, revision([["Good, repriced", 45_000]]), { now: NOW }),
      ]);
      const booked = await t.db.select().from(bookings).where(eq(bookings.userId, racer));
      const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
      if (approved.ok) {
        // The approval took the row first: the edit was told so and changed nothing.
        expect(revised).toEqual({ ok: false, reason: "quote-not-editable" });
        expect(booked.map((b) => dollarsToCents(b.priceExact))).toEqual([40_000]);
        expect(row).toMatchObject({ status: "approved", revision: 1, bookingId: booked[0]?.id });
      } else {
        // The edit took it first: the approval of the replaced option booked nothing.
        expect(revised).toEqual({ ok: true, revision: 2 });
        expect(["quote-revised", "quote-option-unknown"]).toContain(approved.reason);
        expect(booked).toEqual([]);
        expect(row).toMatchObject({ status: "sent", revision: 2, bookingId: null });
      }
    }
  });

  it("refuses the claim of an approval that priced the quote before an edit committed", async () => {
    const { quote } = okOrThrow(await createQuote(t.db, OWNER, draft("racer14", [["Good", 40_000]]), { now: NOW }));
    okOrThrow(await sendQuote(t.db, OWNER, quote.id, { now: NOW }));
    const good = (await quoteById(t.db, quote.id, NOW))?.options[0];
    if (!good) throw new Error("no option");
    okOrThrow(await reviseQuote(t.db, OWNER, quote.id, revision([["Good", 41_000]]), { now: NOW }));
    // What the approval's booking transaction does with what it read at revision 1.
    const stale = {
      quoteId: quote.id,
      optionId: good.id,
      lineIds: [],
      lines: [],
      priceTableVersion: quote.priceTableVersion,
      revision: 1,
    };
    await expect(t.db.transaction((tx) => claimQuote(tx, stale, businessToday(NOW), NOW))).rejects.toBeInstanceOf(
      QuoteTakenError,
    );
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row).toMatchObject({ status: "sent", revision: 2, approvedOptionId: null });
    // The same claim at the current revision goes through (the condition is the revision, nothing else).
    const current = (await quoteById(t.db, quote.id, NOW))?.options[0];
    await t.db.transaction((tx) =>
      claimQuote(tx, { ...stale, optionId: current?.id ?? "", revision: 2 }, businessToday(NOW), NOW),
    );
    const [claimed] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(claimed?.status).toBe("approved");
  });
});
