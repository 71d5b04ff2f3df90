import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatUsPhone, maskPhone, toE164 } from "./phone";

const digit = (from: number) => fc.integer({ min: from, max: 9 }).map(String);
const usNumber = fc
  .tuple(digit(2), digit(0), digit(0), digit(2), fc.array(digit(0), { minLength: 6, maxLength: 6 }))
  .map(([a, b, c, e, rest]) => `${a}${b}${c}${e}${rest.join("")}`)
  .filter((d) => !/^[2-9]11/.test(d));

/** The ways people write one number. */
const writings = (d: string) => [
  d,
  `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`,
  `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`,
  `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
  `1${d}`,
  `+1 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
  ` +1 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)} `,
];

describe("toE164", () => {
  it("gives +1 and the ten digits for every common way of writing a US number", () => {
    fc.assert(
      fc.property(usNumber, (d) => {
        for (const w of writings(d)) expect(toE164(w)).toBe(`+1${d}`);
      }),
    );
  });

  it("is idempotent and its result reads back to itself", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        const once = toE164(s);
        if (once !== null) {
          expect(once).toMatch(/^\+1[2-9]\d{2}[2-9]\d{6}$/);
          expect(toE164(once)).toBe(once);
          expect(toE164(formatUsPhone(once))).toBe(once);
        }
      }),
    );
  });

  it("refuses what is not a US number", () => {
    for (const bad of [
      "",
      "555-0101",
      "408555010",
      "40855501011",
      "+44 20 7946 0958",
      "+2 408 555 0101",
      "(108) 555-0101",
      "(408) 055-0101",
      "(411) 555-0101",
      "408-555-01O1",
      "call 408 555 0101",
      "1+4085550101",
      `4085550101${" ".repeat(40)}`,
    ]) {
      expect(toE164(bad), bad).toBeNull();
    }
  });

  it("masks all but the last four digits for lists", () => {
    expect(maskPhone("+14085550101")).toBe("•••-•••-0101");
    expect(formatUsPhone("+14085550101")).toBe("(408) 555-0101");
  });
});
