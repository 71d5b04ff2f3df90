import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allowedServiceType,
  clampStepper,
  exactPrice,
  formatDollars,
  priceRange,
  quote,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  sizeSurcharge,
  stepValue,
} from "./pricing";

const home = (bedrooms: number, bathrooms: number, squareFeet: number) => ({ bedrooms, bathrooms, squareFeet });

describe("price table", () => {
  it("prices each service from base, bedrooms and bathrooms", () => {
    expect(exactPrice("air_duct", home(0, 0, 0))).toBe(249);
    expect(exactPrice("air_duct", home(3, 2, 1500))).toBe(249 + 90 + 40);
    expect(exactPrice("dryer_vent", home(5, 4, 1500))).toBe(149);
    expect(exactPrice("duct_and_dryer", home(3, 2, 1500))).toBe(379 + 75 + 30);
  });

  it("labels the three service types as docs/product.md#numbers does", () => {
    expect(SERVICE_TYPES).toEqual(["air_duct", "dryer_vent", "duct_and_dryer"]);
    expect(SERVICE_TYPE_LABELS).toEqual({
      air_duct: "Air Duct Cleaning",
      dryer_vent: "Dryer Vent Cleaning",
      duct_and_dryer: "Duct + Dryer Combo",
    });
  });
});

describe("square-foot surcharge", () => {
  it.each([
    [0, 0],
    [1500, 0],
    [1501, 10],
    [1750, 10],
    [1751, 20],
    [2000, 20],
    [2001, 30],
    [20000, 740],
  ])("%i sq ft adds $%i", (sqft, surcharge) => {
    expect(sizeSurcharge(sqft)).toBe(surcharge);
    expect(exactPrice("air_duct", home(0, 0, sqft))).toBe(249 + surcharge);
    expect(exactPrice("duct_and_dryer", home(0, 0, sqft))).toBe(379 + surcharge);
  });

  it("never applies to dryer vent cleaning", () => {
    expect(exactPrice("dryer_vent", home(0, 0, 20000))).toBe(149);
  });

  it("reads negative inputs as 0", () => {
    expect(sizeSurcharge(-5000)).toBe(0);
    expect(exactPrice("air_duct", home(-3, -2, -100))).toBe(249);
  });
});

describe("range", () => {
  it("is exact -15% rounded down to exact +15% rounded up", () => {
    expect(priceRange(379)).toEqual({ min: 322, max: 436 }); // 322.15 and 435.85
    expect(priceRange(149)).toEqual({ min: 126, max: 172 }); // 126.65 and 171.35
    expect(priceRange(200)).toEqual({ min: 170, max: 230 }); // whole numbers stay put
    expect(priceRange(0)).toEqual({ min: 0, max: 0 });
  });

  it("always contains the exact price and uses whole dollars (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SERVICE_TYPES),
        fc.integer({ min: -1000, max: 100000 }),
        fc.integer({ min: -1000, max: 100000 }),
        fc.integer({ min: -100000, max: 1000000 }),
        (type, bedrooms, bathrooms, squareFeet) => {
          const q = quote(type, home(bedrooms, bathrooms, squareFeet));
          expect(q.min).toBeLessThanOrEqual(q.exact);
          expect(q.exact).toBeLessThanOrEqual(q.max);
          expect(q.exact).toBeGreaterThanOrEqual(0);
          for (const n of [q.min, q.exact, q.max]) expect(Number.isInteger(n)).toBe(true);
          // Bounds match exact decimal arithmetic (no floating-point drift).
          expect(q.min).toBe(Number((BigInt(q.exact) * 85n) / 100n));
          expect(q.max).toBe(Number((BigInt(q.exact) * 115n + 99n) / 100n));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("steppers", () => {
  it("clamp bedrooms 0-20, bathrooms 0-10, square feet 0-20000", () => {
    expect(clampStepper("bedrooms", -1)).toBe(0);
    expect(clampStepper("bedrooms", 21)).toBe(20);
    expect(clampStepper("bathrooms", 11)).toBe(10);
    expect(clampStepper("squareFeet", 20001)).toBe(20000);
    expect(clampStepper("squareFeet", Number.NaN)).toBe(0);
  });

  it("step by 1, 1 and 100 and stop at the bounds", () => {
    expect(stepValue("bedrooms", 3, 1)).toBe(4);
    expect(stepValue("bedrooms", 20, 1)).toBe(20);
    expect(stepValue("bathrooms", 0, -1)).toBe(0);
    expect(stepValue("squareFeet", 1500, 1)).toBe(1600);
    expect(stepValue("squareFeet", 19950, 1)).toBe(20000);
  });

  it("quote() clamps what was entered before pricing", () => {
    expect(quote("air_duct", home(50, 50, 50000)).exact).toBe(249 + 20 * 30 + 10 * 20 + 740);
  });
});

describe("allowed service types", () => {
  it("keeps an allowed type and otherwise moves to the first allowed", () => {
    expect(allowedServiceType("dryer_vent", ["air_duct", "dryer_vent", "duct_and_dryer"])).toBe("dryer_vent");
    expect(allowedServiceType("dryer_vent", ["air_duct", "duct_and_dryer"])).toBe("air_duct");
  });
});

it("shows prices with no decimals", () => {
  expect(formatDollars(1234)).toBe("$1,234");
});
