import { expect, it } from "vitest";
import { authEmailOf, authInputProblem } from "./auth-input";

const longName = "N".repeat(101);
const longEmail = `${"e".repeat(250)}@x.io`;

it("limits name, email and password on every auth path that takes them", () => {
  const ok = { name: "Lee", email: "lee@example.com", password: "copper kettle marsh" };
  expect(authInputProblem("/sign-up/email", ok)).toBeNull();
  expect(authInputProblem("/sign-up/email", { ...ok, name: longName })).toMatchObject({ field: "name" });
  expect(authInputProblem("/sign-up/email", { ...ok, name: "x".repeat(20_000_000) })?.message).toMatch(/at most 100/);
  expect(authInputProblem("/sign-up/email", { ...ok, email: longEmail })).toMatchObject({ field: "email" });
  expect(authInputProblem("/sign-up/email", { ...ok, password: "p".repeat(129) })).toMatchObject({
    field: "password",
  });
  expect(authInputProblem("/sign-up/email", { ...ok, name: "   " })).toMatchObject({ field: "name" });
  expect(authInputProblem("/sign-in/email", { email: longEmail, password: "x" })).toMatchObject({ field: "email" });
  expect(authInputProblem("/sign-in/email", { email: "a@b.co", password: "p".repeat(129) })).toMatchObject({
    field: "password",
  });
  expect(authInputProblem("/request-password-reset", { email: longEmail })).toMatchObject({ field: "email" });
  expect(authInputProblem("/send-verification-email", { email: longEmail })).toMatchObject({ field: "email" });
  expect(authInputProblem("/update-user", { name: longName })).toMatchObject({ field: "name" });
  expect(
    authInputProblem("/change-password", { newPassword: "ok ok ok ok", currentPassword: "p".repeat(200) }),
  ).toMatchObject({ field: "currentPassword" });
});

it("applies the password rules to every new password, not to a sign-in", () => {
  expect(authInputProblem("/sign-up/email", { name: "A", email: "a@b.co", password: "12345678" })?.message).toMatch(
    /at least 10/,
  );
  expect(authInputProblem("/reset-password", { newPassword: "password123", token: "t" })?.message).toMatch(/common/);
  expect(authInputProblem("/change-password", { newPassword: "1234567890", currentPassword: "x" })?.message).toMatch(
    /common/,
  );
  expect(authInputProblem("/sign-in/email", { email: "a@b.co", password: "12345678" })).toBeNull();
});

it("leaves other paths and malformed bodies to better-auth", () => {
  expect(authInputProblem("/get-session", { name: longName })).toBeNull();
  expect(authInputProblem("/sign-up/email", "junk")).toBeNull();
  expect(authInputProblem("/sign-up/email", { name: 5, email: [], password: null })).toBeNull();
});

it("reads the address an auth call is about", () => {
  expect(authEmailOf({ email: " Owner@Example.com " })).toBe("owner@example.com");
  expect(authEmailOf({ email: 5 })).toBeNull();
  expect(authEmailOf(null)).toBeNull();
});
