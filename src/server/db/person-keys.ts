import { type AnyColumn, type SQL, sql } from "drizzle-orm";

// The SQL twins of personKeys() (src/domain/leads/lead-work.ts). The fold query and the indexes
// that serve it are built from these two functions, so the planner sees the same expression in
// both and a repeat request finds its lead through an index instead of reading every lead of the
// day (which grew with the day's traffic). Relative imports only: drizzle-kit loads the schema.

/** The email as one person's key: lower-cased (stored emails are trimmed by the input schema). */
export const emailKey = (email: AnyColumn): SQL => sql`lower(${email})`;

/** The phone as one person's key: its last ten digits, whatever the punctuation. */
export const phoneKey = (phone: AnyColumn): SQL => sql`right(regexp_replace(${phone}, '\\D', '', 'g'), 10)`;

/**
 * A stored phone's digits, whatever the punctuation: the generated column customer search reads
 * (decision 0030), so no search runs a regular expression per row. Named by column because a
 * generated column's expression may not refer to the table.
 */
export const phoneDigitsOf = (column: string): SQL =>
  sql.raw(`regexp_replace(coalesce("${column}", ''), '\\D', '', 'g')`);
