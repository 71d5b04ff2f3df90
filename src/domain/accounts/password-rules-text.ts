import { MIN_PASSWORD_LENGTH } from "./password-limits";

/** The rules of a new password in words, shown beside every new-password field before submit. */
export const PASSWORD_RULES_TEXT = `At least ${MIN_PASSWORD_LENGTH} characters, and not a common password. A few unrelated words make a strong one.`;
