import { describe, expect, it } from "vitest";
import { businessIdentityInputSchema, identityOf, mailFrom, missingIdentityFields, NOT_SET_UP } from "./identity";

const good = {
  name: "Peninsula Vent Care",
  phone: "650.321.4477",
  email: "office@peninsulavent.com",
  street: "200 Middlefield Rd",
  city: "Menlo Park",
  state: "ca",
  zip: "94025",
};

describe("businessIdentityInputSchema", () => {
  it("takes a real identity and shows its phone as a US reader writes it", () => {
    const parsed = businessIdentityInputSchema.parse(good);
    expect(parsed.state).toBe("CA");
    const identity = identityOf(parsed);
    expect(identity).toMatchObject({
      brand: "Peninsula Vent Care",
      phone: "(650) 321-4477",
      phoneE164: "+16503214477",
    });
    expect(identity.demo).toBe(false);
  });

  it("refuses a phone that is not a phone", () => {
    for (const phone of ["555-0134", "call us", "(911) 555-0134", "1".repeat(41)]) {
      const result = businessIdentityInputSchema.safeParse({ ...good, phone });
      expect(result.success, phone).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["phone"]);
    }
  });

  it("keeps every text field on one line and within its limit", () => {
    for (const [field, value] of [
      ["name", "Peninsula\nVent Care"],
      ["name", "x".repeat(81)],
      ["street", "200 Middlefield Rd\r\nSuite 4"],
      ["city", "y".repeat(61)],
      ["name", "Visit https://evil.example"],
    ] as const) {
      const result = businessIdentityInputSchema.safeParse({ ...good, [field]: value });
      expect(result.success, `${field}: ${value}`).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });

  it("refuses a wrong email, state, ZIP or an extra field", () => {
    expect(businessIdentityInputSchema.safeParse({ ...good, email: "not-an-email" }).success).toBe(false);
    expect(businessIdentityInputSchema.safeParse({ ...good, state: "California" }).success).toBe(false);
    expect(businessIdentityInputSchema.safeParse({ ...good, zip: "9402" }).success).toBe(false);
    expect(businessIdentityInputSchema.safeParse({ ...good, logo: "x" }).success).toBe(false);
  });
});

describe("the identity where it is read", () => {
  const saved = identityOf(
    businessIdentityInputSchema.parse({
      name: "Peninsula Vent Care",
      phone: "650.321.4477",
      email: "office@peninsulavent.com",
      street: "200 Middlefield Rd",
      city: "Menlo Park",
      state: "CA",
      zip: "94025",
    }),
  );

  it("says what is missing only before the business is set up, and shows no made-up facts", () => {
    expect(missingIdentityFields(NOT_SET_UP)).toEqual(["business name", "phone", "email", "postal address"]);
    expect(missingIdentityFields(saved)).toEqual([]);
    expect(JSON.stringify(NOT_SET_UP)).not.toMatch(/\d{3}-\d{4}|Example Street|ClearVent/);
  });

  it("sends email under the business's name from the configured address", () => {
    expect(mailFrom("ClearVent <hello@mail.example>", saved)).toEqual({
      name: "Peninsula Vent Care",
      address: "hello@mail.example",
    });
    expect(mailFrom("bare@mail.example", saved)).toEqual({ name: "Peninsula Vent Care", address: "bare@mail.example" });
    expect(mailFrom("Someone <hello@mail.example>", NOT_SET_UP)).toBe("Someone <hello@mail.example>");
  });
});
