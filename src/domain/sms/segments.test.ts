import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countSegments, isGsm7, toGsm7 } from "./segments";

describe("countSegments", () => {
  it("fits 160 GSM-7 characters in one segment and splits longer texts by 153", () => {
    expect(countSegments("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(countSegments("a".repeat(161)).segments).toBe(2);
    expect(countSegments("a".repeat(306)).segments).toBe(2);
    expect(countSegments("a".repeat(307)).segments).toBe(3);
    expect(countSegments("").segments).toBe(1);
  });

  it("counts the extension characters as two", () => {
    expect(countSegments("€").units).toBe(2);
    expect(countSegments("{".repeat(80))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(countSegments("{".repeat(81)).segments).toBe(2);
  });

  it("makes the whole text UCS-2 for one character outside GSM-7: 70, then 67 a part", () => {
    expect(countSegments(`${"a".repeat(69)}’`)).toEqual({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(countSegments(`${"a".repeat(70)}’`).segments).toBe(2);
    expect(countSegments(`${"a".repeat(133)}’`).segments).toBe(2);
    expect(countSegments(`${"a".repeat(134)}’`).segments).toBe(3);
    // An emoji is two UTF-16 units.
    expect(countSegments("🙂").units).toBe(2);
  });

  it("never counts fewer segments than the length allows", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (s) => {
        const c = countSegments(s);
        const perPart = c.encoding === "GSM-7" ? 153 : 67;
        const single = c.encoding === "GSM-7" ? 160 : 70;
        expect(c.units <= single ? c.segments === 1 : c.segments === Math.ceil(c.units / perPart)).toBe(true);
      }),
    );
  });

  it("turns typed punctuation into GSM-7", () => {
    const typed = "Ana’s “home” – 12 Main St… ok";
    expect(isGsm7(typed)).toBe(false);
    expect(toGsm7(typed)).toBe(`Ana's "home" - 12 Main St... ok`);
    expect(isGsm7(toGsm7(typed))).toBe(true);
  });
});
