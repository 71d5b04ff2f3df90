import { describe, expect, it } from "vitest";
import { newOfferClaim } from "../offers/offers";
import { ADD_ONS, addOnOffered, addOnsFor } from "./add-ons";
import { bookingPrice } from "./booking-price";
import { addOnCents, bookingLines, linesTotalCents } from "./price-lines";

const now = new Date("2026-11-27T18:00:00Z");

describe("bookingLines", () => {
  it("is one service line at the table price when nothing is added", () => {
    const lines = bookingLines({ serviceType: "air_duct", tablePrice: 379, adjustment: null, addOns: [] });
    expect(lines).toEqual([{ kind: "service", label: "Air Duct Cleaning", cents: 37_900 }]);
    expect(linesTotalCents(lines)).toBe(37_900);
  });

  it("adds each add-on once, in table order, and the total is the sum of the lines", () => {
    const lines = bookingLines({
      serviceType: "air_duct",
      tablePrice: 379,
      adjustment: null,
      addOns: ["video_inspection", "uv_light", "video_inspection"],
    });
    expect(lines.map((l) => l.label)).toEqual([
      "Air Duct Cleaning",
      "UV Light Installation",
      "Post-Cleaning Video Inspection",
    ]);
    expect(linesTotalCents(lines)).toBe(37_900 + ADD_ONS.uv_light.cents + ADD_ONS.video_inspection.cents);
    expect(addOnCents(lines)).toBe(ADD_ONS.uv_light.cents + ADD_ONS.video_inspection.cents);
  });

  it("takes an offer off the service only, as its own line", () => {
    const price = bookingPrice({ tablePrice: 379, offer: newOfferClaim(["save20"], now), now });
    const lines = bookingLines({
      serviceType: "air_duct",
      tablePrice: 379,
      adjustment: price.adjustment,
      addOns: ["filter"],
    });
    expect(lines.map((l) => [l.kind, l.cents])).toEqual([
      ["service", 37_900],
      ["discount", -7_600],
      ["add-on", ADD_ONS.filter.cents],
    ]);
    expect(linesTotalCents(lines)).toBe(price.exact * 100 + ADD_ONS.filter.cents);
  });

  it("never totals below zero", () => {
    expect(linesTotalCents([{ kind: "discount", label: "x", cents: -100 }])).toBe(0);
  });
});

describe("add-ons", () => {
  it("are offered with the duct services, not with a dryer vent alone", () => {
    expect(addOnsFor("air_duct").map((a) => a.id)).toEqual(["uv_light", "filter", "video_inspection"]);
    expect(addOnsFor("dryer_vent")).toEqual([]);
    expect(addOnOffered("uv_light", "duct_and_dryer")).toBe(true);
    expect(addOnOffered("uv_light", "dryer_vent")).toBe(false);
  });

  it("are whole dollars held as integer cents (a quote shows whole dollars)", () => {
    for (const a of Object.values(ADD_ONS)) {
      expect(Number.isSafeInteger(a.cents) && a.cents > 0).toBe(true);
      expect(a.cents % 100).toBe(0);
    }
  });
});
