import { describe, expect, it } from "vitest";
import {
  CUSTOMER_NOTE_MAX,
  CUSTOMER_SEARCH_MAX,
  containsPattern,
  customerNoteSchema,
  customerSearchSchema,
  customerSearchTerms,
  isCustomerId,
} from "./customer-search";

describe("customerSearchTerms", () => {
  it("reads a phone number in any format as its digits", () => {
    for (const typed of ["0177", "(510) 555-0177", "510.555.0177", "510 555 0177", "+1 510-555-0177", "15105550177"]) {
      const terms = customerSearchTerms(typed);
      expect(terms.digits, typed).toBe(typed === "0177" ? "0177" : "5105550177");
    }
  });

  it("keeps words as words: a name, an email, an address", () => {
    expect(customerSearchTerms("  Cara   Diaz ")).toEqual({ text: "cara diaz", digits: null });
    expect(customerSearchTerms("Cara@Example.com")).toEqual({ text: "cara@example.com", digits: null });
    // A house number with a street is words; the digits alone might be a phone or a house number.
    expect(customerSearchTerms("2180 Milvia")).toEqual({ text: "2180 milvia", digits: null });
    expect(customerSearchTerms("2180")).toEqual({ text: "2180", digits: "2180" });
  });

  it("lists the newest customers for a search too short to mean anyone", () => {
    expect(customerSearchTerms("")).toEqual({ text: "", digits: null });
    expect(customerSearchTerms(" c ")).toEqual({ text: "", digits: null });
    // Two digits are words (a name fragment cannot be two digits, but an address can), not a phone.
    expect(customerSearchTerms("51")).toEqual({ text: "51", digits: null });
  });

  it("cuts what it reads at the limit", () => {
    expect(customerSearchTerms("a".repeat(500)).text).toHaveLength(CUSTOMER_SEARCH_MAX);
  });
});

describe("containsPattern", () => {
  it("takes LIKE's wildcards literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(containsPattern("cara")).toBe("%cara%");
  });
});

describe("the route's schemas", () => {
  it("refuses a search over the limit with a sentence", () => {
    const parsed = customerSearchSchema.safeParse({ q: "x".repeat(CUSTOMER_SEARCH_MAX + 1) });
    expect(parsed.success).toBe(false);
    expect(customerSearchSchema.parse({})).toEqual({ q: "" });
  });

  it("keeps a multi-line note, refuses an empty or overlong one", () => {
    expect(customerNoteSchema.parse({ customerId: "cara", body: " Gate code 4411\nDog is friendly " })).toEqual({
      customerId: "cara",
      body: "Gate code 4411\nDog is friendly",
    });
    expect(customerNoteSchema.safeParse({ customerId: "cara", body: "   " }).success).toBe(false);
    expect(customerNoteSchema.safeParse({ customerId: "cara", body: "x".repeat(CUSTOMER_NOTE_MAX + 1) }).success).toBe(
      false,
    );
    expect(customerNoteSchema.safeParse({ customerId: "../x", body: "hi" }).success).toBe(false);
  });

  it("accepts better-auth's ids only", () => {
    expect(isCustomerId("k2Jd8sLq0aZ9xYw1")).toBe(true);
    expect(isCustomerId("a/b")).toBe(false);
    expect(isCustomerId("")).toBe(false);
  });
});
