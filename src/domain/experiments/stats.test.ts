import { describe, expect, it } from "vitest";
import { normalCdf, sampleRatioMismatch, twoProportionZTest, wilsonInterval } from "./stats";

describe("statistics against known values", () => {
  it("normal CDF", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 5);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
  });

  it("Wilson 95% interval", () => {
    const w = wilsonInterval(50, 100);
    expect(w.low).toBeCloseTo(0.4038, 3);
    expect(w.high).toBeCloseTo(0.5962, 3);
    const small = wilsonInterval(0, 10);
    expect(small.low).toBe(0);
    expect(small.high).toBeCloseTo(0.2775, 3);
  });

  it("two-proportion z-test", () => {
    const r = twoProportionZTest(200, 1000, 250, 1000);
    expect(r.z).toBeCloseTo(2.6774, 3);
    expect(r.pValue).toBeCloseTo(0.00742, 4);
    expect(twoProportionZTest(10, 100, 10, 100).pValue).toBeCloseTo(1, 6);
  });

  it("chi-square sample ratio mismatch", () => {
    const off = sampleRatioMismatch([5200, 4800], [50, 50]);
    expect(off.chi2).toBeCloseTo(16, 6);
    expect(off.pValue).toBeCloseTo(6.334e-5, 7);
    expect(off.mismatch).toBe(true);
    const three = sampleRatioMismatch([350, 330, 320], [33, 33, 34]);
    expect(three.pValue).toBeGreaterThan(0.1);
    expect(three.mismatch).toBe(false);
    expect(sampleRatioMismatch([0, 0], [50, 50]).pValue).toBe(1);
    // chi2 = 4.605 on 2 degrees of freedom is the 10% point.
    expect(sampleRatioMismatch([400, 300, 300], [1, 1, 1]).chi2).toBeCloseTo(20, 6);
  });
});
