import { describe, expect, it } from "vitest";
import {
  bookingWindowDays,
  isProposalDue,
  nextVisitDate,
  PROPOSAL_LEAD_DAYS,
  seriesTermsApply,
  suggestedVisitDate,
} from "./recurring";

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

describe("seriesTermsApply", () => {
  const series = { serviceType: "dryer_vent", nextScheduledDate: "2027-06-08" };
  const visit = { status: "completed", address: "2180 Milvia St, Berkeley, CA 94704" };
  const job = {
    serviceType: "dryer_vent",
    address: "2180 milvia st,  Berkeley CA 94704",
    appointmentDate: "2027-06-10",
  };

  it("applies to the series' next visit: same service and address, near its date, after a completed visit", () => {
    expect(seriesTermsApply({ series, currentVisit: visit, job })).toBe(true);
    expect(seriesTermsApply({ series, currentVisit: visit, job: { ...job, appointmentDate: "2027-07-08" } })).toBe(
      true,
    );
    // The booking page asks before a date is chosen.
    expect(seriesTermsApply({ series, currentVisit: visit, job: { serviceType: "dryer_vent" } })).toBe(true);
  });

  it("does not apply to anything else", () => {
    expect(seriesTermsApply({ series, currentVisit: { ...visit, status: "pending" }, job })).toBe(false);
    expect(seriesTermsApply({ series, currentVisit: { ...visit, status: "cancelled" }, job })).toBe(false);
    expect(seriesTermsApply({ series, currentVisit: null, job })).toBe(false);
    expect(seriesTermsApply({ series, currentVisit: visit, job: { ...job, serviceType: "combo" } })).toBe(false);
    expect(
      seriesTermsApply({ series, currentVisit: visit, job: { ...job, address: "9 Elm St, Oakland, CA 94607" } }),
    ).toBe(false);
    expect(seriesTermsApply({ series, currentVisit: visit, job: { ...job, appointmentDate: "2027-04-20" } })).toBe(
      false,
    );
  });
});
