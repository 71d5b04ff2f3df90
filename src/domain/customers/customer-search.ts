import { z } from "../validation/zod";

// What the owner types in /admin/customers' search box, read as the two things it can mean: words
// (a name, an email, an address) and, when it is only digits and phone punctuation, a phone number
// in any format (decision 0030). The SQL compares these with stored values normalized the same way.

/** The longest search the route reads. */
export const CUSTOMER_SEARCH_MAX = 100;
/** At most this many customers answer one search. */
export const CUSTOMER_SEARCH_LIMIT = 20;
/** Shorter searches list the newest customers instead (one letter would match nearly everyone). */
export const CUSTOMER_SEARCH_MIN = 2;
/** Digits it takes to search by phone (fewer are too common to name a caller). */
export const PHONE_SEARCH_MIN_DIGITS = 3;

export const customerSearchSchema = z.object({
  q: z.string().max(CUSTOMER_SEARCH_MAX, `Search for at most ${CUSTOMER_SEARCH_MAX} characters.`).default(""),
});

export interface CustomerSearchTerms {
  /** Lower-cased, spaces squeezed; "" lists the newest customers. */
  text: string;
  /** The digits to find in a phone number, or null when the search is not a phone number. */
  digits: string | null;
}

const PHONE_LIKE = /^[\d\s()+.\-/]+$/;

/** The search as words and as phone digits: "(510) 555-01" -> digits "51055501". */
export function customerSearchTerms(query: string): CustomerSearchTerms {
  const text = query.trim().replace(/\s+/g, " ").toLowerCase().slice(0, CUSTOMER_SEARCH_MAX);
  if (text.length < CUSTOMER_SEARCH_MIN) return { text: "", digits: null };
  let digits: string | null = null;
  if (PHONE_LIKE.test(text)) {
    const all = text.replace(/\D/g, "");
    // "+1 510 555 0177" names the same number as "(510) 555-0177": the country code is not stored alike.
    const national = all.length === 11 && all.startsWith("1") ? all.slice(1) : all;
    digits = national.length >= PHONE_SEARCH_MIN_DIGITS ? national : null;
  }
  return { text, digits };
}

/** A LIKE pattern that finds `term` anywhere, with LIKE's own wildcards taken literally. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The longest note the owner may keep on a customer. */
export const CUSTOMER_NOTE_MAX = 2000;

export const customerNoteSchema = z.object({
  /** The customer's account id (better-auth's, not a UUID). */
  customerId: z.string({ error: "Name the customer." }).regex(/^[A-Za-z0-9_-]{1,64}$/, "That customer was not found."),
  body: z
    .string({ error: "Write the note." })
    .trim()
    .min(1, "Write the note.")
    .max(CUSTOMER_NOTE_MAX, `A note is at most ${CUSTOMER_NOTE_MAX} characters.`),
});
export type CustomerNoteInput = z.infer<typeof customerNoteSchema>;

/** An account id as the customer page's path may carry it. */
export const isCustomerId = (id: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(id);
