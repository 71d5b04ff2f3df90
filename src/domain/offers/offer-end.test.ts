import { describe, expect, it } from "vitest";
import { claimUntilEnd, offerEndSchema, offerEndsAt, offerEndsSentence, offerRunning, publicOffer } from "./offer-end";
import { bestOffer, newOfferClaim } from "./offers";

// Pure functions of the dates they are given: historic dates stay valid inputs forever.
const LA = "America/Los_Angeles";

describe("the offers' end date the owner sets", () => {
  it("is a real calendar date or nothing", () => {
    expect(offerEndSchema.parse("2026-12-11")).toBe("2026-12-11");
    expect(offerEndSchema.parse(" 2026-12-11 ")).toBe("2026-12-11");
    expect(offerEndSchema.parse("")).toBeNull();
    expect(offerEndSchema.parse(null)).toBeNull();
    expect(offerEndSchema.parse(undefined)).toBeNull();
    for (const bad of ["2026-02-30", "12/11/2026", "2026-13-01", "tomorrow", "2026-12-111", "x".repeat(500)])
      expect(offerEndSchema.safeParse(bad).success, bad).toBe(false);
  });

  it("runs to the business's midnight after its last day, the same instant for every visitor", () => {
    expect(offerEndsAt("2026-12-11", LA).toISOString()).toBe("2026-12-12T08:00:00.000Z");
    // The night the clocks fall back is 25 hours long; its end is still local midnight.
    expect(offerEndsAt("2026-10-31", LA).toISOString()).toBe("2026-11-01T07:00:00.000Z");
    expect(offerEndsAt("2026-11-01", LA).toISOString()).toBe("2026-11-02T08:00:00.000Z");
    expect(offerRunning("2026-12-11", new Date("2026-12-12T07:59:59Z"), LA)).toBe(true);
    expect(offerRunning("2026-12-11", new Date("2026-12-12T08:00:00Z"), LA)).toBe(false);
    expect(offerRunning(null, new Date("2099-01-01T00:00:00Z"), LA)).toBe(true);
  });

  it("is said as the visit date is written, with no gap before the full stop", () => {
    expect(offerEndsSentence("2026-12-11")).toBe("Offer ends Friday, December 11, 2026.");
    expect(publicOffer("2026-12-11", new Date("2026-12-05T01:00:00Z"), LA)).toEqual({
      running: true,
      ends: "Offer ends Friday, December 11, 2026.",
    });
  });

  it("shows no deadline without an end date, and no offer after it", () => {
    expect(publicOffer(null, new Date("2026-12-05T01:00:00Z"), LA)).toEqual({ running: true, ends: null });
    expect(publicOffer("2026-12-11", new Date("2026-12-12T08:00:00Z"), LA)).toEqual({ running: false, ends: null });
  });

  it("ends a visitor's held offer at the owner's end, however fresh their cookie", () => {
    const shownAt = new Date("2026-12-11T20:00:00Z"); // noon on the last day
    const held = claimUntilEnd(newOfferClaim(["save20"], shownAt), "2026-12-11", LA);
    expect(held.expiresAt.toISOString()).toBe("2026-12-12T08:00:00.000Z");
    expect(bestOffer(held, 400, new Date("2026-12-12T07:00:00Z"))?.discount).toBe(80);
    expect(bestOffer(held, 400, new Date("2026-12-12T08:00:00Z"))).toBeNull();
    // An end later than the claim's own keeps the claim's.
    const early = newOfferClaim(["save20"], shownAt);
    expect(claimUntilEnd(early, "2027-06-30", LA)).toEqual(early);
    expect(claimUntilEnd(early, null, LA)).toEqual(early);
  });
});
