import { describe, expect, it } from "vitest";
import { extrasByName, previewExtras } from "./book-extras";
import { BUILT_IN_PRICE_BOOK, bookFromInput, inputOf, previewPriceBook, priceBookInputSchema } from "./price-book";

const ID = "0b9b6a52-3f0e-4a57-9d5b-2f6c1f2f4a11";
const OTHER = "6f1d2c3b-8e4a-4b7c-9a1e-3d2c1b0a9f88";
const base = inputOf(BUILT_IN_PRICE_BOOK);
const refused = (extras: unknown) =>
  priceBookInputSchema.safeParse({ ...base, extras }).error?.issues[0]?.message ?? "accepted";

describe("the price book's extras", () => {
  it("are version 0's none, and a saved version's own, in cents, with their ids", () => {
    expect(BUILT_IN_PRICE_BOOK.extras).toEqual([]);
    // A version saved before the extras were folded in parses with none.
    const { extras: _none, ...older } = base;
    expect(bookFromInput(priceBookInputSchema.parse(older), 2).extras).toEqual([]);
    const book = bookFromInput(
      priceBookInputSchema.parse({
        ...base,
        extras: [{ id: ID, name: "Bird guard", description: "Mesh", cents: 4_999 }],
      }),
      3,
    );
    expect(book.extras).toEqual([{ id: ID, name: "Bird guard", description: "Mesh", cents: 4_999 }]);
    // What is stored reproduces the book, ids included.
    expect(bookFromInput(priceBookInputSchema.parse(inputOf(book)), 3)).toEqual(book);
  });

  it("refuses a bad extra with a sentence", () => {
    expect(refused([{ name: "Bird guard", description: "", cents: 0 }])).toMatch(/at least \$0\.01/);
    expect(refused([{ name: "Bird guard", description: "", cents: -100 }])).toMatch(/at least/);
    expect(refused([{ name: "Bird guard", description: "", cents: 12.5 }])).toMatch(/whole cents/);
    expect(refused([{ name: "Bird guard", description: "", cents: 10_000_001 }])).toMatch(/at most/);
    expect(refused([{ name: "See www.evil.example", description: "", cents: 100 }])).not.toBe("accepted");
    expect(refused([{ name: "Guard\nline two", description: "", cents: 100 }])).not.toBe("accepted");
    expect(refused([{ name: "G", description: "", cents: 100 }])).toMatch(/name/);
    expect(refused([{ name: "Guard", description: "a\nb", cents: 100 }])).not.toBe("accepted");
    expect(refused([{ name: "Guard", description: "x".repeat(201), cents: 100 }])).toMatch(/200/);
    expect(
      refused([
        { id: ID, name: "One", cents: 100 },
        { id: ID, name: "Two", cents: 100 },
      ]),
    ).not.toBe("accepted");
    expect(refused(Array.from({ length: 61 }, (_, i) => ({ name: `Extra ${i}`, cents: 100 })))).toMatch(/60/);
    expect(refused([{ name: "Bird guard", cents: 100 }])).toBe("accepted");
  });

  it("are previewed as new, repriced and removed, and listed by name", () => {
    const a = { id: ID, name: "Vent cover", description: "", cents: 2_500 };
    const b = { id: OTHER, name: "Bird guard", description: "", cents: 4_500 };
    expect(
      previewExtras(
        [a],
        [
          { ...a, cents: 3_000 },
          { ...b, id: "" },
        ],
      ),
    ).toEqual([
      { what: "Vent cover (extra)", fromCents: 2_500, toCents: 3_000 },
      { what: "Bird guard (new extra)", fromCents: 0, toCents: 4_500 },
    ]);
    expect(previewExtras([a, b], [b])).toEqual([{ what: "Vent cover (extra, removed)", fromCents: 2_500, toCents: 0 }]);
    expect(extrasByName([a, b]).map((e) => e.name)).toEqual(["Bird guard", "Vent cover"]);
    const next = { ...BUILT_IN_PRICE_BOOK, version: 1, extras: [a] };
    const preview = previewPriceBook(BUILT_IN_PRICE_BOOK, next);
    expect(preview.changes).toEqual([{ what: "Vent cover (new extra)", fromCents: 0, toCents: 2_500 }]);
    // Sold on site only: no public page and not the calculator.
    expect(preview.pages).toEqual(["No public page: the technicians' job card and the quote builder's extras"]);
  });
});
