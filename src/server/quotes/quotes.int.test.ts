// Quotes with options (decision 0032): the owner builds and sends one, the customer approves one
// option with add-ons and books it at the quote's price, once. Runs on PGlite and, with
// `node scripts/test-pg.mjs <this file>`, on PostgreSQL, where two approvals at once really race.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dollarsToCents } from "@/domain/payments/invoice";
import { PRICE_TABLE_VERSION } from "@/domain/pricing/pricing";
import { type QuoteDraft, quoteApprovalSchema, quoteDraftSchema } from "@/domain/quotes/quote-input";
import { businessToday } from "@/domain/quotes/quote-rules";
import { bookings, quotes, user } from "@/server/db/schema";
import { issueInvoice } from "@/server/payments/issue-invoice";
import { okOrThrow, outboxOf } from "../../../tests/support/records";
import { NOW, setUpBookings, t } from "../bookings/bookings-int-setup";
import { approveQuote } from "./approve-quote";
import { createQuote } from "./create-quote";
import { declineQuote } from "./decline-quote";
import { quoteById } from "./read-quote";
import { sendQuote } from "./send-quote";

setUpBookings();

const OWNER = { id: "olivia", email: "olivia@example.com", name: "Olivia", role: "admin" };
const DAY = 86_400_000;
const SETTINGS = { now: NOW };
let owner = false;
async function ownerOnce() {
  if (owner) return;
  owner = true;
  await t.db.insert(user).values({ ...OWNER, emailVerified: true });
}

const line = (name: string, unitCents: number, patch: Record<string, unknown> = {}) => ({
  name,
  quantity: 1,
  unitCents,
  ...patch,
});
/** Good / Better / Best, priced apart from the price table on purpose (odd cents). */
const draft = (customerId: string, patch: Partial<Record<keyof QuoteDraft, unknown>> = {}) =>
  quoteDraftSchema.parse({
    customerId,
    serviceType: "air_duct",
    address: { street: "2180 Milvia St", unit: "", city: "Berkeley", state: "CA", zip: "94704" },
    phone: "(510) 555-0142",
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1500,
    options: [
      { label: "Good", lines: [line("Duct cleaning", 49_950), line("Filter", 2_900, { optional: true })] },
      {
        label: "Better",
        lines: [
          line("Whole-house duct cleaning", 79_925),
          line("Register boot seal", 2_450, { quantity: 2 }),
          line("UV light", 34_900, { optional: true }),
          line("Video inspection", 7_900, { optional: true }),
        ],
      },
      { label: "Best", lines: [line("Whole-house duct cleaning", 79_925), line("Dryer vent re-route", 45_000)] },
    ],
    note: "As discussed on site.",
    expiresOn: businessToday(new Date(NOW.getTime() + 7 * DAY)),
    ...patch,
  });

async function sentQuote(customerId: string, patch: Partial<Record<keyof QuoteDraft, unknown>> = {}) {
  await ownerOnce();
  const { quote } = okOrThrow(await createQuote(t.db, OWNER, draft(customerId, patch), { now: NOW }));
  okOrThrow(await sendQuote(t.db, OWNER, quote.id, { now: NOW }));
  const view = await quoteById(t.db, quote.id, NOW);
  if (!view) throw new Error("quote vanished");
  return view;
}

const option = (view: NonNullable<Awaited<ReturnType<typeof quoteById>>>, label: string) => {
  const found = view.options.find((o) => o.label === label);
  if (!found) throw new Error(label);
  return found;
};
const approval = (patch: Record<string, unknown>) =>
  quoteApprovalSchema.parse({
    addOnLineIds: [],
    appointmentDate: "2026-11-24",
    appointmentTime: "09:00",
    idempotencyKey: randomUUID(),
    ...patch,
  });

describe("createQuote and sendQuote", () => {
  it("stores the options and lines as a draft with the price table's version, and sends the link once asked", async () => {
    await ownerOnce();
    const { quote } = okOrThrow(await createQuote(t.db, OWNER, draft("alice"), { now: NOW }));
    expect(quote).toMatchObject({ status: "draft", priceTableVersion: PRICE_TABLE_VERSION, createdBy: OWNER.id });
    expect(quote.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const view = await quoteById(t.db, quote.id, NOW);
    expect(view?.options.map((o) => [o.label, o.lines.length])).toEqual([
      ["Good", 2],
      ["Better", 4],
      ["Best", 2],
    ]);
    expect(view?.value).toEqual({ low: 49_950, high: 124_925 });
    expect(await outboxOf(t.db, { kind: "quote-sent" })).toEqual([]);

    okOrThrow(await sendQuote(t.db, OWNER, quote.id, { now: NOW }));
    const [mail] = await outboxOf(t.db, { kind: "quote-sent" });
    expect(mail?.to).toBe("alice@example.com");
    expect(mail?.text).toContain(`/quote/${quote.token}`);
    expect(mail?.text).toContain("$1,249.25");
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row).toMatchObject({ status: "sent", sentAt: NOW });
  });

  it("is the owner's only, for a customer's account, with an expiry from today on", async () => {
    await ownerOnce();
    const customer = { id: "alice", email: "alice@example.com", name: "alice", role: "customer" };
    expect(await createQuote(t.db, customer, draft("bob"), { now: NOW })).toEqual({ ok: false, reason: "admin-only" });
    expect(await createQuote(t.db, OWNER, draft(OWNER.id), { now: NOW })).toEqual({
      ok: false,
      reason: "customer-not-found",
    });
    const yesterday = businessToday(new Date(NOW.getTime() - DAY));
    expect(await createQuote(t.db, OWNER, draft("bob", { expiresOn: yesterday }), { now: NOW })).toEqual({
      ok: false,
      reason: "quote-expiry-invalid",
    });
  });
});

