import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  claimsOf,
  FACTS_MESSAGES,
  factsFromInput,
  factsInputSchema,
  foundedInFuture,
  isGoogleReviewUrl,
  NO_FACTS,
} from "./business-facts";

const now = new Date("2026-11-27T12:00:00Z");
const blank = {
  insured: false,
  emergencyOn: false,
  sameDay: false,
};

describe("business facts", () => {
  it("claim nothing on a fresh install", () => {
    expect(claimsOf(NO_FACTS)).toEqual([]);
  });

  it("claim exactly what the owner set, in one order", () => {
    const input = factsInputSchema.parse({
      ...blank,
      insured: true,
      insurerName: "Acme Mutual",
      licenseNumber: "CSLB #1098765",
      associationName: "NADCA",
      foundedYear: 2012,
      emergencyOn: true,
      emergencyPhone: "(415) 555-0100",
      emergencyHours: "every day 7am-10pm",
    });
    expect(claimsOf(factsFromInput(input)).map((c) => c.text)).toEqual([
      "Insured (Acme Mutual)",
      "License CSLB #1098765",
      "Member of NADCA",
      "In business since 2012",
      "Emergency service: (415) 555-0100 (every day 7am-10pm)",
    ]);
  });

  it("refuse same-day visits while the booking form starts tomorrow", () => {
    const r = factsInputSchema.safeParse({ ...blank, sameDay: true });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(FACTS_MESSAGES.sameDay);
  });

  it("refuse emergency service without its phone and hours, and keep no details when it is off", () => {
    const r = factsInputSchema.safeParse({ ...blank, emergencyOn: true, emergencyPhone: "555" });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["emergencyHours", FACTS_MESSAGES.emergencyIncomplete],
    ]);
    const off = factsInputSchema.parse({ ...blank, emergencyPhone: "555", emergencyHours: "24/7" });
    expect(factsFromInput(off).emergency).toBeNull();
  });

  it("refuse a year in the future, links and line breaks in the text fields", () => {
    expect(foundedInFuture(2027, now)).toBe(true);
    expect(foundedInFuture(2026, now)).toBe(false);
    // New Year's Eve in California is already next year in UTC.
    expect(foundedInFuture(2027, new Date("2027-01-01T03:00:00Z"))).toBe(true);
    expect(factsInputSchema.safeParse({ ...blank, foundedYear: 1850 }).success).toBe(false);
    expect(factsInputSchema.safeParse({ ...blank, licenseNumber: "see evil.example" }).success).toBe(false);
    expect(factsInputSchema.safeParse({ ...blank, associationName: "A\r\nBcc: x" }).success).toBe(false);
    expect(factsInputSchema.safeParse({ ...blank, licenseNumber: "x".repeat(61) }).success).toBe(false);
  });

  it("take only an https Google address as the review link", () => {
    expect(isGoogleReviewUrl("https://g.page/r/abc123/review")).toBe(true);
    expect(isGoogleReviewUrl("https://search.google.com/local/writereview?placeid=x")).toBe(true);
    expect(isGoogleReviewUrl("http://g.page/r/abc")).toBe(false);
    expect(isGoogleReviewUrl("https://g.page.evil.example/r")).toBe(false);
    expect(isGoogleReviewUrl("https://user:pw@g.page/r")).toBe(false);
    expect(isGoogleReviewUrl("javascript:alert(1)")).toBe(false);
  });

  it("answer any body with a parse result, never a throw, and keep claims within their limits", () => {
    const junk = fc.oneof(fc.anything(), fc.string({ maxLength: 400 }), fc.integer(), fc.boolean());
    const body = fc.record(
      Object.fromEntries(
        [
          "insured",
          "insurerName",
          "licenseNumber",
          "associationName",
          "foundedYear",
          "emergencyOn",
          "emergencyPhone",
          "emergencyHours",
          "sameDay",
          "googleReviewUrl",
        ].map((k) => [k, junk]),
      ),
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(body, fc.anything()), (b) => {
        const r = factsInputSchema.safeParse(b);
        if (r.success) for (const c of claimsOf(factsFromInput(r.data))) expect(c.text.length).toBeLessThanOrEqual(200);
      }),
      { numRuns: 2000 },
    );
  });
});
