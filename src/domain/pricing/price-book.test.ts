import { describe, expect, it } from "vitest";
import { ADD_ONS } from "./add-ons";
import { fromPrice } from "./from-price";
import {
  BUILT_IN_PRICE_BOOK,
  bookFromInput,
  inputOf,
  MAX_PRICE_CENTS,
  previewPriceBook,
  priceBookInputSchema,
  priceBookLabel,
  priceChangedMessage,
  tableOf,
} from "./price-book";
import { PRICE_TABLE, PRICE_TABLE_VERSION, priceQuote, quote, SERVICE_TYPES } from "./pricing";

const input = () => inputOf(BUILT_IN_PRICE_BOOK);
const raisedDryerVent = () => {
  const i = input();
  i.services.dryer_vent.baseCents = 15_900;
  return i;
};

describe("the price book", () => {
  it("version 0 is the table in code: today's prices, label and add-ons unchanged", () => {
    expect(BUILT_IN_PRICE_BOOK.version).toBe(0);
    expect(BUILT_IN_PRICE_BOOK.label).toBe(PRICE_TABLE_VERSION);
    expect(tableOf(BUILT_IN_PRICE_BOOK)).toEqual(PRICE_TABLE);
    expect(BUILT_IN_PRICE_BOOK.addOns.uv_light.cents).toBe(ADD_ONS.uv_light.cents);
    const home = { bedrooms: 3, bathrooms: 2, squareFeet: 1800 };
    for (const t of SERVICE_TYPES)
      expect(priceQuote(t, home, tableOf(BUILT_IN_PRICE_BOOK), BUILT_IN_PRICE_BOOK.label)).toEqual(quote(t, home));
  });

  it("a saved version prices with its own table and carries its own label", () => {
    const book = bookFromInput(priceBookInputSchema.parse(raisedDryerVent()), 3);
    expect(book.label).toBe(priceBookLabel(3));
    expect(book.label).not.toBe(PRICE_TABLE_VERSION);
    const q = priceQuote("dryer_vent", { bedrooms: 2, bathrooms: 1, squareFeet: 900 }, tableOf(book), book.label);
    expect(q).toMatchObject({ exact: 159, priceTableVersion: "v3" });
    expect(fromPrice("dryer_vent", null, tableOf(book))).toBe(159);
    // The service names and the surcharge rule are the code's, whatever was sent.
    expect(book.services.dryer_vent).toMatchObject({ name: "Dryer Vent Cleaning", sizeSurcharge: false });
    expect(inputOf(book)).toEqual(priceBookInputSchema.parse(raisedDryerVent()));
  });

  it("refuses negative, fractional, huge and non-dollar service amounts with a sentence", () => {
    const cases: [number, RegExp][] = [
      [-100, /cannot be negative/],
      [149.5, /whole cents/],
      [MAX_PRICE_CENTS + 100, /at most \$10,000/],
      [14_950, /whole dollars/],
      [0, /at least \$1/],
    ];
    for (const [cents, message] of cases) {
      const i = input();
      i.services.dryer_vent.baseCents = cents;
      const parsed = priceBookInputSchema.safeParse(i);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path.join(".")).toBe("services.dryer_vent.baseCents");
      expect(parsed.error?.issues[0]?.message).toMatch(message);
      // One sentence per mistake: the owner reads what to fix, not two rules at once.
      expect(parsed.error?.issues).toHaveLength(1);
    }
  });

  it("keeps add-on names to one line without links, and refuses unknown rows or fields", () => {
    for (const name of ["UV\nLight", "See evil-pay.com/x", ""]) {
      const i = input();
      i.addOns.uv_light.name = name;
      expect(priceBookInputSchema.safeParse(i).success).toBe(false);
    }
    const i = input();
    i.addOns.filter.cents = 2_950; // an add-on may have cents
    expect(priceBookInputSchema.safeParse(i).success).toBe(true);
    expect(priceBookInputSchema.safeParse({ ...input(), extra: 1 }).success).toBe(false);
    const withStranger = {
      ...input(),
      addOns: { ...input().addOns, gold_plating: { name: "Gold", description: "", cents: 100 } },
    };
    expect(priceBookInputSchema.safeParse(withStranger).success).toBe(false);
  });

  it("previews what changes and which pages show it", () => {
    const next = bookFromInput(priceBookInputSchema.parse(raisedDryerVent()), 1);
    const preview = previewPriceBook(BUILT_IN_PRICE_BOOK, next);
    expect(preview.changes).toEqual([{ what: "Dryer Vent Cleaning: base price", fromCents: 14_900, toCents: 15_900 }]);
    expect(preview.servicesWithNewFromPrice).toEqual(["dryer_vent"]);
    // The dryer vent is the cheapest service, so every city and state page's "from" price moves.
    expect(preview.pages.some((p) => p.startsWith("Every city and state page"))).toBe(true);
    expect(previewPriceBook(BUILT_IN_PRICE_BOOK, BUILT_IN_PRICE_BOOK)).toEqual({
      changes: [],
      servicesWithNewFromPrice: [],
      pages: [],
    });
    const perRoom = input();
    perRoom.services.air_duct.perBedroomCents = 3_500;
    const roomPreview = previewPriceBook(BUILT_IN_PRICE_BOOK, bookFromInput(priceBookInputSchema.parse(perRoom), 1));
    // A per-bedroom change moves no "from" price (the smallest home has none), only the calculator.
    expect(roomPreview.servicesWithNewFromPrice).toEqual([]);
    expect(roomPreview.pages).toEqual(["Every page with the calculator: the instant price"]);
  });

  it("says a changed price with both amounts", () => {
    expect(priceChangedMessage(14_900, 15_900)).toMatch(/now costs \$159, not \$149/);
  });
});
