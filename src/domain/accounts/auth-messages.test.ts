import { describe, expect, it } from "vitest";
import { humanAuthError } from "./auth-messages";

it("explains the provider's errors in plain words", () => {
  expect(humanAuthError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password")).toMatch(/don't match/);
  expect(humanAuthError(422, "USER_ALREADY_EXISTS", "")).toMatch(/already exists/);
  expect(humanAuthError(429, undefined, undefined)).toMatch(/Too many attempts/);
  expect(humanAuthError(400, "PASSWORD_TOO_SHORT", "")).toMatch(/at least 10/);
  expect(humanAuthError(400, "INVALID_TOKEN", "invalid token")).toMatch(/Ask for a new one/);
  expect(humanAuthError(400, "SOMETHING_NEW", "Provider said so")).toBe("Provider said so");
});

it("passes on the messages of our own checks, which say what to do", () => {
  expect(humanAuthError(429, "ACCOUNT_RATE_LIMITED", "Try again in 15 minutes.")).toBe("Try again in 15 minutes.");
  expect(humanAuthError(400, "INVALID_INPUT", "Use at least 10 characters.")).toBe("Use at least 10 characters.");
});

describe("origin refusals", () => {
  it("say what to do, never 'Invalid origin'", () => {
    const message = humanAuthError(403, "INVALID_ORIGIN", "Invalid origin");
    expect(message).not.toMatch(/invalid origin/i);
    expect(message).toMatch(/Open the site at its usual address/);
  });
});
