import { describe, expect, it } from "vitest";
import { depositCancelSentence, depositLine, depositOnCancel, depositRefundable, depositState } from "./deposit-state";

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

describe("depositLine for the customer's own dashboard", () => {
  it("says the same state as the owner's line, in the customer's words and the business's zone", () => {
    expect(depositLine(base, ZONE, "customer")).toBe(
      "Deposit $29.80 paid on Tue, Mar 10, 2026, 10:05 AM PDT; it counts toward your invoice.",
    );
    const pending = {
      ...base,
      bookingStatus: "cancelled",
      cancelledBy: "customer" as const,
      refundState: "pending",
      refundReason: "cancel-grace",
      refundRequestedAt: REFUNDED,
      refundedBy: "Ana Li",
    };
    expect(depositLine(pending, ZONE, "customer")).toBe(
      "Deposit $29.80 paid on Tue, Mar 10, 2026, 10:05 AM PDT; refund in full requested on Wed, Mar 11, 2026, 9:30 AM PDT (you cancelled within the hour), on its way to your card.",
    );
    const refunded = { ...pending, refundState: "succeeded", refundReason: "owner-cancel", refundedAt: REFUNDED };
    // The owner's name is the owner's to read, not the customer's.
    expect(depositLine(refunded, ZONE, "customer")).toBe(
      "Deposit $29.80 paid on Tue, Mar 10, 2026, 10:05 AM PDT; refunded in full on Wed, Mar 11, 2026, 9:30 AM PDT (we cancelled the visit).",
    );
    const kept = { ...base, bookingStatus: "cancelled", cancelledBy: "customer" as const };
    expect(depositLine(kept, ZONE, "customer")).toBe(
      "Deposit $29.80 paid on Tue, Mar 10, 2026, 10:05 AM PDT; kept (late cancel), as the booking terms said.",
    );
  });
});

describe("a deposit the owner cancelled before refunds were automatic", () => {
  const earlier = { ...base, bookingStatus: "cancelled", cancelledBy: "owner" as const };

  it("is not refunded, not kept, and the owner may refund it", () => {
    expect(depositState(earlier)).toBe("not-refunded");
    expect(depositRefundable(earlier)).toBe(true);
    expect(depositLine(earlier, ZONE)).toBe(
      "Deposit $29.80 paid on Tue, Mar 10, 2026, 10:05 AM PDT; not refunded (cancelled by you before refunds were automatic).",
    );
    expect(depositLine(earlier, ZONE, "customer")).toMatch(/; not refunded yet: we cancelled this visit/);
  });

  it("is refundable only while nothing was claimed, and never for the customer's own cancel", () => {
    expect(depositRefundable({ ...earlier, refundState: "pending" })).toBe(false);
    expect(depositRefundable({ ...earlier, refundState: "succeeded" })).toBe(false);
    expect(depositRefundable({ ...earlier, cancelledBy: "customer" })).toBe(false);
    expect(depositRefundable({ ...earlier, bookingStatus: "confirmed" })).toBe(false);
    const done = { ...earlier, refundState: "succeeded", refundReason: "owner-cancel-earlier", refundedAt: REFUNDED };
    expect(depositLine({ ...done, refundedBy: "Olivia Owner" }, ZONE)).toBe(
      "Deposit $29.80 paid on Tue, Mar 10, 2026, 10:05 AM PDT; refunded in full on Wed, Mar 11, 2026, 9:30 AM PDT (the business cancelled before refunds were automatic; refunded by hand, by Olivia Owner).",
    );
  });
});
