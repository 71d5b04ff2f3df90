import { describe, expect, it } from "vitest";
import { foldsInto, isLeadStatus, ownerNoticeForRequest, personKeys } from "./lead-work";

const now = new Date("2026-11-24T18:00:00Z");
const lead = { email: "Ana@Example.com", phone: "(415) 555-0100", status: "new", lastRequestAt: now };
const hoursLater = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe("lead work", () => {
  it("knows a person by email (any case) or phone digits", () => {
    expect(personKeys({ email: " ANA@example.com ", phone: "+1 415-555-0100" })).toEqual({
      email: "ana@example.com",
      phone: "4155550100",
    });
  });

  it("folds a repeat request within 24 hours by email or phone", () => {
    expect(foldsInto(lead, { email: "ana@example.com", phone: "650 555 0199" }, hoursLater(23.9))).toBe(true);
    expect(foldsInto(lead, { email: "other@example.com", phone: "415.555.0100" }, hoursLater(1))).toBe(true);
    expect(foldsInto(lead, { email: "other@example.com", phone: "650 555 0199" }, hoursLater(1))).toBe(false);
    expect(foldsInto(lead, { email: "ana@example.com", phone: "" }, hoursLater(24))).toBe(false);
  });

  it("does not fold into a lead that is booked or lost", () => {
    expect(foldsInto({ ...lead, status: "booked" }, lead, hoursLater(1))).toBe(false);
    expect(foldsInto({ ...lead, status: "contacted" }, lead, hoursLater(1))).toBe(true);
  });

  it("tells the owner of the first request and the first repeat only", () => {
    expect([1, 2, 3, 4].map(ownerNoticeForRequest)).toEqual([true, true, false, false]);
  });

  it("accepts only the four statuses", () => {
    expect(isLeadStatus("contacted")).toBe(true);
    expect(isLeadStatus("won")).toBe(false);
  });
});
