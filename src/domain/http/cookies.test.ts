import { describe, expect, it } from "vitest";
import { cookieValue } from "./cookies";

describe("cookieValue", () => {
  it("finds a cookie by its exact name among others, decoded", () => {
    const header = "a=1; cv_offer=spring%2Cfall.1795249456302~sig; cv_offer_x=2";
    expect(cookieValue(header, "cv_offer")).toBe("spring,fall.1795249456302~sig");
    expect(cookieValue(header, "cv_offer_x")).toBe("2");
    expect(cookieValue(header, "offer")).toBeUndefined();
  });

  it("answers undefined for a missing header, a missing cookie or a value that cannot be decoded", () => {
    expect(cookieValue(null, "a")).toBeUndefined();
    expect(cookieValue("", "a")).toBeUndefined();
    expect(cookieValue("a=%E0%A4%A", "a")).toBeUndefined();
  });

  it("reads a cookie with an empty value as empty, not as missing", () => {
    expect(cookieValue("cv_signed_in=; b=2", "cv_signed_in")).toBe("");
  });
});
