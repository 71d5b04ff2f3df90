import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  linkState,
  localHour,
  mayAskAgain,
  orderForPage,
  REVIEW_MESSAGES,
  requestDue,
  reviewerLine,
  reviewInputSchema,
  reviewSummary,
} from "./reviews";

const LA = "America/Los_Angeles";
const at = (iso: string) => new Date(iso);
// Finished at 11:00 Pacific (19:00 UTC) on Friday 27 November 2026.
const finished = { status: "completed", finishedAt: at("2026-11-27T19:00:00Z"), timeZone: LA };

describe("when a customer is asked", () => {
  it("not before two hours after the visit", () => {
    expect(requestDue(finished, at("2026-11-27T20:59:00Z"))).toBe(false);
    expect(requestDue(finished, at("2026-11-27T21:00:00Z"))).toBe(true);
  });

  it("in the daytime of the visit's zone only (9:00 to 20:00)", () => {
    expect(localHour(at("2026-11-28T03:59:00Z"), LA)).toBe(19);
    expect(requestDue(finished, at("2026-11-28T03:59:00Z"))).toBe(true);
    expect(requestDue(finished, at("2026-11-28T04:00:00Z"))).toBe(false); // 20:00 Pacific
    expect(requestDue(finished, at("2026-11-28T16:59:00Z"))).toBe(false); // 8:59
    expect(requestDue(finished, at("2026-11-28T17:00:00Z"))).toBe(true); // 9:00
    // The same instant is night in New York's zone for a visit there.
    expect(requestDue({ ...finished, timeZone: "America/New_York" }, at("2026-11-28T02:00:00Z"))).toBe(false);
  });

  it("never for a visit that is not completed, nor weeks later", () => {
    for (const status of ["cancelled", "in_progress", "confirmed", "pending"])
      expect(requestDue({ ...finished, status }, at("2026-11-27T22:00:00Z"))).toBe(false);
    expect(requestDue(finished, at("2026-12-12T20:00:00Z"))).toBe(false);
  });

  it("at most once in 30 days", () => {
    expect(mayAskAgain(null, at("2026-11-27T22:00:00Z"))).toBe(true);
    expect(mayAskAgain(at("2026-11-01T22:00:00Z"), at("2026-11-27T22:00:00Z"))).toBe(false);
    expect(mayAskAgain(at("2026-10-28T22:00:00Z"), at("2026-11-27T22:00:00Z"))).toBe(true);
  });
});

describe("a review link", () => {
  const asked = at("2026-11-27T21:00:00Z");
  it("takes a first review for 60 days, then is expired", () => {
    expect(linkState(asked, null, at("2027-01-20T21:00:00Z"))).toBe("open");
    expect(linkState(asked, null, at("2027-01-27T21:00:00Z"))).toBe("expired");
  });
  it("edits the same review for 7 days after it was sent, then refuses", () => {
    const sent = at("2026-11-28T18:00:00Z");
    expect(linkState(asked, sent, at("2026-12-05T18:00:00Z"))).toBe("editable");
    expect(linkState(asked, sent, at("2026-12-05T18:00:01Z"))).toBe("closed");
  });
});

describe("what a review holds", () => {
  const base = { token: "x".repeat(40), rating: 2 };
  it("1 to 5 whole stars", () => {
    for (const rating of [0, 6, 2.5, "3", null])
      expect(reviewInputSchema.safeParse({ ...base, rating }).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.rating);
    expect(reviewInputSchema.parse(base)).toMatchObject({ rating: 2, text: "", showName: false, photoConsent: false });
  });

  it("text up to 2,000 characters, line breaks kept as text, controls refused", () => {
    expect(reviewInputSchema.safeParse({ ...base, text: "a".repeat(2000) }).success).toBe(true);
    expect(reviewInputSchema.safeParse({ ...base, text: "a".repeat(2001) }).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.textTooLong,
    );
    expect(reviewInputSchema.parse({ ...base, text: " Late.\r\nRude.\r\n" }).text).toBe("Late.\nRude.");
    expect(reviewInputSchema.safeParse({ ...base, text: "a\u0000b" }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ ...base, text: "x".repeat(100_000) }).success).toBe(false);
  });

  it("never throws on any body", () => {
    fc.assert(fc.property(fc.anything(), (b) => void reviewInputSchema.safeParse(b)));
  });

  it("is signed with the first name and city only when the customer chose so", () => {
    expect(reviewerLine({ showName: true, firstName: "Ana", city: "Berkeley" })).toBe("Ana, Berkeley");
    expect(reviewerLine({ showName: false, firstName: "Ana", city: "Berkeley" })).toBe("A customer in Berkeley");
    expect(reviewerLine({ showName: false, firstName: "Ana", city: null })).toBe("A customer");
  });
});

describe("on the pages", () => {
  it("the average counts every published review, low ones included", () => {
    expect(reviewSummary([])).toEqual({ count: 0, average: null });
    expect(reviewSummary([5, 2, 4])).toEqual({ count: 3, average: 3.7 });
  });

  it("the page's area first, newest first", () => {
    const r = (id: string, serviceArea: string, day: number) => ({
      id,
      serviceArea,
      createdAt: at(`2026-11-${String(day).padStart(2, "0")}T12:00:00Z`),
    });
    const list = [r("a", "boston", 20), r("b", "bay-area", 10), r("c", "bay-area", 15), r("d", "boston", 25)];
    expect(orderForPage(list, "bay-area").map((x) => x.id)).toEqual(["c", "b", "d", "a"]);
    expect(orderForPage(list).map((x) => x.id)).toEqual(["d", "a", "c", "b"]);
  });
});
