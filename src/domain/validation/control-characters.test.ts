import { describe, expect, it } from "vitest";
import { findControlCharacter } from "./control-characters";

describe("findControlCharacter", () => {
  it("finds a NUL byte in a nested field and names its path", () => {
    expect(findControlCharacter({ a: { b: ["ok", "bad\u0000"] } })).toEqual(["a", "b", "1"]);
    expect(findControlCharacter({ fullName: "Ann\u0000" })).toEqual(["fullName"]);
  });

  it("finds other C0 controls and control characters in keys", () => {
    expect(findControlCharacter({ notes: "bell\u0007" })).toEqual(["notes"]);
    expect(findControlCharacter({ "k\u0001": 1 })).toEqual(["k\u0001"]);
  });

  it("accepts tabs, line breaks and ordinary text of any script", () => {
    expect(findControlCharacter({ notes: "Gate code\t1234\r\nDog: friendly 🐕 — café 東京" })).toBeNull();
    expect(findControlCharacter([1, true, null, { n: 2 }])).toBeNull();
  });
});
