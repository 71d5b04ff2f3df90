import { describe, expect, it } from "vitest";
import { PHONE_PROOF, phoneCodeText, phoneProofConfirmSchema, phoneProofSendSchema } from "./phone-proof";
import { countSegments, isGsm7 } from "./segments";

describe("the code's text", () => {
  it("is one GSM-7 segment with the brand, the code and how long it lasts", () => {
    const text = phoneCodeText("ClearVent", "012345");
    expect(isGsm7(text)).toBe(true);
    expect(countSegments(text).segments).toBe(1);
    expect(text).toMatch(/^ClearVent: your code is 012345\. .* ends in 10 minutes\./);
  });
});

describe("the inputs", () => {
  it("take a US number written any common way, and refuse others with a sentence", () => {
    expect(phoneProofSendSchema.safeParse({ phone: "(415) 555-0134" }).success).toBe(true);
    for (const phone of ["+44 20 7946 0958", "555-0134", "x".repeat(41), "911-555-0134"]) {
      const parsed = phoneProofSendSchema.safeParse({ phone });
      expect(parsed.success, phone).toBe(false);
    }
    expect(phoneProofSendSchema.safeParse({ phone: "(415) 555-0134", extra: 1 }).success).toBe(false);
  });

  it("take exactly six digits as a code", () => {
    expect(phoneProofConfirmSchema.parse({ code: " 012345 " })).toEqual({ code: "012345" });
    for (const code of ["12345", "1234567", "12345a", "", "1".repeat(30)])
      expect(phoneProofConfirmSchema.safeParse({ code }).success, code).toBe(false);
  });

  it("has limits that hold together", () => {
    expect(PHONE_PROOF.codeSendsPerNumberPerDay).toBeLessThan(PHONE_PROOF.textsPerNumberPerDay);
    expect(PHONE_PROOF.lockMs).toBeGreaterThan(PHONE_PROOF.codeTtlMs);
  });
});
