import { describe, expect, it } from "vitest";
import { BOOKING_LIMITS, BOOKING_LIMITS_NOTE, bookingLimitRefusal } from "./booking-limits";

describe("bookingLimitRefusal", () => {
  it("lets a verified customer book up to one visit a day and four upcoming", () => {
    expect(bookingLimitRefusal({ date: "2026-11-10", upcomingDates: [], emailVerified: true })).toBeNull();
    expect(bookingLimitRefusal({ date: "2026-11-10", upcomingDates: ["2026-11-10"], emailVerified: true })).toBe(
      "booking-day-limit",
    );
    const three = ["2026-11-11", "2026-11-12", "2026-11-13"];
    expect(bookingLimitRefusal({ date: "2026-11-10", upcomingDates: three, emailVerified: true })).toBeNull();
    expect(
      bookingLimitRefusal({ date: "2026-11-10", upcomingDates: [...three, "2026-11-14"], emailVerified: true }),
    ).toBe("booking-upcoming-limit");
  });

  it("holds an unverified account to one upcoming visit", () => {
    expect(bookingLimitRefusal({ date: "2026-11-10", upcomingDates: [], emailVerified: false })).toBeNull();
    expect(bookingLimitRefusal({ date: "2026-11-12", upcomingDates: ["2026-11-11"], emailVerified: false })).toBe(
      "verify-email-to-book",
    );
  });

  it("is what the form says", () => {
    expect(BOOKING_LIMITS).toEqual({ perDay: 1, upcoming: 4, upcomingUnverified: 1 });
    // What the customer can do, with the number that matters to them; not the rule's wording.
    expect(BOOKING_LIMITS_NOTE).toContain("once your email is verified");
    expect(BOOKING_LIMITS_NOTE).toContain("call us for more than 4");
    expect(BOOKING_LIMITS_NOTE).not.toMatch(/per account|per day|upcoming visits/);
  });
});
