import { describe, expect, it } from "vitest";
import { addressKey, type DuplicateCandidate, pairKey, phoneKey, possibleDuplicates } from "./duplicates";

const base: DuplicateCandidate = {
  id: "a",
  userId: "u1",
  status: "pending",
  address: "12 Oak Street, San Jose, CA 95112",
  zipCode: "95112",
  customerPhone: "(408) 555-0101",
  appointmentDate: "2026-11-30",
  appointmentTime: "09:00",
  durationMinutes: 180,
  timeZone: "America/Los_Angeles",
};
const booking = (over: Partial<DuplicateCandidate>): DuplicateCandidate => ({ ...base, ...over });

describe("addressKey and phoneKey", () => {
  it("spell one street line one way", () => {
    expect(addressKey("12 Oak Street, Apt. 4, San Jose")).toBe(addressKey("12  oak st #4"));
    expect(addressKey("400 North Main Avenue")).toBe("400 n main ave");
    expect(addressKey("12 Oak St")).not.toBe(addressKey("14 Oak St"));
  });

  it("read a phone by its last ten digits", () => {
    expect(phoneKey("+1 (408) 555-0101")).toBe("4085550101");
    expect(phoneKey("408.555.0101")).toBe("4085550101");
    expect(phoneKey("555-0101")).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });
});

describe("possibleDuplicates", () => {
  it("flags the same house at overlapping times from two accounts", () => {
    const pairs = possibleDuplicates([
      booking({ id: "b1", userId: "u1", customerPhone: "4085550101" }),
      booking({ id: "b2", userId: "u2", address: "12 oak st., San Jose CA 95112", customerPhone: "4085550199" }),
    ]);
    expect(pairs).toEqual([{ a: "b1", b: "b2", reasons: ["address"], sameAccount: false }]);
  });

  it("flags the same phone at overlapping times, and both reasons when both match", () => {
    expect(
      possibleDuplicates([
        booking({ id: "b1", address: "1 Elm Rd" }),
        booking({ id: "b2", address: "99 Pine Rd", appointmentTime: "11:00" }),
      ]),
    ).toEqual([{ a: "b1", b: "b2", reasons: ["phone"], sameAccount: true }]);
    expect(possibleDuplicates([booking({ id: "b1" }), booking({ id: "b2", userId: "u2" })])[0]?.reasons).toEqual([
      "address",
      "phone",
    ]);
  });

  it("leaves alone visits that do not overlap, other days, other ZIPs and cancelled ones", () => {
    expect(possibleDuplicates([booking({ id: "b1" }), booking({ id: "b2", appointmentTime: "12:00" })])).toEqual([]);
    expect(possibleDuplicates([booking({ id: "b1" }), booking({ id: "b2", appointmentDate: "2026-12-01" })])).toEqual(
      [],
    );
    expect(
      possibleDuplicates([
        booking({ id: "b1", customerPhone: null }),
        booking({ id: "b2", customerPhone: null, zipCode: "95008", address: "12 Oak Street, Campbell, CA 95008" }),
      ]),
    ).toEqual([]);
    expect(possibleDuplicates([booking({ id: "b1" }), booking({ id: "b2", status: "cancelled" })])).toEqual([]);
  });

  it("compares instants across time zones", () => {
    // 09:00 in Los Angeles is 12:00 in New York: one phone, one moment.
    expect(
      possibleDuplicates([
        booking({ id: "b1", address: "1 Elm Rd" }),
        booking({ id: "b2", address: "2 Ash Rd", appointmentTime: "12:30", timeZone: "America/New_York" }),
      ]),
    ).toHaveLength(1);
  });

  it("drops a pair the owner called not a duplicate, whichever order it was stored in", () => {
    const list = [booking({ id: "b2" }), booking({ id: "b1", userId: "u2" })];
    expect(possibleDuplicates(list, new Set([pairKey("b2", "b1")]))).toEqual([]);
    expect(possibleDuplicates(list)).toHaveLength(1);
  });

  it("finds every pair among three", () => {
    const list = [
      booking({ id: "b1" }),
      booking({ id: "b2", appointmentTime: "10:00" }),
      booking({ id: "b3", appointmentTime: "11:00" }),
    ];
    expect(possibleDuplicates(list).map((p) => pairKey(p.a, p.b))).toEqual(["b1|b2", "b1|b3", "b2|b3"]);
  });
});
