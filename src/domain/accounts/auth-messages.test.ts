import { expect, it } from "vitest";
import { humanAuthError } from "./auth-messages";

it("explains the provider's errors in plain words", () => {
  expect(humanAuthError(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password")).toMatch(/don't match/);
  expect(humanAuthError(422, "USER_ALREADY_EXISTS", "")).toMatch(/already exists/);
  expect(humanAuthError(429, undefined, undefined)).toMatch(/Too many attempts/);
  expect(humanAuthError(400, "SOMETHING_NEW", "Provider said so")).toBe("Provider said so");
});
