import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bookingPrice } from "../pricing/booking-price";
import { exactPrice, SERVICE_TYPES } from "../pricing/pricing";
import {
  creditable,
  creditNoteNumber,
  dollarsToCents,
  formatCents,
  invoiceLines,
  invoiceNumber,
  invoiceTotals,
  parseDollarInput,
  parseInvoiceNumber,
  taxOn,
} from "./invoice";

const quote = {
  serviceType: "air_duct",
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1800,
  priceExact: "350.00",
  discountAmount: 39,
  discountLabel: "Recurring customer: 10% off",
};

describe("invoice lines", () => {
  it("shows the table price and the booking's discount as its own line, summing to the quote", () => {
    const lines = invoiceLines(quote);
    expect(lines).toEqual([
      {
        kind: "service",
        description: "Air Duct Cleaning (3 bed, 2 bath, 1,800 sq ft)",
        quantity: 1,
        unitCents: 38900,
        amountCents: 38900,
      },
      {
        kind: "discount",
        description: "Recurring customer: 10% off",
        quantity: 1,
        unitCents: -3900,
        amountCents: -3900,
      },
    ]);
    expect(invoiceTotals(lines, 0)).toEqual({ subtotalCents: 35000, taxRateBps: 0, taxCents: 0, totalCents: 35000 });
  });

  it("adds the crew's extras and taxes the subtotal once", () => {
    const lines = invoiceLines(quote, [{ description: "Bird guard", unitCents: 4999, quantity: 2 }]);
    expect(lines.at(-1)).toMatchObject({ kind: "extra", quantity: 2, amountCents: 9998 });
    // 44998 x 8.25% = 3712.335 -> 3712
    expect(invoiceTotals(lines, 825)).toMatchObject({ subtotalCents: 44998, taxCents: 3712, totalCents: 48710 });
  });

  it("lists add-ons booked with the visit as their own lines, out of the quoted price, before the crew's extras", () => {
    // The booking's stored price holds the add-on: 350 for the service after discount + 29.
    const lines = invoiceLines(
      { ...quote, priceExact: "379.00" },
      [{ description: "Bird guard", unitCents: 4999, quantity: 1 }],
      [{ description: "Filter Replacement", unitCents: 2900, quantity: 1 }],
    );
    expect(lines.map((l) => [l.kind, l.description, l.amountCents])).toEqual([
      ["service", "Air Duct Cleaning (3 bed, 2 bath, 1,800 sq ft)", 38900],
      ["discount", "Recurring customer: 10% off", -3900],
      ["extra", "Filter Replacement", 2900],
      ["extra", "Bird guard", 4999],
    ]);
    expect(invoiceTotals(lines, 0).totalCents).toBe(37900 + 4999);
  });

  it("lists the owner's lines of a phone booking after the add-ons, out of the quoted price", () => {
    // 389 table, no booking discount; + a $45 custom line, then 10% off 434 = 43.40: stored 390.60.
    const lines = invoiceLines(
      { ...quote, priceExact: "390.60", discountAmount: 0, discountLabel: null },
      [],
      [],
      [
        { kind: "custom", description: "Second dryer vent", cents: 4500 },
        { kind: "office-discount", description: "Discount (10%)", cents: -4340 },
      ],
    );
    expect(lines.map((l) => [l.kind, l.description, l.amountCents])).toEqual([
      ["service", "Air Duct Cleaning (3 bed, 2 bath, 1,800 sq ft)", 38900],
      ["extra", "Second dryer vent", 4500],
      ["discount", "Discount (10%)", -4340],
    ]);
    expect(invoiceTotals(lines, 0).totalCents).toBe(39060);
  });

  it("bills a member price to the cent: the service at the table price, the exact cents off", () => {
    // 15% off $349 is $52.35: whole dollars (52) would bill the service at $348.65.
    const member = {
      ...quote,
      priceExact: "296.65",
      discountAmount: 52,
      discountCents: 5_235,
      discountLabel: "Member price",
    };
    const lines = invoiceLines(member);
    expect(lines.map((l) => l.amountCents)).toEqual([34_900, -5_235]);
    expect(invoiceTotals(lines, 0).subtotalCents).toBe(29_665);
  });

  it("has no discount line when the booking paid the table price", () => {
    expect(invoiceLines({ ...quote, priceExact: "389.00", discountAmount: 0, discountLabel: null })).toHaveLength(1);
  });

  it("totals are the sum of the lines plus tax, whole cents, never negative (any offer, recurring, extras)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SERVICE_TYPES),
        fc.record({
          bedrooms: fc.integer({ min: 0, max: 20 }),
          bathrooms: fc.integer({ min: 0, max: 10 }),
          squareFeet: fc.integer({ min: 0, max: 20000 }),
        }),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
        fc.array(
          fc.record({
            description: fc.string({ maxLength: 40 }),
            unitCents: fc.integer({ min: 0, max: 100_000 }),
            quantity: fc.integer({ min: 1, max: 20 }),
          }),
          { maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 2500 }),
        (serviceType, size, recurring, quotedPrice, extras, taxRateBps) => {
          const now = new Date("2026-11-01T12:00:00Z");
          const price = bookingPrice({
            tablePrice: exactPrice(serviceType, size),
            recurring,
            quote: quotedPrice === null ? null : { price: quotedPrice, quotedAt: now, matches: true },
            now,
          });
          const lines = invoiceLines(
            {
              serviceType,
              ...size,
              priceExact: `${Math.max(0, price.exact)}.00`,
              discountAmount: price.adjustment?.amount ?? 0,
              discountLabel: price.adjustment?.label ?? null,
            },
            extras,
          );
          const totals = invoiceTotals(lines, taxRateBps);
          for (const line of lines) {
            expect(Number.isSafeInteger(line.amountCents)).toBe(true);
            expect(line.amountCents).toBe(line.quantity * line.unitCents);
          }
          expect(totals.subtotalCents).toBe(lines.reduce((s, l) => s + l.amountCents, 0));
          expect(totals.totalCents).toBe(totals.subtotalCents + totals.taxCents);
          expect(Number.isSafeInteger(totals.totalCents)).toBe(true);
          expect(totals.totalCents).toBeGreaterThanOrEqual(0);
          // The customer is charged the quoted price plus the extras, before tax.
          const extrasCents = extras.reduce((s, e) => s + e.quantity * e.unitCents, 0);
          expect(totals.subtotalCents).toBe(Math.max(0, price.exact) * 100 + extrasCents);
        },
      ),
    );
  });
});

