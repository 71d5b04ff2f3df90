import { describe, expect, it } from "vitest";
import {
  areasWithOwnPrices,
  areaTable,
  bookForArea,
  chargeTheDefault,
  lowestFromPriceIn,
  previewAreaPrices,
} from "./area-prices";
import { fromPrice } from "./from-price";
import { BUILT_IN_PRICE_BOOK, bookFromInput, inputOf, priceBookInputSchema } from "./price-book";
import { exactPrice, SERVICE_TYPES } from "./pricing";

const base = BUILT_IN_PRICE_BOOK;
// New York charges more for the whole-home cleaning; the Bay Area keeps the default.
const nyc = { baseCents: 34_900, perBedroomCents: 4_000, perBathroomCents: 2_500 };
const withNyc = bookFromInput(
  priceBookInputSchema.parse({ ...inputOf(base), areas: { "new-york-city": { air_duct: nyc } } }),
  3,
);

describe("bookForArea", () => {
  it("prices a service the area names at the area's amounts, and everything else at the default", () => {
    const book = bookForArea(withNyc, "new-york-city");
    expect(book.services.air_duct).toMatchObject(nyc);
    expect(book.services.air_duct.name).toBe(base.services.air_duct.name);
    expect(book.services.dryer_vent).toEqual(base.services.dryer_vent);
    expect(book.addOns).toEqual(base.addOns);
    // The same version: a booking records one label wherever it is.
    expect(book.label).toBe("v3");
  });

  it("gives an area without its own prices, and no area at all, the default", () => {
    expect(bookForArea(withNyc, "bay-area").services).toEqual(withNyc.services);
    expect(bookForArea(withNyc, null).services).toEqual(withNyc.services);
    expect(bookForArea(base, "new-york-city")).toBe(base);
  });

  it("changes the area's table, its exact prices and its 'from' price, not another area's", () => {
    const home = { bedrooms: 3, bathrooms: 2, squareFeet: 1800 };
    const there = exactPrice("air_duct", home, areaTable(withNyc, "new-york-city"));
    const here = exactPrice("air_duct", home, areaTable(withNyc, "bay-area"));
    expect(there - here).toBe((34_900 - base.services.air_duct.baseCents) / 100 + 3 * 10 + 2 * 5);
    expect(fromPrice("air_duct", null, areaTable(withNyc, "new-york-city"))).toBeGreaterThan(
      fromPrice("air_duct", null, areaTable(withNyc, "bay-area")),
    );
  });
});

describe("the book's per-area input", () => {
  it("refuses an area we do not serve and an amount in cents, with a sentence", () => {
    const unknown = priceBookInputSchema.safeParse({ ...inputOf(base), areas: { atlantis: { air_duct: nyc } } });
    expect(unknown.success).toBe(false);
    const cents = priceBookInputSchema.safeParse({
      ...inputOf(base),
      areas: { "new-york-city": { air_duct: { ...nyc, baseCents: 34_950 } } },
    });
    expect(cents.error?.issues[0]?.message).toBe("Enter the base price in whole dollars.");
  });

  it("reads a version saved before areas existed as having none", () => {
    const { areas: _, ...old } = inputOf(base);
    expect(bookFromInput(priceBookInputSchema.parse(old), 1).areas).toEqual({});
  });
});

describe("previewAreaPrices and areasWithOwnPrices", () => {
  it("lists each amount an area's own price moves and that area's pages", () => {
    const preview = previewAreaPrices(base, withNyc);
    expect(preview.changes).toEqual([
      {
        what: "New York City, Air Duct Cleaning: base price",
        fromCents: base.services.air_duct.baseCents,
        toCents: 34_900,
      },
      expect.objectContaining({ what: "New York City, Air Duct Cleaning: per bedroom", toCents: 4_000 }),
      expect.objectContaining({ what: "New York City, Air Duct Cleaning: per bathroom", toCents: 2_500 }),
    ]);
    expect(preview.pages).toEqual([expect.stringMatching(/^New York City: its city pages/)]);
    // Dropping the area's price back to the default is a change too.
    expect(previewAreaPrices(withNyc, base).changes[0]).toMatchObject({ fromCents: 34_900 });
    expect(previewAreaPrices(base, base)).toEqual({ changes: [], pages: [] });
    expect(areasWithOwnPrices(withNyc)).toEqual([{ id: "new-york-city", name: "New York City" }]);
  });
});

describe("lowestFromPriceIn (state and home pages, decision 0040 amended)", () => {
  // The dryer vent cleaning is the cheapest service; Chicago charges it less than the default.
  const cheaper = bookFromInput(
    priceBookInputSchema.parse({
      ...inputOf(base),
      areas: { chicago: { dryer_vent: { baseCents: 9_900, perBedroomCents: 0, perBathroomCents: 0 } } },
    }),
    4,
  );
  const defaultFrom = (types?: Parameters<typeof lowestFromPriceIn>[2]) => lowestFromPriceIn(base, [], types).price;

  it("is the default's lowest 'from' price when no area has its own prices", () => {
    expect(defaultFrom()).toBe(Math.min(...SERVICE_TYPES.map((t) => fromPrice(t, null, areaTable(base, null)))));
    expect(lowestFromPriceIn(base, ["bay-area", "chicago"]).price).toBe(defaultFrom());
  });

  it("shows a cheaper area's price on a page that covers it, and the default's elsewhere", () => {
    expect(lowestFromPriceIn(cheaper, ["chicago"], ["dryer_vent"]).price).toBe(99);
    expect(lowestFromPriceIn(cheaper, ["bay-area", "chicago"]).price).toBe(99);
    expect(lowestFromPriceIn(cheaper, ["bay-area"], ["dryer_vent"]).price).toBe(defaultFrom(["dryer_vent"]));
    expect(chargeTheDefault(cheaper, ["bay-area"])).toBe(true);
    expect(chargeTheDefault(cheaper, ["bay-area", "chicago"])).toBe(false);
  });

  it("follows the book's default: a saved default price moves every page that covers default areas", () => {
    const dearer = bookFromInput(
      priceBookInputSchema.parse({
        ...inputOf(base),
        services: {
          ...inputOf(base).services,
          dryer_vent: { ...inputOf(base).services.dryer_vent, baseCents: 50_000 },
        },
      }),
      5,
    );
    expect(lowestFromPriceIn(dearer, ["bay-area"], ["dryer_vent"]).price).toBe(500);
    // NYC's dearer whole-home price does not raise the lowest price of a page covering the default too.
    expect(lowestFromPriceIn(withNyc, ["new-york-city", "bay-area"], ["air_duct"]).price).toBe(
      defaultFrom(["air_duct"]),
    );
    expect(lowestFromPriceIn(withNyc, ["new-york-city"], ["air_duct"]).price).toBeGreaterThan(
      defaultFrom(["air_duct"]),
    );
  });
});
