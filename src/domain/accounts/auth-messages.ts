/** Turns the auth provider's error codes into sentences a customer can act on. */
export function humanAuthError(status: number, code: string | undefined, message: string | undefined): string {
  if (status === 429) return "Too many attempts. Please wait a few seconds and try again.";
  switch (code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return "That email and password don't match an account. Check them and try again.";
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return "An account with this email already exists. Please sign in instead.";
    case "PASSWORD_TOO_SHORT":
      return "Your password needs at least 8 characters.";
    case "PASSWORD_TOO_LONG":
      return "Your password can have at most 128 characters.";
    case "INVALID_EMAIL":
      return "Please enter a valid email address.";
    default:
      return message || "Something went wrong. Please try again.";
  }
}
