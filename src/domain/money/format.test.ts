import { describe, expect, it } from "vitest";
import { centsToDecimal, formatCents } from "./format";

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
});
