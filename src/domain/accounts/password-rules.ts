import { COMMON_PASSWORDS } from "./common-passwords";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-limits";

// The rules for a new password (sign-up, reset, change), checked in the browser before submit and
// again on the server. Length over composition (NIST SP 800-63B): at least 10 characters, not one
// of the common or breached passwords of the maintained list, not one character repeated.

let common: Set<string> | undefined;

/** What is wrong with a new password, in words a person can act on, or null when it is fine. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (new Set(password.replace(/\s/g, "")).size < 3) {
    return "Use more than one or two different characters: a few unrelated words work well.";
  }
  common ??= new Set(COMMON_PASSWORDS.split("\n"));
  if (common.has(password.toLowerCase()) || common.has(password.trim().toLowerCase())) {
    return "This password is on lists of common or leaked passwords. Choose another: a few unrelated words work well.";
  }
  return null;
}
