import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-rules";

describe("passwordProblem", () => {
  it.each([
    ["12345678", /at least 10/],
    ["password", /at least 10/],
    ["        ", /at least 10/],
    ["          ", /different characters/],
    ["aaaaaaaaaaaa", /different characters/],
    ["ababababab", /different characters/],
    ["1234567890", /common or leaked/],
    ["qwertyuiop", /common or leaked/],
    ["password123", /common or leaked/],
    ["Password123", /common or leaked/],
    ["PASSWORD123", /common or leaked/],
    ["1q2w3e4r5t", /common or leaked/],
    [" basketball ", /common or leaked/],
    ["x".repeat(60) + "y".repeat(69), /at most 128/],
  ])("refuses %j", (password, message) => {
    expect(passwordProblem(password)).toMatch(message);
  });

  it.each(["DemoPass123!", "AdminPass123!", "copper kettle marsh", "Authz-Pass-2026", "ten chars!", "ünïcödé pass"])(
    "accepts %j",
    (password) => {
      expect(passwordProblem(password)).toBeNull();
    },
  );
});
