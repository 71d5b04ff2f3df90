import { describe, expect, it } from "vitest";
import { memberPriceCents } from "../plans/plan-benefits";
import type { PriceLine } from "../pricing/price-lines";
import { linesTotalCents } from "../pricing/price-lines";
import { quote } from "../pricing/pricing";
import {
  OFFICE_LINE_MAX_CENTS,
  officeBookingLines,
  officeLinesSchema,
  percentOf,
  withOfficeLines,
} from "./office-lines";

const table: PriceLine[] = [
  { kind: "service", label: "Air Duct Cleaning", cents: 34_900 },
  { kind: "add-on", label: "UV Light Installation", cents: 34_900, addOnId: "uv_light" },
];

const parse = (lines: unknown) => officeLinesSchema.safeParse(lines);
const message = (lines: unknown) => {
  const r = parse(lines);
  return r.success ? null : r.error.issues[0]?.message;
};

describe("the owner's lines: what the schema takes", () => {
  it("takes a percent discount and a custom line, and no lines at all", () => {
    expect(parse([{ kind: "discount", percent: 10, reason: "Returning customer" }]).success).toBe(true);
    expect(parse([{ kind: "custom", name: "Second dryer vent", cents: 4_500 }]).success).toBe(true);
    expect(parse(undefined).data).toEqual([]);
  });

  it("refuses a discount without a reason, or with both an amount and a percent", () => {
    expect(message([{ kind: "discount", percent: 10 }])).toBe("Please say why.");
    expect(message([{ kind: "discount", percent: 10, reason: "ok" }])).toMatch(/say why/);
    expect(message([{ kind: "discount", percent: 10, cents: 500, reason: "Neighbour" }])).toMatch(/not both/);
    expect(message([{ kind: "discount", reason: "Neighbour" }])).toMatch(/not both/);
  });

  it("refuses a custom line with a URL, a line break, a negative or an unbounded amount", () => {
    expect(message([{ kind: "custom", name: "See evil-pay.com", cents: 100 }])).toMatch(/web and email/);
    expect(message([{ kind: "custom", name: "Extra\nPay now", cents: 100 }])).toMatch(/one line/);
    expect(message([{ kind: "custom", name: "Extra", cents: -100 }])).toMatch(/above zero/);
    expect(message([{ kind: "custom", name: "Extra", cents: 10.5 }])).toMatch(/whole cents/);
    expect(message([{ kind: "custom", name: "Extra", cents: OFFICE_LINE_MAX_CENTS + 1 }])).toMatch(/at most/);
    expect(message([{ kind: "custom", name: "x".repeat(81), cents: 100 }])).toMatch(/limited to 80/);
  });

  it("refuses more than four lines and a percent over 100", () => {
    const line = { kind: "custom", name: "Extra", cents: 100 };
    expect(message([line, line, line, line, line])).toMatch(/At most 4/);
    expect(message([{ kind: "discount", percent: 101, reason: "Too much" }])).toMatch(/1 to 100/);
  });
});

