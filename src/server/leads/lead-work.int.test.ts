// Leads a business can work: owner notice with Reply-To, consent and console
// link; repeat requests fold; the estimate links to a booking honoured for 30 days; the owner sets
// a status and notes. Offers (part 4) are applied to the quote by the server.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOfferClaim } from "@/domain/offers/offers";
import { createBooking } from "@/server/bookings/create-booking";
import { bookings, pricingLeads } from "@/server/db/schema";
import { addressesOf, parseOutboxMail } from "../../../tests/support/parse-mail";
import { addAdmin, addCustomer, bookingInput, leadInput, outboxOf } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { createLead } from "./create-lead";
import { sendEstimate } from "./send-estimate";
import { updateLead } from "./update-lead";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  // Only staffed crews sell time (src/domain/scheduling/crews.ts).
  await staffAllAreas(t.db, 2);
  await addCustomer(t.db, "ana", "Ana Li");
  await addAdmin(t.db);
});
afterAll(() => t.close());

// Tuesday 2026-11-24 10:00 Pacific.
const NOW = new Date("2026-11-24T18:00:00Z");
const hoursLater = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

// Every lead here agreed to marketing calls (the owner's notice says so).
const consentingLead = (patch: Record<string, unknown> = {}) => leadInput({ marketingConsent: true, ...patch });

const mailsOf = (leadId: string) => outboxOf(t.db, { leadId });

const tokenOf = (text: string) => {
  const link = /http\S+\/book-service\?quote=(\S+)/.exec(text);
  if (!link?.[1]) throw new Error("no booking link in the estimate");
  return decodeURIComponent(link[1]);
};

// The home the estimate priced, booked from its link.
const bookingFrom = (quoteToken: string | null, patch: Record<string, unknown> = {}) =>
  bookingInput({
    serviceType: "air_duct",
    squareFeet: 1751,
    appointmentDate: "2026-12-01",
    appointmentTime: "08:00",
    quoteToken,
    ...patch,
  });

describe("owner lead notice", () => {
  it("replies go to the customer; consent and a console link are in it", async () => {
    const lead = await createLead(t.db, consentingLead({ email: "reply@example.com", phone: "650 555 0101" }), {
      now: NOW,
    });
    const [row] = await mailsOf(lead.id);
    if (!row) throw new Error("no owner notice");
    const mail = await parseOutboxMail(row);
    expect(addressesOf(mail.replyTo)).toEqual(["reply@example.com"]);
    expect(mail.text).toContain("Consent: Yes, agreed to marketing calls and texts");
    expect(mail.text).toContain(`/admin/leads/${lead.id}`);
  });
});

describe("repeat requests", () => {
  it("the same request sent again folds into one lead within 24 hours; the owner hears once more at most", async () => {
    const input = consentingLead({ email: "fold@example.com", phone: "(510) 555-0102" });
    const first = await createLead(t.db, input, { now: NOW });
    const second = await createLead(t.db, { ...input, email: "FOLD@example.com" }, { now: hoursLater(2) });
    const third = await createLead(t.db, { ...input, phone: "510.555.0102" }, { now: hoursLater(3) });
    expect([second.id, third.id]).toEqual([first.id, first.id]);
    expect([second.folded, third.folded]).toEqual([true, true]);
    const [row] = await t.db.select().from(pricingLeads).where(eq(pricingLeads.id, first.id));
    expect(row).toMatchObject({ requestCount: 3, lastRequestAt: hoursLater(3) });
    const mails = await mailsOf(first.id);
    expect(mails.map((m) => m.subject.split(":")[0])).toEqual(["New lead", "Lead asked again"]);
    // Another home is another request: a lead of its own, the first one untouched.
    const bigger = await createLead(t.db, { ...input, bedrooms: 5 }, { now: hoursLater(3) });
    expect(bigger.id).not.toBe(first.id);
    // A day after the last request it is a new lead.
    const later = await createLead(t.db, input, { now: hoursLater(3 + 24) });
    expect(later.id).not.toBe(first.id);
    // Both browsers of the folded lead may still ask for its estimate; another lead's token may not.
    expect(await sendEstimate(t.db, first.id, first.estimateToken, hoursLater(4))).toEqual({ ok: true });
    expect(await sendEstimate(t.db, first.id, third.estimateToken, hoursLater(4))).toEqual({ ok: true });
    expect(await sendEstimate(t.db, first.id, later.estimateToken, hoursLater(4))).toEqual({
      ok: false,
      reason: "lead-not-found",
    });
  });

  it("a stranger who types the victim's phone, or email and phone, makes a lead of their own and gets nothing of theirs", async () => {
    const victim = await createLead(
      t.db,
      consentingLead({ fullName: "Vic Tim", email: "vic@example.com", phone: "(415) 555-0170", bedrooms: 2 }),
      { now: NOW },
    );
    const [before] = await t.db.select().from(pricingLeads).where(eq(pricingLeads.id, victim.id));
    const attacks = [
      { email: "mallory@example.com", phone: "415 555 0170" },
      { email: "VIC@example.com", phone: "+1 415 555 0170" },
    ];
    for (const [i, who] of attacks.entries()) {
      const attacker = await createLead(
        t.db,
        leadInput({ fullName: "Mallory", address: "9 Elm St, Oakland, CA 94607", bedrooms: 5, ...who }),
        { now: hoursLater(1 + i) },
      );
      expect(attacker.id).not.toBe(victim.id);
      expect(attacker.folded).toBe(false);
      // The attacker's token asks for the attacker's own lead only.
      expect(await sendEstimate(t.db, victim.id, attacker.estimateToken, hoursLater(2))).toEqual({
        ok: false,
        reason: "lead-not-found",
      });
    }
    const [after] = await t.db.select().from(pricingLeads).where(eq(pricingLeads.id, victim.id));
    expect(after).toEqual(before);
    expect(after).toMatchObject({ fullName: "Vic Tim", email: "vic@example.com", marketingConsent: true });
  });
});

