import { describe, expect, it } from "vitest";
import { decodeQuoteContact, encodeQuoteContact } from "./quote-contact";

describe("quote contact", () => {
  it("round-trips what the calculator stored, trimmed", () => {
    const raw = encodeQuoteContact({ fullName: " Ana Ruiz ", email: "ana@example.com ", phone: "408 555 0101" });
    expect(decodeQuoteContact(raw)).toEqual({ fullName: "Ana Ruiz", email: "ana@example.com", phone: "408 555 0101" });
  });

  it("reads nothing from missing, broken or foreign values", () => {
    expect(decodeQuoteContact(null)).toBeNull();
    expect(decodeQuoteContact("{not json")).toBeNull();
    expect(decodeQuoteContact('"text"')).toBeNull();
    expect(decodeQuoteContact(JSON.stringify({ fullName: 5 }))).toBeNull();
    expect(decodeQuoteContact(JSON.stringify({ email: "x".repeat(400) }))?.email).toHaveLength(254);
  });
});
