import { describe, expect, it } from "vitest";
import { allCombos, assignVariant, decodeCombo, experiments, heroCtaTest, pricingDisplayTest } from "./experiments";

describe("assignVariant", () => {
  it("keeps a visitor on one variant", () => {
    for (const test of experiments) {
      expect(assignVariant(test as never, "visitor-1")).toBe(assignVariant(test as never, "visitor-1"));
    }
  });

  it("splits many visitors by weight (within 3 points)", () => {
    const n = 20_000;
    for (const test of experiments) {
      const counts = new Map<string, number>();
      for (let i = 0; i < n; i++) {
        const v = assignVariant(test as never, `v-${i}-${i * 7919}`) as { id: string };
        counts.set(v.id, (counts.get(v.id) ?? 0) + 1);
      }
      const total = test.variants.reduce((s, v) => s + v.weight, 0);
      for (const v of test.variants) {
        expect(Math.abs(((counts.get(v.id) ?? 0) / n) * 100 - (v.weight / total) * 100)).toBeLessThan(3);
      }
    }
  });

  it("falls back to the first variant when a test is off or the id is missing", () => {
    expect(assignVariant({ ...heroCtaTest, isActive: false }, "x").id).toBe("control");
    expect(assignVariant(pricingDisplayTest, "").id).toBe("range");
  });
});

it("encodes all 12 home page combinations", () => {
  expect(allCombos()).toHaveLength(12);
  expect(decodeCombo("discount_urgency.discount_emphasis.cta_optimized").pricing.config.text).toBe("Save $50+ Today");
  expect(decodeCombo("junk").hero.id).toBe("control");
});
