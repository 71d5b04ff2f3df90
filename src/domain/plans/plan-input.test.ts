import { describe, expect, it } from "vitest";
import { membershipActionSchema, planSchema } from "./plan-input";

const good = {
  name: "Dryer Vent Safety Plan",
  price: "149.00",
  period: "yearly",
  includedVisits: { air_duct: "0", dryer_vent: "1", duct_and_dryer: "0" },
  discountPercent: "15",
  terms: "One dryer vent cleaning a year. Cancel any time; the current year stays yours.",
  priority: true,
};

describe("a plan as the owner types it", () => {
  it("reads dollars as cents and a percent as basis points", () => {
    expect(planSchema.parse(good)).toMatchObject({
      price: 14_900,
      discountPercent: 1_500,
      includedVisits: { air_duct: 0, dryer_vent: 1, duct_and_dryer: 0 },
      active: true,
    });
  });

  it("refuses a two-line name, a long name, no terms, a negative visit and a discount past 100%", () => {
    const problems = (patch: object) => planSchema.safeParse({ ...good, ...patch }).error?.issues[0]?.message;
    expect(problems({ name: "Plan\nsecond line" })).toBeTruthy();
    expect(problems({ name: "x".repeat(81) })).toBe("Please keep the plan's name to 80 characters.");
    expect(problems({ terms: "" })).toMatch(/terms/);
    expect(problems({ includedVisits: { ...good.includedVisits, dryer_vent: "-1" } })).toBe(
      "Please enter 0 or more visits.",
    );
    expect(problems({ discountPercent: "101" })).toBe("Please enter a discount from 0 to 100 percent.");
    expect(problems({ price: "0.50" })).toBe("A plan costs at least $1.00.");
  });

  it("asks a reason for the owner's steps on a membership", () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect(membershipActionSchema.safeParse({ action: "pause", membershipId: id, reason: "" }).success).toBe(false);
    expect(membershipActionSchema.parse({ action: "end", membershipId: id, reason: "Moved away" })).toMatchObject({
      action: "end",
    });
  });
});
