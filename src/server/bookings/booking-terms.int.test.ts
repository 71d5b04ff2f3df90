// What an estimate's quote token and a recurring series may and may not buy: a quote books once
// and shows its address only to the lead's own account; a series' terms are for its next visit.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newOfferClaim } from "@/domain/offers/offers";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { bookings, pricingLeads } from "@/server/db/schema";
import { createLead } from "@/server/leads/create-lead";
import { quoteBookingLink } from "@/server/leads/send-estimate";
import { addAdmin, addCustomer, bookingInput, leadInput } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { bookingFromLink } from "./booking-link";
import { createBooking } from "./create-booking";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  // Only staffed crews sell time (src/domain/scheduling/crews.ts).
  await staffAllAreas(t.db, 4);
  for (const id of ["vic", "mallory", "eve", "rita"]) await addCustomer(t.db, id, id);
  await addAdmin(t.db);
});
afterAll(() => t.close());

// Tuesday 2026-11-24 10:00 Pacific.
const NOW = new Date("2026-11-24T18:00:00Z");
const at = (iso: string) => new Date(`${iso}T18:00:00Z`);
const OPTIONS = { limits: "off" as const };

const quoteOf = async (email: string) => {
  // With an offer, so the quote is below today's table price and its use shows on the booking.
  const lead = await createLead(t.db, leadInput({ email, squareFeet: 1751 }), {
    now: NOW,
    offer: newOfferClaim(["save20"], NOW),
  });
  return { lead, token: new URL(await quoteBookingLink(lead.id)).searchParams.get("quote") ?? "" };
};
const fromQuote = (quoteToken: string, appointmentDate: string) =>
  bookingInput({ serviceType: "air_duct", squareFeet: 1751, appointmentDate, appointmentTime: "08:00", quoteToken });

describe("an estimate's quote link", () => {
  it("shows the lead's address to the lead's own account only; anyone else gets the home and price", async () => {
    const { token } = await quoteOf("vic@example.com");
    const own = await bookingFromLink(t.db, "vic", { quote: token }, { now: NOW });
    expect(own?.data).toMatchObject({
      address: "2180 Milvia St, Berkeley, CA 94704",
      city: "Berkeley",
      zipCode: "94704",
    });
    const other = await bookingFromLink(t.db, "mallory", { quote: token }, { now: NOW });
    expect(other?.data).toMatchObject({ address: "", city: null, state: null, zipCode: null, squareFeet: 1751 });
    expect(JSON.stringify([other?.data, other?.note])).not.toContain("Milvia");
  });

  it("books the quoted price once; later uses pay today's price, say so, and never re-point the lead", async () => {
    const { lead, token } = await quoteOf("eve@example.com");
    const first = await createBooking(t.db, "eve", fromQuote(token, "2026-12-01"), { now: NOW, ...OPTIONS });
    if (!first.ok) throw new Error(first.reason);
    expect(first.booking).toMatchObject({ discountKind: "quote", leadId: lead.id });

    const again = await createBooking(t.db, "mallory", fromQuote(token, "2026-12-02"), { now: NOW, ...OPTIONS });
    if (!again.ok) throw new Error(again.reason);
    expect(again.booking).toMatchObject({ discountKind: null, leadId: null });
    const [row] = await t.db.select().from(pricingLeads).where(eq(pricingLeads.id, lead.id));
    expect(row).toMatchObject({ status: "booked", bookingId: first.booking.id });
    const link = await bookingFromLink(t.db, "mallory", { quote: token }, { now: NOW });
    expect(link?.note).toBe("This estimate has already been used for a booking, so this is today's price.");
  });

  it("two bookings racing with one quote: one pays the quote, the other does not", async () => {
    const { lead, token } = await quoteOf("race@example.com");
    const results = await Promise.all(
      ["vic", "mallory"].map((who, i) =>
        createBooking(t.db, who, fromQuote(token, `2026-12-0${3 + i}`), { now: NOW, ...OPTIONS }),
      ),
    );
    const quoted = results.filter((r) => r.ok && r.booking.discountKind === "quote");
    expect(quoted).toHaveLength(1);
    for (const r of results) {
      if (r.ok && r.booking.discountKind !== "quote") expect(r.booking.leadId).toBeNull();
      if (!r.ok) expect(r.reason).toBe("quote-used");
    }
    const linked = await t.db.select().from(bookings).where(eq(bookings.leadId, lead.id));
    expect(linked).toHaveLength(1);
  });
});

describe("a recurring series' terms", () => {
  const series = (patch: Record<string, unknown>) =>
    bookingInput({ serviceType: "dryer_vent", isRecurring: false, appointmentTime: "10:00", ...patch });

  it("buy nothing before a visit of the series is completed, nor for another service or address", async () => {
    const first = await createBooking(
      t.db,
      "rita",
      bookingInput({ appointmentDate: "2026-12-01", isRecurring: true, recurringIntervalMonths: 6 }),
      { now: NOW, ...OPTIONS },
    );
    if (!first.ok || !first.booking.seriesId) throw new Error("no series");
    const seriesId = first.booking.seriesId;
    // A combo at another address, 59 days ahead: the public cannot book it; the series must not let her.
    const combo = series({
      seriesId,
      serviceType: "air_duct",
      squareFeet: 1751,
      address: { street: "9 Elm St", unit: "", city: "Oakland", state: "CA", zip: "94607" },
      appointmentDate: "2027-01-22",
    });
    expect(await createBooking(t.db, "rita", combo, { now: NOW, ...OPTIONS })).toEqual({
      ok: false,
      reason: "series-not-due",
    });
    // Pending visit: not yet.
    expect(
      await createBooking(t.db, "rita", series({ seriesId, appointmentDate: "2026-12-20" }), { now: NOW, ...OPTIONS }),
    ).toEqual({ ok: false, reason: "series-not-due" });

    for (const to of ["confirmed", "in_progress", "completed"]) {
      const r = await changeBookingStatus(t.db, "owner", first.booking.id, to, at("2026-12-01"));
      if (!r.ok) throw new Error(r.reason);
    }
    const later = at("2027-04-24");
    // Completed: another service or another address still buys nothing.
    expect(
      await createBooking(t.db, "rita", { ...combo, appointmentDate: "2027-06-01" }, { now: later, ...OPTIONS }),
    ).toEqual({ ok: false, reason: "series-not-due" });
    // Far from the interval date (2027-06-01): not this visit.
    expect(
      await createBooking(t.db, "rita", series({ seriesId, appointmentDate: "2027-04-27" }), {
        now: later,
        ...OPTIONS,
      }),
    ).toEqual({ ok: false, reason: "series-not-due" });
    // The next visit: 10% off, inside the series' window, once.
    const next = await createBooking(t.db, "rita", series({ seriesId, appointmentDate: "2027-06-03" }), {
      now: later,
      ...OPTIONS,
    });
    if (!next.ok) throw new Error(next.reason);
    expect(next.booking).toMatchObject({ discountKind: "recurring", seriesId });
    expect(
      await createBooking(t.db, "rita", series({ seriesId, appointmentDate: "2027-06-04" }), {
        now: later,
        ...OPTIONS,
      }),
    ).toEqual({ ok: false, reason: "series-not-due" });
  });
});
