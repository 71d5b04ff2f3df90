import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bandOf, enoughVisitors, pageKind, percentile, plausible, sampled, VITALS_MIN_VISITORS } from "./web-vitals";

describe("bandOf", () => {
  it("uses Google's good / needs improvement / poor thresholds, bounds inclusive on the good side", () => {
    expect(bandOf("lcp", 2500)).toBe("good");
    expect(bandOf("lcp", 2501)).toBe("needs-improvement");
    expect(bandOf("lcp", 4000)).toBe("needs-improvement");
    expect(bandOf("lcp", 4001)).toBe("poor");
    expect(bandOf("inp", 200)).toBe("good");
    expect(bandOf("inp", 501)).toBe("poor");
    expect(bandOf("cls", 0.1)).toBe("good");
    expect(bandOf("cls", 0.11)).toBe("needs-improvement");
    expect(bandOf("cls", 0.26)).toBe("poor");
    expect(bandOf("ttfb", 800)).toBe("good");
    expect(bandOf("ttfb", 1801)).toBe("poor");
  });
});

describe("pageKind", () => {
  it.each([
    ["/", "home"],
    ["/ca", "state"],
    ["/ca/san-francisco", "city"],
    ["/ca/san-francisco/air-duct-cleaning", "city-service"],
    ["/ca/san-francisco/air-duct-cleaning/extra", "other"],
    ["/services/dryer-vent-cleaning", "service"],
    ["/services", "other"],
    ["/faq", "faq"],
    ["/blog", "blog"],
    ["/blog/when-to-clean-ducts", "post"],
    ["/book-service", "book-service"],
    ["/book-service?city=oakland", "book-service"],
    ["/admin/bookings", "other"],
    ["/crew", "other"],
    ["/privacy", "other"],
  ])("%s is %s", (path, kind) => {
    expect(pageKind(path)).toBe(kind);
  });
});

describe("plausible", () => {
  it("keeps finite, non-negative values under the ceiling, rounded", () => {
    expect(plausible("lcp", 1234.6)).toBe(1235);
    expect(plausible("cls", 0.123456)).toBe(0.1235);
    expect(plausible("inp", 0)).toBe(0);
  });
  it("drops anything else", () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, "1200", null, undefined, 60_001])
      expect(plausible("lcp", bad)).toBeNull();
    expect(plausible("cls", 11)).toBeNull();
  });
});

describe("percentile", () => {
  it("is the nearest-rank value", () => {
    expect(percentile([], 75)).toBeNull();
    expect(percentile([5], 75)).toBe(5);
    expect(percentile([4, 1, 3, 2], 75)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 75)).toBe(8);
  });
  it("is one of the values, with at least p% of them at or under it", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1 }),
        fc.integer({ min: 1, max: 100 }),
        (xs, p) => {
          const v = percentile(xs, p);
          expect(xs).toContain(v);
          expect(xs.filter((x) => x <= (v ?? 0)).length / xs.length).toBeGreaterThanOrEqual(p / 100);
        },
      ),
    );
  });
});

describe("sampled", () => {
  it("reports the draws under the rate", () => {
    expect(sampled(0)).toBe(true);
    expect(sampled(0.49)).toBe(true);
    expect(sampled(0.5)).toBe(false);
    expect(sampled(0.99, 1)).toBe(true);
  });
});

describe("enoughVisitors", () => {
  it("judges a p75 only from VITALS_MIN_VISITORS different visitors up", () => {
    expect(VITALS_MIN_VISITORS).toBe(20);
    expect(enoughVisitors(0)).toBe(false);
    expect(enoughVisitors(1)).toBe(false);
    expect(enoughVisitors(VITALS_MIN_VISITORS - 1)).toBe(false);
    expect(enoughVisitors(VITALS_MIN_VISITORS)).toBe(true);
    fc.assert(fc.property(fc.nat(), (n) => enoughVisitors(n) === n >= VITALS_MIN_VISITORS));
  });
});
