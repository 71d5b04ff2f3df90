import { describe, expect, it } from "vitest";
import { centsToDecimal, centsToPlainDecimal, formatCents, formatQuoteCents } from "./format";

describe("cents as text", () => {
  it("centsToDecimal writes the numeric column's, a form's and a CSV's text, without floating point", () => {
    expect(centsToDecimal(41_800)).toBe("418.00");
    expect(centsToDecimal(2_905)).toBe("29.05");
    expect(centsToDecimal(123_456_7)).toBe("12345.67");
    expect(centsToDecimal(7)).toBe("0.07");
    expect(centsToDecimal(0)).toBe("0.00");
    expect(centsToDecimal(-1_250)).toBe("-12.50");
    expect(() => centsToDecimal(1.5)).toThrow(RangeError);
  });

  it("formatCents is the same amount as a person reads it: a dollar sign and thousands", () => {
    expect(formatCents(123_456_7)).toBe("$12,345.67");
    expect(formatCents(-1_250)).toBe("-$12.50");
    expect(formatCents(5)).toBe("$0.05");
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });

  it("centsToPlainDecimal leaves whole dollars whole, as a price book's input was typed", () => {
    expect(centsToPlainDecimal(34_900)).toBe("349");
    expect(centsToPlainDecimal(34_950)).toBe("349.50");
    expect(centsToPlainDecimal(5)).toBe("0.05");
    expect(centsToPlainDecimal(0)).toBe("0");
    expect(centsToPlainDecimal(-7_600)).toBe("-76");
    expect(() => centsToPlainDecimal(0.5)).toThrow(RangeError);
  });
});

describe("formatQuoteCents", () => {
  it("reads whole dollars as the tables hold them, and keeps a member price's cents", () => {
    expect(formatQuoteCents(34_900)).toBe("$349");
    expect(formatQuoteCents(-7_600)).toBe("-$76");
    expect(formatQuoteCents(119_700)).toBe("$1,197");
    // 15% off $349 is $296.65 and the booking charges that: the page must not say $297.
    expect(formatQuoteCents(29_665)).toBe("$296.65");
    expect(formatQuoteCents(-5_235)).toBe("-$52.35");
    expect(formatQuoteCents(119_725)).toBe("$1,197.25");
    expect(formatQuoteCents(4_160)).toBe("$41.60");
  });
});
