import { describe, expect, it } from "vitest";
import { mayChangeQuote, revisionCheck } from "./quote-revision";
import { businessToday } from "./quote-rules";

const DAY = 86_400_000;
// Any instant works: the rules read the business's date of the `now` handed in.
const now = new Date(Date.UTC(2031, 2, 14, 19));
const today = businessToday(now);
const yesterday = businessToday(new Date(now.getTime() - DAY));

describe("revisionCheck", () => {
  it("lets a draft and a sent quote change through the last day of their expiry", () => {
    expect(revisionCheck({ status: "draft", expiresOn: today }, now)).toEqual({ ok: true });
    expect(revisionCheck({ status: "sent", expiresOn: today }, now)).toEqual({ ok: true });
  });

  it("refuses an approved, a declined and an expired quote", () => {
    const refused = { ok: false, reason: "quote-not-editable" };
    expect(revisionCheck({ status: "approved", expiresOn: today }, now)).toEqual(refused);
    expect(revisionCheck({ status: "declined", expiresOn: today }, now)).toEqual(refused);
    expect(revisionCheck({ status: "sent", expiresOn: yesterday }, now)).toEqual(refused);
    expect(revisionCheck({ status: "draft", expiresOn: yesterday }, now)).toEqual(refused);
  });
});

describe("mayChangeQuote", () => {
  const built = { createdBy: "tech-1", jobBookingId: "job-1" };
  it("lets the owner change any quote, the office's or a technician's", () => {
    const owner = { id: "olivia", role: "admin" };
    expect(mayChangeQuote(owner, { createdBy: "olivia", jobBookingId: null }, false)).toBe(true);
    expect(mayChangeQuote(owner, built, false)).toBe(true);
  });

  it("lets a technician change only the quote they built on their crew's job", () => {
    expect(mayChangeQuote({ id: "tech-1", role: "technician" }, built, true)).toBe(true);
    // The job went to another crew.
    expect(mayChangeQuote({ id: "tech-1", role: "technician" }, built, false)).toBe(false);
    // A crewmate's quote, and the office's quote for the same customer.
    expect(mayChangeQuote({ id: "tech-2", role: "technician" }, built, true)).toBe(false);
    expect(
      mayChangeQuote({ id: "tech-1", role: "technician" }, { createdBy: "tech-1", jobBookingId: null }, true),
    ).toBe(false);
  });

  it("never lets a customer change a quote, even their own", () => {
    expect(mayChangeQuote({ id: "alice", role: "customer" }, { createdBy: "alice", jobBookingId: "job-1" }, true)).toBe(
      false,
    );
  });
});
