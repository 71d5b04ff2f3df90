// The normalized values customer search compares with (decision 0030), as SQL on one table's own
// columns. The customer_search_trigrams migration indexes exactly these with pg_trgm where
// PostgreSQL has it, and the planner uses an index only for the same expression:
// search-keys.test.ts holds the migration to this file. Phones are compared by their digits, kept
// by the database in a generated column (phoneDigitsOf, person-keys.ts), so "(510) 555-0177",
// "510.555.0177" and "+15105550177" are all found by "0177" without a regular expression per row.

export const SEARCH_KEYS = {
  userWords: `lower("name" || ' ' || "email")`,
  profileWords: `lower(coalesce("full_name", '') || ' ' || coalesce("default_address", ''))`,
  profileDigits: `"phone_digits"`,
  bookingWords: `lower("address")`,
  bookingDigits: `"phone_digits"`,
} as const;
