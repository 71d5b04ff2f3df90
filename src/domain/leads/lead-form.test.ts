import { describe, expect, it } from "vitest";
import { leadInputSchema } from "@/domain/leads/lead-input";
import { ADDRESS_NOT_PROVIDED, firstContactProblem, LEAD_NOTICES } from "./lead-form";

const valid = { fullName: "Ana Li", phone: "(415) 555-0199", email: "ana@example.com" };

describe("firstContactProblem (docs/product.md#input-rules order)", () => {
  it.each([
    [{ ...valid, fullName: "  ", phone: "", email: "" }, "fullName", LEAD_NOTICES.nameRequired],
    [{ ...valid, phone: " ", email: "" }, "phone", LEAD_NOTICES.phoneRequired],
    [{ ...valid, email: " ", phone: "1" }, "email", LEAD_NOTICES.emailRequired],
    [{ ...valid, email: "ana@example", phone: "1" }, "email", LEAD_NOTICES.emailInvalid],
    [{ ...valid, email: "ana li@example.com" }, "email", LEAD_NOTICES.emailInvalid],
    [{ ...valid, phone: "(415) 555-019" }, "phone", LEAD_NOTICES.phoneInvalid],
  ])("%o -> %s", (input, field, notice) => {
    expect(firstContactProblem(input)).toEqual({ field, notice });
  });

  it("accepts a valid contact, counting phone digits without spaces, dashes and parentheses", () => {
    expect(firstContactProblem(valid)).toBeNull();
    expect(firstContactProblem({ ...valid, phone: "415 555 0199" })).toBeNull();
  });

  it("has the exact texts of docs/product.md#input-rules", () => {
    expect(LEAD_NOTICES.nameRequired).toEqual({
      title: "Full name required",
      description: "Please enter your full name to get instant pricing.",
    });
    expect(LEAD_NOTICES.phoneInvalid).toEqual({
      title: "Invalid phone number",
      description: "Please enter a valid phone number.",
    });
  });
});

describe("leadInputSchema", () => {
  const body = { ...valid, serviceType: "air_duct", bedrooms: 3, bathrooms: 2, squareFeet: 1500 };

  it("trims contact fields, drops unknown keys and fills a missing address", () => {
    const parsed = leadInputSchema.parse({ ...body, fullName: "  Ana Li ", pricingExact: 1, address: "  " });
    expect(parsed.fullName).toBe("Ana Li");
    expect(parsed.address).toBe(ADDRESS_NOT_PROVIDED);
    expect(parsed).not.toHaveProperty("pricingExact");
    expect(parsed.pageType).toBe("other");
  });

  it.each([
    [{ bedrooms: -1 }, "bedrooms"],
    [{ bathrooms: 11 }, "bathrooms"],
    [{ squareFeet: 1e9 }, "squareFeet"],
    [{ bedrooms: "3" }, "bedrooms"],
    [{ serviceType: "chimney" }, "serviceType"],
    [{ email: "x".repeat(10_000) }, "email"],
  ])("rejects %o", (patch, field) => {
    const result = leadInputSchema.safeParse({ ...body, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
