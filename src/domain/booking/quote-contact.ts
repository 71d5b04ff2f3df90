/**
 * What the visitor typed into the price calculator, kept in this tab (sessionStorage) so the
 * booking step and the account it creates prefill it instead of asking again. Contact details stay
 * out of the URL: links are logged and shared, a tab's storage is not.
 */
export interface QuoteContact {
  fullName: string;
  email: string;
  phone: string;
}

/** sessionStorage key of the calculator's contact details. */
export const QUOTE_CONTACT_KEY = "cv_quote_contact";

const LIMITS: Record<keyof QuoteContact, number> = { fullName: 100, email: 254, phone: 40 };

export function encodeQuoteContact(contact: QuoteContact): string {
  return JSON.stringify({
    fullName: contact.fullName.trim(),
    email: contact.email.trim(),
    phone: contact.phone.trim(),
  });
}

/** The stored contact, or null when nothing (or something unreadable) is stored. */
export function decodeQuoteContact(raw: string | null | undefined): QuoteContact | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  const out: QuoteContact = { fullName: "", email: "", phone: "" };
  for (const key of Object.keys(LIMITS) as (keyof QuoteContact)[]) {
    const v = record[key];
    if (typeof v === "string") out[key] = v.trim().slice(0, LIMITS[key]);
  }
  return out.fullName || out.email || out.phone ? out : null;
}
