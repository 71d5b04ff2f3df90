import { describe, expect, it } from "vitest";
import { isEmailAddress } from "./email";

describe("isEmailAddress", () => {
  it.each(["ann@example.com", "ann.lee+ducts@mail.example.co.uk", "o'brien@example.org", "x@sub-domain.example.io"])(
    "accepts %s",
    (address) => expect(isEmailAddress(address)).toBe(true),
  );

  it.each([
    ["a list with a comma", "a@x.com,b@y.com"],
    ["a list with a semicolon", "a@x.com;b@y.com"],
    ["a display name", "Ann <ann@example.com>"],
    ["a space", "ann lee@example.com"],
    ["two at signs", "a@b@example.com"],
    ["no top-level domain", "ann@localhost"],
    ["a quoted local part", '"a,b"@example.com'],
    ["a leading dot", ".ann@example.com"],
    ["a double dot", "ann..lee@example.com"],
    ["a line break", "ann@example.com\nbcc:x@y.com"],
    ["a local part over 64", `${"a".repeat(65)}@example.com`],
    ["over 254 characters", `ann@${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`],
  ])("refuses %s", (_, address) => expect(isEmailAddress(address)).toBe(false));
});
