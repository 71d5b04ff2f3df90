// US phone numbers as the text provider needs them: E.164 (+1 and ten digits). Only the North
// American Numbering Plan is accepted, because the business texts only US customers and its
// sending number is registered for US traffic (docs/decisions/0022-sms.md).

/**
 * "+14085550101" for a US number written any common way ("(408) 555-0101", "408.555.0101",
 * "1 408 555 0101", "+1 408 555 0101"), or null when it is not one: wrong length, an area code or
 * exchange starting with 0 or 1 (no such NANP numbers exist), an N11 service code as area code
 * (411, 911), or letters.
 */
export function toE164(input: string): string | null {
  if (input.length > 40) return null;
  const trimmed = input.trim();
  if (!/^[\s\d().+-]*$/.test(trimmed)) return null;
  const plus = trimmed.startsWith("+");
  if (trimmed.lastIndexOf("+") > 0) return null;
  let digits = trimmed.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  else if (plus) return null;
  if (digits.length !== 10) return null;
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  if (!/^[2-9]/.test(area) || !/^[2-9]/.test(exchange)) return null;
  if (/^[2-9]11$/.test(area)) return null;
  return `+1${digits}`;
}

/** "+14085550101" -> "(408) 555-0101", how a US reader writes it. */
export function formatUsPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}

/** "+14085550101" -> "•••-•••-0101": enough for the owner to tell numbers apart in a list. */
export function maskPhone(e164: string): string {
  return `•••-•••-${e164.slice(-4)}`;
}
