// The experiments (docs/product.md#experiments), one typed config. Assignment is deterministic from the visitor
// id and the test id, so a visitor keeps a variant without any stored state beyond its id.

/**
 * Conversion goals: only what the server records in its own transactions (a lead saved, a booking
 * made). Browser-reported interactions (pricing_interaction) are still collected as events but are
 * no goal: any client can post them (docs/decisions/0005, amendment).
 */
export type Goal = "generate_lead" | "book_service";

export interface Variant<C> {
  id: string;
  name: string;
  weight: number;
  config: C;
}

export interface AbTest<C> {
  id: string;
  name: string;
  description: string;
  startDate: string;
  variants: Variant<C>[];
  conversionGoals: Goal[];
  isActive: boolean;
}

export interface HeroCtaConfig {
  buttonText: string;
  discountPercent?: number;
  urgency?: boolean;
}
export interface PricingDisplayConfig {
  display: "range" | "fixed" | "discount";
  text?: string;
}
export interface ServiceLayoutConfig {
  testimonials: "top" | "bottom";
  ctaFrequency: "low" | "high";
  stickyBookingBar: boolean;
}

export const heroCtaTest: AbTest<HeroCtaConfig> = {
  id: "hero_cta_test",
  name: "Hero call to action",
  description: "Does an urgent discount on the hero button bring more leads and bookings?",
  startDate: "2026-11-01",
  variants: [
    { id: "control", name: "Get Free Estimate", weight: 50, config: { buttonText: "Get Free Estimate" } },
    {
      id: "discount_urgency",
      name: "Book Today & Save 20%",
      weight: 50,
      config: { buttonText: "Book Today & Save 20%", discountPercent: 20, urgency: true },
    },
  ],
  conversionGoals: ["generate_lead", "book_service"],
  isActive: true,
};

export const pricingDisplayTest: AbTest<PricingDisplayConfig> = {
  id: "pricing_display_test",
  name: "Pricing display",
  description: "Range, a fixed starting price, or a discount message next to the calculator.",
  startDate: "2026-11-01",
  variants: [
    { id: "range", name: "Price range", weight: 33, config: { display: "range" } },
    { id: "fixed_starting", name: "Fixed starting price", weight: 33, config: { display: "fixed" } },
    {
      id: "discount_emphasis",
      name: "Discount emphasis",
      weight: 34,
      config: { display: "discount", text: "Save $50+ Today" },
    },
  ],
  conversionGoals: ["generate_lead", "book_service"],
  isActive: true,
};

export const serviceLayoutTest: AbTest<ServiceLayoutConfig> = {
  id: "service_layout_test",
  name: "Service page layout",
  description: "Testimonials first with more calls to action and a sticky booking bar.",
  startDate: "2026-11-01",
  variants: [
    {
      id: "standard",
      name: "Standard layout",
      weight: 50,
      config: { testimonials: "bottom", ctaFrequency: "low", stickyBookingBar: false },
    },
    {
      id: "cta_optimized",
      name: "CTA-optimised layout",
      weight: 50,
      config: { testimonials: "top", ctaFrequency: "high", stickyBookingBar: true },
    },
  ],
  conversionGoals: ["book_service", "generate_lead"],
  isActive: true,
};

export const experiments = [heroCtaTest, pricingDisplayTest, serviceLayoutTest] as const;

/** FNV-1a, 32-bit: fast, stable across runtimes, evenly spread for ids. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The visitor's variant: by weight, deterministic; the first variant if anything is off. */
export function assignVariant<C>(test: AbTest<C>, visitorId: string): Variant<C> {
  const first = test.variants[0];
  if (!first) throw new Error(`${test.id} has no variants`);
  try {
    const total = test.variants.reduce((sum, v) => sum + Math.max(0, v.weight), 0);
    if (!test.isActive || !visitorId || total <= 0) return first;
    let point = (hash(`${visitorId}:${test.id}`) / 2 ** 32) * total;
    for (const v of test.variants) {
      point -= Math.max(0, v.weight);
      if (point < 0) return v;
    }
    return first;
  } catch {
    return first;
  }
}

export function variantById<C>(test: AbTest<C>, id: string | undefined): Variant<C> {
  return test.variants.find((v) => v.id === id) ?? (test.variants[0] as Variant<C>);
}

/** Home page variant combinations, encoded in one path segment: "control.range.standard". */
export function encodeCombo(ids: [string, string, string]): string {
  return ids.join(".");
}

export function allCombos(): string[] {
  return heroCtaTest.variants.flatMap((h) =>
    pricingDisplayTest.variants.flatMap((p) => serviceLayoutTest.variants.map((s) => encodeCombo([h.id, p.id, s.id]))),
  );
}

export function decodeCombo(combo: string) {
  const [h, p, s] = combo.split(".");
  return {
    hero: variantById(heroCtaTest, h),
    pricing: variantById(pricingDisplayTest, p),
    layout: variantById(serviceLayoutTest, s),
  };
}
