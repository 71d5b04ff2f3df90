// The normalized values customer search compares with (decision 0030), as SQL on one table's own
// columns. Migration 0034 indexes exactly these expressions with pg_trgm where PostgreSQL has it,
// and the planner uses an index only for the same expression: search-keys.test.ts holds the
// migration to this file. Digits only for phones, so "(510) 555-0177", "510.555.0177" and
// "+15105550177" are all found by "0177".

export const SEARCH_KEYS = {
  userWords: `lower("name" || ' ' || "email")`,
  profileWords: `lower(coalesce("full_name", '') || ' ' || coalesce("default_address", ''))`,
  profileDigits: `regexp_replace(coalesce("phone", ''), '\\D', '', 'g')`,
  bookingWords: `lower("address")`,
  bookingDigits: `regexp_replace(coalesce("customer_phone", ''), '\\D', '', 'g')`,
} as const;