describe("money as text", () => {
  it("reads stored dollars and typed dollars without floats", () => {
    expect(dollarsToCents("389.00")).toBe(38900);
    expect(dollarsToCents("0.1")).toBe(10);
    expect(dollarsToCents("19.99")).toBe(1999);
    expect(() => dollarsToCents("1.234")).toThrow(RangeError);
    expect(parseDollarInput("$12.5")).toBe(1250);
    expect(parseDollarInput("12")).toBe(1200);
    expect(parseDollarInput("1e3")).toBeNull();
    expect(parseDollarInput("-5")).toBeNull();
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(-1250)).toBe("-$12.50");
  });

  it("rounds tax half up to the cent", () => {
    expect(taxOn(1000, 825)).toBe(83); // 82.5
    expect(taxOn(1000, 0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 2500 }), (s, r) => {
        const tax = taxOn(s, r);
        expect(Number.isSafeInteger(tax)).toBe(true);
        expect(Math.abs(tax * 10_000 - s * r)).toBeLessThanOrEqual(5_000);
      }),
    );
  });
});

describe("invoice numbers", () => {
  it("are the year and a six-digit running count, and read back", () => {
    expect(invoiceNumber(2026, 123)).toBe("CV-2026-000123");
    expect(parseInvoiceNumber("CV-2026-000123")).toEqual({ year: 2026, sequence: 123 });
    expect(invoiceNumber(2027, 1_234_567)).toBe("CV-2027-1234567");
    expect(() => invoiceNumber(2026, 0)).toThrow(RangeError);
  });
});

describe("credit notes", () => {
  it("have their own yearly series", () => {
    expect(creditNoteNumber(2026, 1)).toBe("CN-2026-000001");
    expect(() => creditNoteNumber(2026, 0)).toThrow(RangeError);
  });

  it("may take off what earlier credit notes left", () => {
    const inv = { totalCents: 35000, creditedCents: 5000 };
    expect(creditable(inv)).toBe(30000);
    expect(creditable({ ...inv, creditedCents: 35000 })).toBe(0);
  });
});