describe("offers on the quote", () => {
  it("a live offer lowers the lead's quote; an expired one does not", async () => {
    const claim = newOfferClaim(["save20"], NOW);
    const live = await createLead(t.db, consentingLead({ email: "offer@example.com", phone: "707 555 0103" }), {
      now: hoursLater(1),
      offer: claim,
    });
    expect(live).toMatchObject({ pricingExact: 399, offerId: "save20", offerDiscount: 80 });
    const expired = await createLead(t.db, consentingLead({ email: "late@example.com", phone: "707 555 0104" }), {
      now: hoursLater(24 * 7),
      offer: claim,
    });
    expect(expired).toMatchObject({ offerId: null, offerDiscount: 0 });
    const [notice] = await mailsOf(live.id);
    expect(notice?.subject).toContain("$319");
    expect(notice?.text).toContain("Book Today & Save 20% (20% off the service price): -$80");
  });
});

describe("estimate to booking", () => {
  it("links to /book-service with a signed quote; a booking within 30 days pays the quote and marks the lead booked", async () => {
    const lead = await createLead(t.db, consentingLead({ email: "ana@example.com", phone: "415 555 0105" }), {
      now: NOW,
      offer: newOfferClaim(["save20"], NOW),
    });
    expect(await sendEstimate(t.db, lead.id, lead.estimateToken, NOW)).toEqual({ ok: true });
    const estimate = (await mailsOf(lead.id)).find((m) => m.kind === "lead-estimate");
    if (!estimate) throw new Error("no estimate");
    const mail = await parseOutboxMail(estimate);
    expect(mail.text).toContain("We honour this price for 30 days, until Thu, Dec 24, 2026");
    const token = tokenOf(mail.text ?? "");

    // A forged token is refused, not priced.
    const forged = await createBooking(t.db, "ana", bookingFrom(`${lead.id}.${"A".repeat(43)}`), {
      now: hoursLater(1),
      limits: "off",
    });
    expect(forged).toEqual({ ok: false, reason: "quote-not-found" });

    const result = await createBooking(t.db, "ana", bookingFrom(token), {
      now: hoursLater(48),
      limits: "off",
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.booking).toMatchObject({ priceExact: "319.00", discountKind: "quote", leadId: lead.id });
    const [row] = await t.db.select().from(pricingLeads).where(eq(pricingLeads.id, lead.id));
    expect(row).toMatchObject({ status: "booked", bookingId: result.booking.id });
  });

  it("after 30 days the booking is priced from today's table", async () => {
    const lead = await createLead(t.db, consentingLead({ email: "old@example.com", phone: "415 555 0106" }), {
      now: NOW,
      offer: newOfferClaim(["save20"], NOW),
    });
    await sendEstimate(t.db, lead.id, lead.estimateToken, NOW);
    const estimate = (await mailsOf(lead.id)).find((m) => m.kind === "lead-estimate");
    const token = tokenOf(estimate?.text ?? "");
    const result = await createBooking(t.db, "ana", bookingFrom(token, { appointmentDate: "2026-12-28" }), {
      now: hoursLater(24 * 30),
      limits: "off",
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.booking).toMatchObject({ priceExact: "399.00", discountKind: null });
  });
});

describe("the owner works a lead", () => {
  it("sets a status and notes; an unknown lead is refused", async () => {
    const lead = await createLead(t.db, consentingLead({ email: "work@example.com", phone: "415 555 0107" }), {
      now: NOW,
    });
    const result = await updateLead(t.db, lead.id, { status: "contacted", notes: "Called, wants a Friday." });
    expect(result).toMatchObject({ ok: true, lead: { status: "contacted", notes: "Called, wants a Friday." } });
    expect(await updateLead(t.db, randomUUID(), { status: "lost" })).toEqual({ ok: false, reason: "lead-not-found" });
  });

  it("a booking's stored price is the server's, whatever the lead says", async () => {
    const [any] = await t.db.select().from(bookings);
    expect(any?.priceExact).toMatch(/^\d+\.00$/);
  });
});