describe("withOfficeLines", () => {
  it("takes a percent off the whole total, rounded to the cent, and the total is the sum", () => {
    const r = withOfficeLines(table, [{ kind: "discount", percent: 10, reason: "Returning customer" }]);
    if (!r.ok) throw new Error("refused");
    expect(r.added).toEqual([
      { kind: "office-discount", label: "Discount (10%)", cents: -6_980, percent: 10, reason: "Returning customer" },
    ]);
    expect(linesTotalCents(r.lines)).toBe(69_800 - 6_980);
    expect(percentOf(34_950, 10)).toBe(3_495);
    expect(percentOf(33_335, 10)).toBe(3_334); // 3,333.5 rounds up
  });

  it("counts custom lines before a percent discount, whatever order they were typed in", () => {
    const r = withOfficeLines(table, [
      { kind: "discount", percent: 50, reason: "Charity" },
      { kind: "custom", name: "Second furnace", cents: 10_000 },
    ]);
    if (!r.ok) throw new Error("refused");
    expect(r.added.map((l) => l.cents)).toEqual([10_000, -39_900]);
    expect(linesTotalCents(r.lines)).toBe(39_900);
  });

  it("refuses a discount larger than the total, counting earlier discounts", () => {
    expect(withOfficeLines(table, [{ kind: "discount", cents: 69_801, reason: "Too kind" }])).toEqual({
      ok: false,
      reason: "discount-too-large",
    });
    expect(
      withOfficeLines(table, [
        { kind: "discount", cents: 60_000, reason: "Half" },
        { kind: "discount", cents: 10_000, reason: "And more" },
      ]).ok,
    ).toBe(false);
    const all = withOfficeLines(table, [{ kind: "discount", cents: 69_800, reason: "On the house" }]);
    expect(all.ok && linesTotalCents(all.lines)).toBe(0);
  });

  it("leaves the table's lines as they were", () => {
    const r = withOfficeLines(table, []);
    expect(r.ok && r.lines).toEqual(table);
  });
});

describe("a phone booking's lines (what the form shows and the booking charges)", () => {
  const job = {
    serviceType: "air_duct" as const,
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1_800,
    addOns: ["filter" as const],
  };

  it("is the table's price for the home, its add-ons, then the owner's discount off that total", () => {
    const service = quote("air_duct", job).exact * 100;
    const priced = officeBookingLines(job, [{ kind: "discount", percent: 10, reason: "Returning customer" }]);
    expect(priced.ok).toBe(true);
    if (!priced.ok) return;
    const addOn = priced.lines.find((l) => l.kind === "add-on")?.cents ?? 0;
    expect(addOn).toBeGreaterThan(0);
    expect(priced.lines.map((l) => l.kind)).toEqual(["service", "add-on", "office-discount"]);
    expect(priced.lines[0]?.cents).toBe(service);
    expect(linesTotalCents(priced.lines)).toBe(service + addOn - percentOf(service + addOn, 10));
  });

  it("follows the home's size, and refuses a discount larger than the total", () => {
    const small = officeBookingLines({ ...job, squareFeet: 800, bedrooms: 1, bathrooms: 1 }, []);
    const large = officeBookingLines({ ...job, squareFeet: 4_000, bedrooms: 5, bathrooms: 4 }, []);
    expect(small.ok && large.ok && linesTotalCents(small.lines) < linesTotalCents(large.lines)).toBe(true);
    expect(officeBookingLines(job, [{ kind: "discount", cents: 10_000_000, reason: "Too much" }])).toEqual({
      ok: false,
      reason: "discount-too-large",
    });
  });
  it("takes a member's plan before the owner's lines: the included visit at $0, the add-on at the member price", () => {
    const benefit = {
      membershipId: "m1",
      planName: "Duct Care Plan",
      periodKey: "2000-01-01",
      serviceType: "air_duct",
      includedCount: 1,
      included: true,
      discountBps: 1_500,
    };
    const owners = [
      { kind: "custom" as const, name: "Bird guard", cents: 2_500 },
      { kind: "discount" as const, percent: 10, reason: "Returning customer" },
    ];
    const plain = officeBookingLines(job, owners);
    const member = officeBookingLines(job, owners, undefined, benefit);
    if (!plain.ok || !member.ok) throw new Error("refused");
    expect(member.lines.map((l) => l.kind)).toEqual(["service", "plan", "add-on", "custom", "office-discount"]);
    const addOn = member.lines.find((l) => l.kind === "add-on")?.cents ?? 0;
    expect(addOn).toBe(memberPriceCents(plain.lines.find((l) => l.kind === "add-on")?.cents ?? 0, 1_500));
    // The owner's 10% is off what the member pays, never off the service the plan made $0.
    expect(linesTotalCents(member.lines)).toBe(addOn + 2_500 - percentOf(addOn + 2_500, 10));
    expect(officeBookingLines(job, owners, undefined, null)).toEqual(plain);
  });
});
