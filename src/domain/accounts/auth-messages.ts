import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-limits";

/** Codes of our own checks (src/server/auth.ts hooks), whose messages already say what to do. */
const OWN_CODES = new Set(["INVALID_INPUT", "ACCOUNT_RATE_LIMITED"]);

/** Turns the auth provider's error codes into sentences a customer can act on. */
export function humanAuthError(status: number, code: string | undefined, message: string | undefined): string {
  if (code && OWN_CODES.has(code) && message) return message;
  if (status === 429) return "Too many attempts. Please wait a few seconds and try again.";
  if (status === 413) return message || "That request is too large. Please shorten what you typed.";
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return "That email and password don't match an account. Check them and try again.";
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return "An account with this email already exists. Please sign in instead.";
    case "PASSWORD_TOO_SHORT":
      return `Your password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
    case "PASSWORD_TOO_LONG":
      return `Your password can have at most ${MAX_PASSWORD_LENGTH} characters.`;
    case "INVALID_EMAIL":
      return "Please enter a valid email address.";
    case "INVALID_TOKEN":
      return "This reset link has expired or was already used. Ask for a new one on the sign-in page.";
    // better-auth's origin check: the page was opened at an address the server does not serve
    // as itself. "Invalid origin" tells a person nothing; this says what to do.
    case "INVALID_ORIGIN":
    case "MISSING_OR_NULL_ORIGIN":
      return "This page was opened at an address this site does not accept for accounts. Open the site at its usual address (the one in our emails), reload, and try again.";
    case "INVALID_PASSWORD":
      return "Your current password is not right. Check it and try again.";
    default:
      return message || "Something went wrong. Please try again.";
  }
}
