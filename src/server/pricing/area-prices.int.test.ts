// Prices per area (decision 0046): a service priced on its own for New York is charged there from
// the booking's address (never the page's), the Bay Area keeps the default, and a later version
// leaves the earlier bookings' prices as they were. Runs on PGlite and, with
// `node scripts/test-pg.mjs <this file>`, on PostgreSQL.
import { describe, expect, it } from "vitest";
import { areaTable } from "@/domain/pricing/area-prices";
import { BUILT_IN_PRICE_BOOK, inputOf, type PriceBookInput, priceBookInputSchema } from "@/domain/pricing/price-book";
import { priceQuote, quote } from "@/domain/pricing/pricing";
import { businessToday } from "@/domain/quotes/quote-rules";
import { bookings, user } from "@/server/db/schema";
import { okOrThrow } from "../../../tests/support/records";
import { bookingTerms } from "../bookings/booking-terms";
import { input, NOW, options, setUpBookings, t } from "../bookings/bookings-int-setup";
import { createBooking } from "../bookings/create-booking";
import { currentPriceBook, savePriceBook } from "./price-book";

setUpBookings();

const DAY = 86_400_000;
const dayAfter = (days: number) => businessToday(new Date(NOW.getTime() + days * DAY));
const duct = { serviceType: "air_duct", bedrooms: 3, bathrooms: 2, squareFeet: 1500 } as const;
const NEW_YORK = { street: "1 Wall St", unit: "", city: "New York", state: "NY", zip: "10005" };
const nyc = (baseCents: number) => ({ baseCents, perBedroomCents: 4_000, perBathroomCents: 2_500 });

const withNewYork = (baseCents: number): PriceBookInput =>
  priceBookInputSchema.parse({
    ...inputOf(BUILT_IN_PRICE_BOOK),
    areas: { "new-york-city": { air_duct: nyc(baseCents) } },
  });

describe("prices per area", () => {
  it("books New York at its own price and the Bay Area at the default; a later version keeps both bookings", async () => {
    await t.db.insert(user).values({ id: "olivia", name: "Olivia", email: "olivia@example.com", role: "admin" });
    const { version } = await savePriceBook(t.db, "olivia", withNewYork(34_900), NOW);
    const book = await currentPriceBook(t.db);
    expect(book.areas["new-york-city"]?.air_duct).toEqual(nyc(34_900));
    const nycPrice = priceQuote("air_duct", duct, areaTable(book, "new-york-city"), book.label).exact;
    const defaultPrice = quote("air_duct", duct).exact;
    expect(nycPrice - defaultPrice).toBe(
      (34_900 - BUILT_IN_PRICE_BOOK.services.air_duct.baseCents) / 100 + 3 * 10 + 2 * 5,
    );

    const there = okOrThrow(
      await createBooking(
        t.db,
        "alice",
        input({ ...duct, address: NEW_YORK, appointmentDate: dayAfter(5), appointmentTime: "09:00" }),
        options,
      ),
    ).booking;
    const here = okOrThrow(
      await createBooking(
        t.db,
        "bob",
        input({ ...duct, appointmentDate: dayAfter(5), appointmentTime: "09:00" }),
        options,
      ),
    ).booking;
    expect(there).toMatchObject({ serviceArea: "new-york-city", priceTableVersion: `v${version}` });
    expect(Number(there.priceExact)).toBe(nycPrice);
    expect(here).toMatchObject({ serviceArea: "bay-area" });
    expect(Number(here.priceExact)).toBe(defaultPrice);

    // The booking page's terms price from the address too (what the form shows before booking).
    const terms = okOrThrow(
      await bookingTerms(t.db, "carol", { ...duct, address: "1 Wall St, New York, NY 10005" }, { now: NOW }),
    );
    expect(terms.terms.price.exact).toBe(nycPrice);

    // New York raised again: new bookings there pay it, the earlier ones keep theirs.
    await savePriceBook(t.db, "olivia", withNewYork(39_900), new Date(NOW.getTime() + 60_000));
    const later = okOrThrow(
      await createBooking(
        t.db,
        "carol",
        input({ ...duct, address: NEW_YORK, appointmentDate: dayAfter(5), appointmentTime: "13:00" }),
        options,
      ),
    ).booking;
    expect(Number(later.priceExact)).toBe(nycPrice + 50);
    const stored = await t.db.select().from(bookings);
    const byId = new Map(stored.map((b) => [b.id, b]));
    expect(byId.get(there.id)?.priceExact).toBe(there.priceExact);
    expect(byId.get(there.id)?.priceTableVersion).toBe(`v${version}`);
    expect(byId.get(here.id)?.priceExact).toBe(here.priceExact);
  });
});
