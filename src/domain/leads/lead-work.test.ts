import { describe, expect, it } from "vitest";
import {
  foldsInto,
  isLeadStatus,
  type LeadRequest,
  ownerNoticeForRequest,
  personKeys,
  requestFingerprint,
} from "./lead-work";

const now = new Date("2026-11-24T18:00:00Z");
const request: LeadRequest = {
  fullName: "Ana Li",
  email: "Ana@Example.com",
  phone: "(415) 555-0100",
  address: "1 Main St, Oakland, CA 94607",
  serviceType: "air_duct",
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1800,
  pricingExact: 399,
  priceTableVersion: "2026-01",
  offerId: null,
  offerDiscount: 0,
  marketingConsent: true,
};
const digest = requestFingerprint(request);
const lead = { requestDigest: digest, status: "new", lastRequestAt: now };
const hoursLater = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe("lead work", () => {
  it("knows a person by email (any case) or phone digits", () => {
    expect(personKeys({ email: " ANA@example.com ", phone: "+1 415-555-0100" })).toEqual({
      email: "ana@example.com",
      phone: "4155550100",
    });
  });

  it("folds the same request sent again within 24 hours, whatever its spacing and letter case", () => {
    const again = requestFingerprint({
      ...request,
      fullName: " ana  LI ",
      email: "ANA@example.com",
      phone: "415.555.0100",
    });
    expect(again).toBe(digest);
    expect(foldsInto(lead, { digest: again }, hoursLater(23.9))).toBe(true);
    expect(foldsInto(lead, { digest }, hoursLater(24))).toBe(false);
  });

  it("never folds a request that says anything else: another person, home, address, quote or consent", () => {
    const changes: Partial<LeadRequest>[] = [
      { email: "other@example.com" },
      { phone: "650 555 0199" },
      { fullName: "Mallory" },
      { address: "9 Other St, Oakland, CA 94607" },
      { bedrooms: 4 },
      { pricingExact: 429 },
      { offerId: "save20", offerDiscount: 80 },
      { marketingConsent: false },
    ];
    for (const change of changes) {
      expect(foldsInto(lead, { digest: requestFingerprint({ ...request, ...change }) }, hoursLater(1))).toBe(false);
    }
  });

  it("does not fold into a lead that is booked or lost, or stored before digests", () => {
    expect(foldsInto({ ...lead, status: "booked" }, { digest }, hoursLater(1))).toBe(false);
    expect(foldsInto({ ...lead, status: "contacted" }, { digest }, hoursLater(1))).toBe(true);
    expect(foldsInto({ ...lead, requestDigest: null }, { digest }, hoursLater(1))).toBe(false);
  });

  it("tells the owner of the first request and the first repeat only", () => {
    expect([1, 2, 3, 4].map(ownerNoticeForRequest)).toEqual([true, true, false, false]);
  });

  it("accepts only the four statuses", () => {
    expect(isLeadStatus("contacted")).toBe(true);
    expect(isLeadStatus("won")).toBe(false);
  });
});
