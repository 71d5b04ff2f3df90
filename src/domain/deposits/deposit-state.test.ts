import { describe, expect, it } from "vitest";
import { depositCancelSentence, depositLine, depositOnCancel, depositState } from "./deposit-state";

// Formatting only: the instants decide no behaviour, the zone's offset is what is checked.
const PAID = new Date("2026-03-10T17:05:00Z");
const REFUNDED = new Date("2026-03-11T16:30:00Z");
const ZONE = "America/Los_Angeles";
const base = {
  depositCents: 2_980,
  paidAt: PAID,
  refundState: null,
  refundReason: null,
  refundRequestedAt: null,
  refundedAt: null,
  refundedBy: null,
  bookingStatus: "confirmed",
};

describe("depositOnCancel", () => {
  const bookedAt = new Date(0);
  const later = (minutes: number) => new Date(bookedAt.getTime() + minutes * 60_000);

  it("gives the deposit back whenever the business cancels", () => {
    for (const m of [1, 61, 60 * 24 * 30])
      expect(depositOnCancel("owner", bookedAt, later(m))).toEqual({ outcome: "full", reason: "owner-cancel" });
  });

  it("keeps the customer's grace hour, and keeps the deposit after it", () => {
    expect(depositOnCancel("customer", bookedAt, later(30))).toEqual({ outcome: "full", reason: "cancel-grace" });
    expect(depositOnCancel("customer", bookedAt, later(61))).toEqual({ outcome: "kept" });
  });
});

describe("depositCancelSentence", () => {
  it("says refunded or kept, with the amount", () => {
    expect(depositCancelSentence(2_980, "full")).toMatch(/^Your \$29\.80 deposit has been refunded in full/);
    expect(depositCancelSentence(2_980, "kept")).toMatch(/^Your \$29\.80 deposit is kept, as the booking terms said/);
  });
});

describe("depositLine", () => {
  it("reads paid, pending, refunded and kept, with dates in the business's zone", () => {
    expect(depositState(base)).toBe("paid");
    expect(depositLine(base, ZONE)).toBe(
      "Deposit $29.80 paid on Tue, Mar 10, 2026, 10:05 AM PDT; counts toward the invoice.",
    );
    const refunded = {
      ...base,
      bookingStatus: "cancelled",
      refundState: "succeeded",
      refundReason: "owner-cancel",
      refundedAt: REFUNDED,
      refundedBy: "Olivia Owner",
    };
    expect(depositState(refunded)).toBe("refunded");
    expect(depositLine(refunded, ZONE)).toBe(
      "Deposit $29.80 paid on Tue, Mar 10, 2026, 10:05 AM PDT; refunded in full on Wed, Mar 11, 2026, 9:30 AM PDT (the business cancelled, by Olivia Owner).",
    );
    const pending = { ...refunded, refundState: "pending", refundRequestedAt: REFUNDED, refundedAt: null };
    expect(depositState(pending)).toBe("refund-pending");
    expect(depositLine(pending, ZONE)).toBe(
      "Deposit $29.80 paid on Tue, Mar 10, 2026, 10:05 AM PDT; refund in full asked on Wed, Mar 11, 2026, 9:30 AM PDT, not yet confirmed by Stripe (the business cancelled, by Olivia Owner).",
    );
    const kept = { ...base, bookingStatus: "cancelled" };
    expect(depositState(kept)).toBe("kept");
    expect(depositLine(kept, ZONE)).toContain("; kept: cancelled after the grace hour");
  });
});
