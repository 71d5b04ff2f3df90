// The price book's versions (decision 0040): a save is a new version every reader prices with at
// once, while leads, quotes and bookings made before keep their prices; a booking page showing the
// old price is refused with the new one. Runs on PGlite and, with `node scripts/test-pg.mjs
// <this file>`, on PostgreSQL.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRICE_BOOK, inputOf, type PriceBookInput, priceBookInputSchema } from "@/domain/pricing/price-book";
import { PRICE_TABLE_VERSION, quote } from "@/domain/pricing/pricing";
import { quoteDraftSchema } from "@/domain/quotes/quote-input";
import { businessToday } from "@/domain/quotes/quote-rules";
import { siteContentVersion } from "@/server/business/business-identity";
import { followSiteContent, pagePriceBook } from "@/server/business/site-content";
import { bookingAddOns, bookings, priceVersions, pricingLeads, quotes, user } from "@/server/db/schema";
import { createLead } from "@/server/leads/create-lead";
import { createQuote } from "@/server/quotes/create-quote";
import { leadInput, okOrThrow } from "../../../tests/support/records";
import { input, NOW, options, setUpBookings, t } from "../bookings/bookings-int-setup";
import { createBooking } from "../bookings/create-booking";
import { currentPriceBook, priceVersionHistory, savePriceBook } from "./price-book";

setUpBookings();

const DAY = 86_400_000;
/** A weekday a few days after the test's clock, as the booking form sends it. */
const dayAfter = (days: number) => businessToday(new Date(NOW.getTime() + days * DAY));
const OWNER = { id: "olivia", email: "olivia@example.com", name: "Olivia", role: "admin" };
const dryerVent = { serviceType: "dryer_vent", bedrooms: 2, bathrooms: 1, squareFeet: 900 } as const;
const duct = { serviceType: "air_duct", bedrooms: 3, bathrooms: 2, squareFeet: 1500 } as const;

const raised = (): PriceBookInput => {
  const book = inputOf(BUILT_IN_PRICE_BOOK);
  book.services.dryer_vent.baseCents += 1_000;
  book.addOns.uv_light.cents += 5_000;
  return priceBookInputSchema.parse(book);
};

