import { expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "@/domain/validation/control-characters";
import { SINGLE_LINE_MESSAGES } from "@/domain/validation/single-line";
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

it("keeps a name on one line, without links or invisible characters, on sign-up and rename", () => {
  const ok = { email: "lee@example.com", password: "copper kettle marsh" };
  for (const path of ["/sign-up/email", "/update-user"]) {
    const problem = (name: string) => authInputProblem(path, { ...ok, name });
    expect(problem("Ann O'Neil-Smith Jr.")).toBeNull();
    expect(problem("Sam\r\nACTION NEEDED: confirm card at http://pay.evil.example")).toEqual({
      field: "name",
      message: SINGLE_LINE_MESSAGES.lineBreak,
    });
    expect(problem("Sam, see evil-pay.com")?.message).toBe(SINGLE_LINE_MESSAGES.link);
    expect(problem("Sam\u202eevil")?.message).toBe(SINGLE_LINE_MESSAGES.invisible);
    // The too-long sentence stays the one the forms know.
    expect(problem(longName)?.message).toMatch(/shorten your name to at most 100/);
    expect(authInputProblem(path, { ...ok, name: "Sam", image: "http://evil.example/a.png" })).toMatchObject({
      field: "image",
    });
  }
});

it("refuses control characters in any field of any auth body", () => {
  for (const [path, body] of [
    ["/sign-in/email", { email: "a@b.co", password: "copper\u0000kettle" }],
    ["/reset-password", { token: "t\u001b", newPassword: "copper kettle marsh" }],
    ["/sign-out", { note: ["\u0007"] }],
  ] as const) {
    expect(authInputProblem(path, body)?.message, path).toBe(CONTROL_CHARACTER_MESSAGE);
  }
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
