import { describe, expect, it } from "vitest";
import { bookingWindowDays, isProposalDue, nextVisitDate, PROPOSAL_LEAD_DAYS, suggestedVisitDate } from "./recurring";

const TZ = "America/Los_Angeles";
const series = { isActive: true, nextScheduledDate: "2027-06-01", proposedFor: null, visitCompleted: true };

describe("recurring series", () => {
  it("next visit is the interval after the visit, clamped to the month's end", () => {
    expect(nextVisitDate("2026-12-01", 6)).toBe("2027-06-01");
    expect(nextVisitDate("2026-08-31", 6)).toBe("2027-02-28");
  });

  it("series bookings get a window twice as long as everyone's", () => {
    expect(bookingWindowDays(true)).toBe(60);
    expect(bookingWindowDays(false)).toBe(30);
  });

  it("proposes the next visit PROPOSAL_LEAD_DAYS before its date, once", () => {
    const due = new Date("2027-04-17T17:00:00Z"); // 45 days before June 1 in LA
    expect(PROPOSAL_LEAD_DAYS).toBe(45);
    expect(isProposalDue(series, new Date("2027-04-16T17:00:00Z"), TZ)).toBe(false);
    expect(isProposalDue(series, due, TZ)).toBe(true);
    expect(isProposalDue({ ...series, proposedFor: "2027-06-01" }, due, TZ)).toBe(false);
    expect(isProposalDue({ ...series, isActive: false }, due, TZ)).toBe(false);
    expect(isProposalDue({ ...series, visitCompleted: false }, due, TZ)).toBe(false);
  });

  it("suggests the interval date, or tomorrow if that has passed", () => {
    expect(suggestedVisitDate("2027-06-01", new Date("2027-04-17T17:00:00Z"), TZ)).toBe("2027-06-01");
    expect(suggestedVisitDate("2027-06-01", new Date("2027-06-03T17:00:00Z"), TZ)).toBe("2027-06-04");
  });
});