describe("the price book's versions", () => {
  it("keeps old leads', quotes' and bookings' prices when a new version is saved", async () => {
    await t.db.insert(user).values({ ...OWNER, emailVerified: true });
    expect(await currentPriceBook(t.db)).toBe(BUILT_IN_PRICE_BOOK);
    const before = await siteContentVersion(t.db);

    // Made with version 0: today's prices.
    const v0Vent = quote("dryer_vent", dryerVent).exact;
    const oldVent = okOrThrow(
      await createBooking(
        t.db,
        "alice",
        input({ ...dryerVent, appointmentDate: dayAfter(4), appointmentTime: "09:00" }),
        options,
      ),
    ).booking;
    const oldDuct = okOrThrow(
      await createBooking(
        t.db,
        "bob",
        input({ ...duct, appointmentDate: dayAfter(4), appointmentTime: "13:00", addOns: ["uv_light"] }),
        options,
      ),
    ).booking;
    const oldLead = await createLead(t.db, leadInput({ serviceType: "dryer_vent", email: "old@example.com" }), {
      now: NOW,
    });
    const draft = quoteDraftSchema.parse({
      customerId: "carol",
      serviceType: "air_duct",
      address: { street: "2180 Milvia St", unit: "", city: "Berkeley", state: "CA", zip: "94704" },
      phone: "(510) 555-0142",
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1500,
      options: [
        {
          label: "Good",
          lines: [{ name: "UV light", quantity: 1, unitCents: BUILT_IN_PRICE_BOOK.addOns.uv_light.cents }],
        },
      ],
      note: "",
      expiresOn: dayAfter(7),
    });
    const oldQuote = okOrThrow(await createQuote(t.db, OWNER, draft, { now: NOW })).quote;
    expect(oldVent).toMatchObject({ priceExact: `${v0Vent}.00`, priceTableVersion: PRICE_TABLE_VERSION });
    expect(oldLead).toMatchObject({ pricingExact: v0Vent, priceTableVersion: PRICE_TABLE_VERSION });
    expect(oldQuote.priceTableVersion).toBe(PRICE_TABLE_VERSION);

    // The owner raises the dryer vent by $10 and the UV light by $50.
    const later = new Date(NOW.getTime() + 60_000);
    const saved = await savePriceBook(t.db, OWNER.id, raised(), later);
    expect(saved.version).toBe(1);
    expect(await siteContentVersion(t.db)).toBe(before + 1);
    const [row] = await t.db.select().from(priceVersions).where(eq(priceVersions.version, 1));
    expect(row).toMatchObject({ createdBy: OWNER.id, createdAt: later });
    expect((await priceVersionHistory(t.db))[0]).toMatchObject({ version: 1, createdBy: "Olivia" });

    // New ones are priced by version 1 and say so.
    const newVent = okOrThrow(
      await createBooking(
        t.db,
        "carol",
        input({ ...dryerVent, appointmentDate: dayAfter(5), appointmentTime: "09:00" }),
        options,
      ),
    ).booking;
    expect(newVent).toMatchObject({ priceExact: `${v0Vent + 10}.00`, priceTableVersion: "v1" });
    const newLead = await createLead(t.db, leadInput({ serviceType: "dryer_vent", email: "new@example.com" }), {
      now: later,
    });
    expect(newLead).toMatchObject({ pricingExact: v0Vent + 10, priceTableVersion: "v1" });
    const newDuct = okOrThrow(
      await createBooking(
        t.db,
        "racer1",
        input({ ...duct, appointmentDate: dayAfter(5), appointmentTime: "13:00", addOns: ["uv_light"] }),
        options,
      ),
    ).booking;
    const [newUv] = await t.db.select().from(bookingAddOns).where(eq(bookingAddOns.bookingId, newDuct.id));
    expect(newUv?.unitCents).toBe(BUILT_IN_PRICE_BOOK.addOns.uv_light.cents + 5_000);
    const newQuote = okOrThrow(await createQuote(t.db, OWNER, draft, { now: later })).quote;
    expect(newQuote.priceTableVersion).toBe("v1");

    // The old ones are as they were made.
    const [vent] = await t.db.select().from(bookings).where(eq(bookings.id, oldVent.id));
    expect(vent).toMatchObject({ priceExact: `${v0Vent}.00`, priceTableVersion: PRICE_TABLE_VERSION });
    const [uv] = await t.db.select().from(bookingAddOns).where(eq(bookingAddOns.bookingId, oldDuct.id));
    expect(uv?.unitCents).toBe(BUILT_IN_PRICE_BOOK.addOns.uv_light.cents);
    const [lead] = await t.db.select().from(pricingLeads).where(eq(pricingLeads.id, oldLead.id));
    expect(lead).toMatchObject({ pricingExact: v0Vent, priceTableVersion: PRICE_TABLE_VERSION });
    const [q] = await t.db.select().from(quotes).where(eq(quotes.id, oldQuote.id));
    expect(q?.priceTableVersion).toBe(PRICE_TABLE_VERSION);
  });

  it("refuses a booking whose page showed another price, with the new price, and books once confirmed", async () => {
    const book = await currentPriceBook(t.db);
    const shownBefore = (book.services.dryer_vent.baseCents - 1_000) as number; // what a page left open showed
    const nowCents = book.services.dryer_vent.baseCents;
    const form = { ...dryerVent, appointmentDate: dayAfter(3), appointmentTime: "09:00" };
    const refused = await createBooking(
      t.db,
      "racer2",
      input({ ...form, shownCents: shownBefore, idempotencyKey: randomUUID() }),
      options,
    );
    expect(refused).toEqual({ ok: false, reason: "price-changed", shownCents: shownBefore, priceCents: nowCents });
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, "racer2"))).toEqual([]);

    // The customer read the sentence and sent the form again with the price it now shows.
    const booked = okOrThrow(
      await createBooking(
        t.db,
        "racer2",
        input({ ...form, shownCents: nowCents, idempotencyKey: randomUUID() }),
        options,
      ),
    ).booking;
    expect(booked.priceExact).toBe(`${nowCents / 100}.00`);
  });

  it("lands both of two saves at once, as two versions", async () => {
    const first = raised();
    const second = raised();
    second.services.dryer_vent.baseCents += 1_000;
    const results = await Promise.all([
      savePriceBook(t.db, OWNER.id, first, NOW),
      savePriceBook(t.db, OWNER.id, second, NOW),
    ]);
    expect(results.map((r) => r.version).sort()).toEqual([2, 3]);
    expect((await currentPriceBook(t.db)).version).toBe(3);
  });

  it("is what the pages render once the server followed the site content's version", async () => {
    await followSiteContent(t.db, { force: true, loadOnly: true });
    const current = await currentPriceBook(t.db);
    expect(pagePriceBook()).toEqual(current);
    expect(pagePriceBook().version).toBe(3);
  });
});
