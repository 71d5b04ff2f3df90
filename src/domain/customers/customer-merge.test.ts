import { describe, expect, it } from "vitest";
import { customerMergeSchema, type MergeSide, mergeRefusal, movedLines, resolveMerge } from "./customer-merge";

const now = new Date();
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

const side = (id: string, patch: Partial<MergeSide> = {}): MergeSide => ({
  id,
  role: "customer",
  name: `${id} account`,
  email: `${id}@example.com`,
  mergedInto: null,
  profile: { fullName: `${id} Diaz`, phone: null, defaultAddress: null },
  textConsent: null,
  phoneProof: null,
  reviewOptOut: false,
  ...patch,
});

describe("mergeRefusal", () => {
  it("refuses a customer merged into itself, a non-customer either way, and an account already merged", () => {
    expect(mergeRefusal(side("cara"), side("cara"))).toBe("merge-into-itself");
    expect(mergeRefusal(side("cara"), side("owner", { role: "admin" }))).toBe("merge-not-customer");
    expect(mergeRefusal(side("tech", { role: "technician" }), side("cara"))).toBe("merge-not-customer");
    expect(mergeRefusal(side("cara"), side("dup", { mergedInto: "x" }))).toBe("merge-already-merged");
    expect(mergeRefusal(side("cara", { mergedInto: "x" }), side("dup"))).toBe("merge-already-merged");
    expect(mergeRefusal(side("cara"), side("dup"))).toBeNull();
  });
});

describe("resolveMerge", () => {
  it("keeps the kept account's email, name and details, and says what it did not keep", () => {
    const r = resolveMerge(
      side("cara", { profile: { fullName: "Cara Diaz", phone: "(510) 555-0177", defaultAddress: "2180 Milvia St" } }),
      side("dup", { profile: { fullName: "C. Diaz", phone: "510-555-9999", defaultAddress: "12 Oak Ave" } }),
    );
    expect(r.profile).toEqual({ fullName: "Cara Diaz", phone: "(510) 555-0177", defaultAddress: "2180 Milvia St" });
    expect(r.sentences).toEqual([
      "Email cara@example.com is kept for sign-in; dup@example.com stays on the merge record and can no longer sign in.",
      'Name "Cara Diaz" is kept (not "C. Diaz").',
      "Phone (510) 555-0177 is kept (not 510-555-9999).",
      "Home address 2180 Milvia St is kept (not 12 Oak Ave).",
    ]);
  });

  it("fills the kept profile's blanks from the duplicate's, and says so", () => {
    const r = resolveMerge(
      side("cara", { profile: { fullName: "Cara Diaz", phone: "  ", defaultAddress: null } }),
      side("dup", { profile: { fullName: "Cara Diaz", phone: "510-555-9999", defaultAddress: "12 Oak Ave" } }),
    );
    expect(r.profile).toEqual({ fullName: "Cara Diaz", phone: "510-555-9999", defaultAddress: "12 Oak Ave" });
    expect(r.sentences).toContain("Phone 510-555-9999 is taken from the duplicate (the kept profile had none).");
    const noProfile = resolveMerge(side("cara", { profile: null }), side("dup", { profile: null }));
    expect(noProfile.profile).toEqual({ fullName: "cara account", phone: null, defaultAddress: null });
  });

  it("keeps the later text choice of the two, a newer 'off' too", () => {
    const on = { phone: "+15105550177", enabled: true, updatedAt: minutesAgo(600) };
    const off = { phone: "+15105559999", enabled: false, updatedAt: minutesAgo(5) };
    const newerOff = resolveMerge(side("cara", { textConsent: on }), side("dup", { textConsent: off }));
    expect(newerOff.textConsent).toBe("merge");
    expect(newerOff.sentences).toContain("Texts: off to +15105559999, the latest choice of the two.");
    expect(resolveMerge(side("cara", { textConsent: off }), side("dup", { textConsent: on })).textConsent).toBe("keep");
    expect(resolveMerge(side("cara"), side("dup", { textConsent: on })).textConsent).toBe("merge");
    expect(resolveMerge(side("cara", { textConsent: on }), side("dup")).textConsent).toBe("keep");
    expect(resolveMerge(side("cara"), side("dup")).textConsent).toBe("none");
  });

  it("keeps review requests off when either account asked", () => {
    expect(resolveMerge(side("cara"), side("dup", { reviewOptOut: true })).reviewOptOut).toBe(true);
    expect(resolveMerge(side("cara", { reviewOptOut: true }), side("dup")).reviewOptOut).toBe(true);
    expect(resolveMerge(side("cara"), side("dup")).reviewOptOut).toBe(false);
  });
});

describe("movedLines", () => {
  it("names the kinds the owner knows, sums the rest, and leaves zeros out", () => {
    expect(
      movedLines({
        "reviews.user_id": 1,
        "bookings.user_id": 3,
        "invoices.user_id": 0,
        "booking_status_changes.changed_by": 2,
        "sms_code_sends.user_id": 1,
      }),
    ).toEqual([
      { label: "visits", count: 3 },
      { label: "reviews", count: 1 },
      { label: "other records", count: 3 },
    ]);
    expect(movedLines({ "bookings.user_id": 0 })).toEqual([]);
  });
});

describe("customerMergeSchema", () => {
  it("takes two account ids and refuses anything else with a sentence", () => {
    expect(customerMergeSchema.parse({ keepId: "cara", mergeId: "dup_1" })).toEqual({
      keepId: "cara",
      mergeId: "dup_1",
    });
    const bad = customerMergeSchema.safeParse({ keepId: "cara", mergeId: "x'; drop" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("That customer was not found.");
    expect(customerMergeSchema.safeParse({ keepId: "cara" }).error?.issues[0]?.message).toBe(
      "Pick the customer to merge.",
    );
  });
});
