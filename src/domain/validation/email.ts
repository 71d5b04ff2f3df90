// The one email check of the product (leads, newsletter, bookings, accounts), in the browser and
// on the server. One mailbox per field: commas, semicolons, spaces, quotes and angle brackets are
// not accepted, so a field can never carry a list of addresses (a newsletter sign-up once mailed
// 18 of them from one request).

export const EMAIL_MAX_LENGTH = 254;

/**
 * A dot-atom local part (letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -, dots between)
 * at a domain of dot-separated labels ending in a letters-only top-level label.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isEmailAddress(text: string): boolean {
  if (text.length > EMAIL_MAX_LENGTH) return false;
  const at = text.indexOf("@");
  if (at < 1 || at > 64) return false;
  return EMAIL_PATTERN.test(text);
}
