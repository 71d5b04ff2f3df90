import { describe, expect, it } from "vitest";
import { basePriceNote } from "./base-price-note";
import { quote } from "./pricing";

describe("base price note", () => {
  it("names each base and says why a quote is higher", () => {
    const note = basePriceNote();
    expect(note).toContain("$149");
    expect(note).toContain("$379");
    expect(note).toMatch(/exact price adds each bedroom and bathroom/);
    // The case: 4 bedrooms of air duct cleaning is above every base, and the note explains it.
    expect(quote("air_duct", { bedrooms: 4, bathrooms: 2, squareFeet: 1500 }).exact).toBeGreaterThan(379);
  });
});
