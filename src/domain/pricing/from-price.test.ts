import { describe, expect, it } from "vitest";
import { fromPrice, lowestFromPrice } from "./from-price";
import { exactPrice, LIMITS, PRICE_TABLE, quote, SERVICE_TYPES } from "./pricing";

describe("fromPrice", () => {
  it("is the table price of the smallest home the calculator accepts, per service", () => {
    expect(fromPrice("air_duct")).toBe(PRICE_TABLE.air_duct.base);
    expect(fromPrice("dryer_vent")).toBe(PRICE_TABLE.dryer_vent.base);
    expect(fromPrice("duct_and_dryer")).toBe(PRICE_TABLE.duct_and_dryer.base);
  });

  it("is a price someone can be quoted: the calculator's quote for that home", () => {
    for (const type of SERVICE_TYPES) {
      const smallest = { bedrooms: LIMITS.bedrooms.min, bathrooms: LIMITS.bathrooms.min, squareFeet: 0 };
      expect(fromPrice(type)).toBe(quote(type, smallest).exact);
    }
  });

  it("is never above any price the calculator gives for that service", () => {
    for (const type of SERVICE_TYPES) {
      for (const bedrooms of [0, 1, 3, 20]) {
        for (const squareFeet of [0, 1500, 1501, 20000]) {
          expect(exactPrice(type, { bedrooms, bathrooms: 1, squareFeet })).toBeGreaterThanOrEqual(fromPrice(type));
        }
      }
    }
  });

  it("answers the same in every area (one table today)", () => {
    expect(fromPrice("air_duct", "bay-area")).toBe(fromPrice("air_duct", "chicago"));
  });
});

describe("lowestFromPrice", () => {
  it("is the cheapest service's from price, and follows the services offered", () => {
    expect(lowestFromPrice()).toEqual({ serviceType: "dryer_vent", price: PRICE_TABLE.dryer_vent.base });
    expect(lowestFromPrice(null, ["air_duct", "duct_and_dryer"])).toEqual({
      serviceType: "air_duct",
      price: PRICE_TABLE.air_duct.base,
    });
  });

  it("refuses an empty list rather than invent a price", () => {
    expect(() => lowestFromPrice(null, [])).toThrow(RangeError);
  });
});