describe("approveQuote", () => {
  it("books Better with one add-on at the quote's lines, not the page's or the table's, and invoices that total", async () => {
    const view = await sentQuote("bob");
    const better = option(view, "Better");
    const uv = better.lines.find((l) => l.name === "UV light");
    const expected = 79_925 + 2 * 2_450 + 34_900;
    const booked = okOrThrow(
      await approveQuote(t.db, view.quote.token, approval({ optionId: better.id, addOnLineIds: [uv?.id] }), SETTINGS),
    );
    expect(dollarsToCents(booked.booking.priceExact)).toBe(expected);
    expect(booked.booking).toMatchObject({
      userId: "bob",
      serviceArea: "bay-area",
      priceTableVersion: PRICE_TABLE_VERSION,
      bookedBy: null,
    });
    const [stored] = await t.db.select().from(quotes).where(eq(quotes.id, view.quote.id));
    expect(stored).toMatchObject({ status: "approved", approvedOptionId: better.id, bookingId: booked.booking.id });
    // The customer's confirmation lists the quote's lines.
    const confirmation = (await outboxOf(t.db, { bookingId: booked.booking.id })).find(
      (m) => m.kind === "booking-confirmation",
    );
    expect(confirmation?.to).toBe("bob@example.com");
    expect(confirmation?.text).toContain("Register boot seal × 2");
    // The invoice is the approved lines and comes to the same total.
    const invoice = await t.db.transaction((tx) => issueInvoice(tx, booked.booking, NOW));
    expect(invoice.subtotalCents).toBe(expected);
    expect(invoice.lines.map((l) => l.description)).toEqual([
      "Whole-house duct cleaning",
      "Register boot seal",
      "UV light",
    ]);
    const after = await quoteById(t.db, view.quote.id, NOW);
    expect(after?.status).toBe("approved");
    expect(after?.value).toEqual({ low: expected, high: expected });
  });

  it("turns two approvals at once into one booking; the other is told the quote was decided", async () => {
    const view = await sentQuote("carol");
    const good = option(view, "Good");
    const best = option(view, "Best");
    const results = await Promise.all([
      approveQuote(t.db, view.quote.token, approval({ optionId: good.id, appointmentTime: "08:00" }), SETTINGS),
      approveQuote(
        t.db,
        view.quote.token,
        approval({ optionId: best.id, appointmentDate: "2026-11-25", appointmentTime: "13:00" }),
        SETTINGS,
      ),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, reason: "quote-decided" });
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, "carol"))).toHaveLength(1);
    // A third try later, whatever it chooses, books nothing more.
    expect(
      await approveQuote(
        t.db,
        view.quote.token,
        approval({ optionId: good.id, appointmentDate: "2026-11-26" }),
        SETTINGS,
      ),
    ).toMatchObject({ ok: false, reason: "quote-decided" });
  });

  it("answers the same approval sent twice with its one booking", async () => {
    const view = await sentQuote("racer1");
    const choice = approval({ optionId: option(view, "Good").id, appointmentDate: "2026-11-30" });
    const first = okOrThrow(await approveQuote(t.db, view.quote.token, choice, SETTINGS));
    const again = okOrThrow(await approveQuote(t.db, view.quote.token, choice, SETTINGS));
    expect(again).toMatchObject({ duplicate: true, booking: { id: first.booking.id } });
  });

  it("refuses after the expiry date's end, and keeps the price until then whatever the table says", async () => {
    const view = await sentQuote("racer2", { expiresOn: businessToday(NOW) });
    const good = option(view, "Good");
    const tomorrow = new Date(NOW.getTime() + DAY);
    expect(
      await approveQuote(t.db, view.quote.token, approval({ optionId: good.id }), { ...SETTINGS, now: tomorrow }),
    ).toEqual({
      ok: false,
      reason: "quote-expired",
    });
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, "racer2"))).toEqual([]);
    // The last day it holds: the quote's $499.50, which no price table row gives.
    const held = okOrThrow(
      await approveQuote(
        t.db,
        view.quote.token,
        approval({ optionId: good.id, appointmentDate: "2026-12-01" }),
        SETTINGS,
      ),
    );
    expect(held.booking.priceExact).toBe("499.50");
  });

  it("refuses an add-on of another option and a declined quote; a decline is recorded with its reason", async () => {
    const view = await sentQuote("racer3");
    const filter = option(view, "Good").lines.find((l) => l.optional);
    expect(
      await approveQuote(
        t.db,
        view.quote.token,
        approval({ optionId: option(view, "Best").id, addOnLineIds: [filter?.id] }),
        SETTINGS,
      ),
    ).toEqual({ ok: false, reason: "quote-option-unknown" });
    expect(await declineQuote(t.db, view.quote.token, "Too much for now", { now: NOW })).toEqual({ ok: true });
    const [row] = await t.db.select().from(quotes).where(eq(quotes.id, view.quote.id));
    expect(row).toMatchObject({ status: "declined", declineReason: "Too much for now", decidedAt: NOW });
    expect(
      await approveQuote(t.db, view.quote.token, approval({ optionId: option(view, "Good").id }), SETTINGS),
    ).toMatchObject({ ok: false, reason: "quote-decided" });
    expect(await approveQuote(t.db, "x".repeat(43), approval({ optionId: filter?.id }), SETTINGS)).toEqual({
      ok: false,
      reason: "quote-unknown",
    });
  });
});
